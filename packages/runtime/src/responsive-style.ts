/**
 * Values per breakpoint in the frame (issue 23, docs/decisions/0035): a node's component gets its props
 * through applyResponsive, so cssFor answers with custom properties; after each commit the frame writes what
 * was recorded into one style element, whose media queries follow the frame's own width. The editor canvas
 * sizes the frame to the breakpoint shown, so switching breakpoint only changes that width.
 */
import { applyResponsive, responsiveStylesheet } from '@tessera/shared';
import type { RenderNode } from './protocol.ts';

export const RESPONSIVE_STYLE_ID = 'tessera-responsive';

type Node = Pick<RenderNode, 'props' | 'responsive'>;

// Per node object: a component re-rendered with the same node gets the same props object.
const propsOfNode = new WeakMap<Node, Record<string, unknown>>();

/**
 * The props a component is rendered with: its desktop props, tagged where it has values per breakpoint.
 * Without visibility rules: the editor draws hidden bricks itself, and previews show what they are given.
 */
export function componentProps(node: Node): Record<string, unknown> {
  if (!node.responsive) return node.props;
  let props = propsOfNode.get(node);
  if (!props) {
    props = applyResponsive(node.props, node.responsive);
    propsOfNode.set(node, props);
  }
  return props;
}

/**
 * Keeps `<style id="tessera-responsive">` in the document's head equal to the recorded stylesheet; call after
 * each commit. Writes only when the text changed (an edit that adds no value per breakpoint touches nothing).
 */
export interface ResponsiveStyle {
  update(): void;
  dispose(): void;
}

export function responsiveStyleWriter(doc: Document): ResponsiveStyle {
  let element: HTMLStyleElement | null = null;
  let written = '';
  return {
    update() {
      const css = responsiveStylesheet();
      if (css === written) return;
      written = css;
      if (!element) {
        element = doc.createElement('style');
        element.id = RESPONSIVE_STYLE_ID;
        doc.head.append(element);
      }
      element.textContent = css;
    },
    dispose() {
      element?.remove();
      element = null;
      written = '';
    },
  };
}
