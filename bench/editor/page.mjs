/**
 * The benchmark pages, in page content version 2 (packages/shared/src/page-content.ts). Every brick is a
 * full copy of its component's properties as the editor inserts them, with an id of its own.
 */
const VERSION = 2;
/** Values per breakpoint need page content version 3 (issue 23; 2 → 3 is an identity migration). */
const RESPONSIVE_VERSION = 3;

function pageOf(template, slots, version = VERSION) {
  return {
    version,
    template: { id: template.id, dataTypes: template.dataTypes, isPrefab: false },
    slots,
    pageEvents: { nodes: [], connections: [], comments: [] },
  };
}

function emptySlots(count) {
  const slots = {};
  for (let s = 1; s <= count; s++) slots[`slot${s}`] = [];
  return slots;
}

/** A brick as the editor inserted it before lean content; `groups: false` leaves out its copy of dataGroups. */
function brickOf(component, id, { groups = true } = {}) {
  const brick = {
    id,
    name: component.name,
    componentId: component.id,
    isPrefab: false,
    dataTypes: structuredClone(component.dataTypes),
  };
  if (groups) brick.dataGroups = structuredClone(component.dataGroups);
  // A container holds every slot its component has, empty or not.
  if (component.slots > 0) brick.slots = emptySlots(component.slots);
  return brick;
}

function componentsNamed(components, names) {
  return names.map((name) => {
    const component = components.find((c) => c.name === name);
    if (!component) throw new Error(`the starter kit has no ${name}`);
    return component;
  });
}

/**
 * The flat page: `count` bricks spread evenly over the template's slots, cycling through the starter kit's
 * components.
 */
export function buildPageContent(template, components, count) {
  const slots = emptySlots(template.slots);
  const names = ['Heading', 'Paragraph', 'Button', 'Card', 'Divider', 'Image'];
  const used = names.map((name) => components.find((c) => c.name === name)).filter(Boolean);
  for (let i = 0; i < count; i++) {
    const slot = `slot${(i % template.slots) + 1}`;
    slots[slot].push(brickOf(used[i % used.length], `bench-${i}`));
  }
  return pageOf(template, slots);
}

/** Sections on the nested page, and the column counts their Columns cycle through. */
export const NESTED_SECTIONS = 40;
const COLUMN_COUNTS = [2, 3, 4];

/**
 * The nested page: `count` leaf bricks (Heading, Paragraph, Button, Card, Image in turn) four levels deep,
 * Section › Columns › Stack › brick, in the template's content slot (`slot2` when it has one). The
 * sections' Columns show 2, 3 and 4 columns in turn, one Stack in each, and the leaves are shared out over
 * the stacks in page order. Returns the content and the ids of its containers, section by section:
 * `{ sections: [{ id, columns, stacks: [id…] }] }`.
 */
export function buildNestedPageContent(template, components, count, sectionCount = NESTED_SECTIONS) {
  const [section, columns, stack] = componentsNamed(components, ['Section', 'Columns', 'Stack']);
  const leaves = componentsNamed(components, ['Heading', 'Paragraph', 'Button', 'Card', 'Image']);
  const slots = emptySlots(template.slots);
  const into = slots.slot2 ?? slots.slot1;
  const stacks = [];
  const structure = [];
  // Without their copies of dataGroups (optional, and dropped on the way in since content version 5): with
  // them, the starter kit's grown definitions took the page past the 6 000 000-character content limit.
  const lean = { groups: false };
  for (let s = 0; s < sectionCount; s++) {
    const sectionBrick = brickOf(section, `bench-section-${s}`, lean);
    const columnsBrick = brickOf(columns, `bench-columns-${s}`, lean);
    const shown = COLUMN_COUNTS[s % COLUMN_COUNTS.length];
    if (shown > columns.slots) throw new Error(`Columns has ${columns.slots} slots, not ${shown}`);
    columnsBrick.dataTypes.count.value = String(shown);
    const ids = [];
    for (let c = 1; c <= shown; c++) {
      const stackBrick = brickOf(stack, `bench-stack-${s}-${c}`, lean);
      columnsBrick.slots[`slot${c}`].push(stackBrick);
      stacks.push(stackBrick);
      ids.push(stackBrick.id);
    }
    sectionBrick.slots.slot1.push(columnsBrick);
    into.push(sectionBrick);
    structure.push({ id: sectionBrick.id, columns: columnsBrick.id, stacks: ids });
  }
  for (let i = 0; i < count; i++) {
    const stackBrick = stacks[Math.floor((i * stacks.length) / count)];
    stackBrick.slots.slot1.push(brickOf(leaves[i % leaves.length], `bench-${i}`, lean));
  }
  return { content: pageOf(template, slots), sections: structure };
}

/** A size ({ value, unit }) scaled, or a colour for a breakpoint: the overrides the responsive page sets. */
function overrideOf(value, step) {
  if (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value))
    return step === 'tablet' ? '#334455' : '#556677';
  if (
    value &&
    typeof value === 'object' &&
    typeof value.value === 'number' &&
    typeof value.unit === 'string'
  ) {
    const factor = step === 'tablet' ? 0.8 : 0.6;
    return { ...value, value: Math.round(value.value * factor * 100) / 100 };
  }
  return undefined;
}

const STYLE_TYPES = new Set([
  'FontSize',
  'TextColor',
  'BackgroundColor',
  'Color',
  'LetterSpacing',
  'BorderColor',
]);

/**
 * The flat page with values per breakpoint (issue 23): on a third of the bricks (three in every nine, so
 * every slot has some), up to two style properties get a value at Tablet and another at Phone. Returns the
 * content and the number of bricks with overrides.
 */
export function buildResponsivePageContent(template, components, count) {
  const content = buildPageContent(template, components, count);
  content.version = RESPONSIVE_VERSION;
  let overridden = 0;
  for (const list of Object.values(content.slots)) {
    for (const brick of list) {
      const index = Number(brick.id.slice('bench-'.length));
      if (index % 9 >= 3) continue;
      let set = 0;
      for (const entry of Object.values(brick.dataTypes)) {
        if (set === 2 || !STYLE_TYPES.has(entry.type)) continue;
        const value = entry.value ?? entry.defaultValue;
        const tablet = overrideOf(value, 'tablet');
        const phone = overrideOf(value, 'phone');
        if (tablet === undefined || phone === undefined) continue;
        entry.breakpoints = { tablet, phone };
        set += 1;
      }
      if (set > 0) overridden += 1;
    }
  }
  return { content, overridden };
}

/** The second language of the languages page's app (issue 26), and the types whose values are translated. */
export const SECOND_LOCALE = 'pt-BR';
/** packages/shared/src/locales/values.ts TRANSLATABLE_TYPES and the entries it never translates. */
const TEXT_TYPES = new Set(['TextInput', 'TextAreaInput', 'ImageSelector']);
const NEVER_TRANSLATED = new Set(['name', 'visibility']);
/** A text that is an address (a card's or a button's link), not words: left as it is, as a translator would. */
const ADDRESS = /^(#|\/|https?:|mailto:|tel:|data:)/;

/** A text entry's value in the second language, or undefined when it has no words to translate. */
function translationOf(value) {
  if (typeof value === 'string')
    return value.trim() === '' || ADDRESS.test(value) ? undefined : `${value} (em português)`;
  if (value && typeof value === 'object' && typeof value.alt === 'string' && value.alt.trim() !== '')
    return { ...value, alt: `${value.alt} (em português)` };
  return undefined;
}

/**
 * The flat page with a third of its bricks translated into SECOND_LOCALE (issue 26): on the same bricks as the
 * responsive page's overrides (three in every nine, so every slot has some), every text entry with words (text
 * inputs, text areas, an image's alt text; not the brick's name, nor a link) gets `locales: { 'pt-BR': … }` beside
 * its value (packages/shared/src/locales/values.ts). Its version stays the flat page's: the server migrates it to
 * lean content as it does the flat page, keeping `locales` (lean-entry.ts BRICK_ENTRY_KEYS), so the page is stored
 * as the flat page is, plus its translations. Only an app with SECOND_LOCALE among its languages accepts it.
 * Returns the content, the number of bricks translated and of texts.
 */
export function buildTranslatedPageContent(template, components, count, locale = SECOND_LOCALE) {
  const content = buildPageContent(template, components, count);
  let translated = 0;
  let texts = 0;
  for (const list of Object.values(content.slots)) {
    for (const brick of list) {
      const index = Number(brick.id.slice('bench-'.length));
      if (index % 9 >= 3) continue;
      let set = 0;
      for (const [name, entry] of Object.entries(brick.dataTypes)) {
        if (NEVER_TRANSLATED.has(name) || !TEXT_TYPES.has(entry.type)) continue;
        const value = translationOf(entry.value ?? entry.defaultValue);
        if (value === undefined) continue;
        entry.locales = { [locale]: value };
        set += 1;
      }
      if (set > 0) translated += 1;
      texts += set;
    }
  }
  return { content, translated, texts };
}
