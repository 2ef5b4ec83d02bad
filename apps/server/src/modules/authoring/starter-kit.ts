import { randomUUID } from 'node:crypto';
import type { KitLocale } from '@tessera/starter-kit';
import type { Tx } from '../../db/client.ts';
import { components, templates } from '../../db/schema.ts';
import { analyzeSlots } from './slots.ts';
import { starterKitIn } from './starter-kit-source.ts';
import { compile, compileToModule } from './transpiler.ts';
import {
  DEFAULT_COMPONENT_TAGS,
  DEFAULT_TEMPLATE_TAGS,
  defaultThumbnails,
  parseComponentInput,
  parseTemplateInput,
} from './validation.ts';

/** One entry of @tessera/starter-kit: authored like any component or template (code is JSX source). */
export interface StarterEntry {
  /** The kit's stable key (KIT_NAMES), the same in every language. */
  key?: string;
  name: string;
  description: string;
  icon: string;
  code: string;
  dataTypes: unknown;
  dataGroups: unknown;
  dataEvents?: unknown;
  tags?: readonly string[];
  thumbnails?: readonly string[];
  /** The slot count the kit expects (templates; containers among components); checked against the server's count. */
  slots?: number;
}

export interface StarterKit {
  components: readonly StarterEntry[];
  templates: readonly StarterEntry[];
}

export interface CompiledKit {
  components: Array<StarterEntry & { compiledCode: string; slots: number }>;
  templates: Array<StarterEntry & { compiledCode: string; slots: number }>;
}

async function compileEntry(entry: StarterEntry): Promise<string> {
  const result = await compile(entry.code);
  if (!result.ok) {
    const { message, line, column } = result.error;
    throw new Error(
      `starter kit: ${entry.name} does not compile: ${message} (line ${line}, column ${column})`,
    );
  }
  return result.compiledCode;
}

async function slotsOf(entry: StarterEntry): Promise<number> {
  const module = await compileToModule(entry.code);
  const analysis = module.ok ? analyzeSlots(module.compiledCode) : null;
  if (!analysis?.ok) throw new Error(`starter kit: ${entry.name} has invalid slot names`);
  if (entry.slots !== undefined && entry.slots !== analysis.slots) {
    throw new Error(
      `starter kit: ${entry.name} declares ${entry.slots} slots, its code has ${analysis.slots}`,
    );
  }
  return analysis.slots;
}

/** The kit obeys the rules users do: every entry passes the same validation as a save. */
function validate(entry: StarterEntry, kind: 'component' | 'template'): void {
  try {
    if (kind === 'component') parseComponentInput(entry);
    else parseTemplateInput(entry);
  } catch (error) {
    throw new Error(`starter kit: ${kind} ${entry.name} is invalid: ${(error as Error).message}`);
  }
}

export async function compileKit(kit: StarterKit): Promise<CompiledKit> {
  for (const entry of kit.components) validate(entry, 'component');
  for (const entry of kit.templates) validate(entry, 'template');
  return {
    components: await Promise.all(
      kit.components.map(async (entry) => ({
        ...entry,
        compiledCode: await compileEntry(entry),
        slots: await slotsOf(entry),
      })),
    ),
    templates: await Promise.all(
      kit.templates.map(async (entry) => ({
        ...entry,
        compiledCode: await compileEntry(entry),
        slots: await slotsOf(entry),
      })),
    ),
  };
}

// The kit is static: compiled once per process and language, on first use.
const compiled = new Map<KitLocale, Promise<CompiledKit>>();

export function compiledStarterKit(locale: KitLocale): Promise<CompiledKit> {
  let kit = compiled.get(locale);
  if (!kit) {
    kit = compileKit(starterKitIn(locale)).catch((error) => {
      compiled.delete(locale);
      throw error;
    });
    compiled.set(locale, kit);
  }
  return kit;
}

/**
 * Copies the starter kit into a new organization, inside the transaction that creates it: an organization
 * never exists without its library. The copies belong to the organization (editable, deletable) and name the
 * creator as their author. Names, descriptions and placeholder content are in the creator's console
 * language (docs/decisions/0027-console-in-pt-br.md).
 */
export async function seedStarterKit(
  tx: Tx,
  orgId: string,
  actorId: string,
  locale: KitLocale,
): Promise<void> {
  const kit = await compiledStarterKit(locale);
  await insertKitEntries(tx, orgId, actorId, kit);
}

/** Inserts compiled kit entries into an organization (all of them, or the few a landing page needs). */
export async function insertKitEntries(
  tx: Tx,
  orgId: string,
  actorId: string,
  kit: CompiledKit,
  options: { skipTakenNames?: boolean } = {},
): Promise<void> {
  if (kit.components.length > 0) {
    const inserting = tx.insert(components).values(
      kit.components.map((entry) => ({
        id: randomUUID(),
        orgId,
        name: entry.name,
        description: entry.description,
        icon: entry.icon,
        code: entry.code,
        compiledCode: entry.compiledCode,
        dataTypes: entry.dataTypes as Record<string, unknown>,
        dataGroups: entry.dataGroups,
        dataEvents: entry.dataEvents ?? { label: entry.name, events: { mouse: [] } },
        slots: entry.slots,
        tags: entry.tags?.length ? [...entry.tags] : DEFAULT_COMPONENT_TAGS,
        createdBy: actorId,
        lastUpdatedBy: actorId,
      })),
    );
    // A name taken meanwhile (the unique index on lower(name)): that entry is the organization's already.
    await (options.skipTakenNames ? inserting.onConflictDoNothing() : inserting);
  }
  if (kit.templates.length > 0) {
    const inserting = tx.insert(templates).values(
      kit.templates.map((entry) => ({
        id: randomUUID(),
        orgId,
        name: entry.name,
        description: entry.description,
        icon: entry.icon,
        code: entry.code,
        compiledCode: entry.compiledCode,
        dataTypes: entry.dataTypes as Record<string, unknown>,
        dataGroups: entry.dataGroups,
        slots: entry.slots,
        thumbnails: entry.thumbnails?.length ? [...entry.thumbnails] : defaultThumbnails(entry.slots),
        tags: entry.tags?.length ? [...entry.tags] : DEFAULT_TEMPLATE_TAGS,
        createdBy: actorId,
        lastUpdatedBy: actorId,
      })),
    );
    await (options.skipTakenNames ? inserting.onConflictDoNothing() : inserting);
  }
}
