/**
 * The selected brick's place in the tree, above the inspector's title (issue 22): the containers around it,
 * outermost first, each a button that selects it, then the brick itself. Shown only for a brick inside a
 * container. A nav landmark with an ordered list, so a screen reader says "Breadcrumb, list, 3 items";
 * every button is in the tab order.
 *
 * Test ids: `inspector-breadcrumb`, `inspector-breadcrumb:{brickId}` (one per container).
 */
import { UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { findBrick } from '../state/find-brick.ts';
import { useEditorStore, useEditorStoreApi } from '../state/store.ts';
import type { EditorState } from '../state/store-api.ts';
import classes from './inspector-breadcrumb.module.css';

/** Ids and names of the containers around the selected brick, flattened [id, name, id, name …]. */
function ancestorsOfSelection(state: EditorState): string[] {
  const { selection } = state;
  if (selection?.kind !== 'brick') return [];
  const found = findBrick(state.slots, selection.id);
  if (!found || found.ancestors.length === 0) return [];
  return found.ancestors.flatMap((id) => [id, findBrick(state.slots, id)?.brick.name ?? '']);
}

export function InspectorBreadcrumb({ current }: { current: string }) {
  const { t } = useTranslation();
  const api = useEditorStoreApi();
  const flat = useEditorStore(useShallow(ancestorsOfSelection));
  if (flat.length === 0) return null;
  const crumbs: { id: string; name: string }[] = [];
  for (let i = 0; i < flat.length; i += 2) crumbs.push({ id: flat[i]!, name: flat[i + 1]! });
  return (
    <nav aria-label={t('inspector.breadcrumb.label')} data-testid="inspector-breadcrumb">
      <ol className={classes.list}>
        {crumbs.map((crumb) => (
          <li key={crumb.id} className={classes.item}>
            <UnstyledButton
              className={classes.crumb}
              onClick={() => api.getState().select({ kind: 'brick', id: crumb.id })}
              aria-label={t('inspector.breadcrumb.select', { name: crumb.name || t('inspector.untitled') })}
              data-testid={`inspector-breadcrumb:${crumb.id}`}
            >
              {crumb.name || t('inspector.untitled')}
            </UnstyledButton>
            <IconChevronRight size={12} aria-hidden className={classes.separator} />
          </li>
        ))}
        <li className={classes.item} aria-current="location">
          <span className={classes.current}>{current}</span>
        </li>
      </ol>
    </nav>
  );
}
