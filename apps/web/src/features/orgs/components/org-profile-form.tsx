import { Avatar, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { SERVER_MESSAGES } from '@tessera/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter, type SaveState } from '../../../components/form-footer.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { allows } from '../../../lib/abilities.ts';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import type { OrgFields } from '../api/org-fields.ts';
import { useUpdateOrg } from '../api/update-org.ts';
import {
  hasChanges,
  invalidFields,
  type OrgField,
  type OrgValues,
  toInput,
  valuesOf,
} from '../org-values.ts';
import { OrgInputs } from './org-inputs.tsx';

interface OrgProfileFormProps {
  org: OrgFields;
  /** Reloads the user's profile after an update (spec: platform §4). */
  onSaved: () => Promise<unknown>;
}

/** The current organization: read-only until Edit, Cancel restores, Save with a loading state. */
export function OrgProfileForm({ org, onSaved }: OrgProfileFormProps) {
  const { t } = useTranslation();
  const [updateOrg] = useUpdateOrg();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<OrgValues>(() => valuesOf(org));
  const [state, setState] = useState<SaveState>('idle');
  const [aliasTaken, setAliasTaken] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const editable = allows(org, 'org.update');
  // Read-only, the form shows the saved organization; Edit starts from it and Cancel drops the edits.
  const shown = editing ? values : valuesOf(org);
  const invalid = invalidFields(shown);
  const writable = editing && state === 'idle';
  const canSave = writable && invalid.size === 0 && hasChanges(values, org) && !aliasTaken;

  function toggle() {
    setValues(valuesOf(org));
    setAliasTaken(false);
    setError(null);
    setEditing(!editing);
  }

  function change(field: OrgField, value: string) {
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
      await updateOrg({ variables: { id: org.id, org: toInput(values) } });
      setState('idle');
      setEditing(false);
      notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t('organization.saved') });
      void onSaved().catch(() => undefined);
    } catch (caught) {
      setState('idle');
      const failure = toApiError(caught);
      if (failure.statusCode === 409 && failure.message === SERVER_MESSAGES.aliasExists) setAliasTaken(true);
      else setError(t(errorKeyFor(failure)));
    }
  }

  const description = (
    <Stack gap={6}>
      <span>{t('organization.form_description')}</span>
      <Group gap={6} wrap="nowrap">
        <Avatar name={org.owner.username} color="initials" size={22} radius="xl" />
        <Text size="sm" c="dimmed" truncate="end" data-testid="org-owner">
          {t('organization.owner')}: {org.owner.username}
        </Text>
      </Group>
      {editable ? null : (
        <Group gap={6} wrap="nowrap" data-testid="org-read-only">
          <IconLock size={14} />
          <Text size="sm" c="dimmed">
            {t('organization.read_only')}
          </Text>
        </Group>
      )}
    </Stack>
  );

  return (
    <SettingsSection
      testId="org-form"
      toggleTestId="org-edit"
      title={t('organization.form_title')}
      description={description}
      editing={editing}
      editable={editable}
      toggleDisabled={state !== 'idle'}
      onToggle={toggle}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <OrgInputs
            values={shown}
            onChange={change}
            showInvalid={editing ? invalid : new Set()}
            aliasTaken={aliasTaken}
            readOnly={!writable}
            testId="org-form"
          />
          {editable ? <FormFooter error={error} state={state} canSave={canSave} testId="org" /> : null}
        </Stack>
      </form>
    </SettingsSection>
  );
}
