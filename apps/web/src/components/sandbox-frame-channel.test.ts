import { describe, expect, it } from 'vitest';
import {
  clampHeight,
  HangStreak,
  inputSignature,
  Liveness,
  PONG_TIMEOUT_MS,
} from './sandbox-frame-channel.ts';

describe('Liveness', () => {
  it('pings, waits for the pong, and pings again', () => {
    const liveness = new Liveness();
    expect(liveness.tick(0)).toEqual({ kind: 'ping', n: 1 });
    expect(liveness.tick(1000)).toBeNull();
    liveness.pong(1);
    expect(liveness.tick(2000)).toEqual({ kind: 'ping', n: 2 });
  });

  it('calls a frame hung when a ping stays unanswered for the timeout', () => {
    const liveness = new Liveness();
    liveness.tick(0);
    liveness.pong(99);
    expect(liveness.tick(PONG_TIMEOUT_MS - 1)).toBeNull();
    expect(liveness.tick(PONG_TIMEOUT_MS)).toBe('hung');
    liveness.reset();
    expect(liveness.tick(PONG_TIMEOUT_MS + 1)).toEqual({ kind: 'ping', n: 2 });
  });
});

describe('helpers', () => {
  it('fingerprints inputs by value', () => {
    const a = { modules: [{ id: 'm', compiledCode: 'x' }], tree: null, device: 'desktop' as const };
    expect(inputSignature(a)).toBe(inputSignature({ ...a, modules: [...a.modules] }));
    expect(inputSignature(a)).not.toBe(inputSignature({ ...a, device: 'mobile' }));
  });

  it('clamps heights', () => {
    expect(clampHeight(-3)).toBe(0);
    expect(clampHeight(10.2)).toBe(11);
    expect(clampHeight(1e9)).toBe(20_000);
  });
});

describe('HangStreak', () => {
  it('gives a hung input one more frame, then waits for an edit until something draws', () => {
    const hangs = new HangStreak<string>((a, b) => a === b);
    expect(hangs.waiting('loop')).toBe(false);
    hangs.hung('loop');
    expect(hangs.waiting('loop')).toBe(false);
    hangs.hung('loop');
    expect(hangs.waiting('loop')).toBe(true);
    expect(hangs.waiting('fixed')).toBe(false);
    hangs.hung('other');
    expect(hangs.waiting('loop')).toBe(false);
    expect(hangs.waiting('other')).toBe(false);
    hangs.hung('other');
    hangs.clear();
    expect(hangs.waiting('other')).toBe(false);
  });
});
