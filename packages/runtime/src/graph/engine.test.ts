import type { GraphConnection } from '@tessera/shared';
import { describe, expect, it, vi } from 'vitest';
import { createGraphEngine } from './engine.ts';

const MAX = Number.MAX_SAFE_INTEGER;
const at = { x: 0, y: 0 };
const node = (id: string, type: string, controls: Record<string, unknown> = {}, extra = {}) => ({
  id,
  type,
  position: at,
  controls: Object.entries(controls).map(([name, value], index) => ({ name, index, value })),
  ...extra,
});
const component = (id: string, componentId: string, events?: string[], controls = {}) =>
  node(id, 'Component', controls, {
    componentId,
    ...(events ? { outputs: events.map((name) => ({ name, type: 'action' })) } : {}),
  });
const link = (
  source: string,
  sourceOutput: string,
  target: string,
  targetInput: string,
): GraphConnection => ({
  source,
  sourceOutput,
  target,
  targetInput,
});

function arithmetic(type: string, a?: number | string, b?: number | string, controls = {}) {
  const nodes = [node('op', type, controls)];
  const connections: GraphConnection[] = [];
  if (a !== undefined) {
    nodes.push(node('a', 'Decimal', { value: a }));
    connections.push(link('a', 'value', 'op', 'a'));
  }
  if (b !== undefined) {
    nodes.push(node('b', 'Decimal', { value: b }));
    connections.push(link('b', 'value', 'op', 'b'));
  }
  const engine = createGraphEngine({ nodes, connections });
  expect(engine.problems).toEqual([]);
  return engine.value('op', 'value');
}

describe('graph engine: node types', () => {
  it('Add, Subtract, Multiply and Divide, a missing input counting as 0', () => {
    expect(arithmetic('Add', 2, 3.5)).toBe(5.5);
    expect(arithmetic('Add', 2)).toBe(2);
    expect(arithmetic('Add')).toBe(0);
    expect(arithmetic('Subtract', 2, 3.5)).toBe(-1.5);
    expect(arithmetic('Subtract', undefined, 4)).toBe(-4);
    expect(arithmetic('Multiply', 2, 3.5)).toBe(7);
    expect(arithmetic('Multiply', 2)).toBe(0);
    expect(arithmetic('Divide', 7, 2)).toBe(3.5);
    expect(arithmetic('Divide', 7)).toBe(0);
  });

  it('has defined results for division by zero, NaN, huge numbers and text', () => {
    expect(arithmetic('Divide', 1, 0)).toBe(0);
    expect(arithmetic('Calc', 1, 0, { operation: '/' })).toBe(0);
    expect(arithmetic('Multiply', 1e300, 1e300)).toBe(MAX);
    expect(arithmetic('Subtract', -1e300, 1e300)).toBe(-MAX);
    expect(arithmetic('Add', MAX, MAX)).toBe(MAX);
    expect(arithmetic('Add', Number.NaN, 1)).toBe(1);
    expect(arithmetic('Add', '2.5', 'abc')).toBe(2.5);
  });

  it('Calc applies its operation and truncates to 3 decimals', () => {
    expect(arithmetic('Calc', 2, 3)).toBe(5);
    expect(arithmetic('Calc', 2, 3, { operation: '-' })).toBe(-1);
    expect(arithmetic('Calc', 1.2345, 2, { operation: '*' })).toBe(2.469);
    expect(arithmetic('Calc', 2, 3, { operation: '/' })).toBe(0.666);
    expect(arithmetic('Calc', -2, 3, { operation: '/' })).toBe(-0.666);
    expect(arithmetic('Calc', 2, undefined, { operation: '*' })).toBe(0);
    expect(arithmetic('Calc', 1, 2, { operation: '%' })).toBe(3);
  });

  it('Switch is true when the input reaches the limit, from its control or its socket', () => {
    const engine = createGraphEngine({
      nodes: [
        node('in', 'Decimal', { value: 5 }),
        node('sw', 'Switch', { limit: 5 }),
        node('lim', 'Integer'),
      ],
      connections: [link('in', 'value', 'sw', 'value')],
    });
    expect(engine.value('sw', 'value')).toBe(true);
    engine.setControl('in', 4.99);
    expect(engine.value('sw', 'value')).toBe(false);
    engine.setControl('sw', 4, 'limit');
    expect(engine.value('sw', 'value')).toBe(true);
    expect(engine.connect(link('lim', 'value', 'sw', 'limit'))).toEqual({ ok: true });
    engine.setControl('lim', 6);
    expect(engine.value('sw', 'value')).toBe(false);
    engine.setControl('lim', 4);
    expect(engine.value('sw', 'value')).toBe(true);
    const open = createGraphEngine({ nodes: [node('sw', 'Switch')], connections: [] });
    expect(open.value('sw', 'value')).toBe(true);
  });

  it('input nodes output their control value', () => {
    const engine = createGraphEngine({
      nodes: [
        node('b', 'Boolean', { value: true }),
        node('i', 'Integer', { value: -3.9 }),
        node('d', 'Decimal', { value: '2,25' }),
        node('t', 'Text', { value: 42 }),
        node('b0', 'Boolean'),
        node('i0', 'Integer', { value: 'x' }),
        node('t0', 'Text'),
      ],
      connections: [],
    });
    expect(engine.problems).toEqual([]);
    expect(engine.value('b', 'value')).toBe(true);
    expect(engine.value('i', 'value')).toBe(-3);
    expect(engine.value('d', 'value')).toBe(2.25);
    expect(engine.value('t', 'value')).toBe('42');
    expect(engine.value('b0', 'value')).toBe(false);
    expect(engine.value('i0', 'value')).toBe(0);
    expect(engine.value('t0', 'value')).toBe('');
    expect(engine.setControl('i', '12.7')).toBe(true);
    expect(engine.value('i', 'value')).toBe(12);
    expect(engine.setControl('nope', 1)).toBe(false);
    expect(engine.setControl('i', 1, 'nope')).toBe(false);
  });

  it('reads controls stored by index only', () => {
    const engine = createGraphEngine({
      nodes: [{ id: 'i', type: 'Integer', position: at, controls: [{ index: 0, value: 9 }] }],
    });
    expect(engine.value('i', 'value')).toBe(9);
  });
});

describe('graph engine: components and flow', () => {
  function flow(condition?: boolean) {
    const onComponentVisibility = vi.fn();
    const nodes = [
      component('button', 'btn', ['onclick', 'onmouseenter']),
      component('panel', 'pnl'),
      node('branch', 'Branch'),
    ];
    const connections = [
      link('button', 'onclick', 'branch', 'exec'),
      link('branch', 'true', 'panel', 'toggle'),
      link('branch', 'false', 'panel', 'hide'),
    ];
    if (condition !== undefined) {
      nodes.push(node('cond', 'Boolean', { value: condition }));
      connections.push(link('cond', 'value', 'branch', 'condition'));
    }
    const engine = createGraphEngine({ nodes, connections }, { onComponentVisibility });
    expect(engine.problems).toEqual([]);
    return { engine, onComponentVisibility };
  }

  it('scenario 1: a click goes through a Branch with a Boolean condition and toggles a component', () => {
    const { engine, onComponentVisibility } = flow(true);
    expect(engine.visibility()).toEqual({ btn: true, pnl: true });
    expect(engine.emit('btn', 'click')).toBe(true);
    expect(engine.visibility().pnl).toBe(false);
    expect(onComponentVisibility).toHaveBeenLastCalledWith('pnl', false);
    expect(engine.emit('btn', 'onclick')).toBe(true);
    expect(engine.visibility().pnl).toBe(true);
    expect(onComponentVisibility).toHaveBeenLastCalledWith('pnl', true);
    engine.setControl('cond', false);
    engine.emit('btn', 'click');
    expect(engine.visibility().pnl).toBe(false);
    engine.emit('btn', 'click');
    expect(engine.visibility().pnl).toBe(false);
    expect(onComponentVisibility).toHaveBeenCalledTimes(3);
  });

  it('show and hide set a component; events not declared or not connected do nothing', () => {
    const engine = createGraphEngine({
      nodes: [component('a', 'A'), component('b', 'B', ['onmouseenter']), component('c', 'C')],
      connections: [link('a', 'onclick', 'c', 'hide'), link('a', 'onmouseleave', 'c', 'show')],
    });
    engine.emit('A', 'click');
    expect(engine.visibility().C).toBe(false);
    engine.emit('A', 'mouseleave');
    expect(engine.visibility().C).toBe(true);
    expect(engine.emit('A', 'mousemove')).toBe(true);
    expect(engine.emit('B', 'click')).toBe(false);
    expect(engine.emit('A', 'dblclick')).toBe(false);
    expect(engine.emit('nobody', 'click')).toBe(false);
  });

  it('a Branch without a condition does nothing', () => {
    const { engine, onComponentVisibility } = flow();
    expect(engine.emit('btn', 'click')).toBe(true);
    expect(engine.visibility().pnl).toBe(true);
    expect(onComponentVisibility).not.toHaveBeenCalled();
  });

  it('a hidden component emits nothing', () => {
    const { engine } = flow(true);
    expect(engine.connect(link('cond', 'value', 'button', 'visible'))).toEqual({ ok: true });
    engine.setControl('cond', false);
    expect(engine.visibility().btn).toBe(false);
    expect(engine.emit('btn', 'click')).toBe(false);
    expect(engine.visibility().pnl).toBe(true);
  });

  it('scenario 2: Calc fed by Integer and Decimal drives a Switch that decides visibility', () => {
    const onComponentVisibility = vi.fn();
    const engine = createGraphEngine(
      {
        nodes: [
          node('int', 'Integer', { value: 3 }),
          node('dec', 'Decimal', { value: 2.5 }),
          node('calc', 'Calc', { operation: '*' }),
          node('sw', 'Switch', { limit: 5 }),
          component('panel', 'pnl'),
        ],
        connections: [
          link('int', 'value', 'calc', 'a'),
          link('dec', 'value', 'calc', 'b'),
          link('calc', 'value', 'sw', 'value'),
          link('sw', 'value', 'panel', 'visible'),
        ],
      },
      { onComponentVisibility },
    );
    expect(engine.value('calc', 'value')).toBe(7.5);
    expect(engine.visibility().pnl).toBe(true);
    engine.setControl('int', 1);
    expect(engine.value('calc', 'value')).toBe(2.5);
    expect(engine.visibility().pnl).toBe(false);
    expect(onComponentVisibility).toHaveBeenLastCalledWith('pnl', false);
    engine.setControl('calc', '+', 'operation');
    expect(engine.value('calc', 'value')).toBe(3.5);
    engine.setControl('dec', 4);
    expect(engine.visibility().pnl).toBe(true);
    expect(engine.disconnect(link('sw', 'value', 'panel', 'visible'))).toBe(true);
    expect(engine.disconnect(link('sw', 'value', 'panel', 'visible'))).toBe(false);
    expect(engine.visibility().pnl).toBe(true);
    expect(onComponentVisibility).toHaveBeenCalledTimes(2);
  });

  it('the visible input decides when it changes; actions decide in between', () => {
    const engine = createGraphEngine({
      nodes: [component('btn', 'btn'), component('p', 'pnl', undefined, { visible: false })],
      connections: [link('btn', 'onclick', 'p', 'show')],
    });
    expect(engine.visibility().pnl).toBe(false);
    engine.emit('btn', 'click');
    expect(engine.visibility().pnl).toBe(true);
    engine.setControl('p', true);
    expect(engine.visibility().pnl).toBe(true);
    engine.setControl('p', false);
    expect(engine.visibility().pnl).toBe(false);
  });

  it('two components can trigger the same action input', () => {
    const engine = createGraphEngine({
      nodes: [component('a', 'open'), component('b', 'close'), component('p', 'pnl')],
      connections: [link('a', 'onclick', 'p', 'toggle'), link('b', 'onclick', 'p', 'toggle')],
    });
    expect(engine.problems).toEqual([]);
    engine.emit('open', 'click');
    expect(engine.visibility().pnl).toBe(false);
    engine.emit('close', 'click');
    expect(engine.visibility().pnl).toBe(true);
  });

  it('Page ready runs its flow on start and after each recompute', () => {
    const onComponentVisibility = vi.fn();
    const engine = createGraphEngine(
      {
        nodes: [node('r', 'Ready'), component('p', 'pnl'), component('q', 'other')],
        connections: [link('r', 'run', 'p', 'hide')],
      },
      { onComponentVisibility },
    );
    expect(engine.problems).toEqual([]);
    // On start: applied without a notification (the caller reads the initial state).
    expect(engine.visibility()).toEqual({ pnl: false, other: true });
    expect(onComponentVisibility).not.toHaveBeenCalled();
    engine.connect(link('r', 'run', 'q', 'toggle'));
    expect(engine.visibility()).toEqual({ pnl: false, other: false });
    expect(onComponentVisibility).toHaveBeenCalledWith('other', false);
  });
});

describe('graph engine: restore and connections', () => {
  it('reports an unknown type for that node only and keeps the rest working', () => {
    const engine = createGraphEngine({
      nodes: [
        node('a', 'Integer', { value: 2 }),
        node('x', 'Teleport'),
        node('sum', 'Add'),
        { id: 'bad' },
        node('a', 'Integer'),
        component('c1', 'same'),
        component('c2', 'same'),
      ],
      connections: [
        link('a', 'value', 'sum', 'a'),
        link('x', 'value', 'sum', 'b'),
        link('a', 'value', 'sum', 'a'),
        { source: 'a' },
      ],
    });
    expect(engine.problems).toEqual([
      { message: 'Unknown type', nodeId: 'x', type: 'Teleport' },
      { message: 'Invalid node', nodeId: 'bad' },
      { message: 'Duplicate node', nodeId: 'a' },
      { message: 'Duplicate component', nodeId: 'c2' },
      { message: 'Invalid connection', connection: { source: 'a' } },
      { message: 'unknown node', connection: link('x', 'value', 'sum', 'b') },
      { message: 'input already connected', connection: link('a', 'value', 'sum', 'a') },
    ]);
    expect(engine.value('sum', 'value')).toBe(2);
    expect(engine.connections()).toEqual([link('a', 'value', 'sum', 'a')]);
  });

  it('refuses bad connections with their reason, leaving values unchanged', () => {
    const engine = createGraphEngine({
      nodes: [node('a', 'Integer', { value: 2 }), node('t', 'Text'), node('s1', 'Add'), node('s2', 'Add')],
      connections: [link('a', 'value', 's1', 'a'), link('s1', 'value', 's2', 'a')],
    });
    expect(engine.connect(link('t', 'value', 's1', 'b'))).toEqual({
      ok: false,
      reason: 'incompatible sockets',
    });
    expect(engine.connect(link('s2', 'value', 's1', 'b'))).toEqual({ ok: false, reason: 'cycle' });
    expect(engine.connect(link('a', 'value', 's1', 'a'))).toEqual({
      ok: false,
      reason: 'input already connected',
    });
    expect(engine.connect(link('a', 'value', 'zz', 'a'))).toEqual({ ok: false, reason: 'unknown node' });
    expect(engine.connect(link('a', 'value', 's2', 'c'))).toEqual({ ok: false, reason: 'unknown socket' });
    expect(engine.value('s2', 'value')).toBe(2);
    expect(engine.connect(link('a', 'value', 's2', 'b'))).toEqual({ ok: true });
    expect(engine.value('s2', 'value')).toBe(4);
    expect(engine.disconnect(link('a', 'value', 's1', 'a'))).toBe(true);
    expect(engine.value('s2', 'value')).toBe(2);
  });
});

describe('graph engine: size', () => {
  it('restores a 2 000-node graph, refusing only the connection that closes a cycle', () => {
    const nodes = Array.from({ length: 2000 }, (_, i) => node(`n${i}`, 'Add'));
    const connections: GraphConnection[] = [];
    for (let i = 1; i < 2000; i++) {
      connections.push(link(`n${i - 1}`, 'value', `n${i}`, 'a'));
      if (i >= 2) connections.push(link(`n${i - 2}`, 'value', `n${i}`, 'b'));
    }
    const closing = link('n1999', 'value', 'n0', 'a');
    const engine = createGraphEngine({ nodes, connections: [...connections, closing] });
    expect(engine.problems).toEqual([{ message: 'cycle', connection: closing }]);
    expect(engine.connections()).toHaveLength(connections.length);
  });

  it('propagates one event through a chain of 100 nodes', () => {
    // button → 98 Branches (each with the same true condition) → panel.toggle: 100 nodes.
    const nodes = [
      component('button', 'btn'),
      component('panel', 'pnl'),
      node('cond', 'Boolean', { value: true }),
    ];
    const connections = [link('button', 'onclick', 'b0', 'exec')];
    for (let i = 0; i < 97; i++) {
      nodes.push(node(`b${i}`, 'Branch'));
      connections.push(link('cond', 'value', `b${i}`, 'condition'));
      connections.push(link(`b${i}`, 'true', i === 96 ? 'panel' : `b${i + 1}`, i === 96 ? 'toggle' : 'exec'));
    }
    expect(nodes).toHaveLength(100);
    const engine = createGraphEngine({ nodes, connections });
    expect(engine.problems).toEqual([]);
    engine.emit('btn', 'click');
    expect(engine.visibility().pnl).toBe(false);
    engine.setControl('cond', false);
    engine.emit('btn', 'click');
    expect(engine.visibility().pnl).toBe(false);
  });

  it('computes a 500-node graph', () => {
    // 1 Integer, then 498 Adds each adding the previous result and the Integer, then a Switch.
    const nodes = [node('one', 'Integer', { value: 1 })];
    const connections: GraphConnection[] = [];
    let previous = 'one';
    for (let i = 0; i < 498; i++) {
      nodes.push(node(`add${i}`, 'Add'));
      connections.push(link(previous, 'value', `add${i}`, 'a'), link('one', 'value', `add${i}`, 'b'));
      previous = `add${i}`;
    }
    nodes.push(node('sw', 'Switch', { limit: 499 }));
    connections.push(link(previous, 'value', 'sw', 'value'));
    expect(nodes).toHaveLength(500);
    const engine = createGraphEngine({ nodes, connections });
    expect(engine.problems).toEqual([]);
    expect(engine.value('add497', 'value')).toBe(499);
    expect(engine.value('sw', 'value')).toBe(true);
    engine.setControl('one', 2);
    expect(engine.value('add497', 'value')).toBe(998);
    engine.setControl('sw', 1000, 'limit');
    expect(engine.value('sw', 'value')).toBe(false);
  });
});
