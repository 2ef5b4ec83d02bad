import { getDefaultZIndex, LoadingOverlay } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { MediaManagerProps } from './components/media-manager.tsx';

/**
 * The media library's code (dropzone, cropper, manager) loads when it is first needed, not with the
 * console: the page editor and the app details open without it.
 */
export const loadMediaManager = () => import('./components/media-manager.tsx');

const LazyMediaManager = lazy(() => loadMediaManager().then((module) => ({ default: module.MediaManager })));

export const LazyMediaPage = lazy(() =>
  import('./media-page.tsx').then((module) => ({ default: module.MediaPage })),
);

/** After the dialog's fade-out, a focus left nowhere goes back to what opened the manager. */
const RETURN_FOCUS_AFTER_MS = 250;

/** MediaManager, loaded on its first opening (a spinner over the screen meanwhile), then kept. */
export function MediaManagerOnDemand(props: MediaManagerProps) {
  const [wanted, setWanted] = useState(props.opened);
  const [shownOpened, setShownOpened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  if (props.opened && !wanted) setWanted(true);
  if (props.opened !== shownOpened) {
    setShownOpened(props.opened);
    // The dialog's own focus return misses its first opening, which mounts it already open.
    if (props.opened && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
  }
  useEffect(() => {
    if (props.opened || !opener.current) return;
    const element = opener.current;
    opener.current = null;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if ((!active || active === document.body) && element.isConnected) element.focus();
    }, RETURN_FOCUS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [props.opened]);
  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        props.opened ? (
          <LoadingOverlay
            visible
            zIndex={getDefaultZIndex('modal')}
            pos="fixed"
            data-testid="media-manager-loading"
          />
        ) : null
      }
    >
      <LazyMediaManager {...props} />
    </Suspense>
  );
}
