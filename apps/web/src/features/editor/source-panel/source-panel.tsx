/**
 * The page editor's left panel (spec: 146 px wide, prefabs first, then components): the source of drags
 * onto the canvas. Each component tile is a dnd-kit draggable of EditorDndProvider; the few tiles of an
 * organization make per-item hooks cheap here, unlike the canvas's bricks.
 *
 * Enter or Space on a tile places it after the selected brick (or into the first empty slot) and says so
 * in the editor's live region (onPlace, decision 0029). A search box filters prefabs and components;
 * components are listed by category (categories.ts, decision 0028).
 *
 * Test ids: `source-panel`, `source-panel-search`, `source-panel-no-match`, `source-category:{category}`,
 * `source-panel-prefabs-empty`, `source-panel-components-empty`,
 * `drawer-item:{component name}`, `drawer-prefab:{prefab name}` (with `data-placeable`), and with the
 * right to write prefabs `drawer-prefab-menu:{prefab name}`, `drawer-prefab-edit:{prefab name}`,
 * `drawer-prefab-delete:{prefab name}`.
 */
import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, CloseButton, Menu, TextInput } from '@mantine/core';
import {
  IconBoxMultiple,
  IconComponents,
  IconDots,
  IconPencil,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { foldText } from '../../../lib/fold-text.ts';
import { prefabTileState } from '../../prefabs/prefab-rules.ts';
import { HintLayer } from '../components/hint-layer.tsx';
import { createDndBridge, draggableId, useDndBridge } from '../dnd/dnd-bridge.ts';
import type { ComponentDef, DragSource, PrefabDef } from '../model/types.ts';
import { groupComponents, matches } from './categories.ts';
import { ComponentIconImage } from './component-icon-image.tsx';
import { placeKeyHandler } from './place-key.ts';
import classes from './source-panel.module.css';

export interface SourcePanelProps {
  components: readonly ComponentDef[];
  /** The same components by id: a prefab tile shows its component's icon, or why it cannot be placed. */
  componentMap: ReadonlyMap<string, ComponentDef>;
  /** Component prefabs, in the order shown. */
  prefabs: readonly PrefabDef[];
  /** With 'prefab.write': each prefab tile offers edit and delete. */
  onEditPrefab?(prefab: PrefabDef): void;
  onDeletePrefab?(prefab: PrefabDef): void;
  /** Enter or Space on a tile: place its component or prefab from the keyboard (decision 0029). */
  onPlace?(source: DragSource): void;
}

export const SourcePanel = memo(function SourcePanel({
  components,
  componentMap,
  prefabs,
  onEditPrefab,
  onDeletePrefab,
  onPlace,
}: SourcePanelProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const bridge = useDndBridge();
  const dragging = useCallback(() => bridge?.store.getState().source != null, [bridge]);
  const [query, setQuery] = useState('');
  const folded = foldText(query);
  const groups = useMemo(() => groupComponents(components, query), [components, query]);
  const shownPrefabs = useMemo(
    () =>
      prefabs.filter((prefab) =>
        matches([prefab.name, componentMap.get(prefab.elementId)?.name ?? ''], folded),
      ),
    [prefabs, componentMap, folded],
  );
  const searching = folded !== '';
  return (
    <div ref={root} className={classes.root} data-testid="source-panel">
      {/* The tiles' descriptions: one tooltip for the panel, quiet while something is dragged. */}
      <HintLayer root={root} placement="right" suspended={dragging} testId="source-panel-hint" />
      <TextInput
        size="xs"
        className={classes.search}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query !== '') {
            event.stopPropagation();
            setQuery('');
          }
        }}
        placeholder={t('room.source.search_placeholder')}
        aria-label={t('room.source.search')}
        leftSection={<IconSearch size={12} aria-hidden />}
        leftSectionWidth={26}
        rightSection={
          query === '' ? null : (
            <CloseButton size="xs" aria-label={t('room.source.search_clear')} onClick={() => setQuery('')} />
          )
        }
        type="search"
        data-testid="source-panel-search"
      />
      {searching && shownPrefabs.length === 0 && groups.length === 0 ? (
        <p className={classes.muted} role="status" data-testid="source-panel-no-match">
          {t('room.source.no_match', { query: query.trim() })}
        </p>
      ) : null}
      <section
        className={classes.section}
        aria-labelledby="source-panel-prefabs"
        hidden={searching && shownPrefabs.length === 0}
      >
        <h2 className={classes.heading} id="source-panel-prefabs">
          {t('canvas.source_panel.prefabs')}
        </h2>
        {prefabs.length === 0 ? (
          <p className={classes.muted} data-testid="source-panel-prefabs-empty">
            {t('canvas.source_panel.no_prefabs')}
          </p>
        ) : (
          <ul className={classes.list}>
            {shownPrefabs.map((prefab) => (
              <li key={prefab.id} className={classes.prefabItem}>
                <PrefabItem
                  prefab={prefab}
                  component={componentMap.get(prefab.elementId) ?? null}
                  onEdit={onEditPrefab}
                  onDelete={onDeletePrefab}
                  onPlace={onPlace}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        className={classes.section}
        aria-labelledby="source-panel-components"
        hidden={searching && groups.length === 0}
      >
        <h2 className={classes.heading} id="source-panel-components">
          {t('canvas.source_panel.components')}
        </h2>
        {components.length === 0 ? (
          <div className={classes.empty} data-testid="source-panel-components-empty">
            <IconComponents size={28} stroke={1.5} className={classes.icon} aria-hidden />
            <p className={classes.muted}>{t('canvas.source_panel.no_components')}</p>
          </div>
        ) : (
          groups.map(({ category, components: listed }) => (
            <div key={category} className={classes.category} data-testid={`source-category:${category}`}>
              <h3 className={classes.categoryHeading} id={`source-category-${category}`}>
                {t(`room.source.categories.${category}`)}
              </h3>
              <ul className={classes.list} aria-labelledby={`source-category-${category}`}>
                {listed.map((component) => (
                  <li key={component.id}>
                    <SourceItem component={component} onPlace={onPlace} />
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </div>
  );
});

// Outside an EditorDndProvider the tiles are shown but cannot be dragged.
const NO_DRAGS = createDndBridge();
NO_DRAGS.store.setState({ disabled: true });

const SourceItem = memo(function SourceItem({
  component,
  onPlace,
}: {
  component: ComponentDef;
  onPlace: SourcePanelProps['onPlace'];
}) {
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
    // biome-ignore lint/a11y/noStaticElementInteractions: dnd-kit's attributes make it a focusable role="button"
    <div
      ref={setNodeRef}
      className={classes.tile}
      data-testid={`drawer-item:${component.name}`}
      data-dragging={isDragging ? 'true' : 'false'}
      data-hint={description || undefined}
      {...attributes}
      {...listeners}
      onKeyDown={placeKeyHandler(source, onPlace, !disabled)}
    >
      <TileFace icon={component.icon} name={component.name} />
    </div>
  );
});

interface PrefabItemProps {
  prefab: PrefabDef;
  component: ComponentDef | null;
  onEdit?(prefab: PrefabDef): void;
  onDelete?(prefab: PrefabDef): void;
  onPlace: SourcePanelProps['onPlace'];
}

/**
 * A prefab tile: dragged like a component, it places a copy of the prefab. One whose component was deleted
 * stays listed, disabled, and says why. Its edit and delete are a small menu beside the tile (not inside
 * it, so pressing them never starts a drag), shown on hover and keyboard focus.
 */
const PrefabItem = memo(function PrefabItem({
  prefab,
  component,
  onEdit,
  onDelete,
  onPlace,
}: PrefabItemProps) {
  const { t } = useTranslation();
  const bridge = useDndBridge() ?? NO_DRAGS;
  const disabled = useStore(bridge.store, (state) => state.disabled);
  const placeable = prefabTileState(prefab, component).placeable;
  const source: DragSource = useMemo(() => ({ kind: 'prefab', prefabId: prefab.id }), [prefab.id]);
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: draggableId(source),
    data: source,
    disabled: disabled || !placeable,
  });
  const hint = placeable
    ? t('canvas.source_panel.prefab_hint', { component: component?.name ?? '' })
    : t('canvas.source_panel.prefab_missing');
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dnd-kit's attributes make it a focusable role="button" */}
      <div
        ref={setNodeRef}
        className={`${classes.tile} ${classes.prefab}`}
        data-testid={`drawer-prefab:${prefab.name}`}
        data-dragging={isDragging ? 'true' : 'false'}
        data-placeable={placeable ? 'true' : 'false'}
        data-hint={hint}
        {...attributes}
        aria-disabled={!placeable || disabled}
        aria-description={placeable ? undefined : hint}
        {...listeners}
        onKeyDown={placeKeyHandler(source, onPlace, placeable && !disabled)}
      >
        <span className={classes.prefabIcon}>
          <ComponentIconImage svg={component?.icon ?? ''} size={32} className={classes.icon} />
          <IconBoxMultiple size={14} stroke={2} className={classes.prefabMark} aria-hidden />
        </span>
        <span className={classes.name}>{prefab.name}</span>
      </div>
      {onEdit && onDelete ? (
        <Menu position="right-start" withinPortal shadow="md" width={180}>
          <Menu.Target>
            <ActionIcon
              size={22}
              variant="subtle"
              color="gray"
              className={classes.tileMenu}
              aria-label={t('canvas.source_panel.prefab_actions', { name: prefab.name })}
              data-testid={`drawer-prefab-menu:${prefab.name}`}
            >
              <IconDots size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconPencil size={14} />}
              onClick={() => onEdit(prefab)}
              data-testid={`drawer-prefab-edit:${prefab.name}`}
            >
              {t('canvas.source_panel.prefab_edit')}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => onDelete(prefab)}
              data-testid={`drawer-prefab-delete:${prefab.name}`}
            >
              {t('canvas.source_panel.prefab_delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </>
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
