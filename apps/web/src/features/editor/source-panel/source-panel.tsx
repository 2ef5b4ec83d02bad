/**
 * The page editor's left panel (spec: 146 px wide, prefabs first, then components): the source of drags
 * onto the canvas. Each component tile is a dnd-kit draggable of EditorDndProvider; the few tiles of an
 * organization make per-item hooks cheap here, unlike the canvas's bricks.
 *
 * Test ids: `source-panel`, `source-panel-prefabs-empty`, `source-panel-components-empty`,
 * `drawer-item:{component name}`, `drawer-prefab:{prefab name}`.
 */
import { useDraggable } from '@dnd-kit/core';
import { IconBoxMultiple, IconComponents } from '@tabler/icons-react';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { HintLayer } from '../components/hint-layer.tsx';
import { createDndBridge, draggableId, useDndBridge } from '../dnd/dnd-bridge.ts';
import type { ComponentDef, DragSource } from '../model/types.ts';
import { ComponentIconImage } from './component-icon-image.tsx';
import classes from './source-panel.module.css';

export interface SourcePanelProps {
  components: readonly ComponentDef[];
  prefabs: readonly { id: string; name: string }[];
}

export const SourcePanel = memo(function SourcePanel({ components, prefabs }: SourcePanelProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const bridge = useDndBridge();
  const dragging = useCallback(() => bridge?.store.getState().source != null, [bridge]);
  return (
    <div ref={root} className={classes.root} data-testid="source-panel">
      {/* The tiles' descriptions: one tooltip for the panel, quiet while something is dragged. */}
      <HintLayer root={root} placement="right" suspended={dragging} testId="source-panel-hint" />
      <section className={classes.section} aria-labelledby="source-panel-prefabs">
        <h2 className={classes.heading} id="source-panel-prefabs">
          {t('canvas.source_panel.prefabs')}
        </h2>
        {prefabs.length === 0 ? (
          <p className={classes.muted} data-testid="source-panel-prefabs-empty">
            {t('canvas.source_panel.no_prefabs')}
          </p>
        ) : (
          <ul className={classes.list}>
            {prefabs.map((prefab) => (
              <li key={prefab.id}>
                <div
                  className={`${classes.tile} ${classes.prefab}`}
                  data-testid={`drawer-prefab:${prefab.name}`}
                >
                  <IconBoxMultiple size={32} stroke={1.5} className={classes.icon} aria-hidden />
                  <span className={classes.name}>{prefab.name}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={classes.section} aria-labelledby="source-panel-components">
        <h2 className={classes.heading} id="source-panel-components">
          {t('canvas.source_panel.components')}
        </h2>
        {components.length === 0 ? (
          <div className={classes.empty} data-testid="source-panel-components-empty">
            <IconComponents size={28} stroke={1.5} className={classes.icon} aria-hidden />
            <p className={classes.muted}>{t('canvas.source_panel.no_components')}</p>
          </div>
        ) : (
          <ul className={classes.list}>
            {components.map((component) => (
              <li key={component.id}>
                <SourceItem component={component} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
});

// Outside an EditorDndProvider the tiles are shown but cannot be dragged.
const NO_DRAGS = createDndBridge();
NO_DRAGS.store.setState({ disabled: true });

const SourceItem = memo(function SourceItem({ component }: { component: ComponentDef }) {
  const bridge = useDndBridge() ?? NO_DRAGS;
  const disabled = useStore(bridge.store, (state) => state.disabled);
  const source: DragSource = useMemo(
    () => ({ kind: 'component', componentId: component.id }),
    [component.id],
  );
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: draggableId(source),
    data: source,
    disabled,
  });
  const description = component.description.trim();
  return (
    <div
      ref={setNodeRef}
      className={classes.tile}
      data-testid={`drawer-item:${component.name}`}
      data-dragging={isDragging ? 'true' : 'false'}
      data-hint={description || undefined}
      {...attributes}
      {...listeners}
    >
      <TileFace icon={component.icon} name={component.name} />
    </div>
  );
});

/** What a tile shows; apart from the draggable around it, which re-renders as drags start and end. */
const TileFace = memo(function TileFace({ icon, name }: { icon: string; name: string }) {
  return (
    <>
      <ComponentIconImage svg={icon} size={32} className={classes.icon} />
      <span className={classes.name}>{name}</span>
    </>
  );
});
