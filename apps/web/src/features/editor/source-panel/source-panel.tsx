/**
 * The page editor's left panel (spec: 146 px wide, prefabs first, then components): the source of drags
 * onto the canvas. Each component tile is a dnd-kit draggable of EditorDndProvider; the few tiles of an
 * organization make per-item hooks cheap here, unlike the canvas's bricks.
 *
 * Test ids: `source-panel`, `source-panel-prefabs-empty`, `source-panel-components-empty`,
 * `drawer-item:{component name}`, `drawer-prefab:{prefab name}`.
 */
import { useDraggable } from '@dnd-kit/core';
import { Tooltip } from '@mantine/core';
import { IconBoxMultiple, IconComponents } from '@tabler/icons-react';
import { DELAYS } from '@tessera/shared';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { createDndBridge, draggableId, useDndBridge } from '../dnd/dnd-bridge.ts';
import type { ComponentDef, DragSource } from '../model/types.ts';
import { ComponentIconImage } from './component-icon-image.tsx';
import classes from './source-panel.module.css';

export interface SourcePanelProps {
  components: readonly ComponentDef[];
  prefabs: readonly { id: string; name: string }[];
}

export function SourcePanel({ components, prefabs }: SourcePanelProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.root} data-testid="source-panel">
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
}

// Outside an EditorDndProvider the tiles are shown but cannot be dragged.
const NO_DRAGS = createDndBridge();
NO_DRAGS.store.setState({ disabled: true });

const SourceItem = memo(function SourceItem({ component }: { component: ComponentDef }) {
  const bridge = useDndBridge() ?? NO_DRAGS;
  const disabled = useStore(bridge.store, (state) => state.disabled);
  const anyDrag = useStore(bridge.store, (state) => state.source !== null);
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
    <Tooltip
      label={description}
      openDelay={DELAYS.tooltip}
      disabled={!description || anyDrag}
      position="right"
      multiline
      maw={240}
      withArrow
    >
      <div
        ref={setNodeRef}
        className={classes.tile}
        data-testid={`drawer-item:${component.name}`}
        data-dragging={isDragging ? 'true' : 'false'}
        {...attributes}
        {...listeners}
      >
        <ComponentIconImage svg={component.icon} size={32} className={classes.icon} />
        <span className={classes.name}>{component.name}</span>
      </div>
    </Tooltip>
  );
});
