/**
 * The benchmark graphs, in the stored pageEvents shape (packages/shared/src/graph/schema.ts).
 */
const at = (x, y) => ({ x, y });
const link = (source, sourceOutput, target, targetInput) => ({ source, sourceOutput, target, targetInput });

/**
 * A chain of `length` nodes an event walks end to end: the button's click runs `length - 2` Branches in a
 * row (each condition from one Boolean that is true) and the last toggles the panel. Plus the Boolean.
 */
export function chainGraph(length, buttonId, panelId) {
  const branches = length - 2;
  const nodes = [
    {
      id: 'button',
      type: 'Component',
      position: at(0, 0),
      componentId: buttonId,
      outputs: [{ name: 'onclick', type: 'action' }],
      controls: [{ name: 'visible', index: 0, value: true }],
    },
    {
      id: 'always',
      type: 'Boolean',
      position: at(0, 200),
      controls: [{ name: 'value', index: 0, value: true }],
    },
    {
      id: 'panel',
      type: 'Component',
      position: at((branches + 1) * 260, 0),
      componentId: panelId,
      outputs: [],
      controls: [{ name: 'visible', index: 0, value: true }],
    },
  ];
  const connections = [];
  for (let i = 0; i < branches; i++) {
    nodes.push({ id: `branch-${i}`, type: 'Branch', position: at((i + 1) * 260, 0) });
    connections.push(
      link(i === 0 ? 'button' : `branch-${i - 1}`, i === 0 ? 'onclick' : 'true', `branch-${i}`, 'exec'),
    );
    connections.push(link('always', 'value', `branch-${i}`, 'condition'));
  }
  connections.push(link(`branch-${branches - 1}`, 'true', 'panel', 'toggle'));
  return { nodes, connections, comments: [] };
}

/**
 * A graph of `count` nodes on a grid, as a large page's logic would look: one Component node per brick
 * given, then rows of Integer and Decimal inputs feeding Calc, Switch and Branch nodes, connected along
 * each row, and a comment every 50 nodes.
 */
export function bigGraph(count, brickIds) {
  const columns = 25;
  const nodes = [];
  const connections = [];
  const comments = [];
  const place = (i) => at((i % columns) * 280, Math.floor(i / columns) * 220);
  brickIds.forEach((componentId, i) => {
    nodes.push({
      id: `component-${i}`,
      type: 'Component',
      position: place(i),
      componentId,
      outputs: [{ name: 'onclick', type: 'action' }],
      controls: [{ name: 'visible', index: 0, value: true }],
    });
  });
  const cycle = ['Integer', 'Decimal', 'Calc', 'Switch', 'Branch'];
  for (let i = brickIds.length; i < count; i++) {
    const type = cycle[(i - brickIds.length) % cycle.length];
    const id = `node-${i}`;
    const controls =
      type === 'Integer' || type === 'Decimal'
        ? [{ name: 'value', index: 0, value: i }]
        : type === 'Calc'
          ? [{ name: 'operation', index: 0, value: '*' }]
          : type === 'Switch'
            ? [{ name: 'limit', index: 0, value: 100 }]
            : [];
    nodes.push({ id, type, position: place(i), controls });
    if (type === 'Calc') {
      connections.push(link(`node-${i - 2}`, 'value', id, 'a'), link(`node-${i - 1}`, 'value', id, 'b'));
    } else if (type === 'Switch') {
      connections.push(link(`node-${i - 1}`, 'value', id, 'value'));
    } else if (type === 'Branch') {
      connections.push(link(`node-${i - 1}`, 'value', id, 'condition'));
    }
    if (i % 50 === 0)
      comments.push({ id: `comment-${i}`, text: `Group ${i / 50}`, link: null, position: place(i) });
  }
  return { nodes, connections, comments };
}
