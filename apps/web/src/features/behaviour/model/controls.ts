import type { ControlKind, GraphControl, GraphNode, InputDefinition, NodeDefinition } from '@tessera/shared';

/**
 * Node controls (spec §3: "controls (each with an index for order)"): an input with a default `value` has a
 * control; its index is its position among those inputs. Values are kept in the shape the engine reads, so
 * what the editor shows is what the page runs.
 */

/** The longest value a Text control keeps (the spec sets none; a page's text, not a document). */
export const TEXT_CONTROL_MAX = 1000;

/** The inputs that have a control, in index order. */
export function controlInputs(definition: NodeDefinition): InputDefinition[] {
  return definition.inputs.filter((input) => input.value !== undefined);
}

function clamp(value: number): number {
  if (Number.isNaN(value)) return 0;
  const clamped = Math.max(-Number.MAX_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, value));
  return clamped === 0 ? 0 : clamped;
}

/** A number field's text as a number ("1,5" is 1.5), or null while it is not one (empty, "-"). */
export function parseNumberText(text: string, integer: boolean): number | null {
  const trimmed = text.trim();
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)([eE][-+]?\d+)?$/.test(trimmed)) return null;
  const parsed = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(parsed)) return null;
  return clamp(integer ? Math.trunc(parsed) : parsed);
}

/** A stored or typed value in the control's shape; anything that does not fit becomes the default. */
export function controlValue(
  kind: ControlKind | undefined,
  value: unknown,
  fallback: unknown,
  options?: readonly string[],
): unknown {
  switch (kind) {
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      return typeof fallback === 'boolean' ? fallback : false;
    case 'integer':
    case 'decimal': {
      const integer = kind === 'integer';
      if (typeof value === 'number' && Number.isFinite(value))
        return clamp(integer ? Math.trunc(value) : value);
      if (typeof value === 'string') {
        const parsed = parseNumberText(value, integer);
        if (parsed !== null) return parsed;
      }
      return typeof fallback === 'number' ? fallback : 0;
    }
    case 'text':
      if (typeof value === 'string') return value.slice(0, TEXT_CONTROL_MAX);
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      return typeof fallback === 'string' ? fallback : '';
    case 'select':
      return typeof value === 'string' && (options ?? []).includes(value) ? value : fallback;
    default:
      return value === undefined ? fallback : value;
  }
}

/**
 * The stored control of each input with a control: by name, else (a control stored without a name) the one
 * at the same position in index order, as the engine matches them.
 */
export function matchStoredControls(
  node: Pick<GraphNode, 'controls'>,
  inputs: readonly InputDefinition[],
): Map<string, GraphControl> {
  const stored = [...(node.controls ?? [])].sort((a, b) => a.index - b.index);
  const matched = new Map<string, GraphControl>();
  inputs.forEach((input, position) => {
    const byName = stored.find((c) => c.name === input.name);
    const control = byName ?? (stored[position]?.name === undefined ? stored[position] : undefined);
    if (control) matched.set(input.name, control);
  });
  return matched;
}

/** The controls' values of a stored node (defaults where nothing usable is stored). */
export function initialValues(node: GraphNode, definition: NodeDefinition): Record<string, unknown> {
  const inputs = controlInputs(definition);
  const stored = matchStoredControls(node, inputs);
  const values: Record<string, unknown> = {};
  for (const input of inputs) {
    const control = stored.get(input.name);
    values[input.name] = controlValue(input.control, control?.value, input.value, input.options);
  }
  return values;
}

/**
 * The controls to store: one per input with a control, in index order, each keeping the fields it was
 * loaded with; stored controls matching no input (a later release's) are kept after them.
 */
export function storedControls(
  node: GraphNode,
  definition: NodeDefinition,
  values: Readonly<Record<string, unknown>>,
): GraphControl[] {
  const inputs = controlInputs(definition);
  const matched = matchStoredControls(node, inputs);
  const used = new Set(matched.values());
  const controls: GraphControl[] = inputs.map((input, index) => ({
    ...matched.get(input.name),
    name: input.name,
    index,
    value: input.name in values ? values[input.name] : input.value,
  }));
  for (const control of node.controls ?? []) if (!used.has(control)) controls.push(control);
  return controls;
}
