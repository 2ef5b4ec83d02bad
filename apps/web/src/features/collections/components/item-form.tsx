import { Alert, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCloudOff, IconDeviceFloppy, IconRefresh, IconRocket, IconTrash } from '@tabler/icons-react';
import { type CollectionField, slugFieldOf, titleFieldOf } from '@tessera/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import type { Collection, CollectionItem } from '../api/collection-fields.ts';
import {
  useCreateCollectionItem,
  useDeleteCollectionItems,
  usePublishCollectionItems,
  useUnpublishCollectionItems,
  useUpdateCollectionItem,
} from '../api/collection-mutations.ts';
import type { MediaLookup } from '../api/media-lookup.ts';
import { collectionsErrorText, collectionsFailure } from '../collections-errors.ts';
import {
  apiValuesFrom,
  changeValue,
  fieldsOfMessage,
  formProblems,
  initialFormState,
  itemTitle,
  type ValueProblem,
} from '../item-values.ts';
import classes from './collections.module.css';
import { FieldInput } from './field-input.tsx';

interface ItemFormProps {
  collection: Collection;
  item: CollectionItem | null;
  canEdit: boolean;
  canPublish: boolean;
  media: MediaLookup;
  onCreated: (id: string) => void;
  onClose: () => void;
  onReload: () => Promise<void>;
  /** Whether the form holds edits not saved: the drawer asks before closing over them. */
  onDirtyChange?: (dirty: boolean) => void;
}

type Busy = null | 'save' | 'publish' | 'unpublish';

/** One input per field; Save draft, Publish, Unpublish, Delete. Ctrl/⌘+S saves the draft. */
export function ItemForm(props: ItemFormProps) {
  const { collection, item, canEdit, canPublish, media, onCreated, onClose, onReload, onDirtyChange } = props;
  const { t } = useTranslation();
  const fields = collection.fields;
  const title = titleFieldOf(fields);
  const slug = slugFieldOf(fields);
  const [state, setState] = useState(() =>
    initialFormState(fields, item?.values ?? null, item !== null && item.status !== 'draft'),
  );
  const [revision, setRevision] = useState(item?.revision ?? null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [create] = useCreateCollectionItem();
  const [update] = useUpdateCollectionItem();
  const [publish] = usePublishCollectionItems();
  const [unpublish] = useUnpublishCollectionItems();
  const [remove] = useDeleteCollectionItems();
  // Changed since the form opened (keys in the fields' order on both sides, so order never counts).
  // The baseline moves to what each save sent, so Save draft rests again once the draft is saved.
  const [opened, setOpened] = useState(() => JSON.stringify(apiValuesFrom(fields, state.values)));
  const edited = JSON.stringify(apiValuesFrom(fields, state.values)) !== opened;
  const dirty = !item || edited;
  const unsaved = canEdit && edited;
  useEffect(() => onDirtyChange?.(unsaved), [unsaved, onDirtyChange]);
  const live = item !== null && item.status !== 'draft';
  const readOnly = !canEdit;
  // Deleting a live item is the publisher's call.
  const deleteBlocked = live && !canPublish;

  function problemText(field: CollectionField, problem: ValueProblem): string {
    if (problem.kind === 'required') return t('collections.item.errors.required');
    if (problem.kind === 'too_long') return t('collections.item.errors.too_long', { max: problem.max });
    return t(`collections.item.errors.invalid.${field.type}`);
  }

  /** Saves the draft when it changed; the saved item, or null when it could not be. */
  async function save(): Promise<CollectionItem | null> {
    const found = formProblems(fields, state.values);
    const texts: Record<string, string> = {};
    for (const field of fields) {
      const problem = found[field.id];
      if (problem) texts[field.id] = problemText(field, problem);
    }
    setProblems(texts);
    setError(null);
    if (Object.keys(texts).length > 0) {
      const first = fields.find((field) => texts[field.id]);
      // The field's own control: an input, or a rich text's editable area, or a media field's button.
      const wrapper = first && document.querySelector<HTMLElement>(`[data-testid="item-field-${first.id}"]`);
      const control = wrapper?.matches('input, textarea, button, [contenteditable="true"]')
        ? wrapper
        : wrapper?.querySelector<HTMLElement>('input, textarea, [contenteditable="true"], button');
      control?.focus();
      return null;
    }
    if (item && !dirty) return item;
    const values = apiValuesFrom(fields, state.values);
    try {
      if (!item) {
        const result = await create({ variables: { collectionId: collection.id, values } });
        return result.data?.createCollectionItem ?? null;
      }
      const result = await update({ variables: { id: item.id, values, revision } });
      const saved = result.data?.updateCollectionItem ?? null;
      if (saved) {
        setRevision(saved.revision);
        setOpened(JSON.stringify(values));
      }
      return saved;
    } catch (caught) {
      const apiError = toApiError(caught);
      const failure = collectionsFailure(apiError);
      if (failure === 'item_changed') setConflict(true);
      else if (failure === 'slug_taken' && slug)
        setProblems({ [slug.id]: t('collections.errors.slug_taken') });
      else {
        const named = failure === 'refused' ? fieldsOfMessage(fields, apiError.message) : [];
        setProblems(
          Object.fromEntries(named.map((f) => [f.id, t(`collections.item.errors.invalid.${f.type}`)])),
        );
        setError(collectionsErrorText(t, apiError));
      }
      return null;
    }
  }

  async function run(kind: Exclude<Busy, null>) {
    if (busy) return;
    setBusy(kind);
    try {
      if (kind === 'unpublish' && item) {
        const result = await unpublish({ variables: { collectionId: collection.id, ids: [item.id] } });
        // Unpublishing bumps the item's revision: the next save sends the new one, not a false conflict.
        const after = result.data?.unpublishCollectionItems[0];
        if (after) setRevision(after.revision);
        notifications.show({ color: 'teal', message: t('collections.item.unpublished') });
        return;
      }
      const unchanged = item !== null && !dirty;
      const saved = await save();
      if (!saved) return;
      if (kind === 'publish') {
        try {
          const result = await publish({ variables: { collectionId: collection.id, ids: [saved.id] } });
          const after = result.data?.publishCollectionItems[0];
          if (after) setRevision(after.revision);
          notifications.show({ color: 'teal', message: t('collections.item.published') });
        } catch (caught) {
          const text = `${t('collections.item.publish_failed')} ${collectionsErrorText(t, toApiError(caught))}`;
          setError(text);
          // A new item's form is remounted on the saved item (onCreated): the failure stays in a notification.
          if (!item) notifications.show({ color: 'red', message: text, autoClose: false });
        }
      } else if (!unchanged) {
        notifications.show({ color: 'teal', message: t('collections.item.saved') });
      }
      if (!item) onCreated(saved.id);
    } catch (caught) {
      setError(collectionsErrorText(t, toApiError(caught)));
    } finally {
      setBusy(null);
    }
  }

  async function confirmDelete(): Promise<string | null> {
    if (!item) return null;
    try {
      await remove({ variables: { collectionId: collection.id, ids: [item.id] } });
      notifications.show({ color: 'teal', message: t('collections.item.deleted') });
      setDeleteOpened(false);
      onClose();
      return null;
    } catch (caught) {
      return `${t('collections.items.delete_failed')}: ${collectionsErrorText(t, toApiError(caught))}`;
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Enter in a reader's field sends nothing.
    if (!readOnly) void run('save');
  }

  const name = item ? itemTitle(fields, item) : '';
  return (
    <form
      onSubmit={submit}
      onKeyDown={readOnly ? undefined : getHotkeyHandler([['mod+S', () => void run('save')]])}
      noValidate
      data-testid="item-form"
    >
      <Stack gap="md">
        {readOnly ? (
          <Alert color="gray" variant="light">
            {t('collections.item.read_only')}
          </Alert>
        ) : null}
        {conflict ? (
          <Alert
            color="orange"
            variant="light"
            title={t('collections.errors.item_changed')}
            data-testid="item-conflict"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('collections.item.conflict_help')}</Text>
              <Button
                size="xs"
                variant="light"
                color="orange"
                leftSection={<IconRefresh size={14} />}
                onClick={() => void onReload()}
                data-testid="item-conflict-reload"
              >
                {t('collections.item.conflict_reload')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {fields.map((field) => (
          <FieldInput
            key={field.id}
            appId={collection.appId}
            field={field}
            value={state.values[field.id] ?? null}
            onChange={(value) => {
              setState((current) => changeValue(fields, current, field.id, value));
              if (problems[field.id]) setProblems(({ [field.id]: _, ...rest }) => rest);
            }}
            error={problems[field.id] ?? null}
            disabled={busy !== null}
            readOnly={readOnly}
            isTitle={field.id === title?.id}
            slugFollowing={state.following && field.id === slug?.id}
            media={media}
          />
        ))}
      </Stack>
      {readOnly && error ? <ErrorAlert testId="item-form-error">{error}</ErrorAlert> : null}
      {readOnly ? null : (
        // Save and publish stay in sight at the drawer's bottom however many fields the item has.
        <Stack gap="sm" className={classes.drawerFooter} data-testid="item-form-footer">
          {error ? <ErrorAlert testId="item-form-error">{error}</ErrorAlert> : null}
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              {item ? (
                <Tooltip
                  label={t('collections.items.delete_live_denied')}
                  disabled={!deleteBlocked}
                  multiline
                  maw={280}
                >
                  {/* data-disabled, not disabled: the tooltip saying why still opens on hover. */}
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    disabled={busy !== null}
                    data-disabled={deleteBlocked || undefined}
                    aria-disabled={deleteBlocked || undefined}
                    onClick={deleteBlocked ? undefined : () => setDeleteOpened(true)}
                    data-testid="item-delete"
                  >
                    {t('collections.item.delete')}
                  </Button>
                </Tooltip>
              ) : null}
              {item && live && canPublish ? (
                <Button
                  variant="subtle"
                  color="gray"
                  leftSection={<IconCloudOff size={16} />}
                  loading={busy === 'unpublish'}
                  disabled={busy !== null && busy !== 'unpublish'}
                  onClick={() => void run('unpublish')}
                  data-testid="item-unpublish"
                >
                  {t('collections.item.unpublish')}
                </Button>
              ) : null}
            </Group>
            <Group gap="xs">
              <Button
                type="submit"
                variant={canPublish ? 'default' : 'filled'}
                leftSection={<IconDeviceFloppy size={16} />}
                loading={busy === 'save'}
                disabled={(busy !== null && busy !== 'save') || (item !== null && !dirty)}
                data-testid="item-save"
              >
                {t('collections.item.save_draft')}
              </Button>
              {canPublish ? (
                <Button
                  color="teal"
                  leftSection={<IconRocket size={16} />}
                  loading={busy === 'publish'}
                  disabled={(busy !== null && busy !== 'publish') || (item?.status === 'published' && !dirty)}
                  onClick={() => void run('publish')}
                  data-testid="item-publish"
                >
                  {dirty && item ? t('collections.item.save_publish') : t('collections.item.publish')}
                </Button>
              ) : (
                // Editors see where publishing is, and who does it.
                <Tooltip label={t('collections.item.publish_denied')} multiline maw={280}>
                  <Button
                    color="teal"
                    leftSection={<IconRocket size={16} />}
                    data-disabled
                    aria-disabled
                    data-testid="item-publish-denied"
                  >
                    {t('collections.item.publish')}
                  </Button>
                </Tooltip>
              )}
            </Group>
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={deleteOpened}
        onClose={() => setDeleteOpened(false)}
        title={t('collections.item.delete_title')}
        message={t('collections.item.delete_question', { name: name || t('collections.item.untitled') })}
        warning={live ? t('collections.item.delete_warning_live') : t('collections.items.delete_warning')}
        confirmLabel={t('collections.items.delete_confirm')}
        onConfirm={confirmDelete}
        testId="item-delete-dialog"
      />
    </form>
  );
}
