/**
 * What the editor canvas tells its frame, derived from the editor store's immutable state.
 *
 * The store replaces only the objects along an edit's path, so identity says what changed: a slot whose
 * array is the same object did not change, a brick whose object is the same did not change. framePatch
 * relies on that instead of serialising or deep-comparing the page, so the work per edit follows the size
 * of the edit (and of the slots it touched), not the size of the page.
 *
 * Pages are trees (docs/decisions/0032): the frame gets every slot of every depth by its address
 * (`slot2`, `{brickId}/slot2`), and a container's node names its slots.
 */

import type { EditorLabels, EditorNode, EditorSite, ToEditorFrame } from '@tessera/runtime/editor-protocol';
import type { Device, ModuleSource } from '@tessera/runtime/protocol';
import { type Breakpoint, childSlots, type LinkContext, slotAddress, walkBricks } from '@tessera/shared';
import type { ComponentDef, EditorBrick, EditorTemplate, Slots, TemplateDef } from '../model/types.ts';
import { brickNode, compareSlotNames, contextOf, templateNode } from './frame-nodes.ts';

export type EditorPageMessage = Extract<ToEditorFrame, { kind: 'editor-page' }>;
export type EditorPatchMessage = Extract<ToEditorFrame, { kind: 'editor-patch' }>;
export type PageBody = Omit<EditorPageMessage, 'requestId' | 'kind'>;
export type PatchBody = Omit<EditorPatchMessage, 'requestId' | 'kind'>;

/** Everything the frame draws. */
export interface FrameInput {
  readonly templateDef: TemplateDef;
  readonly template: EditorTemplate;
  readonly slots: Slots;
  readonly components: ReadonlyMap<string, ComponentDef>;
  readonly device: Device;
  /** The app's site header and footer around the page (docs/decisions/0026); a change sends a new page. */
  readonly site?: FrameSite | null;
  /**
   * The app's pages, for Link values (a link to a page draws as one) and the navigation's automatic page
   * list; null or absent while they load (page links then draw as plain text, as on a live page whose
   * target is gone). A new context re-resolves every brick once; only those whose props change are sent.
   */
  readonly links?: LinkContext | null;
  /**
   * The app's breakpoints (issue 23): each node carries its values below the desktop as steps at their
   * max widths, which the frame turns into media queries. They do not depend on the breakpoint shown, so
   * switching it sends nothing; a new list (rare) looks at every brick once, as new links do.
   */
  readonly breakpoints?: readonly Breakpoint[];
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

/** The whole page, for a frame that has just said it is ready (or after the template changed). */
export function framePage(
  input: FrameInput,
  labels: EditorLabels,
): { message: PageBody; snapshot: FrameSnapshot } {
  const modules = new Map<string, string>([[input.templateDef.id, input.templateDef.compiledCode]]);
  // Every slot of every depth, by address: the template's first (empty ones included), then each
  // container's as the walk meets it.
  const slots: Record<string, EditorNode[]> = {};
  const top: Record<string, readonly EditorBrick[]> = {};
  for (const name of slotNames(input)) {
    top[name] = input.slots[name] ?? NO_BRICKS;
    slots[name] = [];
  }
  const context = contextOf(input);
  walkBricks(top, (brick, place) => {
    const component = input.components.get(brick.componentId);
    if (component) modules.set(component.id, component.compiledCode);
    const node = brickNode(brick, component, undefined, context);
    const address = slotAddress(place.parentId, place.slot);
    slots[address] ??= [];
    slots[address].push(node);
    for (const name of node.slotNames ?? []) slots[slotAddress(brick.id, name)] ??= [];
  });
  const site = input.site;
  for (const module of site?.modules ?? []) modules.set(module.id, module.compiledCode);
  const message: PageBody = {
    modules: toSources(modules),
    template: templateNode(input.template, input.templateDef, context),
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

  const context = contextOf(next);
  const beforeContext = contextOf(before);
  const contextChanged =
    context.links !== beforeContext.links || context.breakpoints !== beforeContext.breakpoints;
  if (next.template !== before.template || next.templateDef !== before.templateDef || contextChanged) {
    const sentTemplate = templateNode(before.template, before.templateDef, beforeContext);
    const template = templateNode(next.template, next.templateDef, context);
    if (template !== sentTemplate || !contextChanged) patch.template = template;
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

  // A new page list or breakpoint list (rare) looks at every brick once too; only changed ones are sent.
  const diff = diffTree(before, next, componentsChanged || contextChanged);
  for (const { component } of diff.changed) {
    if (component) needModule(component.id, component.compiledCode);
  }
  if (diff.changed.length > 0) patch.nodes = diff.changed.map((change) => change.node);
  if (Object.keys(diff.order).length > 0) patch.order = diff.order;
  if (diff.removed.length > 0) patch.removed = diff.removed;

  if (addedModules.length > 0) patch.modules = addedModules;
  const empty = Object.keys(patch).length === 0;
  return { patch: empty ? null : patch, snapshot: { input: next, modules: modules ?? previous.modules } };
}

/** A slot whose list object changed: its address and its bricks before and after. */
interface ChangedList {
  readonly address: string;
  readonly before: readonly EditorBrick[];
  readonly after: readonly EditorBrick[];
}

interface TreeDiff {
  readonly changed: Array<{ node: EditorNode; component: ComponentDef | undefined }>;
  readonly order: Record<string, string[]>;
  readonly removed: string[];
}

/** The lists of two versions of a slots object that are not the same object (all of them when forced). */
function changedLists(
  before: Slots | undefined,
  after: Slots | undefined,
  parentId: string | null,
  names: Iterable<string>,
  force: boolean,
  out: ChangedList[],
): void {
  for (const name of names) {
    const beforeList = before?.[name] ?? NO_BRICKS;
    const afterList = after?.[name] ?? NO_BRICKS;
    if (beforeList === afterList && !force) continue;
    out.push({ address: slotAddress(parentId, name), before: beforeList, after: afterList });
  }
}

function slotNamesOf(...bricks: Array<EditorBrick | undefined>): Set<string> {
  const names = new Set<string>();
  for (const brick of bricks) if (brick) for (const [name] of childSlots(brick)) names.add(name);
  return names;
}

/**
 * What changed in the brick tree, following only changed objects: a slot list that is the same object is
 * not looked into, nor is a brick that is the same object (unless the components changed, when every brick
 * is looked at once). A brick moved between any two slots leaves one changed list and enters another; its
 * object as last sent is found among the old contents of the changed lists, which is why bricks are
 * matched to their sent objects only once every changed list known so far was read.
 */
function diffTree(before: FrameInput, next: FrameInput, force: boolean): TreeDiff {
  const lists: ChangedList[] = [];
  changedLists(
    before.slots,
    next.slots,
    null,
    new Set([...slotNames(before), ...slotNames(next)]),
    force,
    lists,
  );
  const beforeContext = contextOf(before);
  const nextContext = contextOf(next);
  const sentById = new Map<string, EditorBrick>();
  const stillHeld = new Set<string>();
  const order: Record<string, string[]> = {};
  const changed: TreeDiff['changed'] = [];
  let pending: EditorBrick[] = [];
  let read = 0;
  /** Bricks inside removed containers, found only when a brick could not be matched otherwise. */
  const buried = new Map<string, EditorBrick>();
  const expanded = new Set<string>();

  const resolve = (brick: EditorBrick, sent: EditorBrick | undefined) => {
    if (sent === brick && !force) return;
    const component = next.components.get(brick.componentId);
    const sentNode = sent
      ? brickNode(sent, before.components.get(sent.componentId), undefined, beforeContext)
      : undefined;
    const node = brickNode(brick, component, sent, nextContext);
    if (node !== sentNode) changed.push({ node, component });
    changedLists(sent?.slots, brick.slots, brick.id, slotNamesOf(sent, brick), force, lists);
  };

  for (;;) {
    for (; read < lists.length; read += 1) {
      const list = lists[read] as ChangedList;
      for (const brick of list.before) sentById.set(brick.id, brick);
      let sameKeys = list.before.length === list.after.length;
      list.after.forEach((brick, index) => {
        stillHeld.add(brick.id);
        pending.push(brick);
        if (sameKeys && list.before[index]?.id !== brick.id) sameKeys = false;
      });
      if (!sameKeys) order[list.address] = list.after.map((brick) => brick.id);
    }
    if (pending.length === 0) break;
    const waiting: EditorBrick[] = [];
    for (const brick of pending) {
      const sent = sentById.get(brick.id) ?? buried.get(brick.id);
      if (sent) resolve(brick, sent);
      else waiting.push(brick);
    }
    const progressed = waiting.length < pending.length;
    pending = waiting;
    if (progressed || read < lists.length || pending.length === 0) continue;
    // Stuck: the rest are new, or come out of a container that is gone. Look into those containers once.
    let found = false;
    for (const [id, sent] of sentById) {
      if (stillHeld.has(id) || expanded.has(id)) continue;
      expanded.add(id);
      walkBricks(sent.slots ?? {}, (inner) => {
        if (sentById.has(inner.id) || buried.has(inner.id)) return;
        buried.set(inner.id, inner);
        found = true;
      });
    }
    if (found) continue;
    for (const brick of pending) resolve(brick, undefined);
    pending = [];
  }

  // Whatever was sent and is held nowhere now, with the contents of removed containers (but not what was
  // taken out of them: a brick held elsewhere keeps its contents).
  const removed = new Set<string>();
  for (const [id, sent] of sentById) {
    if (stillHeld.has(id)) continue;
    removed.add(id);
    walkBricks(sent.slots ?? {}, (inner) => {
      if (stillHeld.has(inner.id)) return 'skip';
      removed.add(inner.id);
    });
  }
  return { changed, order, removed: [...removed] };
}

function toSources(modules: ReadonlyMap<string, string>): ModuleSource[] {
  return [...modules].map(([id, compiledCode]) => ({ id, compiledCode }));
}
