/**
 * What the canvas draws over the frame, in the frame document's coordinates: the hovered and the selected
 * brick (with a container's slots and a nested brick's container), and while dragging the slots of every
 * depth and the drop indicator (the plain box per brick is brick-boxes.tsx). Each overlay subscribes to its
 * own slice of the canvas stores.
 */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { Box, BrickBox, SlotBox } from '@tessera/runtime/editor-protocol';
import { parseSlotAddress } from '@tessera/shared';
import { type CSSProperties, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { createDndBridge, type DndBridge, draggableId, droppableId } from '../dnd/dnd-bridge.ts';
import type { DragSource, EditorBrick } from '../model/types.ts';
import type { CanvasHover, CanvasView } from './canvas-store.ts';
import classes from './editor-canvas.module.css';
import { boxesByKey } from './hit-test.ts';

/** Below this distance from the top of the page a tag goes inside its box rather than above it. */
const TAG_ROOM = 22;
const NO_SLOTS: readonly SlotBox[] = [];

export function boxStyle(box: Box): CSSProperties {
  return { left: box.x, top: box.y, width: box.width, height: box.height };
}

/** Brick id to brick; built once per slots object. */
export type BrickLookup = ReadonlyMap<string, EditorBrick>;

// ---- Hover ----

export function HoverOverlay({
  view,
  hover,
  bricks,
  bridge,
}: {
  view: StoreApi<CanvasView>;
  hover: StoreApi<CanvasHover>;
  bricks: BrickLookup;
  bridge: DndBridge | null;
}) {
  const { t } = useTranslation();
  const hovered = useStore(hover, (state) => state.hovered);
  const selectedId = useStore(view, (state) => state.selectedId);
  const box = useStore(view, (state) =>
    hovered && state.layout ? boxesByKey(state.layout.bricks).get(hovered) : undefined,
  );
  const dragging = useDragging(bridge);
  if (!box || hovered === selectedId || dragging) return null;
  const name = bricks.get(box.key)?.name || t('canvas.unnamed');
  return (
    <div className={classes.hover} style={boxStyle(box)} data-testid="canvas-hover" data-brick-id={box.key}>
      <span className={classes.tag} data-inside={box.y < TAG_ROOM ? 'true' : 'false'}>
        <span className={classes.tagName}>{name}</span>
      </span>
    </div>
  );
}

// A canvas shown without a provider never drags: it listens to a store that never changes.
const NO_DRAGS = createDndBridge();
NO_DRAGS.store.setState({ disabled: true });

function useDragging(bridge: DndBridge | null): boolean {
  return useStore((bridge ?? NO_DRAGS).store, (state) => state.source !== null);
}

// ---- Selection ----

interface SelectionProps {
  view: StoreApi<CanvasView>;
  brick: EditorBrick;
  /** Its component has slots: the outline is drawn outside its box, clear of its contents' outlines. */
  container: boolean;
  /** Present when the brick can be dragged (inside an EditorDndProvider, not read-only). */
  bridge: DndBridge | null;
}

export function SelectionOverlay({ view, brick, container, bridge }: SelectionProps) {
  const box = useStore(view, (state) =>
    state.layout ? boxesByKey(state.layout.bricks).get(brick.id) : undefined,
  );
  const disabled = useStore((bridge ?? NO_DRAGS).store, (state) => state.disabled);
  if (!box) return null;
  if (bridge && !disabled) return <DraggableSelection box={box} brick={brick} container={container} />;
  return <SelectionFrame box={box} brick={brick} container={container} />;
}

interface FrameProps {
  box: BrickBox;
  brick: EditorBrick;
  container: boolean;
}

function SelectionFrame({ box, brick, container }: FrameProps) {
  const { t } = useTranslation();
  return (
    <div
      className={classes.selection}
      style={boxStyle(box)}
      data-testid="canvas-selection"
      data-brick-id={brick.id}
      data-container={container ? 'true' : 'false'}
    >
      <span className={classes.tag} data-inside={box.y < TAG_ROOM ? 'true' : 'false'} data-canvas-control>
        <span className={classes.tagName}>{brick.name || t('canvas.unnamed')}</span>
      </span>
    </div>
  );
}

/**
 * The selected brick is the one brick with a drag hook: dragged by its handle, or from anywhere inside
 * its box once the pointer moved (the activation distance keeps plain clicks as clicks). The handle sits
 * inside the box's element, so the box's pointer listener serves both.
 */
function DraggableSelection({ box, brick, container }: FrameProps) {
  const { t } = useTranslation();
  const source: DragSource = { kind: 'brick', brickId: brick.id };
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: draggableId(source),
    data: source,
  });
  const name = brick.name || t('canvas.unnamed');
  return (
    <div
      ref={setNodeRef}
      className={classes.selection}
      style={boxStyle(box)}
      data-testid="canvas-selection"
      data-brick-id={brick.id}
      data-container={container ? 'true' : 'false'}
      data-draggable="true"
      data-dragging={isDragging ? 'true' : 'false'}
      {...listeners}
    >
      <span className={classes.tag} data-inside={box.y < TAG_ROOM ? 'true' : 'false'} data-canvas-control>
        <button
          ref={setActivatorNodeRef}
          type="button"
          className={classes.handle}
          data-testid="canvas-selection-drag"
          {...attributes}
          aria-label={t('canvas.drag_handle', { name })}
        >
          <IconGripVertical size={14} aria-hidden />
        </button>
        <span className={classes.tagName}>{name}</span>
      </span>
    </div>
  );
}

// ---- Around the selection: a container's slots, a nested brick's container ----

/**
 * The slots of the selected brick when it is a container (dashed, so its drop areas show), and the
 * container around the selected brick when it is nested (dashed, fainter), so the selection reads in its
 * context at any depth.
 */
export const ContainerOutlines = memo(function ContainerOutlines({
  view,
  brickId,
}: {
  view: StoreApi<CanvasView>;
  brickId: string;
}) {
  const slots = useStore(view, (state) => state.layout?.slots ?? NO_SLOTS);
  const parent = useStore(view, (state) => {
    if (!state.layout) return undefined;
    const boxes = boxesByKey(state.layout.bricks);
    const own = boxes.get(brickId);
    const parentId = own ? parseSlotAddress(own.slot).parentId : null;
    return parentId === null ? undefined : boxes.get(parentId);
  });
  const own = useMemo(
    () => slots.filter((slot) => parseSlotAddress(slot.slot).parentId === brickId),
    [slots, brickId],
  );
  return (
    <>
      {parent ? (
        <div
          className={classes.parent}
          style={boxStyle(parent)}
          data-testid="canvas-parent"
          data-brick-id={parent.key}
        />
      ) : null}
      {own.map((slot) => (
        <div
          key={slot.slot}
          className={classes.containerSlot}
          style={boxStyle(slot)}
          data-testid={`canvas-container-slot:${slot.slot}`}
          data-empty={slot.empty ? 'true' : 'false'}
        />
      ))}
    </>
  );
});

// ---- While dragging: the slots and the indicator ----

export const DropZones = memo(function DropZones({
  view,
  bridge,
}: {
  view: StoreApi<CanvasView>;
  bridge: DndBridge;
}) {
  const slots = useStore(view, (state) => state.layout?.slots ?? NO_SLOTS);
  const dragging = useDragging(bridge);
  const overSlot = useStore(bridge.store, (state) => state.hit?.slot ?? null);
  const selectedSlot = useStore(view, (state) => state.selectedSlot);
  // One element says a drag is on (the zones' outlines follow it in CSS): a drag's start and end change one
  // attribute, not one per slot of the page.
  return (
    <div className={classes.dropzones} data-dragging={dragging ? 'true' : 'false'}>
      {slots.map((slot) => (
        <DropZone
          key={slot.slot}
          slot={slot}
          over={overSlot === slot.slot}
          selected={selectedSlot === slot.slot}
        />
      ))}
      <SlotDroppable bridge={bridge} />
    </div>
  );
});

/**
 * The one drop target dnd-kit knows, named after the slot under the pointer (its announcements say where the
 * brick would land). Where a drop lands is the canvas's own hit test (dnd/drop-target.ts); a droppable per slot
 * (hundreds on a nested page) would all re-render at every drag's start and end for nothing else.
 */
function SlotDroppable({ bridge }: { bridge: DndBridge }) {
  const slot = useStore(bridge.store, (state) => (state.source ? (state.hit?.slot ?? null) : null));
  const { setNodeRef } = useDroppable({
    id: droppableId(slot ?? ''),
    data: { slot },
    disabled: slot === null,
  });
  return <div ref={setNodeRef} className={classes.droppable} aria-hidden />;
}

const DropZone = memo(function DropZone({
  slot,
  over,
  selected,
}: {
  slot: SlotBox;
  over: boolean;
  selected: boolean;
}) {
  return (
    <div
      className={classes.dropzone}
      style={boxStyle(slot)}
      data-testid={`dropzone:${slot.slot}`}
      data-slot={slot.slot}
      data-over={over ? 'true' : 'false'}
      data-selected={selected ? 'true' : 'false'}
    />
  );
});

export function DropIndicator({ bridge }: { bridge: DndBridge }) {
  const hit = useStore(bridge.store, (state) => (state.source ? state.hit : null));
  if (!hit) return null;
  return (
    <div
      className={classes.indicator}
      style={boxStyle(hit.indicator)}
      data-testid="canvas-drop-indicator"
      data-slot={hit.slot}
      data-index={hit.index}
    />
  );
}
