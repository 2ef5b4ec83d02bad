import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components } from '../../db/schema.ts';
import { analyzeSlots } from './slots.ts';
import { compileToModule } from './transpiler.ts';

/**
 * Components saved before containers existed (docs/decisions/0032) got slots = 0 from migration 0009 whatever
 * their code destructures. On start, those whose code names a slotN are counted again the way a save counts
 * them; a container counted once has slots > 0 and is never read again, so the recount costs nothing after the
 * first start. Code that no longer compiles or breaks the slot-name pattern keeps 0 (its next save refuses it).
 * Answers how many components became containers.
 */
export async function recountComponentSlots(db: Db): Promise<number> {
  const candidates = await db
    .select({ id: components.id, code: components.code })
    .from(components)
    .where(and(eq(components.slots, 0), sql`${components.code} ~ 'slot[1-9]'`));
  let recounted = 0;
  for (const row of candidates) {
    const module = await compileToModule(row.code);
    const analysis = module.ok ? analyzeSlots(module.compiledCode) : null;
    if (!analysis?.ok || analysis.slots === 0) continue;
    // Only while still uncounted: a save meanwhile has already stored its own count.
    await db
      .update(components)
      .set({ slots: analysis.slots })
      .where(and(eq(components.id, row.id), eq(components.slots, 0)));
    recounted += 1;
  }
  return recounted;
}
