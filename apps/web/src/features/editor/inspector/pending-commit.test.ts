import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPendingEdits, PendingCommit, syncDraft } from './pending-commit.ts';

describe('PendingCommit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first value of a frame at once and the last of the others on the next frame', () => {
    const send = vi.fn();
    const pending = new PendingCommit<string>(send);
    pending.schedule('a');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith('a');
    expect(pending.pending).toBe(false);
    pending.schedule('ab');
    pending.schedule('abc');
    expect(send).toHaveBeenCalledTimes(1);
    expect(pending.pending).toBe(true);
    vi.advanceTimersToNextFrame();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith('abc');
    expect(pending.pending).toBe(false);
    // The frame that sent 'abc' is over: the next value goes at once again.
    vi.advanceTimersToNextFrame();
    pending.schedule('abcd');
    expect(send).toHaveBeenCalledTimes(3);
    expect(send).toHaveBeenLastCalledWith('abcd');
  });

  it('a frame with one value sends it once', () => {
    const send = vi.fn();
    const pending = new PendingCommit<string>(send);
    pending.schedule('x');
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('flushPendingEdits sends every waiting field at once, and nothing twice', () => {
    const first = vi.fn();
    const second = vi.fn();
    const a = new PendingCommit<string>(first);
    const b = new PendingCommit<string>(second);
    a.schedule('w');
    b.schedule('v');
    a.schedule('x');
    b.schedule('y');
    flushPendingEdits();
    expect(first).toHaveBeenLastCalledWith('x');
    expect(second).toHaveBeenLastCalledWith('y');
    vi.advanceTimersToNextFrame();
    flushPendingEdits();
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('flush sends the waiting value at once and only once', () => {
    const send = vi.fn();
    const pending = new PendingCommit<number>(send);
    pending.schedule(2);
    pending.schedule(3);
    pending.flush();
    expect(send).toHaveBeenLastCalledWith(3);
    vi.advanceTimersByTime(1000);
    pending.flush();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('flush with nothing waiting sends nothing', () => {
    const send = vi.fn();
    new PendingCommit<number>(send).flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('cancel drops the waiting value', () => {
    const send = vi.fn();
    const pending = new PendingCommit<number>(send);
    pending.schedule(1);
    pending.schedule(2);
    pending.cancel();
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(1);
    expect(pending.pending).toBe(false);
  });

  it('sends falsy values too', () => {
    const send = vi.fn();
    const pending = new PendingCommit<unknown>(send);
    pending.schedule(0);
    pending.schedule(null);
    pending.flush();
    expect(send).toHaveBeenLastCalledWith(null);
  });
});

describe('syncDraft', () => {
  const stored = { value: 1, unit: 'px' };

  it('keeps the same object while the stored value is the same', () => {
    const draft = { source: stored, value: { value: 5, unit: 'px' } };
    expect(syncDraft(draft, stored, false)).toBe(draft);
  });

  it('shows a new stored value when no edit waits', () => {
    const next = { value: 2, unit: 'em' };
    expect(syncDraft({ source: stored, value: stored }, next, false)).toEqual({ source: next, value: next });
  });

  it('keeps a waiting edit over a new stored value', () => {
    const typed = { value: 9, unit: 'px' };
    const next = { value: 2, unit: 'em' };
    expect(syncDraft({ source: stored, value: typed }, next, true)).toEqual({ source: next, value: typed });
  });
});
