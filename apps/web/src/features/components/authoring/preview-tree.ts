import type { TFunction } from 'i18next';

/** Module id of the stand-in drawn in each slot of a template or container preview. */
export const SLOT_PLACEHOLDER_MODULE = 'tessera-slot-placeholder';

/**
 * The stand-in's code, in the transpiler's module shape (CommonJS, `react` from the runtime's imports):
 * a dashed box naming the slot, so authors see where each slot sits.
 */
const SLOT_PLACEHOLDER_CODE = `"use strict";
var React = require("react");
function SlotPlaceholder(props) {
  return React.createElement("div", {
    style: {
      border: "2px dashed #a5b4fc",
      borderRadius: 8,
      background: "rgba(99, 102, 241, 0.06)",
      color: "#4f46e5",
      font: "600 14px/1.4 Arial, sans-serif",
      padding: "24px 12px",
      textAlign: "center",
      minHeight: 80,
      boxSizing: "border-box",
      display: "flex",
      alignItems: "center",
      justifyContent: "center"
    }
  }, String(props.label || ""));
}
module.exports = { default: SlotPlaceholder };
`;

export function slotPlaceholderModule(): { id: string; compiledCode: string } {
  return { id: SLOT_PLACEHOLDER_MODULE, compiledCode: SLOT_PLACEHOLDER_CODE };
}

export interface PreviewNode {
  key: string;
  moduleId: string;
  props: Record<string, unknown>;
  slots?: Record<string, PreviewNode[]>;
}

/** slot1 … slotN: the slots of an item whose count is known but not its code (a list card). */
export function slotNamesUpTo(count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => `slot${index + 1}`);
}

/**
 * The render tree of a preview: the module with its props, and for a template or a container component a
 * stand-in per slot, so the author sees where content will go.
 */
export function previewTree(
  moduleId: string,
  preview: { props: Record<string, unknown>; slots: readonly string[] },
  t: TFunction,
): PreviewNode {
  const node: PreviewNode = { key: moduleId, moduleId, props: preview.props };
  if (preview.slots.length) {
    node.slots = Object.fromEntries(
      preview.slots.map((slot) => [
        slot,
        [
          {
            key: `${slot}-placeholder`,
            moduleId: SLOT_PLACEHOLDER_MODULE,
            props: { label: t('templates.slot_placeholder', { number: slot.slice(4) }) },
          },
        ],
      ]),
    );
  }
  return node;
}
