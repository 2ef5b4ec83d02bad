// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindBehaviour } from './dom.ts';

/** A Link block holding a heading, and a note beside it: bricks nest as containers do (issue 22). */
function page() {
  document.body.innerHTML = `
    <main id="root">
      <div data-tessera-brick="block" style="padding: 8px"><h2 data-tessera-brick="title"><span>Tours</span></h2></div>
      <p data-tessera-brick="note">Note</p>
    </main>`;
  return document.getElementById('root')!;
}

const fire = (target: Element, type: string, relatedTarget: Element | null = null) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget }));

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('behaviour on nested bricks', () => {
  it('a click inside a brick is a click of every container around it, innermost first', () => {
    const binding = bindBehaviour(page(), { nodes: [], connections: [] });
    const emit = vi.spyOn(binding.engine, 'emit');
    fire(document.querySelector('span')!, 'click');
    expect(emit.mock.calls).toEqual([
      ['title', 'click'],
      ['block', 'click'],
    ]);
    binding.dispose();
  });

  it('entering and leaving fire only for the bricks crossed', () => {
    const binding = bindBehaviour(page(), { nodes: [], connections: [] });
    const emit = vi.spyOn(binding.engine, 'emit');
    const block = document.querySelector('[data-tessera-brick="block"]')!;
    const span = document.querySelector('span')!;
    const note = document.querySelector('p')!;
    // From the note straight onto the heading: both the block and the heading are entered.
    fire(span, 'mouseover', note);
    expect(emit.mock.calls).toEqual([
      ['title', 'mouseenter'],
      ['block', 'mouseenter'],
    ]);
    emit.mockClear();
    // From the heading out to the block's own padding: only the heading is left.
    fire(span, 'mouseout', block);
    expect(emit.mock.calls).toEqual([['title', 'mouseleave']]);
    binding.dispose();
  });

  it('a container’s click wired to hide another component hides it when its content is clicked', () => {
    const component = (id: string, componentId: string, outputs: string[] = []) => ({
      id,
      type: 'Component',
      position: { x: 0, y: 0 },
      controls: [],
      componentId,
      outputs: outputs.map((name) => ({ name, type: 'action' })),
    });
    const binding = bindBehaviour(page(), {
      nodes: [component('n1', 'block', ['onclick']), component('n2', 'note')],
      connections: [{ source: 'n1', sourceOutput: 'onclick', target: 'n2', targetInput: 'hide' }],
    });
    fire(document.querySelector('span')!, 'click');
    expect(binding.engine.visibility().note).toBe(false);
    binding.dispose();
  });
});
