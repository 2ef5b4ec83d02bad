import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { LIMITS } from '@tessera/shared';
import { type FormEvent, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { useCreateCollection } from '../api/collection-mutations.ts';
import { collectionsErrorText, collectionsFailure } from '../collections-errors.ts';
import { collectionInput, draftReducer, newCollectionDraft } from '../field-draft.ts';
import { collectionPath } from '../paths.ts';
import { FieldsEditor } from './fields-editor.tsx';

interface CreateCollectionDialogProps {
  appId: string;
  opened: boolean;
  onClose: () => void;
  collections: readonly { id: string; name: string }[];
}

/** A new collection: its name and first fields (Name and Slug to start with); then its items table opens. */
export function CreateCollectionDialog({ appId, opened, onClose, collections }: CreateCollectionDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('collections.create.title')} size="lg">
      {opened ? <CreateForm appId={appId} onClose={onClose} collections={collections} /> : null}
    </Modal>
  );
}

function CreateForm({ appId, onClose, collections }: Omit<CreateCollectionDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, dispatch] = useReducer(
    draftReducer,
    { name: t('collections.create.name_field'), slug: t('collections.create.slug_field') },
    newCollectionDraft,
  );
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useCreateCollection();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = draft.name.trim();
    if (name.length < LIMITS.collections.name.min) {
      setNameError(t('collections.create.name_required'));
      return;
    }
    setNameError(null);
    setError(null);
    try {
      const result = await create({ variables: { appId, collection: collectionInput(draft) } });
      const created = result.data?.createCollection;
      onClose();
      if (created) navigate(collectionPath(appId, created.id));
    } catch (caught) {
      const apiError = toApiError(caught);
      if (collectionsFailure(apiError) === 'name_taken') setNameError(t('collections.errors.name_taken'));
      else setError(collectionsErrorText(t, apiError));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" data-testid="collection-create-dialog">
        <TextInput
          label={t('collections.create.name')}
          description={t('collections.create.name_help')}
          placeholder={t('collections.create.name_placeholder')}
          value={draft.name}
          onChange={(event) => dispatch({ type: 'rename', name: event.currentTarget.value })}
          error={nameError}
          maxLength={LIMITS.collections.name.max}
          required
          data-autofocus
          data-testid="collection-create-name"
        />
        <FieldsEditor
          fields={draft.fields}
          dispatch={dispatch}
          saved={[]}
          collections={collections}
          disabled={loading}
          testId="collection-create-fields"
        />
        {error ? <ErrorAlert testId="collection-create-error">{error}</ErrorAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={loading} data-testid="collection-create-submit">
            {t('collections.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
