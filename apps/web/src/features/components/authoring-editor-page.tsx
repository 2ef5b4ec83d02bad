import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { allows } from '../../lib/abilities.ts';
import { toApiError } from '../../lib/api-error.ts';
import { useCurrentUser } from '../user/current-user.tsx';
import { useAuthoringItem, useSaveAuthoring } from './api/authoring-api.ts';
import { AuthoringEditor, type SavePayload } from './authoring/authoring-editor.tsx';
import { authoringErrorText } from './authoring/authoring-errors.ts';
import { AUTHORING_KINDS, emptyValues, toInput, valuesOf } from './authoring/authoring-kinds.ts';
import type { AuthoringKind } from './authoring/data-types.ts';

/**
 * /components/new, /components/:componentId, /templates/new and /templates/:templateId: permission, loading and
 * load-error states around the editor.
 */
export function AuthoringEditorPage({ kind }: { kind: AuthoringKind }) {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const id = useParams()[`${kind}Id`] ?? 'new';
  const isNew = id === 'new';
  const { plural, permission } = AUTHORING_KINDS[kind];
  const canWrite = allows(me?.currentOrg, permission);
  const { data, loading, error, refetch } = useAuthoringItem(kind, isNew ? null : id);
  const saveItem = useSaveAuthoring(kind);
  const initial = isNew ? emptyValues(kind) : data ? valuesOf(kind, data.item) : null;
  const save = (payload: SavePayload) => saveItem(isNew ? null : id, toInput(kind, payload));

  if (isNew && !canWrite) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        data-testid={`${kind}-editor-denied`}
      >
        {t('errors.required_role')}
      </Alert>
    );
  }
  if (!isNew && loading && !initial) {
    return (
      <Center py={60}>
        <Loader aria-label={t('common.loading')} data-testid={`${kind}-editor-loading`} />
      </Center>
    );
  }
  if (!isNew && (error || !initial)) {
    const failure = error ? toApiError(error) : null;
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        role="alert"
        data-testid={`${kind}-editor-error`}
      >
        <Stack gap="sm" align="flex-start">
          {failure?.statusCode === 404
            ? t(`${plural}.errors.not_found`)
            : `${t(`${plural}.editor.load_error`)} ${failure ? authoringErrorText(t, kind, failure) : ''}`}
          {failure?.statusCode !== 404 ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void refetch().catch(() => undefined)}
            >
              {t('common.try_again')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  // Reached with values: 'new' always passes the empty form, and a missing item returned above.
  if (!initial) return null;
  return (
    <AuthoringEditor
      // A new address is a new editor: nothing carries over from the previous item (spec §4).
      key={id}
      kind={kind}
      id={isNew ? null : id}
      initial={initial}
      canWrite={canWrite}
      save={save}
    />
  );
}
