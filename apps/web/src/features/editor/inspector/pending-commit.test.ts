import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIELD_DEBOUNCE_MS, PendingCommit } from './pending-commit.ts';

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
