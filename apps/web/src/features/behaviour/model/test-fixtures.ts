import { type BehaviourGraph, catalogue, type GraphNode } from '@tessera/shared';
import { graphCatalogue } from './catalogue.ts';
import type { GraphComponent } from './types.ts';

/** The catalogue as the server sends it in en-US. */
export const EN = graphCatalogue(catalogue('en-US'));

export const BUTTON: GraphComponent = {
  id: 'brick-button',
  name: 'Buy button',
  componentName: 'Button',
  events: ['onclick', 'onmouseenter'],
};

export const PANEL: GraphComponent = { id: 'brick-panel', name: 'Panel', componentName: 'Box', events: [] };

export const at = (x: number, y: number) => ({ x, y });

export function node(id: string, type: string, extra: Partial<GraphNode> = {}): GraphNode {
  return { id, type, position: at(0, 0), ...extra };
}

export function graph(partial: Partial<BehaviourGraph> = {}): BehaviourGraph {
  return { nodes: [], connections: [], comments: [], ...partial };
}

export const link = (source: string, sourceOutput: string, target: string, targetInput: string) => ({
  source,
  sourceOutput,
  target,
  targetInput,
});
