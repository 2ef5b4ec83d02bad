import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  Loader,
  Stack,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconCheck,
  IconLayoutGrid,
  IconList,
  IconPhoto,
  IconSearch,
  IconZoomQuestion,
} from '@tabler/icons-react';
import { DELAYS, LIMITS, type MediaType, UPLOAD_MAX_BYTES } from '@tessera/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CursorPager } from '../../../components/cursor-pager.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingState } from '../../../components/list-states.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { allows } from '../../../lib/abilities.ts';
import { toApiError } from '../../../lib/api-error.ts';
import { formatBytes } from '../../../lib/format.ts';
import { useLater } from '../../../lib/timers.ts';
import { searchTerm } from '../../apps/search.ts';
import { checkDroppedFile, type DropProblem, extensionList } from '../accept.ts';
import { useDeleteMedia } from '../api/delete-media.ts';
import type { MediaApp } from '../api/media-app.ts';
import type { Media } from '../api/media-fields.ts';
import { useMediasQuery } from '../api/medias.ts';
import { SEARCH_DEBOUNCE_MS } from '../constants.ts';
import { mediaErrorKey, mediaErrorValues } from '../media-errors.ts';
import {
  canGoNext,
  canGoPrevious,
  FIRST_PAGE,
  type KeyedPaging,
  mediaFilter,
  nextPage,
  pageVariables,
  pagingFor,
  previousPage,
} from '../paging.ts';
import { readViewMode, saveViewMode, type ViewMode } from '../view-mode.ts';
import classes from './media.module.css';
import { MediaDropzone } from './media-dropzone.tsx';
import { MediaItem } from './media-item.tsx';
import { RenameDialog } from './rename-dialog.tsx';
import { UploadDialog, type UploadResult } from './upload-dialog.tsx';

export interface MediaLibraryProps {
  app: MediaApp;
  /** Only this kind: listed, accepted by the dropzone (the manager opened from a selector). */
  mediaType?: MediaType;
  /** Offers Select on every item (the selectors' way to pick). */
  onSelect?: (media: Media) => void;
  /** Something was uploaded, renamed or deleted (the editor reloads its fonts). */
  onChanged?: () => void;
  /** One of the library's own dialogs opened or closed: while one is open, Esc is that dialog's. */
  onDialogChange?: (open: boolean) => void;
  /** Puts the focus in the search box once shown (the dialog opened; the /media screen leaves it). */
  autoFocusSearch?: boolean;
}

interface PendingUpload {
  file: File;
  extension: string;
  /** A new dialog per chosen file, even the same file twice. */
  id: number;
}

/**
 * The media manager's body (spec §2 "Media manager"): search, list or grid, previous and next pages, the
 * dropzone and upload, rename, delete, copy URL, open, and Select for the selectors. Shared by the
 * fullscreen dialog and the /media screen.
 */
export function MediaLibrary({
  app,
  mediaType,
  onSelect,
  onChanged,
  onDialogChange,
  autoFocusSearch,
}: MediaLibraryProps) {
  const { t } = useTranslation();
  const later = useLater();
  const canWrite = allows(app, 'media.write');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(searchTerm(search), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState<KeyedPaging>({ key: '', state: FIRST_PAGE });
  // A new search starts on page 1, and so does clearing it again.
  if (paging.key !== debounced) setPaging({ key: debounced, state: FIRST_PAGE });
  const pageState = pagingFor(paging, debounced);
  const variables = useMemo(
    () => ({ appId: app.id, ...pageVariables(pageState), filter: mediaFilter(debounced, mediaType) }),
    [app.id, pageState, debounced, mediaType],
  );
  const { data, previousData, loading, error, refetch } = useMediasQuery(variables);
  const [view, setView] = useState<ViewMode>(() => readViewMode());
  const [pending, setPending] = useState<PendingUpload | null>(null);
  const [dropProblem, setDropProblem] = useState<DropProblem | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Media | null>(null);
  const [renameOpened, setRenameOpened] = useState(false);
  const [deleting, setDeleting] = useState<Media | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [deleteMedia] = useDeleteMedia();
  const toolbar = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The dialog focused its close button while the app loaded; the search is where work starts.
    if (autoFocusSearch) searchBox.current?.focus();
  }, [autoFocusSearch]);
  const uploads = useRef(0);

  // While another page or search loads, the previous answer stays on screen, dimmed.
  const shown = data ?? previousData;
  const medias = useMemo(() => shown?.medias.edges.map((edge) => edge.node) ?? [], [shown]);
  const pageInfo = data?.medias.pageInfo ?? null;
  const searching = debounced !== '' || search.trim() !== '';
  const canPrevious = !loading && canGoPrevious(pageState, pageInfo);
  const canNext = !loading && canGoNext(pageState, pageInfo);

  const dialogOpen = pending !== null || renameOpened || deleteOpened;
  useEffect(() => {
    onDialogChange?.(dialogOpen);
  }, [dialogOpen, onDialogChange]);
  useEffect(() => () => onDialogChange?.(false), [onDialogChange]);

  // A later page whose media were all deleted meanwhile gives way to the first page.
  useEffect(() => {
    if (data && data.medias.edges.length === 0 && pageState.page > 1) {
      setPaging({ key: debounced, state: FIRST_PAGE });
    }
  }, [data, pageState.page, debounced]);

  const reload = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  function goTo(state: typeof pageState, fromBottom: boolean) {
    setPaging({ key: debounced, state });
    if (fromBottom) toolbar.current?.scrollIntoView({ block: 'nearest' });
  }

  function reloadFirstPage() {
    if (pageState === FIRST_PAGE) reload();
    else setPaging({ key: debounced, state: FIRST_PAGE });
  }

  function chooseView(next: ViewMode) {
    setView(next);
    saveViewMode(next);
  }

  function onFile(file: File) {
    const check = checkDroppedFile(file, mediaType);
    if (!check.ok) {
      setDropProblem(check.problem);
      return;
    }
    setDropProblem(null);
    setUploadError(null);
    uploads.current += 1;
    setPending({ file, extension: check.extension, id: uploads.current });
  }

  function onUploadFinished(result: UploadResult) {
    setPending(null);
    if (result.kind === 'failed') {
      setUploadError(result.message);
      return;
    }
    if (result.kind === 'created') {
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: t('media.upload.success', { name: `${result.media.name}.${result.media.extension}` }),
      });
      onChanged?.();
      // The pause already passed in the dialog ("Uploaded" for a second): the first page, now.
      reloadFirstPage();
    }
  }

  const onRename = useCallback((media: Media) => {
    setRenaming(media);
    setRenameOpened(true);
  }, []);

  const onDelete = useCallback((media: Media) => {
    setDeleting(media);
    setDeleteOpened(true);
  }, []);

  function onRenamed(media: Media) {
    setRenameOpened(false);
    notifications.show({
      color: 'teal',
      icon: <IconCheck size={18} />,
      message: t('media.rename.done', { name: `${media.name}.${media.extension}` }),
    });
    onChanged?.();
    later(reload, DELAYS.afterLibrarySave);
  }

  async function confirmDelete(media: Media): Promise<string | null> {
    try {
      await deleteMedia({ variables: { id: media.id } });
      setDeleteOpened(false);
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: t('media.delete.done', { name: `${media.name}.${media.extension}` }),
      });
      onChanged?.();
      reload();
      return null;
    } catch (caught) {
      return t(mediaErrorKey(toApiError(caught)), mediaErrorValues());
    }
  }

  const pager = (bottom: boolean) => (
    <CursorPager
      label={t('media.paging_label')}
      page={pageState.page}
      canPrevious={canPrevious}
      canNext={canNext}
      onPrevious={() => goTo(previousPage(pageState, pageInfo), bottom)}
      onNext={() => goTo(nextPage(pageState, pageInfo), bottom)}
      testId={bottom ? undefined : 'media'}
    />
  );

  let body: React.ReactNode;
  if (!shown && loading) {
    body = <LoadingState testId="media-loading" />;
  } else if (!shown) {
    body = (
      <ErrorAlert onRetry={reload} testId="media-error">
        {t('media.load_error')} {error ? t(mediaErrorKey(toApiError(error)), mediaErrorValues()) : null}
      </ErrorAlert>
    );
  } else if (medias.length === 0 && searching) {
    body = (
      <EmptyState
        testId="media-no-results"
        color="gray"
        icon={<IconZoomQuestion size={30} />}
        title={t('media.no_results_title')}
        description={t('media.no_results_description', { text: debounced || search.trim() })}
        action={
          <Button variant="default" onClick={() => setSearch('')} data-testid="media-clear-search">
            {t('common.clear_search')}
          </Button>
        }
      />
    );
  } else if (medias.length === 0 && pageState.page === 1) {
    body = (
      <EmptyState
        testId="media-empty"
        icon={<IconPhoto size={30} />}
        title={mediaType ? t(`media.empty_title_filtered.${mediaType}`) : t('media.empty_title')}
        description={canWrite ? t('media.empty_description') : t('media.empty_description_reader')}
      />
    );
  } else {
    body = (
      <ul
        className={`${view === 'grid' ? classes.grid : classes.list} ${loading ? classes.busy : ''}`}
        aria-label={t('media.list_label', { app: app.name })}
        aria-busy={loading}
        data-testid="media-list"
        data-view={view}
      >
        {medias.map((media) => (
          <MediaItem
            key={media.id}
            media={media}
            view={view}
            canWrite={canWrite}
            onSelect={onSelect}
            onRename={onRename}
            onDelete={onDelete}
          />
        ))}
      </ul>
    );
  }

  const showBottomPager =
    medias.length > 0 && (canGoPrevious(pageState, pageInfo) || canGoNext(pageState, pageInfo));

  return (
    <Stack gap="md" data-testid="media-library" data-app-id={app.id} data-filter={mediaType}>
      <div className={classes.toolbar} ref={toolbar}>
        <Group gap="sm" wrap="wrap" style={{ flex: '1 1 260px', minWidth: 0 }} role="search">
          <TextInput
            ref={searchBox}
            className={classes.search}
            aria-label={t('media.search_label')}
            placeholder={t('media.search_placeholder')}
            maxLength={LIMITS.searchMax}
            leftSection={loading && shown ? <Loader size={14} /> : <IconSearch size={16} />}
            rightSection={
              search ? (
                <CloseButton
                  size="sm"
                  aria-label={t('common.clear_search')}
                  onClick={() => setSearch('')}
                  data-testid="media-search-clear"
                />
              ) : null
            }
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="media-search"
          />
          {mediaType ? (
            <Badge variant="light" size="lg" radius="sm" data-testid="media-filter">
              {t(`media.filtered.${mediaType}`)}
            </Badge>
          ) : null}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <ActionIcon.Group aria-label={t('media.view_label')}>
            <Tooltip label={t('media.view_grid')}>
              <ActionIcon
                variant={view === 'grid' ? 'filled' : 'default'}
                size="lg"
                aria-label={t('media.view_grid')}
                aria-pressed={view === 'grid'}
                onClick={() => chooseView('grid')}
                data-testid="media-view-grid"
              >
                <IconLayoutGrid size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('media.view_list')}>
              <ActionIcon
                variant={view === 'list' ? 'filled' : 'default'}
                size="lg"
                aria-label={t('media.view_list')}
                aria-pressed={view === 'list'}
                onClick={() => chooseView('list')}
                data-testid="media-view-list"
              >
                <IconList size={18} />
              </ActionIcon>
            </Tooltip>
          </ActionIcon.Group>
          {pager(false)}
        </Group>
      </div>

      {canWrite ? (
        <Stack gap="xs">
          <MediaDropzone mediaType={mediaType} onFile={onFile} onProblem={setDropProblem} />
          {dropProblem ? (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              withCloseButton
              closeButtonLabel={t('media.dropzone.dismiss')}
              onClose={() => setDropProblem(null)}
              data-testid="media-dropzone-error"
              data-problem={dropProblem}
            >
              {dropProblem === 'too_big'
                ? t('media.dropzone.too_big', { size: formatBytes(UPLOAD_MAX_BYTES) })
                : dropProblem === 'too_many'
                  ? t('media.dropzone.too_many')
                  : t('media.dropzone.rejected', { extensions: extensionList(mediaType) })}
            </Alert>
          ) : null}
          {uploadError ? (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              title={t('media.upload.failed')}
              withCloseButton
              closeButtonLabel={t('media.dropzone.dismiss')}
              onClose={() => setUploadError(null)}
              data-testid="media-upload-error"
            >
              {uploadError}
            </Alert>
          ) : null}
        </Stack>
      ) : null}

      {body}
      {error && shown ? (
        <ErrorAlert onRetry={reload} testId="media-error">
          {t('media.load_error')} {t(mediaErrorKey(toApiError(error)), mediaErrorValues())}
        </ErrorAlert>
      ) : null}
      {showBottomPager ? <Group justify="center">{pager(true)}</Group> : null}

      {pending ? (
        <UploadDialog
          key={pending.id}
          appId={app.id}
          file={pending.file}
          extension={pending.extension}
          onFinished={onUploadFinished}
        />
      ) : null}
      <RenameDialog
        media={renaming}
        opened={renameOpened}
        onClose={() => setRenameOpened(false)}
        onRenamed={onRenamed}
      />
      <ConfirmDialog
        opened={deleteOpened}
        onClose={() => setDeleteOpened(false)}
        title={t('media.delete.title')}
        message={
          <RichText
            i18nKey="media.delete.question"
            values={{ name: deleting ? `${deleting.name}.${deleting.extension}` : '' }}
          />
        }
        warning={t('media.delete.warning')}
        confirmLabel={t('media.delete.confirm')}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve(null))}
        testId="media-delete"
      />
    </Stack>
  );
}
