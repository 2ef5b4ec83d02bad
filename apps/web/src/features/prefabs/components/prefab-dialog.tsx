/**
 * The prefab create/edit dialog (spec §2 "prefab create/edit", §4 Prefabs and Inspector, §5 prefab name):
 * fullscreen, with the name field, a live preview of the brick or template in the sandboxed frame with a
 * desktop/mobile toggle, an info tooltip, and the inspector in prefab view, where every property has a
 * checkbox marking it locked (every copy takes the prefab's value) or mutable (each page sets its own).
 * Editing shows a warning box: saving rewrites every copy in the app.
 *
 * Test ids: `prefab-dialog` (with `data-mode`), `prefab-dialog-title`, `prefab-dialog-info`,
 * `prefab-dialog-name`, `prefab-dialog-warning`, `prefab-dialog-device`, `prefab-preview` (and
 * `prefab-preview-frame`), `prefab-preview-missing`, `prop:{name}:lock` per property,
 * `prefab-dialog-error`, `prefab-dialog-cancel`, `prefab-dialog-save`, `prefab-dialog-close`; for a container
 * prefab, the contents list (prefab-contents-picker.tsx) whose choice the inspector shows.
 */
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { type DataGroup, PREFAB_NAME } from '@tessera/shared';
import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SandboxPreview } from '../../../components/sandbox-preview.tsx';
import { HintLayer } from '../../editor/components/hint-layer.tsx';
import { type EditLanguage, EditLanguageContext } from '../../editor/inspector/edit-language.ts';
import { InspectorSections } from '../../editor/inspector/inspector-sections.tsx';
import { type PrefabView, PrefabViewContext } from '../../editor/inspector/prefab-view.ts';
import { buildSections } from '../../editor/inspector/sections.ts';
import type {
  ComponentDef,
  Device,
  PrefabDef,
  PropertyEntries,
  Slots,
  TemplateDef,
} from '../../editor/model/types.ts';
import { useEditorLanguage } from '../../editor/state/language-view.ts';
import { sameJson } from '../../editor/state/reset.ts';
import { withEditedValue, withoutTranslationIn } from '../../editor/state/set-property.ts';
import { localeName } from '../../site/locales-form.ts';
import type { RewrittenPage } from '../api/prefab-fields.ts';
import { contentsOutline, innerBrick, withInnerEntries } from '../prefab-contents-draft.ts';
import { ALWAYS_MUTABLE, prefabNameProblem, saveBlocker, withLock } from '../prefab-rules.ts';
import { PrefabContentsPicker } from './prefab-contents-picker.tsx';
import classes from './prefab-dialog.module.css';
import { PrefabDialogHeader, prefabDialogTitle } from './prefab-dialog-header.tsx';
import { usePreview } from './prefab-preview.ts';
import { usePrefabSave } from './use-prefab-save.ts';

/** What the dialog opens with (the workspace builds it from a brick, the template settings or a prefab). */
export interface PrefabDialogRequest {
  readonly mode: 'create' | 'edit';
  /** edit: the prefab as just loaded. */
  readonly prefab: PrefabDef | null;
  readonly prefabType: 'Component' | 'Template';
  /** The component or template it is (or will be) built on. */
  readonly elementId: string;
  readonly name: string;
  /** Entries with an explicit isMutable each (prefab-rules draftEntries). */
  readonly dataTypes: PropertyEntries;
  readonly dataGroups: readonly DataGroup[];
  /** create from a brick: that brick, which becomes a copy of the new prefab once it is saved. */
  readonly sourceBrickId?: string;
  /** A container prefab's contents, drafted (prefab-contents-draft.ts); absent or {}: none. */
  readonly slots?: Slots;
  /** The components of the organization, for the contents' inspector and preview. */
  readonly components?: ReadonlyMap<string, ComponentDef>;
}

export type PrefabSaved =
  | { readonly kind: 'created'; readonly prefab: PrefabDef }
  | { readonly kind: 'updated'; readonly prefab: PrefabDef; readonly pages: readonly RewrittenPage[] };

export interface PrefabDialogProps {
  opened: boolean;
  request: PrefabDialogRequest | null;
  appId: string;
  /** The component of a component prefab (null when it no longer exists). */
  component: ComponentDef | null;
  /** The page's template (a template prefab is built on it). */
  templateDef: TemplateDef | null;
  onClose(): void;
  onSaved(saved: PrefabSaved): void;
}

export function PrefabDialog({ opened, request, onClose, ...rest }: PrefabDialogProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const close = useCallback(() => {
    if (!saving) onClose();
  }, [saving, onClose]);
  return (
    <Modal.Root
      opened={opened && request !== null}
      onClose={close}
      fullScreen
      closeOnEscape={!saving}
      // On the root: a className on Modal.Content would also land on its inner wrapper.
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      <Modal.Overlay />
      <Modal.Content
        aria-label={
          request?.mode === 'edit'
            ? t('editor.prefab_dialog.title_edit')
            : t('editor.prefab_dialog.title_create')
        }
        data-testid="prefab-dialog"
        data-mode={request?.mode}
      >
        {request ? (
          <DialogContent request={request} saving={saving} setSaving={setSaving} onClose={close} {...rest} />
        ) : null}
      </Modal.Content>
    </Modal.Root>
  );
}

interface DialogContentProps extends Omit<PrefabDialogProps, 'opened' | 'request'> {
  request: PrefabDialogRequest;
  saving: boolean;
  setSaving(saving: boolean): void;
}

function DialogContent({
  request,
  appId,
  component,
  templateDef,
  saving,
  setSaving,
  onClose,
  onSaved,
}: DialogContentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const [name, setName] = useState(request.name);
  const [entries, setEntries] = useState<PropertyEntries>(request.dataTypes);
  const [contents, setContents] = useState<Slots>(request.slots ?? {});
  /** The brick of the contents the inspector shows; null: the container itself. */
  const [chosen, setChosen] = useState<string | null>(null);
  const chosenBrick = chosen === null ? undefined : innerBrick(contents, chosen);
  const outline = useMemo(() => contentsOutline(contents), [contents]);
  const [device, setDevice] = useState<Device>('desktop');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const panel = useRef<HTMLElement>(null);

  const blocker = saveBlocker({
    mode: request.mode,
    name,
    entries,
    initialName: request.name,
    initialEntries: request.dataTypes,
    contentsChanged: !sameJson(contents, request.slots ?? {}),
    saving,
  });
  const nameProblem = prefabNameProblem(name);

  const otherLabel = t('inspector.other');
  const shownEntries = chosenBrick ? chosenBrick.dataTypes : entries;
  const shownGroups = chosenBrick ? chosenBrick.dataGroups : request.dataGroups;
  const sections = useMemo(
    () => buildSections(shownEntries, shownGroups, locale, otherLabel),
    [shownEntries, shownGroups, locale, otherLabel],
  );
  /** An edit of the shown entries: the container's, or the chosen brick's inside it. */
  const editShown = useCallback(
    (change: (current: PropertyEntries) => PropertyEntries) => {
      if (chosen === null) setEntries(change);
      else setContents((current) => withInnerEntries(current, chosen, change));
    },
    [chosen],
  );
  // Opened from the editor showing another language (issue 26), the prefab's texts are translated in it: a copy's
  // locked texts can only be translated here.
  const language = useEditorLanguage();
  const onChange = useCallback(
    (property: string, value: unknown, _at: string, typedIn: string | null) =>
      editShown((current) => withEditedValue(current, property, value, null, typedIn)),
    [editShown],
  );
  const editLanguage = useMemo<EditLanguage | null>(
    () =>
      language === null
        ? null
        : {
            language,
            name: localeName(language, i18n.language),
            onClear: (property, tag) => editShown((current) => withoutTranslationIn(current, property, tag)),
          },
    [language, i18n.language, editShown],
  );
  const prefabView: PrefabView = useMemo(
    () => ({
      onLock: (property, locked) => editShown((current) => withLock(current, property, locked)),
      alwaysMutable: ALWAYS_MUTABLE,
    }),
    [editShown],
  );

  const preview = usePreview(request, entries, contents, component, templateDef);
  const holdsContents = request.prefabType === 'Component' && Object.keys(contents).length > 0;

  const save = usePrefabSave({
    request,
    appId,
    name,
    entries,
    contents: holdsContents ? contents : null,
    blocked: blocker !== null,
    setSaving,
    setFailure,
    setNameError,
    onSaved,
  });

  const onNameKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    }
  };

  const shownNameError =
    nameError ??
    (touched && nameProblem === 'too_short'
      ? t('editor.prefab_dialog.name_too_short', { min: PREFAB_NAME.min })
      : null);

  return (
    <>
      <PrefabDialogHeader request={request} saving={saving} />
      <Modal.Body>
        <div className={classes.columns}>
          <div className={classes.main}>
            <Stack gap="md" maw={960} mx="auto">
              <TextInput
                label={t('editor.prefab_dialog.name')}
                description={t('editor.prefab_dialog.name_help', {
                  min: PREFAB_NAME.min,
                  max: PREFAB_NAME.max,
                })}
                value={name}
                maxLength={PREFAB_NAME.max}
                required
                data-autofocus
                error={shownNameError}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setNameError(null);
                }}
                onBlur={() => setTouched(true)}
                onKeyDown={onNameKeyDown}
                data-testid="prefab-dialog-name"
              />
              {request.mode === 'edit' ? (
                <Alert
                  color="orange"
                  variant="light"
                  icon={<IconAlertTriangle size={18} />}
                  title={t('editor.prefab_dialog.warning_title')}
                  data-testid="prefab-dialog-warning"
                >
                  {t('editor.prefab_dialog.warning')}{' '}
                  {t('editor.prefab_dialog.warning_pages', { count: request.prefab?.placedPageCount ?? 0 })}{' '}
                  <strong data-testid="prefab-dialog-no-undo">
                    {t('editor.prefab_dialog.warning_undo')}
                  </strong>
                </Alert>
              ) : null}
              <div>
                <Group justify="space-between" wrap="nowrap">
                  <Title order={3} fz="sm">
                    {t('editor.prefab_dialog.preview')}
                  </Title>
                  <SegmentedControl
                    size="xs"
                    value={device}
                    onChange={(next) => setDevice(next === 'mobile' ? 'mobile' : 'desktop')}
                    aria-label={t('editor.prefab_dialog.device')}
                    data={[
                      {
                        value: 'desktop',
                        label: (
                          <Group gap={6} wrap="nowrap">
                            <IconDeviceDesktop size={14} />
                            <span>{t('editor.desktop')}</span>
                          </Group>
                        ),
                      },
                      {
                        value: 'mobile',
                        label: (
                          <Group gap={6} wrap="nowrap">
                            <IconDeviceMobile size={14} />
                            <span>{t('editor.mobile')}</span>
                          </Group>
                        ),
                      },
                    ]}
                    data-testid="prefab-dialog-device"
                  />
                </Group>
                <div className={classes.stage} data-device={device}>
                  {preview ? (
                    <SandboxPreview
                      modules={preview.modules}
                      tree={preview.tree}
                      device={device}
                      height="auto"
                      title={t('editor.prefab_dialog.preview_title', {
                        name: name.trim() || prefabDialogTitle(request, t),
                      })}
                      testId="prefab-preview"
                    />
                  ) : (
                    <Text c="dimmed" ta="center" py="xl" data-testid="prefab-preview-missing">
                      {t('editor.prefab_dialog.preview_missing')}
                    </Text>
                  )}
                </div>
              </div>
            </Stack>
          </div>
          <aside ref={panel} className={classes.panel} aria-label={t('editor.prefab_dialog.properties')}>
            <HintLayer root={panel} testId="prefab-dialog-hint" />
            <div className={classes.panelHeader}>
              <Title order={3} fz="md">
                {t('editor.prefab_dialog.properties')}
              </Title>
              <Text size="xs" c="dimmed">
                {t('editor.prefab_dialog.properties_help')}
              </Text>
            </div>
            {holdsContents ? (
              <PrefabContentsPicker
                containerName={name.trim() || request.name}
                items={outline}
                selected={chosenBrick ? chosen : null}
                onSelect={setChosen}
              />
            ) : null}
            <div className={classes.panelBody} data-testid="prefab-dialog-properties">
              {sections.length > 0 ? (
                <PrefabViewContext.Provider value={prefabView}>
                  <EditLanguageContext.Provider value={editLanguage}>
                    <InspectorSections
                      key={chosen ?? 'container'}
                      sections={sections}
                      dataTypes={shownEntries}
                      locale={locale}
                      readOnly={saving}
                      complete
                      onChange={onChange}
                    />
                  </EditLanguageContext.Provider>
                </PrefabViewContext.Provider>
              ) : (
                <Text size="sm" c="dimmed" p="md">
                  {t('inspector.no_properties')}
                </Text>
              )}
            </div>
          </aside>
        </div>
        <div className={classes.footer}>
          {failure ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={16} />}
              className={classes.blocker}
              py={6}
              role="alert"
              data-testid="prefab-dialog-error"
            >
              {failure}
            </Alert>
          ) : blocker === 'unchanged' ? (
            <Text size="sm" c="dimmed" className={classes.blocker} data-testid="prefab-dialog-unchanged">
              {t('editor.prefab_dialog.unchanged')}
            </Text>
          ) : null}
          <Button variant="default" onClick={onClose} disabled={saving} data-testid="prefab-dialog-cancel">
            {t('editor.prefab_dialog.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            loading={saving}
            disabled={blocker !== null && blocker !== 'saving'}
            data-testid="prefab-dialog-save"
          >
            {request.mode === 'edit'
              ? t('editor.prefab_dialog.save_edit')
              : t('editor.prefab_dialog.save_create')}
          </Button>
        </div>
      </Modal.Body>
    </>
  );
}
