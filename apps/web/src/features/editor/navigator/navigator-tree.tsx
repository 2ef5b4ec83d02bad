/**
 * The navigator's tree (WAI-ARIA tree pattern, rows flat with aria-level/posinset/setsize because only the
 * rows in view are drawn): the page's rows (tree-rows.ts), one roving tab stop, the keys of tree-keys.ts,
 * selection in sync with the canvas both ways (the path to a brick selected elsewhere opens and scrolls
 * into view), inline renaming (F2 or a double click), the hide/show eye and reordering by drag.
 *
 * Test ids: `navigator-tree`, `navigator-indicator` (data-position, data-level), and the rows'
 * (navigator-row.tsx).
 */
import { VisuallyHidden } from '@mantine/core';
import { BASE_BREAKPOINT, breakpointLabel } from '@tessera/shared';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawnSlots } from '../canvas/drawn-slots.ts';
import type { DropTarget, Selection } from '../model/types.ts';
import { useShownBreakpointView } from '../state/breakpoint-view.ts';
import { useEditorStore, useEditorStoreApi } from '../state/store.ts';
import { isHiddenAt } from '../state/visibility.ts';
import {
  collapsedRowsOf,
  rememberCollapsedRows,
  rowsAbove,
  withCollapsed,
  withExpanded,
} from './collapsed-rows.ts';
import classes from './navigator.module.css';
import { INDENT, NavigatorRow, ROW_HEIGHT, ROW_START, type RowActions } from './navigator-row.tsx';
import { treeKeyAction } from './tree-keys.ts';
import { brickRowKey, buildRows, slotRowKey, type TreeRow } from './tree-rows.ts';
import { useTreeDrag } from './use-tree-drag.ts';

/** Rows drawn above and below the visible ones, so a fast scroll shows no gap. */
const OVERSCAN = 10;

function selectedKey(selection: Selection): string | null {
  if (selection?.kind === 'brick') return brickRowKey(selection.id);
  if (selection?.kind === 'slot') return slotRowKey(selection.slot);
  return null;
}

const noSubscription = () => () => {};
const noSnapshot = () => null;

export function NavigatorTree({
  pageId,
  readOnly,
  drawnSlots,
}: {
  pageId: string;
  readOnly: boolean;
  /** The slots the canvas draws: a container's empty slot it does not draw gets no row. */
  drawnSlots?: DrawnSlots;
}) {
  const drawnSlotSet = useSyncExternalStore(
    drawnSlots?.subscribe ?? noSubscription,
    drawnSlots?.snapshot ?? noSnapshot,
  );
  const { t, i18n } = useTranslation();
  const api = useEditorStoreApi();
  // The eye shows and sets visibility at the active breakpoint.
  const { active, breakpoints } = useShownBreakpointView();
  const breakpointName =
    active === BASE_BREAKPOINT
      ? null
      : breakpointLabel(breakpoints, active, i18n.resolvedLanguage ?? i18n.language);
  const slots = useEditorStore((s) => s.slots);
  const templateSlots = useEditorStore((s) => s.templateDef?.slots ?? 0);
  const components = useEditorStore((s) => s.components);
  const selection = useEditorStore((s) => s.selection);
  const selected = selectedKey(selection);
  const selectedBrick = selection?.kind === 'brick' ? selection.id : null;

  const [collapsed, setCollapsed] = useState(() => collapsedRowsOf(pageId));
  useEffect(() => rememberCollapsedRows(pageId, collapsed), [pageId, collapsed]);

  // The path to the brick selected (here or on the canvas) opens; checked again when the brick moves.
  const above = useMemo(
    () => (selectedBrick ? (rowsAbove(slots, selectedBrick) ?? []) : []),
    [slots, selectedBrick],
  );
  const aboveText = above.join('\n');
  useLayoutEffect(() => {
    if (aboveText !== '') setCollapsed((current) => withExpanded(current, aboveText.split('\n')));
  }, [aboveText]);

  const rows = useMemo(
    () =>
      buildRows({
        slots,
        templateSlots,
        slotsOf: (componentId) => components.get(componentId)?.slots,
        collapsed,
        drawn: drawnSlotSet,
      }),
    [slots, templateSlots, components, collapsed, drawnSlotSet],
  );
  const rowsRef = useRef<readonly TreeRow[]>(rows);
  rowsRef.current = rows;
  const indexOf = useMemo(() => new Map(rows.map((row, index) => [row.key, index])), [rows]);

  const [activeKey, setActiveKey] = useState<string | null>(selected);
  // When the active row goes (its brick deleted, its parent collapsed): the selected row, else the row
  // that took its place.
  const lastActive = useRef(0);
  const activeIndex =
    indexOf.get(activeKey ?? '') ??
    indexOf.get(selected ?? '') ??
    (rows.length > 0 ? Math.min(lastActive.current, rows.length - 1) : -1);
  lastActive.current = Math.max(activeIndex, 0);
  const [renaming, setRenaming] = useState<string | null>(null);

  // ---- Drawing the rows in view only ----

  const scroller = useRef<HTMLDivElement>(null);
  const sizer = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(720);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    setViewport(element.clientHeight);
    const observer = new ResizeObserver(() => setViewport(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const reveal = useCallback((index: number) => {
    const element = scroller.current;
    if (!element || index < 0) return;
    const top = index * ROW_HEIGHT;
    const padding = ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = Math.max(0, top - padding);
    else if (top + ROW_HEIGHT > element.scrollTop + element.clientHeight)
      element.scrollTop = top + ROW_HEIGHT + padding - element.clientHeight;
    setScrollTop(element.scrollTop);
  }, []);

  // A newly selected row (from here or from the canvas) becomes the active one and is scrolled to.
  const revealed = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (selected === revealed.current) return;
    if (selected === null) {
      revealed.current = null;
      return;
    }
    const index = indexOf.get(selected);
    if (index === undefined) return;
    revealed.current = selected;
    setActiveKey(selected);
    reveal(index);
  }, [selected, indexOf, reveal]);

  // The focus follows the active row after a key moved it (never on its own: the canvas keeps its focus).
  const focusPending = useRef(false);
  // The focus was in the tree: when its row is removed (Delete on a focused row), it stays in the tree.
  const hadFocus = useRef(false);
  useEffect(() => {
    const lost = hadFocus.current && document.activeElement === document.body;
    if (!(focusPending.current || lost) || activeIndex < 0) return;
    focusPending.current = false;
    const key = rowsRef.current[activeIndex]?.key;
    const row = key ? scroller.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`) : null;
    row?.focus();
  });

  // ---- What rows do ----

  const selectRow = useCallback(
    (row: TreeRow) => {
      api
        .getState()
        .select(
          row.kind === 'brick' ? { kind: 'brick', id: row.brick.id } : { kind: 'slot', slot: row.address },
        );
    },
    [api],
  );
  const onDrop = useCallback(
    (brickId: string, target: DropTarget) => api.getState().move(brickId, target),
    [api],
  );
  const drag = useTreeDrag({ scroller, sizer, rows: rowsRef, onDrop });
  const latest = useRef({ drag, readOnly, active });
  latest.current = { drag, readOnly, active };

  const actions = useMemo<RowActions>(
    () => ({
      toggle: (key) => {
        const row = rowsRef.current.find((candidate) => candidate.key === key);
        if (row?.expandable) setCollapsed((current) => withCollapsed(current, key, row.expanded));
      },
      activate: (key) => {
        if (latest.current.drag.takeClick()) return;
        const row = rowsRef.current.find((candidate) => candidate.key === key);
        if (!row) return;
        setActiveKey(key);
        selectRow(row);
      },
      setVisible: (brickId, visible) => {
        if (!latest.current.readOnly) api.getState().setVisibility(brickId, visible, latest.current.active);
      },
      startRename: (brickId) => {
        if (latest.current.readOnly) return;
        setActiveKey(brickRowKey(brickId));
        setRenaming(brickId);
      },
      commitRename: (brickId, name) => {
        api.getState().rename(brickId, name);
        setRenaming(null);
        focusPending.current = true;
      },
      cancelRename: () => {
        setRenaming(null);
        focusPending.current = true;
      },
      pointerDown: (event, brickId) => latest.current.drag.onPointerDown(event, brickId),
    }),
    [api, selectRow],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = treeKeyAction(rows, activeIndex, event.key);
    if (!action) return;
    event.preventDefault();
    switch (action.type) {
      case 'focus':
        setActiveKey(rows[action.index]!.key);
        reveal(action.index);
        focusPending.current = true;
        break;
      case 'expand':
      case 'collapse':
        setCollapsed((current) => withCollapsed(current, action.key, action.type === 'collapse'));
        break;
      case 'select':
        selectRow(action.row);
        break;
      case 'rename':
        actions.startRename(action.id);
        break;
    }
  };

  // ---- The rows drawn ----

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN);
  const drawn: number[] = [];
  // The active row stays drawn even when scrolled away: it holds the focus and the tab stop.
  if (activeIndex >= 0 && activeIndex < first) drawn.push(activeIndex);
  for (let index = first; index < last; index++) drawn.push(index);
  if (activeIndex >= last) drawn.push(activeIndex);

  // Hidden as the canvas shows it (its blurred wash), at the breakpoint shown.
  const hiddenIds = useMemo(() => {
    const ids = new Set<string>();
    for (const row of rows) {
      if (row.kind === 'brick' && isHiddenAt(row.brick, active, breakpoints)) ids.add(row.brick.id);
    }
    return ids;
  }, [rows, active, breakpoints]);

  const instructions = useId();
  const { spot, draggedId } = drag;
  const indicator = spot && spot.indicator.position !== 'inside' ? spot.indicator : null;

  if (templateSlots === 0 && rows.length === 0)
    return <p className={classes.empty}>{t('navigator.no_page')}</p>;
  return (
    <div
      ref={scroller}
      className={classes.scroller}
      role="tree"
      aria-label={t('navigator.tree')}
      aria-describedby={instructions}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
      onFocus={() => {
        hadFocus.current = true;
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hadFocus.current = false;
      }}
      data-testid="navigator-tree"
    >
      <VisuallyHidden id={instructions}>{t('navigator.instructions')}</VisuallyHidden>
      <div ref={sizer} className={classes.sizer} style={{ height: rows.length * ROW_HEIGHT }}>
        {drawn.map((index) => {
          const row = rows[index]!;
          const brick = row.kind === 'brick' ? row.brick : null;
          const hidden = row.kind === 'brick' && hiddenIds.has(row.brick.id);
          const id = brick ? brick.id : row.kind === 'slot' ? row.address : '';
          return (
            <NavigatorRow
              key={row.key}
              rowKey={row.key}
              id={id}
              kind={row.kind}
              level={row.level}
              posInSet={row.posInSet}
              setSize={row.setSize}
              index={index}
              expandable={row.expandable}
              expanded={row.expanded}
              selected={row.key === selected}
              active={index === activeIndex}
              label={
                brick
                  ? brick.name || t('navigator.unnamed')
                  : t('navigator.slot', { number: row.kind === 'slot' ? row.number : 0 })
              }
              note={row.kind === 'slot' && row.count === 0 ? t('navigator.empty') : null}
              icon={brick ? (components.get(brick.componentId)?.icon ?? '') : null}
              hidden={hidden}
              breakpointName={breakpointName}
              dimmed={hidden || row.ancestors.some((ancestor) => hiddenIds.has(ancestor))}
              renaming={brick !== null && brick.id === renaming}
              dragging={brick !== null && brick.id === draggedId}
              dropInside={spot?.indicator.position === 'inside' && spot.indicator.index === index}
              readOnly={readOnly}
              actions={actions}
            />
          );
        })}
        {indicator ? (
          <div
            className={classes.indicator}
            style={{
              top: (indicator.index + (indicator.position === 'after' ? 1 : 0)) * ROW_HEIGHT,
              left: 4 + ROW_START + (indicator.level - 1) * INDENT + 4,
            }}
            data-position={indicator.position}
            data-level={indicator.level}
            data-testid="navigator-indicator"
          />
        ) : null}
      </div>
    </div>
  );
}
