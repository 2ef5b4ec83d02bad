import { Button, Modal } from '@mantine/core';
import { IconApps, IconArrowLeft } from '@tabler/icons-react';
import type { MediaType } from '@tessera/shared';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingState } from '../../../components/list-states.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { errorKeyFor } from '../../../lib/error-text.ts';
import { type MediaApp, useMediaAppQuery } from '../api/media-app.ts';
import type { Media } from '../api/media-fields.ts';
import { MediaLibrary } from './media-library.tsx';

export interface MediaManagerProps {
  appId: string;
  opened: boolean;
  onClose(): void;
  /** Only this kind (opened from an image, font or video selector). */
  mediaType?: MediaType;
  /** Offers Select on every item; the manager then closes itself. */
  onSelect?(media: Media): void;
  /** Something was uploaded, renamed or deleted. */
  onChanged?(): void;
}

/**
 * The media manager as the spec's fullscreen dialog (studio §2): the app's name in the header, the
 * library below. Esc closes it, unless one of its own dialogs (upload, rename, delete) is open: then Esc
 * is that dialog's. Its content mounts on opening, so nothing is loaded while it is closed.
 */
export function MediaManager({ appId, opened, onClose, mediaType, onSelect, onChanged }: MediaManagerProps) {
  const { t } = useTranslation();
  const [childOpen, setChildOpen] = useState(false);
  const select = useCallback(
    (media: Media) => {
      onSelect?.(media);
      onClose();
    },
    [onSelect, onClose],
  );
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      fullScreen
      closeOnEscape={!childOpen}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      <Modal.Overlay />
      <Modal.Content data-testid="media-manager" aria-label={t('media.title')}>
        <ManagerContent
          appId={appId}
          mediaType={mediaType}
          onSelect={onSelect ? select : undefined}
          onChanged={onChanged}
          onDialogChange={setChildOpen}
        />
      </Modal.Content>
    </Modal.Root>
  );
}

function ManagerContent({
  appId,
  mediaType,
  onSelect,
  onChanged,
  onDialogChange,
}: Omit<MediaManagerProps, 'opened' | 'onClose'> & { onDialogChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const query = useMediaAppQuery(appId);
  const app = query.data?.app ?? null;
  return (
    <>
      <Modal.Header>
        <Modal.Title data-testid="media-manager-title">
          {app ? t('media.title_of', { app: app.name }) : t('media.title')}
        </Modal.Title>
        <Modal.CloseButton aria-label={t('media.close')} data-testid="media-manager-close" />
      </Modal.Header>
      <Modal.Body>
        <AppGate query={query} inModal>
          {(loaded) => (
            <MediaLibrary
              app={loaded}
              mediaType={mediaType}
              onSelect={onSelect}
              onChanged={onChanged}
              onDialogChange={onDialogChange}
              autoFocusSearch
            />
          )}
        </AppGate>
      </Modal.Body>
    </>
  );
}

export interface InlineMediaManagerProps {
  appId: string;
  /** The app is gone or out of reach (404): the /media screen forgets it. */
  onAppNotFound?(appId: string): void;
}

/** The same library in a screen (/media): no dialog around it, no Select. */
export function InlineMediaManager({ appId, onAppNotFound }: InlineMediaManagerProps) {
  const query = useMediaAppQuery(appId);
  const notFound = useCallback(() => onAppNotFound?.(appId), [onAppNotFound, appId]);
  return (
    <AppGate query={query} onNotFound={notFound}>
      {(app) => <MediaLibrary app={app} />}
    </AppGate>
  );
}

interface AppGateProps {
  query: ReturnType<typeof useMediaAppQuery>;
  inModal?: boolean;
  onNotFound?: () => void;
  children: (app: MediaApp) => ReactNode;
}

/** The app's loading, failure and not-found states before the library can show. */
function AppGate({ query, inModal, onNotFound, children }: AppGateProps) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = query;
  const app = data?.app ?? null;
  const failure = error ? toApiError(error) : null;
  const notFound = !app && failure?.statusCode === 404;
  useEffect(() => {
    if (notFound) onNotFound?.();
  }, [notFound, onNotFound]);
  if (app) return <>{children(app)}</>;
  if (loading) return <LoadingState testId="media-app-loading" />;
  if (notFound) {
    return (
      <EmptyState
        testId="media-app-not-found"
        color="gray"
        icon={<IconApps size={30} />}
        title={t('errors.app_not_found')}
        description={t('media.app_not_found_description')}
        action={
          inModal ? null : (
            <Button component={Link} to="/apps" variant="light" leftSection={<IconArrowLeft size={16} />}>
              {t('media.screen.go_to_apps')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <ErrorAlert onRetry={() => void refetch().catch(() => undefined)} testId="media-app-error">
      {t('media.app_load_error')} {failure ? t(errorKeyFor(failure)) : null}
    </ErrorAlert>
  );
}
