import { useApolloClient } from '@apollo/client';
import { Button, Divider, Drawer, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { LIMITS } from '@tessera/shared';
import { type FormEvent, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import type { Collection, CollectionFieldChange } from '../api/collection-fields.ts';
import { useDeleteCollection, useUpdateCollection } from '../api/collection-mutations.ts';
import { COLLECTION_FIELD_CHANGES_QUERY } from '../api/collections.ts';
import { collectionsErrorText, collectionsFailure } from '../collections-errors.ts';
import { collectionInput, draftChanged, draftFromCollection, draftReducer } from '../field-draft.ts';
import { collectionsPath } from '../paths.ts';
import { useCloseGuard } from './close-guard.tsx';
import classes from './collections.module.css';
import { FieldChangesDialog } from './field-changes-dialog.tsx';
import { FieldsEditor } from './fields-editor.tsx';

interface CollectionSettingsProps {
  collection: Collection;
  /** The app's collections, for reference fields. */
  collections: readonly { id: string; name: string }[];
  opened: boolean;
  onClose: () => void;
}

/** Managers: rename, the fields (add, edit, reorder, remove), delete the collection. */
export function CollectionSettings({ collection, collections, opened, onClose }: CollectionSettingsProps) {
  const { t } = useTranslation();
  // Its X, Escape (a dialog above it closing too) or a click beside it asks first when the draft has changes.
  const [dirty, setDirty] = useState(false);
  const guard = useCloseGuard(opened && dirty, onClose);
  return (
    <Drawer
      opened={opened}
      onClose={guard.request}
      position="right"
      size={560}
      title={
        <Text fw={600} size="lg">
          {t('collections.settings.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {guard.bar}
      {opened ? (
        <SettingsForm
          onDirtyChange={setDirty}
          key={collection.id}
          collection={collection}
          collections={collections}
          onClose={onClose}
        />
      ) : null}
    </Drawer>
  );
}

function SettingsForm({
  collection,
  collections,
  onClose,
  onDirtyChange,
}: Omit<CollectionSettingsProps, 'opened'> & { onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const saved = useMemo(() => draftFromCollection(collection), [collection]);
  const [draft, dispatch] = useReducer(draftReducer, saved);
  // The revision the draft was made from: a save over someone else's later change is refused (409), not lost.
  const [baseRevision] = useState(collection.revision);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changes, setChanges] = useState<CollectionFieldChange[] | null>(null);
  const [changesError, setChangesError] = useState<string | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [update] = useUpdateCollection();
  const [remove] = useDeleteCollection();
  const changed = draftChanged(draft, saved);
  useEffect(() => onDirtyChange(changed), [changed, onDirtyChange]);

  function failed(caught: unknown, inDialog: boolean) {
    const apiError = toApiError(caught);
    // Someone else saved first: the collection is read again, so opening the settings again starts from theirs.
    if (collectionsFailure(apiError) === 'collection_changed')
      void client.refetchQueries({ include: ['Collection', 'Collections'] }).catch(() => undefined);
    if (collectionsFailure(apiError) === 'name_taken') {
      setNameError(t('collections.errors.name_taken'));
      setChanges(null);
    } else if (inDialog) setChangesError(collectionsErrorText(t, apiError));
    else setError(collectionsErrorText(t, apiError));
  }

  async function write(confirmRemovals: boolean) {
    await update({
      variables: {
        id: collection.id,
        collection: collectionInput(draft),
        confirmRemovals,
        revision: baseRevision,
      },
    });
    notifications.show({ color: 'teal', message: t('collections.settings.saved') });
    setChanges(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.name.trim().length < LIMITS.collections.name.min) {
      setNameError(t('collections.create.name_required'));
      return;
    }
    setNameError(null);
    setError(null);
    setBusy(true);
    try {
      // What the save would delete is asked first; anything there is confirmed before it is sent.
      const { data } = await client.query({
        query: COLLECTION_FIELD_CHANGES_QUERY,
        variables: { collectionId: collection.id, fields: collectionInput(draft).fields },
        fetchPolicy: 'network-only',
      });
      const found = data.collectionFieldChanges;
      if (found.length > 0) {
        setChangesError(null);
        setChanges(found);
      } else await write(false);
    } catch (caught) {
      failed(caught, false);
    } finally {
      setBusy(false);
    }
  }

  async function confirmChanges() {
    setBusy(true);
    try {
      await write(true);
    } catch (caught) {
      failed(caught, true);
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete(): Promise<string | null> {
    try {
      await remove({ variables: { id: collection.id } });
      notifications.show({
        color: 'teal',
        message: t('collections.settings.deleted', { name: collection.name }),
      });
      setDeleteOpened(false);
      onClose();
      navigate(collectionsPath(collection.appId));
      return null;
    } catch (caught) {
      return collectionsErrorText(t, toApiError(caught));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg" data-testid="collection-settings">
        <TextInput
          label={t('collections.create.name')}
          value={draft.name}
          onChange={(event) => dispatch({ type: 'rename', name: event.currentTarget.value })}
          error={nameError}
          maxLength={LIMITS.collections.name.max}
          required
          data-testid="collection-settings-name"
        />
        <FieldsEditor
          fields={draft.fields}
          dispatch={dispatch}
          saved={collection.fields}
          collections={collections}
          disabled={busy}
          testId="collection-settings-fields"
        />
        <Divider />
        <Stack gap="xs" align="flex-start">
          <Title order={3} fz="h5" c="red">
            {t('collections.settings.danger_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('collections.settings.delete_help')}
          </Text>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDeleteOpened(true)}
            disabled={busy}
            data-testid="collection-delete"
          >
            {t('collections.settings.delete')}
          </Button>
        </Stack>
      </Stack>
      {/* Cancel and Save stay in sight at the drawer's bottom however long the field list is. */}
      <Stack gap="sm" className={classes.drawerFooter} data-testid="collection-settings-footer">
        {error ? <ErrorAlert testId="collection-settings-error">{error}</ErrorAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!changed} data-testid="collection-settings-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
      <FieldChangesDialog
        changes={changes}
        busy={busy}
        error={changesError}
        onCancel={() => setChanges(null)}
        onConfirm={() => void confirmChanges()}
      />
      <ConfirmDialog
        opened={deleteOpened}
        onClose={() => setDeleteOpened(false)}
        title={t('collections.settings.delete_title')}
        message={t('collections.settings.delete_question', {
          name: collection.name,
          count: collection.itemCount,
        })}
        warning={t('collections.settings.delete_warning')}
        confirmLabel={t('collections.settings.delete_confirm')}
        onConfirm={confirmDelete}
        testId="collection-delete-dialog"
        doubleConfirm="deleteCollection"
      />
    </form>
  );
}
