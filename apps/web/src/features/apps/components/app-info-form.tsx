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
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/form-footer.tsx';
import { allows } from '../../../lib/abilities.ts';
import { useEditForm } from '../../../lib/edit-form.ts';
import type { App } from '../api/app-fields.ts';
import { useUpdateApp } from '../api/update-app.ts';
import { type AppField, appChanged, invalidAppFields, toAppInput, valuesOfApp } from '../app-values.ts';
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
  const bodyId = useId();
  const form = useEditForm({
    saved: valuesOfApp(app),
    canSubmit: (edited) => invalidAppFields(edited).size === 0 && appChanged(edited, app),
    unique: { field: 'alias', takenMessage: SERVER_MESSAGES.aliasExists },
    save: (edited) => updateApp({ variables: { id: app.id, app: toAppInput(edited) } }),
    onSaved: () =>
      notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t('apps.updated') }),
  });

  const editable = allows(app, 'app.update');
  const invalid = form.editing ? invalidAppFields(form.values) : new Set<AppField>();
  const variant = form.writable ? 'default' : 'filled';
  const lengthError = (field: 'name' | 'alias' | 'description') =>
    invalid.has(field) ? t('validation.length', { min: L[field].min, max: L[field].max }) : null;

  function toggleEditing() {
    form.toggle();
    // Editing a collapsed form opens it.
    if (!form.editing) setExpanded(true);
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
              variant={form.editing ? 'default' : 'light'}
              leftSection={form.editing ? <IconX size={16} /> : <IconPencil size={16} />}
              onClick={toggleEditing}
              disabled={form.state !== 'idle'}
              style={{ flexShrink: 0 }}
              data-testid={form.editing ? 'app-info-cancel' : 'app-info-edit'}
            >
              {form.editing ? t('common.cancel') : t('common.edit')}
            </Button>
          ) : (
            <Group gap={6} wrap="nowrap" c="dimmed" data-testid="app-info-read-only">
              <IconLock size={14} />
              <Text size="sm">{t('apps.info.read_only')}</Text>
            </Group>
          )}
        </Group>
        <Collapse in={expanded} id={bodyId}>
          <form onSubmit={form.submit} noValidate>
            <Stack gap="md">
              <Group grow align="flex-start" gap="md">
                <TextInput
                  label={t('apps.info.name')}
                  required
                  readOnly={!form.writable}
                  variant={variant}
                  maxLength={L.name.max}
                  value={form.shown.name}
                  onChange={(e) => form.change('name', e.currentTarget.value)}
                  error={lengthError('name')}
                  data-testid="app-info-name"
                />
                <TextInput
                  label={t('apps.info.alias')}
                  description={
                    form.writable ? t('apps.alias_help', { min: L.alias.min, max: L.alias.max }) : undefined
                  }
                  // The help goes under the field, so name and alias line up side by side.
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  required
                  readOnly={!form.writable}
                  variant={variant}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  value={form.shown.alias}
                  onChange={(e) => form.change('alias', sanitizeAlias(e.currentTarget.value))}
                  error={form.taken ? t('errors.app_alias_exists') : lengthError('alias')}
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
                readOnly={!form.writable}
                variant={variant}
                maxLength={L.description.max}
                value={form.shown.description}
                onChange={(e) => form.change('description', e.currentTarget.value)}
                error={lengthError('description')}
                data-testid="app-info-description"
              />
              <TagsField
                label={t('apps.info.tags')}
                value={form.shown.tags}
                onChange={(tags) => form.change('tags', tags)}
                readOnly={!form.writable}
                showError={form.editing}
                testId="app-info-tags"
              />
              {editable ? (
                <FormFooter error={form.error} state={form.state} canSave={form.canSave} testId="app-info" />
              ) : null}
            </Stack>
          </form>
        </Collapse>
      </Stack>
    </Paper>
  );
}
