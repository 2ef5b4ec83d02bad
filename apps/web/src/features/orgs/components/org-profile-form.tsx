import { Avatar, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { SERVER_MESSAGES } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/form-footer.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { allows } from '../../../lib/abilities.ts';
import { useEditForm } from '../../../lib/edit-form.ts';
import type { OrgFields } from '../api/org-fields.ts';
import { useUpdateOrg } from '../api/update-org.ts';
import { hasChanges, invalidFields, toInput, valuesOf } from '../org-values.ts';
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
  const form = useEditForm({
    saved: valuesOf(org),
    canSubmit: (edited) => invalidFields(edited).size === 0 && hasChanges(edited, org),
    unique: { field: 'alias', takenMessage: SERVER_MESSAGES.aliasExists },
    save: (edited) => updateOrg({ variables: { id: org.id, org: toInput(edited) } }),
    onSaved: () => {
      notifications.show({ color: 'teal', icon: <IconCheck size={18} />, message: t('organization.saved') });
      void onSaved().catch(() => undefined);
    },
  });

  const editable = allows(org, 'org.update');
  const invalid = invalidFields(form.shown);

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
      editing={form.editing}
      editable={editable}
      toggleDisabled={form.state !== 'idle'}
      onToggle={form.toggle}
    >
      <form onSubmit={form.submit} noValidate>
        <Stack gap="md">
          <OrgInputs
            values={form.shown}
            onChange={form.change}
            showInvalid={form.editing ? invalid : new Set()}
            aliasTaken={form.taken}
            readOnly={!form.writable}
            testId="org-form"
          />
          {editable ? (
            <FormFooter error={form.error} state={form.state} canSave={form.canSave} testId="org" />
          ) : null}
        </Stack>
      </form>
    </SettingsSection>
  );
}
