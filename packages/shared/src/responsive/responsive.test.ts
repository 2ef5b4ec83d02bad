import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../breakpoints.ts';
import { cssFor, resolvePropsTolerant, styleFrom } from '../property-types/resolve.ts';
import { applyResponsive, resetResponsiveCss, responsiveStylesheet } from './css.ts';
import { responsivePropsOf, visibleSomewhere } from './steps.ts';
import {
  breakpointValuesProblem,
  dataTypesAt,
  dropBreakpointValues,
  isSetAt,
  valueAt,
  withoutValueAt,
  withValueAt,
} from './values.ts';

const BPS = DEFAULT_BREAKPOINTS;
const heading = {
  fontSize: {
    type: 'FontSize',
    value: { value: 2.25, unit: 'rem' },
    breakpoints: { phone: { value: 1.5, unit: 'rem' } },
  },
  color: { type: 'TextColor', value: '#111111', breakpoints: { tablet: '#222222' } },
  text: { type: 'TextInput', value: 'Hello' },
  visibility: { type: 'Switch', value: true, breakpoints: { tablet: false } },
};

describe('values per breakpoint', () => {
  it('cascades desktop first: a breakpoint inherits from the nearest wider one that is set', () => {
    expect(valueAt(heading.color, 'tablet', BPS)).toEqual({ value: '#222222', from: 'tablet' });
    expect(valueAt(heading.color, 'phone', BPS)).toEqual({ value: '#222222', from: 'tablet' });
    expect(valueAt(heading.color, null, BPS)).toEqual({ value: '#111111', from: 'desktop' });
    expect(valueAt(heading.fontSize, 'phone-landscape', BPS).from).toBe('desktop');
    expect(isSetAt(heading.fontSize, 'phone')).toBe(true);
    expect(isSetAt(heading.fontSize, 'tablet')).toBe(false);
  });

  it('sets and clears an override without touching the others', () => {
    const set = withValueAt(heading.color, 'phone', '#333333');
    expect(set.breakpoints).toEqual({ tablet: '#222222', phone: '#333333' });
    expect(withoutValueAt(withoutValueAt(set, 'phone'), 'tablet')).toEqual({
      type: 'TextColor',
      value: '#111111',
    });
    expect(withValueAt(heading.color, 'desktop', '#000000').value).toBe('#000000');
    expect(dataTypesAt(heading, 'phone', BPS).fontSize.value).toEqual({ value: 1.5, unit: 'rem' });
    expect(dropBreakpointValues(heading, 'tablet').color).toEqual({ type: 'TextColor', value: '#111111' });
  });

  it('names the property and the breakpoint of a value it refuses', () => {
    expect(breakpointValuesProblem(heading, BPS)).toBeNull();
    expect(
      breakpointValuesProblem(
        { c: { type: 'TextColor', value: '#fff', breakpoints: { watch: '#000' } } },
        BPS,
      ),
    ).toBe("c: 'watch' is not one of this app's breakpoints");
    expect(
      breakpointValuesProblem({ s: { type: 'FontSize', value: null, breakpoints: { phone: 'big' } } }, BPS),
    ).toMatch(/^s at breakpoint 'phone': /);
    expect(
      breakpointValuesProblem({ t: { type: 'TextInput', value: 'a', breakpoints: { phone: 'b' } } }, BPS),
    ).toBe('t: TextInput values cannot vary by breakpoint');
    expect(breakpointValuesProblem({ v: { type: 'Switch', breakpoints: [] } }, BPS)).toMatch(
      /breakpoints must be an object/,
    );
  });

  it('gives render steps only where a value changes, and none for content without breakpoints', () => {
    const steps = responsivePropsOf(heading, BPS);
    expect(steps?.fontSize?.steps).toEqual([[478, { value: 1.5, unit: 'rem' }]]);
    expect(steps?.color?.steps).toEqual([[991, '#222222']]);
    expect(steps?.visibility?.steps).toEqual([[991, false]]);
    expect(steps?.text).toBeUndefined();
    expect(responsivePropsOf({ text: heading.text }, BPS)).toBeUndefined();
    expect(visibleSomewhere(heading, BPS)).toBe(true);
    expect(visibleSomewhere({ visibility: { type: 'Switch', value: false } }, BPS)).toBe(false);
  });

  it('makes cssFor answer with custom properties set per media query, untagged values unchanged', () => {
    resetResponsiveCss();
    const props = applyResponsive(resolvePropsTolerant(heading), responsivePropsOf(heading, BPS), {
      key: 'b1',
      visibility: true,
    });
    expect(props.fontSize).toEqual({ value: 2.25, unit: 'rem' });
    const size = cssFor('FontSize', props.fontSize);
    expect(size.fontSize).toMatch(/^var\(--r[0-9a-z]+, 2\.25rem\)$/);
    expect(String(props.color)).toMatch(/^var\(--r[0-9a-z]+, #111111\)$/);
    expect(cssFor('TextColor', props.color).color).toMatch(/^var\(--r[0-9a-z]+, #111111\)$/);
    expect(styleFrom(props, { fontSize: 'FontSize' }).fontSize).toBe(size.fontSize);
    expect(cssFor('FontSize', { value: 2, unit: 'rem' })).toEqual({ fontSize: '2rem' });
    const css = responsiveStylesheet();
    expect(css).toContain('@media (max-width:991px){');
    expect(css).toContain(':1.5rem');
    expect(css).toContain('#222222');
    expect(css).toContain(
      '@media (min-width:991.02px)'.slice(0, 0) +
        '@media (max-width:991px){[data-tessera-brick="b1"]{display:none!important}}',
    );
    expect(css.indexOf('max-width:991px')).toBeLessThan(css.indexOf('max-width:478px'));
    resetResponsiveCss();
    expect(responsiveStylesheet()).toBe('');
  });

  it('hides a brick exactly in the ranges of widths where it is hidden', () => {
    resetResponsiveCss();
    const visibility = {
      type: 'Switch',
      value: false,
      breakpoints: { 'phone-landscape': true, phone: false },
    };
    applyResponsive({ visibility: false }, responsivePropsOf({ visibility }, BPS), {
      key: 'b2',
      visibility: true,
    });
    const hide = '{[data-tessera-brick="b2"]{display:none!important}}';
    expect(responsiveStylesheet()).toBe(`@media (min-width:767.02px)${hide}@media (max-width:478px)${hide}`);
    resetResponsiveCss();
    applyResponsive({ visibility: true }, responsivePropsOf({ visibility }, BPS), {
      key: 'b3',
      visibility: false,
    });
    expect(responsiveStylesheet()).toBe('');
  });

  it('composes a tagged setting (a shadow colour per breakpoint)', () => {
    resetResponsiveCss();
    const shadow = {
      x: { value: 1, unit: 'px' },
      y: { value: 1, unit: 'px' },
      blur: { value: 2, unit: 'px' },
    };
    const props = applyResponsive(
      { c: 'rgba(0, 0, 0, 0.5)' },
      { c: { type: 'TextShadowColor', steps: [[478, 'rgba(255, 0, 0, 0.5)']] } },
    );
    const css = cssFor('TextShadow', shadow, { color: props.c });
    expect(String(css.textShadow)).toMatch(/^var\(--r/);
    expect(responsiveStylesheet()).toContain('rgba(255, 0, 0, 0.5)');
  });

  it('never lets a value leave its declaration', () => {
    resetResponsiveCss();
    const props = applyResponsive(
      { c: '#fff' },
      { c: { type: 'TextColor', steps: [[478, 'red}</style><script>']] } },
    );
    cssFor('TextColor', props.c);
    expect(responsiveStylesheet()).not.toContain('<');
  });
});
