import type { KeyboardEvent } from 'react';
import type { DragSource } from '../model/types.ts';

/**
 * Enter or Space on a tile places what it holds (decision 0029): the keyboard's way to add what the
 * pointer drags. Null when the tile cannot place anything (read-only editor, unplaceable prefab).
 */
export function placeKeyHandler(
  source: DragSource,
  onPlace: ((source: DragSource) => void) | undefined,
  enabled: boolean,
): ((event: KeyboardEvent<HTMLElement>) => void) | undefined {
  if (!onPlace || !enabled) return undefined;
  return (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.repeat) return;
    event.preventDefault();
    onPlace(source);
  };
}
