import {
  type ConnectCheck,
  canConnect,
  type GraphConnection,
  type GraphNode,
  type InputDefinition,
  isMouseEvent,
  type NodeDefinition,
  nodeDefinition,
  nodeSockets,
  parseGraphConnection,
  parseGraphNode,
  restoreConnections,
  sameConnection,
} from '@tessera/shared/graph';
import { clampNumber, divide, toBoolean, toNumber, truncate3 } from './numbers.ts';

/**
 * The behaviour-graph engine (spec: studio §4 "Behaviour graph"; decision 0018), shared by the editor's
 * preview and live pages. It restores a stored graph, computes every node's values, and propagates action
 * flow from a component's mouse events to Branch and Component nodes.
 *
 * Values are recomputed after each connection change and control change, in one topological pass over the
 * graph (O(nodes + connections)); an event only walks the action connections it fires, reading the values
 * already computed, so it costs O(nodes it reaches).
 */

export interface GraphEngineOptions {
  /** Called when a component's visibility changes (not for its initial state: read `visibility()`). */
  readonly onComponentVisibility?: (componentId: string, visible: boolean) => void;
}

/** A part of the stored graph the engine could not restore; the rest of the graph works. */
export interface GraphProblem {
  readonly message: 'Unknown type' | 'Invalid node' | 'Duplicate node' | 'Duplicate component' | string;
  readonly nodeId?: string;
  readonly type?: string;
  readonly connection?: unknown;
}

export interface GraphEngine {
  /** What was left out on restore: unknown node types ('Unknown type'), invalid nodes and connections. */
  readonly problems: readonly GraphProblem[];
  /** Adds a connection and recomputes, or returns why it is refused (nothing changes then). */
  connect(connection: GraphConnection): ConnectCheck;
  /** Removes a connection and recomputes; false when there was no such connection. */
  disconnect(connection: GraphConnection): boolean;
  /** Sets a control (the node's first control unless `name` is given) and recomputes; false if none. */
  setControl(nodeId: string, value: unknown, name?: string): boolean;
  /**
   * A DOM mouse event on a component ('click' or 'onclick', …): fires the matching output of its node, if
   * declared and the component is visible. Returns whether it fired.
   */
  emit(componentId: string, event: string): boolean;
  /** Each component node's current visibility, by componentId. */
  visibility(): Record<string, boolean>;
  /** A node's computed output value (undefined for action outputs and unknown nodes). */
  value(nodeId: string, output: string): unknown;
  /** The current connections (restored ones that were valid, plus changes). */
  connections(): GraphConnection[];
}

/** One event never takes more steps than this (a DAG with fan-outs can still multiply paths). */
export const MAX_EVENT_STEPS = 10_000;

interface LiveNode {
  readonly node: GraphNode;
  readonly definition: NodeDefinition;
  readonly controls: Map<string, unknown>;
  outputs: Record<string, unknown>;
}

const socketKey = (id: string, socket: string) => `${id}\u0000${socket}`;

function initialControls(node: GraphNode, definition: NodeDefinition): Map<string, unknown> {
  const controls = new Map<string, unknown>();
  const withControl = definition.inputs.filter((i) => i.value !== undefined);
  const stored = [...(node.controls ?? [])].sort((a, b) => a.index - b.index);
  withControl.forEach((input, position) => {
    const byName = stored.find((c) => c.name === input.name);
    const control = byName ?? (stored[position]?.name === undefined ? stored[position] : undefined);
    controls.set(input.name, control && control.value !== undefined ? control.value : input.value);
  });
  return controls;
}

export function createGraphEngine(
  graph: { readonly nodes?: readonly unknown[]; readonly connections?: readonly unknown[] },
  options: GraphEngineOptions = {},
): GraphEngine {
  const problems: GraphProblem[] = [];
  const nodes = new Map<string, LiveNode>();
  const knownNodes: GraphNode[] = [];
  const componentNodes = new Map<string, LiveNode>();
  const visible = new Map<string, boolean>();
  const lastVisibleInput = new Map<string, boolean>();
  let connections: GraphConnection[] = [];
  let sources = new Map<string, GraphConnection>();
  let targets = new Map<string, GraphConnection[]>();
  let order: LiveNode[] = [];

  for (const raw of graph.nodes ?? []) {
    const node = parseGraphNode(raw);
    if (!node) {
      const id = (raw as { id?: unknown } | null)?.id;
      problems.push({ message: 'Invalid node', nodeId: typeof id === 'string' ? id : undefined });
      continue;
    }
    const definition = nodeDefinition(node.type);
    if (!definition) {
      problems.push({ message: 'Unknown type', nodeId: node.id, type: node.type });
      continue;
    }
    if (nodes.has(node.id)) {
      problems.push({ message: 'Duplicate node', nodeId: node.id });
      continue;
    }
    const live: LiveNode = { node, definition, controls: initialControls(node, definition), outputs: {} };
    if (definition.name === 'Component') {
      if (!node.componentId || componentNodes.has(node.componentId)) {
        problems.push({
          message: node.componentId ? 'Duplicate component' : 'Invalid node',
          nodeId: node.id,
        });
        continue;
      }
      componentNodes.set(node.componentId, live);
    }
    nodes.set(node.id, live);
    knownNodes.push(node);
  }

  function index(): void {
    sources = new Map();
    targets = new Map();
    for (const c of connections) {
      sources.set(socketKey(c.target, c.targetInput), c);
      const key = socketKey(c.source, c.sourceOutput);
      const list = targets.get(key);
      if (list) list.push(c);
      else targets.set(key, [c]);
    }
    // Kahn's algorithm; connections are acyclic (canConnect), so every node is ordered.
    const incoming = new Map<string, number>();
    const next = new Map<string, string[]>();
    for (const c of connections) {
      incoming.set(c.target, (incoming.get(c.target) ?? 0) + 1);
      const list = next.get(c.source);
      if (list) list.push(c.target);
      else next.set(c.source, [c.target]);
    }
    const queue = [...nodes.keys()].filter((id) => !incoming.has(id));
    order = [];
    for (let i = 0; i < queue.length; i++) {
      const id = queue[i]!;
      order.push(nodes.get(id)!);
      for (const t of next.get(id) ?? []) {
        const left = incoming.get(t)! - 1;
        incoming.set(t, left);
        if (left === 0) queue.push(t);
      }
    }
  }

  function input(live: LiveNode, definition: InputDefinition): unknown {
    const c = sources.get(socketKey(live.node.id, definition.name));
    if (c) return nodes.get(c.source)?.outputs[c.sourceOutput];
    return live.controls.get(definition.name);
  }

  function read(live: LiveNode, name: string): unknown {
    const definition = live.definition.inputs.find((i) => i.name === name);
    return definition ? input(live, definition) : undefined;
  }

  function setVisible(componentId: string, value: boolean, notify: boolean): void {
    if (visible.get(componentId) === value) return;
    visible.set(componentId, value);
    if (notify) options.onComponentVisibility?.(componentId, value);
  }

  function compute(live: LiveNode, notify: boolean): void {
    const n = (name: string) => toNumber(read(live, name));
    switch (live.definition.name) {
      case 'Add':
        live.outputs = { value: clampNumber(n('a') + n('b')) };
        return;
      case 'Subtract':
        live.outputs = { value: clampNumber(n('a') - n('b')) };
        return;
      case 'Multiply':
        live.outputs = { value: clampNumber(n('a') * n('b')) };
        return;
      case 'Divide':
        live.outputs = { value: divide(n('a'), n('b')) };
        return;
      case 'Calc': {
        const a = n('a');
        const b = n('b');
        const operation = read(live, 'operation');
        const raw =
          operation === '-' ? a - b : operation === '*' ? a * b : operation === '/' ? divide(a, b) : a + b;
        live.outputs = { value: truncate3(raw) };
        return;
      }
      case 'Switch':
        live.outputs = { value: n('value') >= n('limit') };
        return;
      case 'Boolean':
        live.outputs = { value: toBoolean(read(live, 'value')) };
        return;
      case 'Integer':
        live.outputs = { value: Math.trunc(n('value')) };
        return;
      case 'Decimal':
        live.outputs = { value: n('value') };
        return;
      case 'Text': {
        const value = read(live, 'value');
        live.outputs = { value: value === undefined || value === null ? '' : String(value) };
        return;
      }
      case 'Branch':
      case 'Ready':
        return;
      case 'Component': {
        const raw = read(live, 'visible');
        const wanted = raw === undefined ? true : toBoolean(raw);
        const componentId = live.node.componentId!;
        // The visible input decides when it changes; show, hide and toggle decide in between.
        if (lastVisibleInput.get(live.node.id) !== wanted) {
          lastVisibleInput.set(live.node.id, wanted);
          setVisible(componentId, wanted, notify);
        }
        return;
      }
    }
  }

  /** Recomputes every value, then runs the event nodes' flow outputs (spec §4: after each recompute). */
  function recompute(notify: boolean): void {
    for (const live of order) compute(live, notify);
    for (const live of order) if (live.definition.category === 'event') fire(live.node.id, 'run', notify);
  }

  function fire(nodeId: string, output: string, notify = true): void {
    const queue: GraphConnection[] = [...(targets.get(socketKey(nodeId, output)) ?? [])];
    for (let step = 0; step < queue.length && step < MAX_EVENT_STEPS; step++) {
      const c = queue[step]!;
      const live = nodes.get(c.target);
      if (!live) continue;
      if (live.definition.name === 'Branch' && c.targetInput === 'exec') {
        const condition = sources.get(socketKey(c.target, 'condition'));
        if (!condition) continue;
        const branch = toBoolean(nodes.get(condition.source)?.outputs[condition.sourceOutput])
          ? 'true'
          : 'false';
        queue.push(...(targets.get(socketKey(c.target, branch)) ?? []));
      } else if (live.definition.name === 'Component') {
        const componentId = live.node.componentId!;
        const current = visible.get(componentId) ?? true;
        if (c.targetInput === 'show') setVisible(componentId, true, notify);
        else if (c.targetInput === 'hide') setVisible(componentId, false, notify);
        else if (c.targetInput === 'toggle') setVisible(componentId, !current, notify);
      }
    }
  }

  const stored: GraphConnection[] = [];
  for (const raw of graph.connections ?? []) {
    const connection = parseGraphConnection(raw);
    if (connection) stored.push(connection);
    else problems.push({ message: 'Invalid connection', connection: raw });
  }
  // In one pass (O(nodes + connections) without cycles): a 10 000-connection graph restores in milliseconds.
  const restored = restoreConnections(knownNodes, stored);
  connections = restored.kept;
  for (const { connection, reason } of restored.refused) problems.push({ message: reason, connection });
  index();
  recompute(false);

  return {
    problems,
    connect(connection) {
      const check = canConnect({ nodes: knownNodes, connections }, connection);
      if (!check.ok) return check;
      connections = [...connections, { ...connection }];
      index();
      recompute(true);
      return check;
    },
    disconnect(connection) {
      const kept = connections.filter((c) => !sameConnection(c, connection));
      if (kept.length === connections.length) return false;
      connections = kept;
      index();
      recompute(true);
      return true;
    },
    setControl(nodeId, value, name) {
      const live = nodes.get(nodeId);
      const key = name ?? live?.controls.keys().next().value;
      if (!live || key === undefined || !live.controls.has(key)) return false;
      live.controls.set(key, value);
      recompute(true);
      return true;
    },
    emit(componentId, event) {
      const live = componentNodes.get(componentId);
      const output = event.startsWith('on') ? event : `on${event}`;
      if (!live || !isMouseEvent(output) || visible.get(componentId) === false) return false;
      const sockets = nodeSockets(live.node);
      if (!sockets?.outputs.some((o) => o.name === output)) return false;
      fire(live.node.id, output);
      return true;
    },
    visibility() {
      return Object.fromEntries(visible);
    },
    value(nodeId, output) {
      return nodes.get(nodeId)?.outputs[output];
    },
    connections() {
      return connections.map((c) => ({ ...c }));
    },
  };
}
