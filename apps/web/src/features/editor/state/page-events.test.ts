import { describe, expect, it } from 'vitest';
import { setPageEvents } from './page-events.ts';
import { frozen, stateWith } from './test-fixtures.ts';

describe('setPageEvents', () => {
  it('replaces the graph', () => {
    const state = frozen(stateWith({ slot1: [] }));
    const graph = {
      nodes: [{ id: 'n', type: 'Boolean', position: { x: 0, y: 0 } }],
      connections: [],
      comments: [],
    };
    expect(setPageEvents(state, graph).pageEvents).toBe(graph);
    expect(setPageEvents(state, state.pageEvents)).toBe(state);
  });
});
