import {
  Button,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown, IconLock, IconPencil, IconX } from '@tabler/icons-react';
import { LIMITS, SERVER_MESSAGES, sanitizeAlias } from '@tessera/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter, type SaveState } from '../../../components/form-footer.tsx';
import { allows } from '../../../lib/abilities.ts';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import type { App } from '../api/app-fields.ts';
import { useUpdateApp } from '../api/update-app.ts';
import {
  type AppField,
  type AppValues,
  appChanged,
  invalidAppFields,
  toAppInput,
  valuesOfApp,
} from '../app-values.ts';
import { TagsField } from './tags-field.tsx';

const L = LIMITS.app;

/**
 * The app's info (spec §2): name, alias, description and tags in a collapsible card, read-only until Edit.
 * Edit becomes Cancel, which restores the saved values; Save is disabled when nothing changed or a rule is
 * broken. Only users with 'app.update' get the Edit button.
 */
export function AppInfoForm({ app }: { app: App }) {
  const { t } = useTranslation();
  const [updateApp] = useUpdateApp();
  const [expanded, setExpanded] = useState(true);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<AppValues>(() => valuesOfApp(app));
  const [state, setState] = useState<SaveState>('idle');
  const [aliasTaken, setAliasTaken] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bodyId = useId();

  const editable = allows(app, 'app.update');
  // Read-only, the form shows the saved app; Edit starts from it and Cancel drops the edits.
  const shown = editing ? values : valuesOfApp(app);
  const invalid = editing ? invalidAppFields(values) : new Set<AppField>();
  const writable = editing && state === 'idle';
  const canSave = writable && invalid.size === 0 && appChanged(values, app) && !aliasTaken;
  const variant = writable ? 'default' : 'filled';
  const lengthError = (field: 'name' | 'alias' | 'description') =>
    invalid.has(field) ? t('validation.length', { min: L[field].min, max: L[field].max }) : null;

  function toggleEditing() {
    setValues(valuesOfApp(app));
    setAliasTaken(false);
    setError(null);
    setEditing(!editing);
    // Editing a collapsed form opens it.
    if (!editing) setExpanded(true);
  }

  function change<F extends AppField>(field: F, value: AppValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'alias') setAliasTaken(false);
    setError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    setState('loading');
    setError(null);
    try {
      await updateApp({ variables: { id: app.id, app: toAppInput(values) } });
      setState('idle');
      setEditing(false);
      notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t('apps.updated') });
    } catch (caught) {
      setState('idle');
      const failure = toApiError(caught);
      if (failure.statusCode === 409 && failure.message === SERVER_MESSAGES.aliasExists) setAliasTaken(true);
      else setError(t(errorKeyFor(failure)));
    }
  }

  return (
    <Paper withBorder p="lg" data-testid="app-info">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="nowrap">
          <UnstyledButton
            onClick={() => setExpanded(!expanded)}
            aria-expanded={expanded}
            aria-controls={bodyId}
            style={{ minWidth: 0 }}
            data-testid="app-info-toggle"
          >
            <Group gap="xs" wrap="nowrap">
              <IconChevronDown
                size={20}
                aria-hidden
                style={{
                  transform: expanded ? undefined : 'rotate(-90deg)',
                  transition: 'transform 150ms ease',
                }}
              />
              <Stack gap={0} miw={0}>
                <Title order={2} fz="h4">
                  {t('apps.info.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {expanded ? t('apps.info.description_text') : t('apps.info.collapsed')}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
          {editable ? (
            <Button
              variant={editing ? 'default' : 'light'}
              leftSection={editing ? <IconX size={16} /> : <IconPencil size={16} />}
              onClick={toggleEditing}
              disabled={state !== 'idle'}
              style={{ flexShrink: 0 }}
              data-testid={editing ? 'app-info-cancel' : 'app-info-edit'}
            >
              {editing ? t('common.cancel') : t('common.edit')}
            </Button>
          ) : (
            <Group gap={6} wrap="nowrap" c="dimmed" data-testid="app-info-read-only">
              <IconLock size={14} />
              <Text size="sm">{t('apps.info.read_only')}</Text>
            </Group>
          )}
        </Group>
        <Collapse in={expanded} id={bodyId}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Group grow align="flex-start" gap="md">
                <TextInput
                  label={t('apps.info.name')}
                  required
                  readOnly={!writable}
                  variant={variant}
                  maxLength={L.name.max}
                  value={shown.name}
                  onChange={(e) => change('name', e.currentTarget.value)}
                  error={lengthError('name')}
                  data-testid="app-info-name"
                />
                <TextInput
                  label={t('apps.info.alias')}
                  description={
                    writable ? t('apps.alias_help', { min: L.alias.min, max: L.alias.max }) : undefined
                  }
                  // The help goes under the field, so name and alias line up side by side.
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  required
                  readOnly={!writable}
                  variant={variant}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  value={shown.alias}
                  onChange={(e) => change('alias', sanitizeAlias(e.currentTarget.value))}
                  error={aliasTaken ? t('errors.app_alias_exists') : lengthError('alias')}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  data-testid="app-info-alias"
                />
              </Group>
              <Textarea
                label={t('apps.info.description')}
                required
                autosize
                minRows={2}
                maxRows={6}
                readOnly={!writable}
                variant={variant}
                maxLength={L.description.max}
                value={shown.description}
                onChange={(e) => change('description', e.currentTarget.value)}
                error={lengthError('description')}
                data-testid="app-info-description"
              />
              <TagsField
                label={t('apps.info.tags')}
                value={shown.tags}
                onChange={(tags) => change('tags', tags)}
                readOnly={!writable}
                showError={editing}
                testId="app-info-tags"
              />
              {editable ? (
                <FormFooter error={error} state={state} canSave={canSave} testId="app-info" />
              ) : null}
            </Stack>
          </form>
        </Collapse>
      </Stack>
    </Paper>
  );
}
