/**
 * # The page editor's canvas
 *
 * User components run only inside a sandboxed iframe (/frame.html, `sandbox="allow-scripts"`, opaque
 * origin), so the console can neither see nor touch the page's DOM. The canvas therefore works the way
 * visual builders with iframe canvases do:
 *
 * - **Rendering.** After the frame says 'ready' the canvas sends the whole page once ('editor-page') and
 *   from then on only what changed ('editor-patch', at most one per animation frame). render-model.ts
 *   works out the patch from object identity (the store never mutates), so an edit costs the same on a
 *   page of 10 bricks or of 1 000. A frame that stops answering pings is replaced and gets the page anew
 *   (use-editor-frame.ts).
 * - **Geometry.** The frame reports the boxes of every slot and brick ('editor-layout'). The iframe is as
 *   tall as the frame's document and never scrolls inside (it paints only the stretch around the view:
 *   'editor-view', paint-band.ts); the canvas (or, on mobile, the phone's screen) scrolls it. The page is laid out at the width of the breakpoint shown (canvas-width.ts: Desktop at
 *   DESKTOP_WIDTH, a breakpoint at its max width, Phone in the phone frame) and drawn scaled to the zoom
 *   (scaled-page.tsx); the frame's media queries follow that width, so switching breakpoint sends nothing; pointer positions are divided by the scale on their way into the layer. Over the iframe lies an interaction layer of exactly the same size in the same scroll
 *   container, so a reported box is also a box in the layer's coordinates and the overlays scroll with the
 *   page for free.
 * - **Input.** The iframe has `pointer-events: none`; the layer gets every pointer event
 *   (use-canvas-pointer.ts). Hover and click (a press released where it started) hit-test the reported
 *   boxes (smallest box containing the point).
 *   The layer is the canvas's one tab stop and takes its keys (use-canvas-keys.ts, decision 0029): arrows
 *   walk the bricks in page order, Alt+arrows move the selected one, Delete deletes it, Escape clears
 *   the selection.
 * - **Nesting** (docs/decisions/0032): the frame reports the bricks and slots of every depth, slots by address
 *   (`slot2`, `{brickId}/slot2`) with their depth. A click selects the innermost brick, or a container's slot
 *   where no brick of it is; a drag targets the innermost slot that can take the dragged brick (never one
 *   inside it).
 * - **Overlays** (canvas-overlays.tsx, brick-boxes.tsx): one plain box per brick near the view
 *   (visible-band.ts) carrying the test ids and the hidden-brick wash, the hover outline, the selection with its drag handle (a container's drawn outside its box, with
 *   its slots dashed inside, the container around a nested selection dashed), and while dragging the slots
 *   and the drop indicator. Each subscribes to its own slice of the canvas stores (canvas-store.ts), so hovering or a new
 *   layout re-renders an overlay, and a new selection re-renders two brick boxes, not the canvas.
 * - **Drag and drop** (../dnd): EditorDndProvider around the left panel and the canvas. The canvas gives it
 *   a drop surface that turns a pointer position into a slot and an index from the reported boxes.
 *
 * Test ids: `editor-canvas` (data-device mobile in the phone frame, data-breakpoint, data-width of the page
 * laid out, data-state loading|ready), `editor-canvas-frame`, `editor-phone`,
 * `editor-canvas-page` (data-scale on desktop),
 * `brick:{slot address}:{index}`, `canvas-hover`, `canvas-selection` (data-container),
 * `canvas-selection-drag`, `canvas-container-slot:{address}`, `canvas-parent`, `canvas-hidden:{brickId}`,
 * `dropzone:{slot address}` (data-over), `canvas-drop-indicator`.
 */
import { IconEye } from '@tabler/icons-react';
import type { Device } from '@tessera/runtime/protocol';
import { type Breakpoint, type LinkContext, walkBricks } from '@tessera/shared';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreApi } from 'zustand/vanilla';
import phoneClasses from '../../../components/phone-frame.module.css';
import { useDndBridge } from '../dnd/dnd-bridge.ts';
import type {
  ComponentDef,
  EditorBrick,
  EditorTemplate,
  Selection,
  Slots,
  TemplateDef,
} from '../model/types.ts';
import type { CanvasZoom } from '../room/zoom.ts';
import type { Peer } from '../session/presence.ts';
import { BrickBoxes } from './brick-boxes.tsx';
import {
  type BrickLookup,
  ContainerOutlines,
  DropIndicator,
  DropZones,
  HoverOverlay,
  SelectionOverlay,
} from './canvas-overlays.tsx';
import { createCanvasStores } from './canvas-store.ts';
import { canvasWidth } from './canvas-width.ts';
import classes from './editor-canvas.module.css';
import { boxesByKey } from './hit-test.ts';
import { RemoteSelections } from './remote-selections.tsx';
import { type FrameSite, slotNames } from './render-model.ts';
import { ScaledPage, useCanvasScale } from './scaled-page.tsx';
import { type CanvasKeyboard, useCanvasKeys } from './use-canvas-keys.ts';
import { useCanvasPointer } from './use-canvas-pointer.ts';
import {
  type ComponentErrorReport,
  type PreviewGraph,
  type SubscribeContent,
  useEditorFrame,
} from './use-editor-frame.ts';
import { useVisibleBand } from './visible-band.ts';

export interface EditorCanvasProps {
  templateDef: TemplateDef;
  template: EditorTemplate;
  slots: Slots;
  components: ReadonlyMap<string, ComponentDef>;
  /**
   * The breakpoint shown (BASE_BREAKPOINT for Desktop) and the app's breakpoints (issue 23): the page is laid
   * out at the breakpoint's width (canvas-width.ts), and the frame's media queries do the rest.
   */
  breakpoint: string;
  breakpoints: readonly Breakpoint[];
  /** The app's site header and footer, drawn around the page, not editable here (docs/decisions/0026). */
  site?: FrameSite | null;
  /** The app's pages for Link values and the navigation's page list (useLinkContext); null while loading. */
  links?: LinkContext | null;
  selection: Selection;
  onSelect(selection: Selection): void;
  /** New content straight from the store, ahead of React (see useEditorFrame). */
  subscribeContent?: SubscribeContent;
  /** Viewers: selecting works, dragging does not. */
  readOnly?: boolean;
  /**
   * Preview (decision 0019): the page takes the pointer and runs this behaviour graph; nothing can be
   * selected or dropped. Null or absent: editing.
   */
  preview?: PreviewGraph;
  /** The "Preview" badge over a previewing canvas (the draft preview has its own). True by default. */
  previewBadge?: boolean;
  /** The frame is in the tab order, so the keyboard reaches the previewed page (the draft preview). */
  focusableFrame?: boolean;
  /** The frame's accessible title; "Page canvas" by default. */
  frameTitle?: string;
  /** The editor's live region and edits for the canvas's keys (use-canvas-keys.ts); arrows select anyway. */
  keyboard?: CanvasKeyboard;
  /**
   * The page is laid out at the breakpoint's width and drawn at this zoom ('fit' by default: scaled down to
   * the canvas's width). The phone frame is always drawn at its real size.
   */
  zoom?: CanvasZoom;
  /** The scale the desktop page is drawn at, whenever it changes (1 on the phone). */
  onScaleChange?(scale: number): void;
  /** Once, when the frame first reported the layout of the page. */
  onReady?(): void;
  /** After each layout the frame reported is drawn (the boxes on screen): a breakpoint switch's panels follow. */
  onDrawn?(): void;
  onComponentError?(error: ComponentErrorReport): void;
  /** Co-editing: the other people on the page, whose selections are outlined in their colours. */
  peers?: StoreApi<readonly Peer[]>;
}

/** Room kept above or below a brick that keyboard navigation scrolls into view. */
const REVEAL_MARGIN = 24;

/** Whether two lookups hold the same brick objects under the same ids (a reorder changes neither). */
function sameEntries(a: BrickLookup, b: BrickLookup): boolean {
  if (a.size !== b.size) return false;
  for (const [id, brick] of a) if (b.get(id) !== brick) return false;
  return true;
}

/**
 * The lookup, kept while only the order of the bricks changed: the brick boxes then wait for the layout
 * that moves them instead of re-rendering a thousand boxes for nothing right after a drop.
 */
function useSameEntries(lookup: BrickLookup): BrickLookup {
  const kept = useRef(lookup);
  if (kept.current !== lookup && !sameEntries(kept.current, lookup)) kept.current = lookup;
  return kept.current;
}

/** Every brick of the page by id, at any depth. */
function lookupOf(slots: Slots): BrickLookup {
  const lookup = new Map<string, EditorBrick>();
  walkBricks(slots, (brick) => {
    lookup.set(brick.id, brick);
  });
  return lookup;
}

export function EditorCanvas({
  templateDef,
  template,
  slots,
  components,
  breakpoint,
  breakpoints,
  site = null,
  links = null,
  selection,
  onSelect,
  subscribeContent,
  readOnly = false,
  preview = null,
  previewBadge = true,
  focusableFrame = false,
  frameTitle,
  keyboard,
  zoom = 'fit',
  onScaleChange,
  onReady,
  onDrawn,
  onComponentError,
  peers,
}: EditorCanvasProps) {
  const { t } = useTranslation();
  const [stores] = useState(createCanvasStores);
  const bridge = useDndBridge();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);

  const width = canvasWidth(breakpoint, breakpoints);
  const mobile = width.kind === 'phone';
  // The frame's own `data-device`: only whether it is in the phone frame; the width does the rest.
  const device: Device = mobile ? 'mobile' : 'desktop';
  const input = useMemo(
    () => ({ templateDef, template, slots, components, device, site, links, breakpoints }),
    [templateDef, template, slots, components, device, site, links, breakpoints],
  );
  const labels = useMemo(
    () => ({
      emptySlot: t('canvas.empty_slot'),
      unknownComponent: t('canvas.unknown_component'),
      failedComponent: t('canvas.failed_component'),
    }),
    [t],
  );
  const frameHostRef = useRef<HTMLDivElement>(null);
  const { state } = useEditorFrame({
    hostRef: frameHostRef,
    className: classes.frame ?? '',
    title: frameTitle ?? t('canvas.frame_title'),
    input,
    subscribeContent,
    labels,
    behaviour: preview,
    view: stores.view,
    restartedText: t('canvas.frame_restarted'),
    focusable: focusableFrame,
    onReady,
    onDrawn,
    onComponentError,
  });

  // The keyboard's moves into a container read which slots this frame draws (tree-keys.ts).
  useEffect(
    () =>
      keyboard?.attachLayout?.(
        () => stores.view.getState().layout,
        (listener) =>
          stores.view.subscribe((state, previous) => state.layout !== previous.layout && listener()),
      ),
    [keyboard, stores],
  );

  const selectedId = selection?.kind === 'brick' ? selection.id : null;
  const selectedSlot = selection?.kind === 'slot' ? selection.slot : null;
  useLayoutEffect(() => {
    stores.view.setState({ selectedId, selectedSlot });
  }, [stores, selectedId, selectedSlot]);

  const bricks = useMemo(() => lookupOf(slots), [slots]);
  const boxBricks = useSameEntries(bricks);
  const order = useMemo(() => slotNames({ slots, templateDef }), [slots, templateDef]);
  const previewing = preview !== null;
  const latestProps = {
    slots,
    order,
    bricks,
    selectedId,
    selectedSlot,
    onSelect,
    previewing,
    keyboard,
    readOnly,
  };
  const latest = useRef(latestProps);
  latest.current = latestProps;

  const pageWidth = width.kind === 'page' ? width.width : null;
  const { scale, currentScale } = useCanvasScale(
    stores.view,
    scrollerRef,
    pageWidth === null ? null : zoom,
    pageWidth,
    onScaleChange,
  );

  useVisibleBand(stores.view, scrollerRef, layerRef, scale);

  const { onPointerMove, onPointerLeave, onPointerDown, onPointerUp } = useCanvasPointer({
    stores,
    bridge,
    scrollerRef,
    layerRef,
    currentScale,
    latest,
  });

  const reveal = useCallback(
    (id: string) => {
      const layout = stores.view.getState().layout;
      const box = layout ? boxesByKey(layout.bricks).get(id) : undefined;
      const scroller = scrollerRef.current;
      const layer = layerRef.current;
      if (!box || !scroller || !layer) return;
      const visible = scroller.getBoundingClientRect();
      const top = layer.getBoundingClientRect().top + box.y * currentScale();
      const bottom = top + box.height * currentScale();
      if (top < visible.top) scroller.scrollTop -= visible.top - top + REVEAL_MARGIN;
      else if (bottom > visible.bottom) {
        // A brick taller than the canvas shows its top.
        scroller.scrollTop += Math.min(
          bottom - visible.bottom + REVEAL_MARGIN,
          top - visible.top - REVEAL_MARGIN,
        );
      }
    },
    [stores, currentScale],
  );

  const onKeyDown = useCanvasKeys({ latest, bridge, reveal });

  const selectedBrick = selectedId ? bricks.get(selectedId) : undefined;
  const dragBridge = readOnly ? null : bridge;

  return (
    <div
      className={classes.root}
      data-testid="editor-canvas"
      data-device={device}
      data-breakpoint={breakpoint}
      data-width={pageWidth ?? undefined}
      data-state={state}
      data-preview={previewing ? 'true' : undefined}
    >
      {/* The same elements in both views, only their classes differ: the iframe is never remounted. */}
      <div className={mobile ? classes.stage : classes.viewport}>
        <div
          className={mobile ? `${phoneClasses.phone} ${classes.phone}` : classes.fill}
          data-testid={mobile ? 'editor-phone' : undefined}
        >
          <div className={`${mobile ? classes.screenArea : classes.fill} ${classes.focusScope}`}>
            <div ref={scrollerRef} className={mobile ? classes.screen : classes.scroller}>
              <ScaledPage view={stores.view} width={pageWidth} scale={scale}>
                {/* The iframe (`editor-canvas-frame`) is put in here by useEditorFrame, not by React. */}
                <div ref={frameHostRef} className={classes.frameHost} />
                <div
                  ref={layerRef}
                  className={classes.layer}
                  role="application"
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas's keyboard target (use-canvas-keys.ts)
                  tabIndex={0}
                  aria-label={t('canvas.layer_label')}
                  onPointerMove={onPointerMove}
                  onPointerLeave={onPointerLeave}
                  onPointerDown={onPointerDown}
                  onPointerUp={onPointerUp}
                  onKeyDown={onKeyDown}
                  data-testid="editor-canvas-layer"
                >
                  <BrickBoxes
                    view={stores.view}
                    bricks={boxBricks}
                    components={components}
                    breakpoint={breakpoint}
                    breakpoints={breakpoints}
                  />
                  {bridge ? <DropZones view={stores.view} bridge={bridge} /> : null}
                  <HoverOverlay view={stores.view} hover={stores.hover} bricks={bricks} bridge={bridge} />
                  {peers ? <RemoteSelections view={stores.view} peers={peers} /> : null}
                  {selectedBrick ? <ContainerOutlines view={stores.view} brickId={selectedBrick.id} /> : null}
                  {selectedBrick ? (
                    <SelectionOverlay
                      view={stores.view}
                      brick={selectedBrick}
                      container={(components.get(selectedBrick.componentId)?.slots ?? 0) > 0}
                      bridge={dragBridge}
                    />
                  ) : null}
                  {bridge ? <DropIndicator bridge={bridge} /> : null}
                </div>
              </ScaledPage>
            </div>
            <div className={classes.ring} />
          </div>
        </div>
      </div>
      {previewing && previewBadge ? (
        <div className={classes.previewBadge} data-testid="canvas-preview-badge">
          <IconEye size={14} aria-hidden />
          {t('editor.preview_badge')}
        </div>
      ) : null}
    </div>
  );
}
