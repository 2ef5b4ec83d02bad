import { z } from 'zod';
import { behaviourGraphSchema } from './graph/schema.ts';
import { stripPageContent } from './lean-content.ts';
import { leanEntries } from './property-types/lean-entry.ts';

/**
 * A page's content (spec: studio §3): the template it is built on with that page's template settings, one
 * list of placed components (bricks) per template slot, and the behaviour graph. Stored as versioned JSON:
 * content written by an older release is upgraded by `migratePageContent` before use, so old pages open.
 */
export const PAGE_CONTENT_VERSION = 6;

/**
 * The last version whose bricks carried full copies of their definitions. Content expanded for API clients that
 * read that shape (GraphQL `content(shape: EXPANDED)`, docs/decisions/0037) says it is this version, so that sent
 * back it is migrated like any full content: a full entry without `breakpoints` has none, which lean content
 * spells `breakpoints: {}`.
 */
export const FULL_CONTENT_VERSION = 4;

/** Template slots are named slot1 … slotN (studio §5). */
export const SLOT_NAME = /^slot[1-9][0-9]*$/;

export function slotNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `slot${i + 1}`);
}

const slotNamesOnly = (slots: Record<string, unknown>) =>
  Object.keys(slots).every((name) => SLOT_NAME.test(name));

/** A brick as stored; loose, so fields of later releases survive. */
export interface BrickShape {
  id: string;
  name: string;
  componentId: string;
  isPrefab: boolean;
  dataTypes: Record<string, unknown>;
  /** Up to version 4 a copy of the component's groups; lean content (version 5) has none. */
  dataGroups?: unknown;
  slots?: Record<string, BrickShape[]>;
  [key: string]: unknown;
}

/**
 * A placed component. Its property values follow the component's dataTypes (issue: page editor); since version 5
 * `dataTypes` holds only what is the brick's own (lean-entry.ts), the rest is read from the component. A brick
 * whose component is a container (its code takes slot1 … slotN, version 2) holds `slots` of bricks in the
 * template's shape; page-tree.ts walks them and checks their depth.
 */
export const brickSchema = z.looseObject({
  id: z.string().min(1).max(100),
  name: z.string().max(200),
  componentId: z.string().min(1).max(100),
  isPrefab: z.boolean(),
  dataTypes: z.record(z.string(), z.unknown()),
  dataGroups: z.unknown().optional(),
  get slots(): z.ZodOptional<z.ZodType<Record<string, BrickShape[]>>> {
    return z
      .record(z.string(), z.array(brickSchema))
      .refine(slotNamesOnly, 'slots must be named slot1, slot2 …')
      .optional();
  },
});

/** The behaviour graph (graph/schema.ts): nodes, connections and comments. */
export const pageEventsSchema = behaviourGraphSchema;

export const pageContentSchema = z.object(
  {
    version: z.literal(PAGE_CONTENT_VERSION),
    template: z.looseObject({
      id: z.string({ error: 'content.template.id is required' }),
      dataTypes: z.record(z.string(), z.unknown()),
      isPrefab: z.boolean(),
    }),
    // Key names are checked by a refinement: zod reports a record key that fails its own schema only as
    // 'Invalid key in record', losing the message.
    slots: z
      .record(z.string(), z.array(brickSchema))
      .refine(slotNamesOnly, 'content.slots must be named slot1, slot2 …'),
    pageEvents: pageEventsSchema,
  },
  { error: 'content must be a page content object' },
);

export type Brick = BrickShape;
export type PageContent = z.infer<typeof pageContentSchema>;

/**
 * A new page's content: the template's id, its settings as lean content holds them (only values that differ
 * from the template's defaults), and one empty brick list per slot.
 */
export function emptyPageContent(template: {
  id: string;
  slots: number;
  dataTypes: Record<string, unknown>;
}): PageContent {
  return {
    version: PAGE_CONTENT_VERSION,
    template: {
      id: template.id,
      dataTypes: leanEntries(template.dataTypes, template.dataTypes),
      isPrefab: false,
    },
    slots: Object.fromEntries(slotNames(template.slots).map((name) => [name, []])),
    pageEvents: { nodes: [], connections: [], comments: [] },
  };
}

type Migration = (content: Record<string, unknown>) => Record<string, unknown>;

/**
 * Ordered upgrades: MIGRATIONS[n] turns version n into n + 1. Version 0 is content without a version (the
 * shape the spec describes, possibly without pageEvents).
 */
const MIGRATIONS: Migration[] = [
  (content) => ({
    ...content,
    version: 1,
    pageEvents: content.pageEvents ?? { nodes: [], connections: [], comments: [] },
  }),
  // Version 2 (nested layout): a brick may hold `slots`. Version 1 bricks hold none, so they are already
  // version 2 bricks; the number tells an older release that this content may nest.
  (content) => ({ ...content, version: 2 }),
  // Version 3 (breakpoints, docs/decisions/0035): a property entry may hold `breakpoints`, its values below the
  // desktop. Version 2 entries hold none, so they mean the same everywhere: their desktop value at every width.
  (content) => ({ ...content, version: 3 }),
  // Version 4 (forms, docs/decisions/0036): a brick may hold a Form or a FormField property. Version 3 content
  // holds neither (the types did not exist), so it means the same: no forms.
  (content) => ({ ...content, version: 4 }),
  // Version 5 (lean content, docs/decisions/0037): bricks and the template settings keep only their own state
  // (values, values per breakpoint, the value's type) and read the rest from their component or template. The
  // migration needs no definitions: it only strips, keeping every value (lean-entry.ts stripEntry).
  (content) => ({ ...stripPageContent(content), version: 5 }),
  // Version 6 (languages, docs/decisions/0042): a translatable entry may hold `locales`, its values in the app's
  // other languages. Version 5 entries hold none, so they are what they were: the default language's text,
  // shown in every language until someone translates it.
  (content) => ({ ...content, version: 6 }),
];

/**
 * Upgrades stored or received content to the current version (or to `target`: FULL_CONTENT_VERSION keeps full
 * content full, for a reader of the full shape); content from a newer release is left as is.
 */
export function migratePageContent(raw: unknown, target = PAGE_CONTENT_VERSION): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  let content = raw as Record<string, unknown>;
  let version = typeof content.version === 'number' ? content.version : 0;
  while (version < target && MIGRATIONS[version]) {
    content = MIGRATIONS[version]!(content);
    version += 1;
  }
  return content;
}
