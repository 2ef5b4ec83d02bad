/**
 * The navigator panel: the page's structure as a tree, between the components panel and the canvas. Open
 * or closed as the user last left it (room-prefs.ts, closed at first so the canvas keeps its room); the
 * toolbar's NavigatorToggle (side-panels.tsx) and the panel's close button switch it. Closed, nothing of
 * it is mounted: opening it builds the rows and draws only those in view.
 *
 * Test ids: `editor-navigator`, `editor-navigator-close`, and the tree's (navigator-tree.tsx).
 */
import { CloseButton } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawnSlots } from '../canvas/drawn-slots.ts';
import { HintLayer } from '../components/hint-layer.tsx';
import { useRoom } from '../room/use-room.ts';
import classes from './navigator.module.css';
import { NavigatorTree } from './navigator-tree.tsx';

export const NAVIGATOR_PANEL_ID = 'editor-navigator';

export function NavigatorPanel({
  pageId,
  readOnly,
  drawnSlots,
}: {
  pageId: string;
  readOnly: boolean;
  drawnSlots?: DrawnSlots;
}) {
  const { t } = useTranslation();
  const open = useRoom((state) => state.navigatorOpen);
  const setOpen = useRoom((state) => state.setNavigatorOpen);
  const root = useRef<HTMLElement>(null);
  if (!open) return null;
  return (
    <aside
      ref={root}
      id={NAVIGATOR_PANEL_ID}
      className={classes.panel}
      aria-label={t('navigator.title')}
      data-testid="editor-navigator"
    >
      {/* The eyes' tooltips ("Hidden on Phone"). */}
      <HintLayer root={root} testId="navigator-hint" />
      <div className={classes.header}>
        <h2 className={classes.title}>{t('navigator.title')}</h2>
        <CloseButton
          size="sm"
          aria-label={t('navigator.hide')}
          onClick={() => setOpen(false)}
          data-testid="editor-navigator-close"
        />
      </div>
      <NavigatorTree pageId={pageId} readOnly={readOnly} drawnSlots={drawnSlots} />
    </aside>
  );
}
