import { describe, expect, it } from 'vitest';
import { animationChoice, animationValue, initialValues, propsFor, sampleTree } from './playground-state.ts';

describe('playground state', () => {
  it('starts from the spec defaults', () => {
    expect(initialValues()).toMatchObject({
      title: 'Title',
      titleFontSize: { value: 2, unit: 'rem' },
      titleFont: 'Arial, sans-serif',
      titleAlign: 'center',
      minSize: { width: { value: 200, unit: 'px' } },
      maxSize: { width: { value: 700, unit: 'px' } },
      padding: { top: { value: 10, unit: 'px' } },
    });
  });

  it('normalizes edited values the way the runtime expects them', () => {
    const props = propsFor({ ...initialValues(), titleFontSize: { value: -4, unit: 'rem' }, title: 'Hello' });
    expect(props.title).toBe('Hello');
    expect(props.titleFontSize).toEqual({ value: 0, unit: 'rem' });
    expect(sampleTree(initialValues(), 3)).toMatchObject({ key: 'sample-3', moduleId: 'playground-sample' });
  });

  it('round-trips the animation choices', () => {
    for (const effect of ['none', 'opacity', 'direction', 'color'] as const) {
      const choice = { effect, trigger: 'hover' as const, duration: 450 };
      const expected = effect === 'none' ? { effect, trigger: 'show', duration: 600 } : choice;
      expect(animationChoice(animationValue(choice))).toEqual(expected);
    }
  });
});
