import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBraces,
  IconCheck,
  IconCode,
  IconEye,
  IconLayoutList,
  IconPointer,
  IconVectorBezier2,
} from '@tabler/icons-react';
import { DELAYS } from '@tessera/shared';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InfoAlert } from '../../../components/info-alert.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { useLater } from '../../../lib/timers.ts';
import { authoringErrorText } from './authoring-errors.ts';
import { AUTHORING_KINDS, slotCountText } from './authoring-kinds.ts';
import {
  type AuthoringValues,
  type EditorError,
  type SaveBlocker,
  saveBlockers,
  toEditorError,
} from './authoring-rules.ts';
import type { CodeLanguage } from './code-field.tsx';
import type { AuthoringKind } from './data-types.ts';
import { ErrorConsole } from './error-console.tsx';
import { checkJsonTabs } from './json-tabs.ts';
import { type Preview, PreviewPanel } from './preview-panel.tsx';
import { SLOT_PLACEHOLDER_MODULE } from './preview-tree.ts';
import { checkSlots, slotNamesOf } from './slot-names.ts';
import { IconPanel, SvgIcon } from './svg-icon.tsx';
import { transpile } from './transpile.ts';

const CodeField = lazy(() => import('./code-field.tsx'));

type EditorTab = 'code' | 'properties' | 'groups' | 'events' | 'icon' | 'preview';
type TextField = Exclude<EditorTab, 'preview'>;

/** What a kind's page sends to its create or update mutation. */
export interface SavePayload {
  name: string;
  description: string;
  icon: string;
  code: string;
  compiledCode: string;
  dataTypes: Record<string, unknown>;
  dataGroups: unknown;
  /** null for templates. */
  dataEvents: unknown;
  /** The slot count of the code (the server counts it again). */
  slots: number;
}

interface AuthoringEditorProps {
  kind: AuthoringKind;
  /** null while creating. */
  id: string | null;
  initial: AuthoringValues;
  canWrite: boolean;
  /** Creates or updates; answers the saved item's id. Throws what the API threw. */
  save: (payload: SavePayload) => Promise<string>;
}

const TAB_ICONS: Record<EditorTab, ReactNode> = {
  code: <IconCode size={16} />,
  properties: <IconBraces size={16} />,
  groups: <IconLayoutList size={16} />,
  events: <IconPointer size={16} />,
  icon: <IconVectorBezier2 size={16} />,
  preview: <IconEye size={16} />,
};

const LANGUAGES: Record<TextField, CodeLanguage> = {
  code: 'javascript',
  properties: 'json',
  groups: 'json',
  events: 'json',
  icon: 'xml',
};

/**
 * The component and template editor (spec §2, §4, §5): name, description, the code, properties,
 * groups, events (components only) and icon tabs, the preview, the error console and Save.
 * State lives here and nowhere else, so leaving the screen clears it.
 */
export function AuthoringEditor({ kind, id, initial, canWrite, save }: AuthoringEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const later = useLater();
  const [values, setValues] = useState<AuthoringValues>(initial);
  const [tab, setTab] = useState<EditorTab>('code');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  // The frame drew the preview: only then is it a successful one (a runtime error may still come first).
  const [previewRendered, setPreviewRendered] = useState(false);
  const [everPreviewed, setEverPreviewed] = useState(false);
  const [compiling, setCompiling] = useState(false);
  const [error, setError] = useState<EditorError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Answers to an outdated preview request (the author typed meanwhile) are dropped.
  const generation = useRef(0);

  const tabs: EditorTab[] =
    kind === 'component'
      ? ['code', 'properties', 'groups', 'events', 'icon', 'preview']
      : ['code', 'properties', 'groups', 'icon', 'preview'];
  const texts = AUTHORING_KINDS[kind].plural;
  // Spec §5, for templates and containers alike: the slot names are read as the author types.
  const slotCheck = useMemo(() => checkSlots(values.code), [values.code]);
  const slotText = slotCheck.ok ? slotCountText(t, kind, slotCheck.slots) : null;
  const previewed = preview !== null && previewRendered && !previewFailed;
  const blockers = saveBlockers(values, previewed);
  const canSave = canWrite && blockers.length === 0 && !saving;

  /** Spec §4: editing any field clears the preview. */
  const edit = useCallback((field: keyof AuthoringValues, value: string) => {
    generation.current += 1;
    setValues((current) => ({ ...current, [field]: value }));
    setPreview(null);
    setPreviewFailed(false);
    setPreviewRendered(false);
    setCompiling(false);
    setFailure(null);
  }, []);

  async function runPreview() {
    generation.current += 1;
    const mine = generation.current;
    setPreview(null);
    setPreviewFailed(false);
    setPreviewRendered(false);
    setFailure(null);
    const checked = checkJsonTabs(kind, values, {
      propertiesNotObject: t('components.editor.properties_not_object'),
    });
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setCompiling(true);
    const result = await transpile(values.code);
    if (mine !== generation.current) return;
    setCompiling(false);
    if (!result.ok) {
      if ('error' in result) setError(result.error);
      else {
        setError(null);
        setFailure(
          result.failure === 'too_large'
            ? t('components.errors.too_large')
            : result.failure === 'network'
              ? t('errors.network')
              : t('components.errors.compilation'),
        );
      }
      return;
    }
    setError(null);
    setEverPreviewed(true);
    setPreview({
      compiledCode: result.compiledCode,
      props: checked.tabs.props,
      slots: slotNamesOf(values.code),
      run: mine,
    });
    setTab('preview');
  }

  function selectTab(next: string | null) {
    if (!next) return;
    // Spec §4: choosing preview compiles; the tab opens once the preview succeeded.
    if (next === 'preview') void runPreview();
    else setTab(next as EditorTab);
  }

  const onRuntimeError = useCallback(
    (report: { moduleId: string; type: string; message: string; line: number; column: number }) => {
      if (report.moduleId === SLOT_PLACEHOLDER_MODULE) return;
      setPreviewFailed(true);
      setError(toEditorError(report, 'runtime'));
    },
    [],
  );

  const onRendered = useCallback(() => setPreviewRendered(true), []);

  async function onSave() {
    if (!canSave) return;
    setFailure(null);
    const checked = checkJsonTabs(kind, values, {
      propertiesNotObject: t('components.editor.properties_not_object'),
    });
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    // Spec §5: nothing is saved while a slot name breaks the pattern.
    if (!slotCheck.ok) {
      setFailure(t('templates.errors.invalid_slot'));
      return;
    }
    setSaving(true);
    try {
      const savedId = await save({
        name: values.name.trim(),
        description: values.description.trim(),
        icon: values.icon.trim(),
        code: values.code,
        compiledCode: preview?.compiledCode ?? '',
        dataTypes: checked.tabs.dataTypes,
        dataGroups: checked.tabs.dataGroups,
        dataEvents: checked.tabs.dataEvents,
        slots: slotCheck.slots,
      });
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: id ? t(`${texts}.editor.saved`) : t(`${texts}.editor.created`),
      });
      if (!id) {
        // Spec §4: after a create, the notice shows, then after 1 s the item's own address opens.
        later(() => navigate(`/${texts}/${savedId}`, { replace: true }), DELAYS.afterLibrarySave);
      } else setSaving(false);
    } catch (caught) {
      setSaving(false);
      setFailure(authoringErrorText(t, kind, toApiError(caught)));
    }
  }

  const editorField = (field: TextField) => (
    <Suspense fallback={<Skeleton h={360} radius="md" />}>
      <CodeField
        value={values[field] ?? ''}
        onChange={(value) => edit(field, value)}
        language={LANGUAGES[field]}
        placeholder={
          field === 'code' && kind === 'template'
            ? t('templates.editor.code_placeholder')
            : t(`components.editor.placeholders.${field}`)
        }
        label={t('components.editor.editor_label', { tab: t(`components.editor.tabs.${field}`) })}
        readOnly={!canWrite}
        testId={field === 'code' ? 'code-editor' : `${field}-editor`}
      />
    </Suspense>
  );

  return (
    <Stack gap="lg" data-testid={`${kind}-editor`}>
      <Group gap="sm" wrap="nowrap">
        <SvgIcon
          icon={values.icon}
          size={36}
          alt={t('components.editor.icon_preview')}
          testId="editor-title-icon"
        />
        <Title order={2} fz="h3" data-testid="editor-title">
          {id ? t(`${texts}.editor.title_edit`) : t(`${texts}.editor.title_new`)}
        </Title>
        {slotText ? (
          <Badge variant="light" tt="none" fw={500} data-testid="editor-slots">
            {slotText}
          </Badge>
        ) : null}
      </Group>

      {!canWrite ? <InfoAlert testId="editor-read-only">{t(`${texts}.editor.read_only`)}</InfoAlert> : null}

      <Paper withBorder p="lg">
        <Stack gap="md">
          <TextInput
            label={t('components.editor.name_label')}
            placeholder={t(`${texts}.editor.name_placeholder`)}
            value={values.name}
            onChange={(e) => edit('name', e.currentTarget.value)}
            readOnly={!canWrite}
            required
            data-testid={`${kind}-name`}
          />
          <Textarea
            label={t('components.editor.description_label')}
            placeholder={t(`${texts}.editor.description_placeholder`)}
            value={values.description}
            onChange={(e) => edit('description', e.currentTarget.value)}
            readOnly={!canWrite}
            required
            autosize
            minRows={2}
            maxRows={6}
            data-testid={`${kind}-description`}
          />
        </Stack>
      </Paper>

      <Paper withBorder p={0} style={{ overflow: 'hidden' }}>
        <Tabs value={tab} onChange={selectTab} keepMounted>
          <Tabs.List px="sm" pt="xs">
            {tabs.map((name) => (
              <Tabs.Tab
                key={name}
                value={name}
                leftSection={name === 'preview' && compiling ? <Loader size={14} /> : TAB_ICONS[name]}
                data-testid={`editor-tab:${name}`}
              >
                {t(`components.editor.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs
            .filter((name): name is TextField => name !== 'preview' && name !== 'icon')
            .map((name) => (
              <Tabs.Panel key={name} value={name} p="md">
                {editorField(name)}
                {name === 'code' && !slotCheck.ok ? (
                  <Text size="sm" c="red" mt="xs" role="status" data-testid="editor-slot-error">
                    {t('templates.errors.invalid_slot')}
                  </Text>
                ) : null}
              </Tabs.Panel>
            ))}
          <Tabs.Panel value="icon" p="md">
            <IconPanel icon={values.icon}>{editorField('icon')}</IconPanel>
          </Tabs.Panel>
          <Tabs.Panel value="preview" p="md">
            <PreviewPanel
              preview={preview}
              compiling={compiling}
              everPreviewed={everPreviewed}
              title={values.name || t(`${texts}.editor.title_new`)}
              onRun={() => void runPreview()}
              onError={onRuntimeError}
              onRendered={onRendered}
            />
          </Tabs.Panel>
        </Tabs>
      </Paper>

      <Group justify="space-between" align="center" wrap="nowrap" gap="md" data-testid="editor-footer">
        <ErrorConsole error={error} failure={failure} />
        {canWrite ? (
          <Tooltip
            label={blockers
              .map((blocker: SaveBlocker) => t(`components.editor.blockers.${blocker}`))
              .join(' ')}
            disabled={blockers.length === 0}
            multiline
            w={280}
          >
            <div>
              <Button
                onClick={() => void onSave()}
                disabled={!canSave}
                loading={saving}
                leftSection={<IconCheck size={16} />}
                data-testid="editor-save"
                data-blockers={blockers.join(' ')}
              >
                {t('components.editor.save')}
              </Button>
            </div>
          </Tooltip>
        ) : null}
      </Group>
    </Stack>
  );
}
