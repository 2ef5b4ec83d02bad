import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIELD_DEBOUNCE_MS, PendingCommit, syncDraft } from './pending-commit.ts';

describe('PendingCommit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the last value once, 200 ms after the last change', () => {
    const send = vi.fn();
    const pending = new PendingCommit<string>(send);
    pending.schedule('a');
    vi.advanceTimersByTime(150);
    pending.schedule('ab');
    vi.advanceTimersByTime(FIELD_DEBOUNCE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    expect(pending.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('ab');
    expect(pending.pending).toBe(false);
  });

  it('flush sends the waiting value at once and only once', () => {
    const send = vi.fn();
    const pending = new PendingCommit<number>(send);
    pending.schedule(3);
    pending.flush();
    expect(send).toHaveBeenCalledWith(3);
    vi.advanceTimersByTime(1000);
    pending.flush();
    expect(send).toHaveBeenCalledTimes(1);
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
    pending.cancel();
    vi.advanceTimersByTime(1000);
    expect(send).not.toHaveBeenCalled();
    expect(pending.pending).toBe(false);
  });

  it('sends falsy values too', () => {
    const send = vi.fn();
    const pending = new PendingCommit<unknown>(send);
    pending.schedule(null);
    pending.flush();
    expect(send).toHaveBeenCalledWith(null);
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
