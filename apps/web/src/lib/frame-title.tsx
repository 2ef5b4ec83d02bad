import { createContext, useContext, useEffect } from 'react';

type SetFrameTitle = (title: string | null) => void;

const FrameTitleContext = createContext<SetFrameTitle | null>(null);

/** Given by the page frame to its screen, so the screen can name the page after what it shows. */
export const FrameTitleProvider = FrameTitleContext.Provider;

/**
 * Names the page (its heading and the browser tab) after the entity the screen shows, such as an app or a
 * page; null, or leaving the screen, gives the frame back its section title.
 */
export function useFrameTitle(title: string | null): void {
  const setTitle = useContext(FrameTitleContext);
  useEffect(() => {
    if (!setTitle) return;
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
