import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMinimize } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { breakpointsOf, type EditorLoad, localesOf } from './api/editor-page.ts';
import { useLinkContext } from './api/link-pages.ts';
import { canvasWidth } from './canvas/canvas-width.ts';
import classes from './editor.module.css';
import { breakpointView, setActiveBreakpoint, useAppBreakpoints } from './state/breakpoint-view.ts';
import { useAppLanguages, useEditorLanguage } from './state/language-view.ts';
import type { EditorStore } from './state/store.ts';

/**
 * How the workspace shows the page: at which breakpoint (with the app's breakpoints set for as long as the
 * editor is open), previewing or editing, and in full screen or not. Switching to the phone leaves full
 * screen; previewing clears the selection.
 *
 * The workspace itself does not re-render on a breakpoint switch: the canvas reads the active breakpoint
 * (useActiveBreakpoint), so the click's render is the canvas's and the frame starts laying the page out at the
 * new width at once (in its own process); the toolbar follows in a deferred render, the inspector and the
 * navigator once the canvas has drawn it (useShownBreakpointView).
 */
export function useWorkspaceView(api: EditorStore, app: EditorLoad['page']['app']) {
  const appBreakpoints = useMemo(() => breakpointsOf(app), [app]);
  const breakpoints = useAppBreakpoints(appBreakpoints);
  const [preview, setPreview] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);

  const onBreakpoint = useCallback((id: string) => {
    setActiveBreakpoint(id);
    const view = breakpointView();
    if (canvasWidth(view.active, view.breakpoints).kind === 'phone') setFullscreen(false);
  }, []);

  const enterFullscreen = useCallback(() => setFullscreen(true), []);
  const exitFullscreen = useCallback(() => setFullscreen(false), []);

  const togglePreview = useCallback(() => {
    setPreview((on) => !on);
    // Nothing is selected while the page takes the clicks.
    api.getState().select(null);
  }, [api]);

  return {
    breakpoints,
    preview,
    fullscreen,
    enterFullscreen,
    exitFullscreen,
    onBreakpoint,
    togglePreview,
  };
}

/**
 * The app's languages for as long as the editor is open (issue 26), and what the canvas resolves the page's
 * values against: the app's pages at their addresses in the language shown, and that language's texts. A
 * language switch re-renders the workspace (rare: the canvas redraws every text anyway).
 */
export function useEditorLanguages(page: EditorLoad['page']) {
  const locales = useMemo(() => localesOf(page.app), [page.app]);
  useAppLanguages(locales);
  const language = useEditorLanguage();
  const links = useLinkContext(page.app.id, locales, language, page.id);
  return { locales, language, links };
}

/** The one control over the full-screen canvas: back to the workspace. */
export function FullscreenExit({ onExit }: { onExit(): void }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('editor.exit_fullscreen')} withArrow>
      <ActionIcon
        className={classes.exitFullscreen}
        size="xl"
        radius="xl"
        variant="filled"
        aria-label={t('editor.exit_fullscreen')}
        onClick={onExit}
        data-testid="editor-fullscreen-exit"
      >
        <IconMinimize size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
