import { type TreeBrick, type TreeSlots, walkBricks } from '../page-tree.ts';
import { untranslated } from './values.ts';

/** A brick or template as the editor and the server hold them: its entries by property. */
interface WithEntries {
  readonly dataTypes?: unknown;
}

const entriesOf = (holder: WithEntries | null | undefined): Readonly<Record<string, unknown>> =>
  holder && typeof holder.dataTypes === 'object' && holder.dataTypes !== null
    ? (holder.dataTypes as Readonly<Record<string, unknown>>)
    : {};

/**
 * How many texts of a page (every brick, nested ones included, and the template's settings) have words in the
 * default language but none in `locale` (issue 26): what the editor's language switcher counts as "not
 * translated". Entries must be expanded (with their component's defaults), as the editor holds them.
 */
export function untranslatedCount<B extends TreeBrick & WithEntries>(
  slots: TreeSlots<B>,
  template: WithEntries | null,
  locale: string,
): number {
  let count = untranslated(entriesOf(template), locale).length;
  walkBricks(slots, (brick) => {
    count += untranslated(entriesOf(brick), locale).length;
  });
  return count;
}
