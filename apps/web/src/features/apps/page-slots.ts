import { migratePageContent, pageContentSchema } from '@tessera/shared';

export interface SlotSummary {
  name: string;
  bricks: number;
}

const slotNumber = (name: string) => Number.parseInt(name.slice('slot'.length), 10);

/**
 * The slots of a page's content (slot1 … slotN, in order) with how many components each holds; null when
 * the content cannot be read (written by a newer release, or damaged).
 */
export function slotSummary(content: unknown): SlotSummary[] | null {
  const parsed = pageContentSchema.safeParse(migratePageContent(content));
  if (!parsed.success) return null;
  return Object.entries(parsed.data.slots)
    .map(([name, bricks]) => ({ name, bricks: bricks.length }))
    .sort((a, b) => slotNumber(a.name) - slotNumber(b.name));
}
