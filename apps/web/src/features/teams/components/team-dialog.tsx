import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { LIMITS, SERVER_MESSAGES } from '@tessera/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { useCreateTeam } from '../api/create-team.ts';
import type { Team } from '../api/team-fields.ts';
import { useUpdateTeam } from '../api/update-team.ts';
import {
  invalidTeamFields,
  type TeamField,
  type TeamValues,
  teamChanged,
  toTeamInput,
} from '../team-values.ts';

const L = LIMITS.team;

interface TeamDialogProps {
  /** The team to edit, or null to create one. */
  team: Team | null;
  onClose: () => void;
  /** Reloads the team list and the user's profile (spec: platform §4). */
  onSaved: () => void;
}

/** New/edit team: name and description, both required; Save disabled when invalid or unchanged. */
export function TeamDialog({ team, onClose, onSaved }: TeamDialogProps) {
  const { t } = useTranslation();
  const [createTeam] = useCreateTeam();
  const [updateTeam] = useUpdateTeam();
  const saved = team ? { name: team.name, description: team.description } : null;
  const [values, setValues] = useState<TeamValues>(saved ?? { name: '', description: '' });
  const [touched, setTouched] = useState<ReadonlySet<TeamField>>(new Set());
  const [loading, setLoading] = useState(false);
  const [nameTaken, setNameTaken] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const invalid = invalidTeamFields(values);
  const canSave = invalid.size === 0 && teamChanged(values, saved) && !nameTaken && !loading;
  const lengthError = (field: TeamField) =>
    invalid.has(field) && touched.has(field)
      ? t('validation.length', { min: L[field].min, max: L[field].max })
      : null;

  function change(field: TeamField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'name') setNameTaken(false);
    setError(null);
  }

  function close() {
    if (!loading) onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    setLoading(true);
    setError(null);
    const input = toTeamInput(values);
    try {
      if (team) await updateTeam({ variables: { id: team.id, ...input } });
      else await createTeam({ variables: input });
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: team ? t('teams.updated') : t('teams.created'),
      });
      setLoading(false);
      onSaved();
      onClose();
    } catch (caught) {
      setLoading(false);
      const failure = toApiError(caught);
      if (failure.statusCode === 409 && failure.message === SERVER_MESSAGES.nameExists) setNameTaken(true);
      else setError(t(errorKeyFor(failure)));
    }
  }

  return (
    <Modal
      opened
      onClose={close}
      title={team ? t('teams.dialog_edit_title') : t('teams.dialog_new_title')}
      centered
      size="lg"
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
    >
      <form onSubmit={submit} noValidate data-testid="team-dialog">
        <Stack gap="md">
          <TextInput
            label={t('teams.name')}
            required
            data-autofocus
            maxLength={L.name.max}
            value={values.name}
            disabled={loading}
            onChange={(e) => change('name', e.currentTarget.value)}
            onBlur={() => setTouched((current) => new Set(current).add('name'))}
            error={nameTaken ? t('errors.team_name_exists') : lengthError('name')}
            data-testid="team-name"
          />
          <Textarea
            label={t('teams.description')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={L.description.max}
            value={values.description}
            disabled={loading}
            onChange={(e) => change('description', e.currentTarget.value)}
            onBlur={() => setTouched((current) => new Set(current).add('description'))}
            error={lengthError('description')}
            data-testid="team-description"
          />
          {error ? (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              data-testid="team-dialog-error"
            >
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close} disabled={loading}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!canSave} loading={loading} data-testid="team-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
