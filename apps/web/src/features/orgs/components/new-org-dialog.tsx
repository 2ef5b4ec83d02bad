import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { DELAYS, SERVER_MESSAGES } from '@tessera/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { useLater } from '../../../lib/timers.ts';
import { useCreateOrg } from '../api/create-org.ts';
import { invalidFields, type OrgField, type OrgValues, toInput } from '../org-values.ts';
import { OrgInputs } from './org-inputs.tsx';

const EMPTY: OrgValues = { name: '', description: '', alias: '' };

interface NewOrgDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Creates an organization. The server makes it the user's current one; the console says so and
 * reloads after a second (spec: platform §4), so every screen starts over in the new organization.
 */
export function NewOrgDialog({ opened, onClose }: NewOrgDialogProps) {
  const { t } = useTranslation();
  const later = useLater();
  const [createOrg] = useCreateOrg();
  const [values, setValues] = useState<OrgValues>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<OrgField>>(new Set());
  const [state, setState] = useState<'idle' | 'loading' | 'created'>('idle');
  const [aliasTaken, setAliasTaken] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const invalid = invalidFields(values);
  const busy = state !== 'idle';
  const canSave = invalid.size === 0 && !aliasTaken && !busy;
  const showInvalid = new Set([...invalid].filter((field) => touched.has(field)));

  function close() {
    if (busy) return;
    setValues(EMPTY);
    setTouched(new Set());
    setAliasTaken(false);
    setError(null);
    onClose();
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
      await createOrg({ variables: toInput(values) });
      setState('created');
      notifications.show({
        id: 'org-created',
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: t('organization.created'),
      });
      later(() => window.location.reload(), DELAYS.afterOrgCreate);
    } catch (caught) {
      setState('idle');
      const failure = toApiError(caught);
      if (failure.statusCode === 409 && failure.message === SERVER_MESSAGES.aliasExists) setAliasTaken(true);
      else setError(t(errorKeyFor(failure)));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('organization.dialog_title')}
      centered
      size="lg"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      <form onSubmit={submit} noValidate data-testid="org-dialog">
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('organization.dialog_description')}
          </Text>
          <OrgInputs
            values={values}
            onChange={change}
            onBlur={(field) => setTouched((current) => new Set(current).add(field))}
            showInvalid={showInvalid}
            aliasTaken={aliasTaken}
            disabled={busy}
            autoFocus
            testId="org"
          />
          {error ? (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              data-testid="org-dialog-error"
            >
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={!canSave && state !== 'created'}
              loading={state === 'loading'}
              color={state === 'created' ? 'teal' : undefined}
              leftSection={state === 'created' ? <IconCheck size={16} /> : undefined}
              data-testid="org-dialog-save"
            >
              {state === 'created' ? t('common.saved') : t('organization.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
