import { GRAPH_LIMITS } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { graph, link, node } from './test-fixtures.ts';
import { graphProblem } from './validate.ts';

describe('graphProblem', () => {
  it('is null for a graph the schema accepts', () => {
    expect(graphProblem(graph({ nodes: [node('a', 'Add')] }))).toBeNull();
  });

  it('names a list over its limit, with its size', () => {
    const connections = Array.from({ length: GRAPH_LIMITS.connections + 2 }, (_, i) =>
      link(`a${i}`, 'value', `b${i}`, 'a'),
    );
    expect(graphProblem(graph({ connections }))).toEqual({
      kind: 'connections',
      total: GRAPH_LIMITS.connections + 2,
      max: GRAPH_LIMITS.connections,
    });
    const nodes = Array.from({ length: GRAPH_LIMITS.nodes + 1 }, (_, i) => node(`n${i}`, 'Add'));
    expect(graphProblem(graph({ nodes }))).toMatchObject({ kind: 'nodes', total: GRAPH_LIMITS.nodes + 1 });
  });

  it("gives the schema's first issue otherwise", () => {
    const problem = graphProblem(graph({ nodes: [node('', 'Add')] }));
    expect(problem).toMatchObject({ kind: 'other' });
    expect(problem?.kind === 'other' ? problem.detail : '').toContain('nodes.0.id');
  });
});
