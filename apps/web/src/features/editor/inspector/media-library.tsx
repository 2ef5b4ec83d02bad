import type { MediaType } from '@tessera/shared';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type AppFont, useAppFonts } from '../../media/api/app-fonts.ts';
import type { Media } from '../../media/api/media-fields.ts';
import { ensureFontFaces } from '../../media/font-faces.ts';
import { loadMediaManager, MediaManagerOnDemand } from '../../media/lazy.tsx';

/**
 * The media library as the inspector's selectors reach it (spec §4 "Media upload"): ImageSelector and
 * VideoSelector open the manager filtered to their kind from a Library button, the FontSelector from its
 * "add new font" entry and lists the app's fonts. One manager for the whole editor, outside the inspector's
 * tree, so its keys and focus never reach a property field.
 */
export interface LibraryRequest {
  mediaType: MediaType;
  onSelect(media: Media): void;
}

interface MediaLibraryApi {
  appId: string;
  open(request: LibraryRequest): void;
}

const MediaLibraryContext = createContext<MediaLibraryApi | null>(null);
const NO_FONTS: readonly AppFont[] = [];
/** Long after the editor's own start (decision 0013): the manager's code is not on its path. */
const PRELOAD_AFTER_MS = 3000;
const AppFontsContext = createContext<readonly AppFont[]>(NO_FONTS);

/** The library of the page's app, or null outside the page editor (the selectors then keep their URL only). */
export function useMediaLibrary(): MediaLibraryApi | null {
  return useContext(MediaLibraryContext);
}

/** The app's uploaded fonts, for the FontSelector (empty outside the page editor). */
export function useAppFontList(): readonly AppFont[] {
  return useContext(AppFontsContext);
}

interface MediaLibraryProviderProps {
  appId: string;
  /** The manager opened or closed: the editor's shortcuts stay quiet while it is open. */
  onOpenChange(open: boolean): void;
  children: ReactNode;
}

/**
 * Holds the editor's one media manager and the app's fonts (loaded when the editor opens, again after
 * the manager changed something). Its own state changes render the manager and the font selectors,
 * not the canvas: `children` keep their identity.
 */
export function MediaLibraryProvider({ appId, onOpenChange, children }: MediaLibraryProviderProps) {
  const { fonts, reload } = useAppFonts(appId);
  const [opened, setOpened] = useState(false);
  // Kept while the manager closes, so its content does not switch to unfiltered during the fade.
  const [request, setRequest] = useState<LibraryRequest | null>(null);
  const openChange = useRef(onOpenChange);
  openChange.current = onOpenChange;

  useEffect(() => {
    ensureFontFaces(fonts.map((font) => font.url));
  }, [fonts]);

  // The manager's code arrives while the user looks at the page, so the first Library click opens at once.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadMediaManager().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const open = useCallback((next: LibraryRequest) => {
    setRequest(next);
    setOpened(true);
    openChange.current(true);
  }, []);
  const close = useCallback(() => {
    setOpened(false);
    openChange.current(false);
  }, []);
  const select = useCallback((media: Media) => request?.onSelect(media), [request]);
  const api = useMemo(() => ({ appId, open }), [appId, open]);

  return (
    <MediaLibraryContext.Provider value={api}>
      <AppFontsContext.Provider value={fonts}>{children}</AppFontsContext.Provider>
      <MediaManagerOnDemand
        appId={appId}
        opened={opened}
        onClose={close}
        mediaType={request?.mediaType}
        onSelect={request ? select : undefined}
        onChanged={reload}
      />
    </MediaLibraryContext.Provider>
  );
}
