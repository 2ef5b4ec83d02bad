/**
 * The benchmark pages, in page content version 2 (packages/shared/src/page-content.ts). Every brick is a
 * full copy of its component's properties as the editor inserts them, with an id of its own.
 */
const VERSION = 2;

function pageOf(template, slots) {
  return {
    version: VERSION,
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

function brickOf(component, id) {
  const brick = {
    id,
    name: component.name,
    componentId: component.id,
    isPrefab: false,
    dataTypes: structuredClone(component.dataTypes),
    dataGroups: structuredClone(component.dataGroups),
  };
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
  for (let s = 0; s < sectionCount; s++) {
    const sectionBrick = brickOf(section, `bench-section-${s}`);
    const columnsBrick = brickOf(columns, `bench-columns-${s}`);
    const shown = COLUMN_COUNTS[s % COLUMN_COUNTS.length];
    if (shown > columns.slots) throw new Error(`Columns has ${columns.slots} slots, not ${shown}`);
    columnsBrick.dataTypes.count.value = String(shown);
    const ids = [];
    for (let c = 1; c <= shown; c++) {
      const stackBrick = brickOf(stack, `bench-stack-${s}-${c}`);
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
    stackBrick.slots.slot1.push(brickOf(leaves[i % leaves.length], `bench-${i}`));
  }
  return { content: pageOf(template, slots), sections: structure };
}
