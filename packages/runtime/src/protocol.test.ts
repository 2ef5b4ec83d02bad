import { describe, expect, it } from 'vitest';
import { parseFromFrame, parseToFrame, type RenderNode } from './protocol.ts';

const tree: RenderNode = {
  key: 'page',
  moduleId: 'template-1',
  props: { name: 'Landing' },
  slots: { slot1: [{ key: 'a', moduleId: 'heading', props: { title: 'Hi' } }] },
};

describe('parseToFrame', () => {
  it('accepts render and ping messages', () => {
    const render = {
      kind: 'render',
      requestId: 3,
      modules: [{ id: 'heading', compiledCode: 'module.exports = {}' }],
      tree,
      device: 'mobile',
    };
    expect(parseToFrame(render)).toEqual(render);
    expect(
      parseToFrame({ kind: 'render', requestId: 1, modules: [], tree: null, device: 'desktop' }),
    ).not.toBe(null);
    expect(parseToFrame({ kind: 'ping', n: 7 })).toEqual({ kind: 'ping', n: 7 });
  });

  it('rejects anything else', () => {
    for (const data of [
      null,
      undefined,
      'render',
      42,
      {},
      { kind: 'pong', n: 1 },
      { kind: 'ping', n: -1 },
      { kind: 'ping', n: '1' },
      { kind: 'render', requestId: 1, modules: [], tree, device: 'tablet' },
      { kind: 'render', requestId: 1, modules: [{ id: 'x' }], tree, device: 'desktop' },
      { kind: 'render', requestId: 1, modules: [], tree: { key: 'a', props: {} }, device: 'desktop' },
      {
        kind: 'render',
        requestId: 1,
        modules: [],
        tree: { key: 'a', moduleId: 'm', props: {}, slots: { slot1: [{ key: 'b' }] } },
        device: 'desktop',
      },
    ]) {
      expect(parseToFrame(data), JSON.stringify(data)).toBeNull();
    }
  });
});

describe('parseFromFrame', () => {
  it('accepts ready, rendered, error and pong messages', () => {
    expect(parseFromFrame({ kind: 'ready' })).toEqual({ kind: 'ready' });
    expect(parseFromFrame({ kind: 'rendered', requestId: 2, height: 120.5 })).toEqual({
      kind: 'rendered',
      requestId: 2,
      height: 120.5,
    });
    const error = {
      kind: 'error',
      requestId: 2,
      moduleId: 'heading',
      error: { type: 'ReferenceError', message: 'foo is not defined', line: 3, column: 9 },
    };
    expect(parseFromFrame(error)).toEqual(error);
    expect(parseFromFrame({ kind: 'pong', n: 4 })).toEqual({ kind: 'pong', n: 4 });
  });

  it('rejects anything else', () => {
    for (const data of [
      null,
      'ready',
      { kind: 'ping', n: 1 },
      { kind: 'rendered', requestId: 1 },
      { kind: 'rendered', requestId: 1, height: -5 },
      { kind: 'rendered', requestId: 1, height: Number.POSITIVE_INFINITY },
      {
        kind: 'error',
        requestId: 1,
        moduleId: 'x',
        error: { type: 'RangeError', message: '', line: 1, column: 1 },
      },
      { kind: 'error', requestId: 1, moduleId: 'x', error: { type: 'Error', message: 'm' } },
    ]) {
      expect(parseFromFrame(data), JSON.stringify(data)).toBeNull();
    }
  });
});
