/**
 * Drag and drop of the page editor (dnd-kit): from the left panel into a slot, and of the selected brick
 * within or between slots.
 *
 * The canvas is a sandboxed iframe whose DOM the console cannot see, so dnd-kit's own geometry (droppable
 * rects, rect-based collisions, auto-scroll of the dragged node's ancestors) does not fit. Instead the
 * pointer position is tracked here and handed to the canvas's drop surface (dnd-bridge.ts), which answers
 * from the boxes the frame reported: the collision detection, the indicator and the final drop all come
 * from that one function, so what is drawn is what is dropped. The iframe itself takes no pointer events,
 * so every pointer event of a drag over the canvas reaches the console.
 */
import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { findInTree, parseSlotAddress } from '@tessera/shared';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { Point } from '../canvas/hit-test.ts';
import type { ComponentDef, DragSource, DropEvent, EditorBrick, PrefabDef, Slots } from '../model/types.ts';
import { autoScrollStep } from './auto-scroll.ts';
import {
  ACTIVATION_DISTANCE,
  createDndBridge,
  type DndBridge,
  DndBridgeContext,
  droppableId,
  sameHit,
} from './dnd-bridge.ts';
import { DragChip } from './drag-chip.tsx';

export interface EditorDndProviderProps {
  components: ReadonlyMap<string, ComponentDef>;
  /** The app's prefabs: a prefab tile drags a copy of one. */
  prefabs: ReadonlyMap<string, PrefabDef>;
  /** The page's slots now: read when a drag needs a brick's name, so an edit does not re-render the provider. */
  readSlots(): Slots;
  onDrop(event: DropEvent): void;
  /** Viewers: nothing can be dragged. */
  disabled?: boolean;
  children: ReactNode;
}

/** Where the chip sits relative to the pointer, so it does not hide the drop indicator. */
const CHIP_OFFSET = 14;

function isDragSource(value: unknown): value is DragSource {
  if (!value || typeof value !== 'object') return false;
  const source = value as Record<string, unknown>;
  return (
    (source.kind === 'component' && typeof source.componentId === 'string') ||
    (source.kind === 'prefab' && typeof source.prefabId === 'string') ||
    (source.kind === 'brick' && typeof source.brickId === 'string')
  );
}

function findBrick(slots: Slots, id: string): EditorBrick | undefined {
  return findInTree(slots, id)?.brick;
}

export function EditorDndProvider({
  components,
  prefabs,
  readSlots,
  onDrop,
  disabled = false,
  children,
}: EditorDndProviderProps) {
  const { t } = useTranslation();
  const [bridge] = useState<DndBridge>(() => {
    const created = createDndBridge();
    created.store.setState({ disabled });
    return created;
  });
  const latest = useRef({ components, prefabs, readSlots, onDrop });
  latest.current = { components, prefabs, readSlots, onDrop };
  /** The pointer's viewport position, kept up to date whether or not a drag is on. */
  const pointer = useRef<Point | null>(null);
  /** The dragged node's rect when the drag started: where dnd-kit places the overlay before transforms. */
  const overlayOrigin = useRef<{ left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    bridge.store.setState({ disabled });
  }, [bridge, disabled]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: ACTIVATION_DISTANCE } }),
  );

  const updateHit = useCallback(() => {
    const state = bridge.store.getState();
    if (!state.source) return;
    const at = pointer.current;
    const hit = at && bridge.surface ? bridge.surface.hitAt(at) : null;
    if (!sameHit(state.hit, hit)) bridge.store.setState({ hit });
  }, [bridge]);

  useEffect(() => {
    const onPointerMove = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
      updateHit();
    };
    window.addEventListener('pointermove', onPointerMove, { capture: true, passive: true });
    return () => window.removeEventListener('pointermove', onPointerMove, { capture: true });
  }, [updateHit]);

  // While a drag is on, scroll the canvas when the pointer rests near its top or bottom edge.
  const dragging = useStore(bridge.store, (state) => state.source !== null);
  useEffect(() => {
    if (!dragging) return;
    let frame = 0;
    const step = () => {
      const scroller = bridge.surface?.scroller();
      const at = pointer.current;
      if (scroller && at) {
        const rect = scroller.getBoundingClientRect();
        const within = at.x >= rect.left && at.x <= rect.right;
        const delta = within ? autoScrollStep(at.y, rect.top, rect.bottom) : 0;
        if (delta !== 0) {
          const before = scroller.scrollTop;
          scroller.scrollTop = before + delta;
          if (scroller.scrollTop !== before) updateHit();
        }
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [bridge, dragging, updateHit]);

  // dnd-kit's `over` (for its announcements) follows the same answer as the indicator.
  const collisionDetection: CollisionDetection = useCallback(
    ({ pointerCoordinates, droppableContainers }) => {
      if (!pointerCoordinates || !bridge.surface) return [];
      const hit = bridge.surface.hitAt(pointerCoordinates);
      if (!hit) return [];
      // The one droppable follows the slot under the pointer (canvas-overlays SlotDroppable); until it has
      // re-registered under the new slot's id, it answers under the one it has.
      const id = droppableId(hit.slot);
      const container =
        droppableContainers.find((candidate) => candidate.id === id) ??
        droppableContainers.find((candidate) => String(candidate.id).startsWith('slot:'));
      return container ? [{ id: container.id, data: { droppableContainer: container, value: 0 } }] : [];
    },
    [bridge],
  );

  const besidePointer: Modifier = useCallback(({ transform, activeNodeRect }) => {
    if (!overlayOrigin.current && activeNodeRect) {
      overlayOrigin.current = { left: activeNodeRect.left, top: activeNodeRect.top };
    }
    const origin = overlayOrigin.current;
    const at = pointer.current;
    if (!origin || !at) return transform;
    return { ...transform, x: at.x - origin.left + CHIP_OFFSET, y: at.y - origin.top + CHIP_OFFSET };
  }, []);

  const end = useCallback(() => {
    overlayOrigin.current = null;
    bridge.store.setState({ source: null, hit: null });
  }, [bridge]);

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      const source = active.data.current;
      if (!isDragSource(source) || bridge.store.getState().disabled) return;
      overlayOrigin.current = null;
      bridge.store.setState({ source, hit: null });
      updateHit();
    },
    [bridge, updateHit],
  );

  const onDragEnd = useCallback(
    (_event: DragEndEvent) => {
      const { source } = bridge.store.getState();
      updateHit();
      const { hit } = bridge.store.getState();
      end();
      if (!source) return;
      latest.current.onDrop({ source, target: hit ? { slot: hit.slot, index: hit.index } : null });
    },
    [bridge, end, updateHit],
  );

  const nameOf = useCallback(
    (data: unknown): string => {
      if (!isDragSource(data)) return '';
      const { components: defs, prefabs: prefabDefs, readSlots } = latest.current;
      if (data.kind === 'component') return defs.get(data.componentId)?.name ?? '';
      if (data.kind === 'prefab') return prefabDefs.get(data.prefabId)?.name ?? '';
      return findBrick(readSlots(), data.brickId)?.name || t('canvas.unnamed');
    },
    [t],
  );

  const accessibility = useMemo(() => {
    // Droppable ids are `slot:{address}`: a template slot, or a container's (named by the container).
    const slotLabel = (id: string | number) => {
      const address = String(id).replace(/^slot:/, '');
      const { parentId, slot } = parseSlotAddress(address);
      const number = /^slot(\d+)$/.exec(slot)?.[1];
      if (!number) return address;
      if (parentId === null) return t('canvas.slot', { number });
      const name = findBrick(latest.current.readSlots(), parentId)?.name || t('canvas.unnamed');
      return t('canvas.container_slot', { number, name });
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('canvas.dnd.picked_up', { name: nameOf(active.data.current) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('canvas.dnd.over', { name: nameOf(active.data.current), slot: slotLabel(over.id) })
          : t('canvas.dnd.not_over', { name: nameOf(active.data.current) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('canvas.dnd.dropped', { name: nameOf(active.data.current), slot: slotLabel(over.id) })
          : t('canvas.dnd.dropped_outside', { name: nameOf(active.data.current) }),
      onDragCancel: ({ active }) => t('canvas.dnd.cancelled', { name: nameOf(active.data.current) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('canvas.dnd.instructions') } };
  }, [t, nameOf]);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      autoScroll={false}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={end}
    >
      <DndBridgeContext.Provider value={bridge}>{children}</DndBridgeContext.Provider>
      <DragOverlay dropAnimation={null} modifiers={[besidePointer]} zIndex={400}>
        <ActiveChip bridge={bridge} components={components} prefabs={prefabs} readSlots={readSlots} />
      </DragOverlay>
    </DndContext>
  );
}

function ActiveChip({
  bridge,
  components,
  prefabs,
  readSlots,
}: {
  bridge: DndBridge;
  components: ReadonlyMap<string, ComponentDef>;
  prefabs: ReadonlyMap<string, PrefabDef>;
  readSlots(): Slots;
}) {
  const { t } = useTranslation();
  const source = useStore(bridge.store, (state) => state.source);
  // Looked up once per drag: the slots do not change while one is on.
  const shown = useMemo(() => {
    if (!source) return null;
    if (source.kind === 'component') {
      const component = components.get(source.componentId);
      return component ? { icon: component.icon, name: component.name } : null;
    }
    if (source.kind === 'prefab') {
      const prefab = prefabs.get(source.prefabId);
      if (!prefab) return null;
      return { icon: components.get(prefab.elementId)?.icon ?? '', name: prefab.name };
    }
    const brick = findBrick(readSlots(), source.brickId);
    if (!brick) return null;
    return { icon: components.get(brick.componentId)?.icon ?? '', name: brick.name || t('canvas.unnamed') };
  }, [source, components, prefabs, readSlots, t]);
  return shown ? <DragChip icon={shown.icon} name={shown.name} /> : null;
}
