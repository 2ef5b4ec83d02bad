import { describe, expect, it } from 'vitest';
import { createDrawnSlots } from './drawn-slots.ts';

describe('drawn slots', () => {
  it('reads the attached layout, keeps one set per layout and tells subscribers of each change', () => {
    const drawn = createDrawnSlots();
    expect(drawn.snapshot()).toBeNull();
    let layout = { slots: [{ slot: 'slot1' }, { slot: 'c1/slot1' }] };
    const canvasListeners = new Set<() => void>();
    let heard = 0;
    drawn.subscribe(() => {
      heard += 1;
    });
    const detach = drawn.attach(
      () => layout,
      (listener) => {
        canvasListeners.add(listener);
        return () => canvasListeners.delete(listener);
      },
    );
    expect(heard).toBe(1);
    const first = drawn.snapshot();
    expect([...(first ?? [])]).toEqual(['slot1', 'c1/slot1']);
    expect(drawn.snapshot()).toBe(first);
    layout = { slots: [{ slot: 'slot1' }] };
    for (const listener of canvasListeners) listener();
    expect(heard).toBe(2);
    expect(drawn.snapshot()?.has('c1/slot1')).toBe(false);
    detach();
    expect(canvasListeners.size).toBe(0);
    expect(drawn.snapshot()).toBeNull();
  });
});
