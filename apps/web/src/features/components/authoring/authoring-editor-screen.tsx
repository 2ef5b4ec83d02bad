import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { allows } from '../../../lib/abilities.ts';
import { toApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../user/current-user.tsx';
import { AuthoringEditor, type SavePayload } from './authoring-editor.tsx';
import { authoringErrorText } from './authoring-errors.ts';
import type { AuthoringValues } from './authoring-rules.ts';

export interface AuthoringEditorScreenProps {
  kind: 'component' | 'template';
  /** 'new', or the id from the address. */
  id: string;
  /** The values to edit: the empty form for 'new', the loaded item otherwise (null until it arrives). */
  initial: AuthoringValues | null;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  save: (payload: SavePayload) => Promise<string>;
}

/** The component and template editor screens: permission, loading and load-error states around the editor. */
export function AuthoringEditorScreen({
  kind,
  id,
  initial,
  loading,
  error,
  refetch,
  save,
}: AuthoringEditorScreenProps) {
  const { t } = useTranslation();
  const { me } = useCurrentUser();
  const isNew = id === 'new';
  const plural = kind === 'component' ? 'components' : 'templates';
  const canWrite = allows(me?.currentOrg, kind === 'component' ? 'component.write' : 'template.write');

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
