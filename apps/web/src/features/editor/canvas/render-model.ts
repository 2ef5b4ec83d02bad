/**
 * What the editor canvas tells its frame, derived from the editor store's immutable state.
 *
 * The store replaces only the objects along an edit's path, so identity says what changed: a slot whose
 * array is the same object did not change, a brick whose object is the same did not change. framePatch
 * relies on that instead of serialising or deep-comparing the page, so the work per edit follows the size
 * of the edit (and of the slots it touched), not the size of the page.
 */

import {
  type EditorLabels,
  type EditorNode,
  type EditorSite,
  MISSING_MODULE_ID,
  type ToEditorFrame,
} from '@tessera/runtime/editor-protocol';
import type { Device, ModuleSource } from '@tessera/runtime/protocol';
import { resolvePropsTolerant } from '@tessera/shared';
import type {
  ComponentDef,
  EditorBrick,
  EditorTemplate,
  PropertyEntries,
  Slots,
  TemplateDef,
} from '../model/types.ts';

export type EditorPageMessage = Extract<ToEditorFrame, { kind: 'editor-page' }>;
export type EditorPatchMessage = Extract<ToEditorFrame, { kind: 'editor-patch' }>;
export type PageBody = Omit<EditorPageMessage, 'requestId' | 'kind'>;
export type PatchBody = Omit<EditorPatchMessage, 'requestId' | 'kind'>;

/** Key of the template's node; brick keys are brick ids. */
export const TEMPLATE_KEY = 'template';

/** Everything the frame draws. */
export interface FrameInput {
  readonly templateDef: TemplateDef;
  readonly template: EditorTemplate;
  readonly slots: Slots;
  readonly components: ReadonlyMap<string, ComponentDef>;
  readonly device: Device;
  /** The app's site header and footer around the page (docs/decisions/0026); a change sends a new page. */
  readonly site?: FrameSite | null;
}

/** The site header and footer as the frame draws them, with their components' code. */
export interface FrameSite extends EditorSite {
  readonly modules: ReadonlyArray<{ id: string; compiledCode: string }>;
}

/** What the frame was last sent: the input, and the compiled code of every module it holds. */
export interface FrameSnapshot {
  readonly input: FrameInput;
  readonly modules: ReadonlyMap<string, string>;
}

const NO_BRICKS: readonly EditorBrick[] = [];

/** Props of one brick or template (shared resolvePropsTolerant: a bad entry is left out, not fatal). */
export function resolveTolerant(dataTypes: PropertyEntries): Record<string, unknown> {
  return resolvePropsTolerant(dataTypes);
}

interface Cached<Def> {
  readonly def: Def | undefined;
  readonly node: EditorNode;
}

// Keyed by the immutable brick and template objects: an unchanged brick is never resolved twice.
const brickNodes = new WeakMap<EditorBrick, Cached<ComponentDef>>();
const templateNodes = new WeakMap<EditorTemplate, Cached<TemplateDef>>();

export function brickNode(brick: EditorBrick, component: ComponentDef | undefined): EditorNode {
  const cached = brickNodes.get(brick);
  if (cached && cached.def === component) return cached.node;
  const node: EditorNode = component
    ? { key: brick.id, moduleId: component.id, props: resolveTolerant(brick.dataTypes) }
    : { key: brick.id, moduleId: MISSING_MODULE_ID, props: { componentId: brick.componentId } };
  brickNodes.set(brick, { def: component, node });
  return node;
}

export function templateNode(template: EditorTemplate, def: TemplateDef): EditorNode {
  const cached = templateNodes.get(template);
  if (cached && cached.def === def) return cached.node;
  const node: EditorNode = {
    key: TEMPLATE_KEY,
    moduleId: def.id,
    props: resolveTolerant(template.dataTypes),
  };
  templateNodes.set(template, { def, node });
  return node;
}

/** The slots the frame shows: the template's slot1 … slotN, plus any other list the store holds. */
export function slotNames(input: Pick<FrameInput, 'slots' | 'templateDef'>): string[] {
  const names = Object.keys(input.slots);
  const known = new Set(names);
  for (let i = 1; i <= input.templateDef.slots; i += 1) {
    const name = `slot${i}`;
    if (!known.has(name)) names.push(name);
  }
  return names.sort(compareSlotNames);
}

/** slot2 before slot10. */
export function compareSlotNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** The whole page, for a frame that has just said it is ready (or after the template changed). */
export function framePage(
  input: FrameInput,
  labels: EditorLabels,
): { message: PageBody; snapshot: FrameSnapshot } {
  const modules = new Map<string, string>([[input.templateDef.id, input.templateDef.compiledCode]]);
  const slots: Record<string, EditorNode[]> = {};
  for (const name of slotNames(input)) {
    const bricks = input.slots[name] ?? NO_BRICKS;
    slots[name] = bricks.map((brick) => {
      const component = input.components.get(brick.componentId);
      if (component) modules.set(component.id, component.compiledCode);
      return brickNode(brick, component);
    });
  }
  const site = input.site;
  for (const module of site?.modules ?? []) modules.set(module.id, module.compiledCode);
  const message: PageBody = {
    modules: toSources(modules),
    template: templateNode(input.template, input.templateDef),
    slots,
    device: input.device,
    labels,
    ...(site
      ? {
          site: {
            header: site.header,
            footer: site.footer,
            headerLabel: site.headerLabel,
            footerLabel: site.footerLabel,
          },
        }
      : {}),
  };
  return { message, snapshot: { input, modules } };
}

/**
 * What changed between the last input sent and the next one, as an editor-patch body (null: nothing to
 * send). A different template (by id) cannot be patched: the caller sends a new page then.
 */
export function framePatch(
  previous: FrameSnapshot,
  next: FrameInput,
): { patch: PatchBody | null; snapshot: FrameSnapshot } {
  const before = previous.input;
  const patch: PatchBody = {};
  const addedModules: ModuleSource[] = [];
  // Copied on the first new module only: the snapshot before stays as it was.
  let modules: Map<string, string> | null = null;
  const needModule = (id: string, code: string) => {
    if ((modules ?? previous.modules).get(id) === code) return;
    modules ??= new Map(previous.modules);
    modules.set(id, code);
    addedModules.push({ id, compiledCode: code });
  };

  if (next.device !== before.device) patch.device = next.device;

  if (next.template !== before.template || next.templateDef !== before.templateDef) {
    patch.template = templateNode(next.template, next.templateDef);
    needModule(next.templateDef.id, next.templateDef.compiledCode);
  }

  // Rare (components reloaded): every brick is looked at once, since one may have gained or lost its
  // component, and modules the frame holds get their new code.
  const componentsChanged = next.components !== before.components;
  if (componentsChanged) {
    for (const id of previous.modules.keys()) {
      const component = next.components.get(id);
      if (component) needModule(id, component.compiledCode);
    }
  }

  const changed: { name: string; before: readonly EditorBrick[]; after: readonly EditorBrick[] }[] = [];
  const names = new Set([...slotNames(before), ...slotNames(next)]);
  for (const name of names) {
    const beforeList = before.slots[name] ?? NO_BRICKS;
    const afterList = next.slots[name] ?? NO_BRICKS;
    if (beforeList === afterList && !componentsChanged) continue;
    changed.push({ name, before: beforeList, after: afterList });
  }

  if (changed.length > 0) {
    // A brick moved between slots leaves one changed list and enters another, so the previous objects of
    // every brick that can be in a changed list are found among the changed lists' old contents.
    const sentById = new Map<string, EditorBrick>();
    for (const slot of changed) for (const brick of slot.before) sentById.set(brick.id, brick);
    const stillHeld = new Set<string>();
    const nodes: EditorNode[] = [];
    const order: Record<string, string[]> = {};
    for (const slot of changed) {
      let sameKeys = slot.before.length === slot.after.length;
      for (let i = 0; i < slot.after.length; i += 1) {
        const brick = slot.after[i] as EditorBrick;
        stillHeld.add(brick.id);
        if (sameKeys && slot.before[i]?.id !== brick.id) sameKeys = false;
        const component = next.components.get(brick.componentId);
        const sent = sentById.get(brick.id);
        const componentSwapped =
          componentsChanged && sent !== undefined && before.components.get(sent.componentId) !== component;
        if (sent !== brick || componentSwapped) {
          nodes.push(brickNode(brick, component));
          if (component) needModule(component.id, component.compiledCode);
        }
      }
      if (!sameKeys) order[slot.name] = slot.after.map((brick) => brick.id);
    }
    const removed = [...sentById.keys()].filter((id) => !stillHeld.has(id));
    if (nodes.length > 0) patch.nodes = nodes;
    if (Object.keys(order).length > 0) patch.order = order;
    if (removed.length > 0) patch.removed = removed;
  }

  if (addedModules.length > 0) patch.modules = addedModules;
  const empty = Object.keys(patch).length === 0;
  return { patch: empty ? null : patch, snapshot: { input: next, modules: modules ?? previous.modules } };
}

function toSources(modules: ReadonlyMap<string, string>): ModuleSource[] {
  return [...modules].map(([id, compiledCode]) => ({ id, compiledCode }));
}
