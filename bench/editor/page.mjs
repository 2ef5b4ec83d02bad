/**
 * The benchmark page: `count` bricks spread evenly over the template's slots, cycling through the starter
 * kit's components, each a full copy of its component's properties as the editor inserts them.
 */
export function buildPageContent(template, components, count) {
  const slots = {};
  for (let s = 1; s <= template.slots; s++) slots[`slot${s}`] = [];
  const names = ['Heading', 'Paragraph', 'Button', 'Card', 'Divider', 'Image'];
  const used = names.map((name) => components.find((c) => c.name === name)).filter(Boolean);
  for (let i = 0; i < count; i++) {
    const component = used[i % used.length];
    const slot = `slot${(i % template.slots) + 1}`;
    slots[slot].push({
      id: `bench-${i}`,
      name: component.name,
      componentId: component.id,
      isPrefab: false,
      dataTypes: structuredClone(component.dataTypes),
      dataGroups: structuredClone(component.dataGroups),
    });
  }
  return {
    version: 1,
    template: { id: template.id, dataTypes: template.dataTypes, isPrefab: false },
    slots,
    pageEvents: { nodes: [], connections: [], comments: [] },
  };
}
