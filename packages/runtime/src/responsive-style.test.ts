// @vitest-environment jsdom
import { applyResponsive, cssFor, resetResponsiveCss } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { componentProps, RESPONSIVE_STYLE_ID, responsiveStyleWriter } from './responsive-style.ts';

describe('the frame responsive style element', () => {
  it('holds the recorded rules in one element of the head, rewritten only when they change', () => {
    resetResponsiveCss();
    const writer = responsiveStyleWriter(document);
    writer.update();
    expect(document.getElementById(RESPONSIVE_STYLE_ID)?.textContent).toBeUndefined();

    const props = applyResponsive(
      { size: { value: 2, unit: 'rem' } },
      { size: { type: 'FontSize', steps: [[478, { value: 1, unit: 'rem' }]] } },
    );
    const name = String(cssFor('FontSize', props.size).fontSize).match(/--r[0-9a-z]+/)?.[0];
    writer.update();
    const style = document.getElementById(RESPONSIVE_STYLE_ID);
    expect(style?.parentElement).toBe(document.head);
    expect(style?.textContent).toBe(`@media (max-width:478px){:root{${name}:1rem}}`);
    expect(document.querySelectorAll(`#${RESPONSIVE_STYLE_ID}`)).toHaveLength(1);

    // Nothing new recorded: the element is not touched.
    style?.append('/* kept */');
    writer.update();
    expect(style?.textContent).toContain('/* kept */');
    writer.dispose();
    expect(document.getElementById(RESPONSIVE_STYLE_ID)).toBeNull();
  });

  it('gives a node without steps its own props, and a node with steps the same tagged props each time', () => {
    const plain = { props: { a: 1 } };
    expect(componentProps(plain)).toBe(plain.props);
    const node = {
      props: { c: '#fff' },
      responsive: { c: { type: 'TextColor', steps: [[478, '#000']] as Array<[number, unknown]> } },
    };
    const first = componentProps(node);
    expect(String(first.c)).toMatch(/^var\(--r[0-9a-z]+, #fff\)$/);
    expect(componentProps(node)).toBe(first);
  });
});
