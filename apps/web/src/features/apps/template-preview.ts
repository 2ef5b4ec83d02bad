import type { ModuleSource, RenderNode } from '@tessera/runtime/protocol';
import { resolveProps } from '@tessera/shared';

/** The id of the module drawing an empty slot in a template preview; no template or component has it. */
export const SLOT_PLACEHOLDER_ID = 'tessera-slot-placeholder';

/** Width the preview renders at (a desktop page), then scaled down to the thumbnail. */
export const PREVIEW_PAGE_WIDTH = 1280;

/**
 * A labelled dashed box standing for a slot's content: the template lays the boxes out exactly as it will
 * lay out the page's bricks (columns, header and footer, widths and paddings), so the picture is its real
 * layout. Hand-written CommonJS, the transpiler's output format (runtime loader.ts).
 */
const SLOT_PLACEHOLDER_CODE = `var React = require('react');
function SlotPlaceholder(props) {
  return React.createElement('div', {
    style: {
      boxSizing: 'border-box',
      minHeight: props.height,
      margin: 8,
      border: '4px dashed #91a7ff',
      borderRadius: 16,
      background: 'rgba(76, 110, 245, 0.08)',
      color: '#3b5bdb',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      font: '600 40px system-ui, sans-serif',
    },
  }, props.label);
}
module.exports = { default: SlotPlaceholder };
`;

export interface PreviewTemplate {
  id: string;
  compiledCode: string;
  dataTypes: unknown;
  slots: number;
}

/** The template's default property values, or null when they cannot be resolved (nothing is drawn). */
function propsOf(dataTypes: unknown): Record<string, unknown> | null {
  if (typeof dataTypes !== 'object' || dataTypes === null || Array.isArray(dataTypes)) return null;
  try {
    return resolveProps(dataTypes as Parameters<typeof resolveProps>[0]);
  } catch {
    return null;
  }
}

/**
 * How tall each slot's box is drawn (in page pixels, of a 736 px high preview): tall enough that one or two
 * slots read as the page's content, short enough that three stacked slots (header, content, footer) all fit.
 */
export function placeholderHeight(slots: number): number {
  return slots <= 2 ? 320 : 160;
}

/** What the sandbox renders for a template's preview: its code and one labelled box in each slot. */
export function templatePreview(
  template: PreviewTemplate,
  slotLabel: (number: number) => string,
): { modules: ModuleSource[]; tree: RenderNode | null } {
  const modules = [
    { id: template.id, compiledCode: template.compiledCode },
    { id: SLOT_PLACEHOLDER_ID, compiledCode: SLOT_PLACEHOLDER_CODE },
  ];
  const props = propsOf(template.dataTypes);
  if (!props) return { modules, tree: null };
  const height = placeholderHeight(template.slots);
  const slots: Record<string, RenderNode[]> = {};
  for (let number = 1; number <= template.slots; number += 1) {
    slots[`slot${number}`] = [
      { key: `slot${number}`, moduleId: SLOT_PLACEHOLDER_ID, props: { label: slotLabel(number), height } },
    ];
  }
  return { modules, tree: { key: template.id, moduleId: template.id, props, slots } };
}
