/**
 * The editor frame's copy of the page (editor-protocol.ts): bricks by key, each slot's key order by slot
 * address (a template slot's name or a container's `{brickId}/slotN`), the template, the labels and the
 * loaded modules. `applyPage` and `applyPatch` only change data and say what
 * changed; `notify` then wakes exactly the subscribers of what changed, so React re-renders one brick for
 * a one-brick edit instead of the page.
 *
 * Snapshots keep their identity until they change (a brick's entry, a slot's key array, the slot names),
 * which is what useSyncExternalStore and memo compare.
 */
import { parseSlotAddress, slotAddress } from '@tessera/shared';
import type { EditorLabels, EditorNode, EditorSite, ToEditorFrame } from './editor-protocol.ts';
import type { LoadedModule } from './loader.ts';
import type { ModuleSource } from './protocol.ts';

/** A brick (or the template) with the module it renders, replaced whenever either changes. */
export interface BrickEntry {
  readonly node: EditorNode;
  /** Undefined when the page's modules do not include node.moduleId. */
  readonly module: LoadedModule | undefined;
}

export interface StoreChange {
  /** Bricks whose entry changed or went away. */
  readonly keys: Set<string>;
  /** Slots whose key order changed. */
  readonly slots: Set<string>;
  /** The template entry, the slot names or the labels changed. */
  page: boolean;
  /** Modules evaluated for this request, for reporting their load errors. */
  readonly loaded: LoadedModule[];
}

type Listener = () => void;
type PageMessage = Extract<ToEditorFrame, { kind: 'editor-page' }>;
type PatchMessage = Extract<ToEditorFrame, { kind: 'editor-patch' }>;

/** Evaluates modules; ModuleCache.update in the frame (it keeps unchanged code's evaluated module). */
export type LoadModules = (sources: readonly ModuleSource[]) => ReadonlyMap<string, LoadedModule>;

/** The site header and footer with their modules (docs/decisions/0026). */
export interface SiteEntries {
  readonly header: BrickEntry | null;
  readonly footer: BrickEntry | null;
  readonly headerLabel: string;
  readonly footerLabel: string;
}

const NO_KEYS: readonly string[] = Object.freeze([]);
const NO_LABELS: EditorLabels = Object.freeze({ emptySlot: '', unknownComponent: '', failedComponent: '' });

function emptyChange(): StoreChange {
  return { keys: new Set(), slots: new Set(), page: false, loaded: [] };
}

function isTemplateSlot(address: string): boolean {
  return parseSlotAddress(address).parentId === null;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

export class EditorStore {
  private labelTexts: EditorLabels = NO_LABELS;
  private hasPage = false;
  /** Every module source of the page: a patch brings only new or changed ones. */
  private readonly sources = new Map<string, ModuleSource>();
  private modules: ReadonlyMap<string, LoadedModule> = new Map();
  private readonly entries = new Map<string, BrickEntry>();
  private readonly orders = new Map<string, readonly string[]>();
  private readonly slotOfKey = new Map<string, string>();
  private names: readonly string[] = NO_KEYS;
  private templateEntry: BrickEntry | null = null;
  private siteNodes: EditorSite | null = null;
  private siteEntries: SiteEntries | null = null;
  private readonly keyListeners = new Map<string, Set<Listener>>();
  private readonly slotListeners = new Map<string, Set<Listener>>();
  private readonly pageListeners = new Set<Listener>();

  constructor(private readonly load: LoadModules) {}

  // Arrow properties: passed as-is to useSyncExternalStore, so they must not need `this` binding.
  readonly labels = (): EditorLabels => this.labelTexts;
  readonly template = (): BrickEntry | null => this.templateEntry;
  readonly site = (): SiteEntries | null => this.siteEntries;
  /** The template's slot names (containers name theirs in their nodes' slotNames). */
  readonly slotNames = (): readonly string[] => this.names;
  readonly entry = (key: string): BrickEntry | undefined => this.entries.get(key);
  /** The keys of a slot, by address; none for a slot never given any. */
  readonly order = (slot: string): readonly string[] => this.orders.get(slot) ?? NO_KEYS;
  readonly loadedModules = (): ReadonlyMap<string, LoadedModule> => this.modules;
  readonly loaded = (): boolean => this.hasPage;

  readonly subscribePage = (listener: Listener): (() => void) => {
    this.pageListeners.add(listener);
    return () => this.pageListeners.delete(listener);
  };

  subscribeKey(key: string, listener: Listener): () => void {
    return subscribeIn(this.keyListeners, key, listener);
  }

  subscribeSlot(slot: string, listener: Listener): () => void {
    return subscribeIn(this.slotListeners, slot, listener);
  }

  /** Replaces everything: every brick, slot and the template count as changed. */
  applyPage(message: PageMessage): StoreChange {
    const change = emptyChange();
    change.page = true;
    this.hasPage = true;
    this.labelTexts = message.labels;
    for (const key of this.entries.keys()) change.keys.add(key);
    for (const slot of this.orders.keys()) change.slots.add(slot);
    this.entries.clear();
    this.orders.clear();
    this.slotOfKey.clear();
    this.sources.clear();
    for (const source of message.modules) this.sources.set(source.id, source);
    this.modules = this.load([...this.sources.values()]);
    // A page is a fresh start for the console: it hears again about every module that does not load.
    change.loaded.push(...this.modules.values());
    this.templateEntry = this.entryOf(message.template);
    this.siteNodes = message.site ?? null;
    this.siteEntries = this.siteOf(this.siteNodes);
    for (const [slot, nodes] of Object.entries(message.slots)) {
      for (const node of nodes) {
        this.entries.set(node.key, this.entryOf(node));
        change.keys.add(node.key);
      }
      this.setOrder(
        slot,
        nodes.map((node) => node.key),
        change,
      );
    }
    this.names = Object.keys(message.slots).filter(isTemplateSlot);
    return change;
  }

  /** Applies what changed; the order of steps lets one patch add a module, a brick and its place. */
  applyPatch(message: PatchMessage): StoreChange {
    const change = emptyChange();
    if (message.modules?.length) this.updateModules(message.modules, change);
    if (message.template) {
      this.templateEntry = this.entryOf(message.template);
      change.page = true;
    }
    for (const node of message.nodes ?? []) {
      this.entries.set(node.key, this.entryOf(node));
      change.keys.add(node.key);
    }
    for (const [slot, keys] of Object.entries(message.order ?? {})) {
      this.setOrder(slot, keys, change);
      if (isTemplateSlot(slot) && !this.names.includes(slot)) {
        this.names = [...this.names, slot];
        change.page = true;
      }
    }
    for (const key of message.removed ?? []) this.remove(key, change);
    return change;
  }

  notify(change: StoreChange): void {
    const listeners: Listener[] = [];
    if (change.page) listeners.push(...this.pageListeners);
    for (const slot of change.slots) listeners.push(...(this.slotListeners.get(slot) ?? []));
    for (const key of change.keys) listeners.push(...(this.keyListeners.get(key) ?? []));
    for (const listener of listeners) listener();
  }

  private siteOf(site: EditorSite | null): SiteEntries | null {
    if (!site || (!site.header && !site.footer)) return null;
    return {
      header: site.header ? this.entryOf(site.header) : null,
      footer: site.footer ? this.entryOf(site.footer) : null,
      headerLabel: site.headerLabel,
      footerLabel: site.footerLabel,
    };
  }

  private entryOf(node: EditorNode): BrickEntry {
    return { node, module: this.modules.get(node.moduleId) };
  }

  private updateModules(sources: readonly ModuleSource[], change: StoreChange): void {
    for (const source of sources) this.sources.set(source.id, source);
    const previous = this.modules;
    this.modules = this.load([...this.sources.values()]);
    const reloaded = new Set<string>();
    for (const [id, module] of this.modules) {
      if (previous.get(id) === module) continue;
      reloaded.add(id);
      change.loaded.push(module);
    }
    if (reloaded.size === 0) return;
    for (const [key, entry] of this.entries) {
      if (!reloaded.has(entry.node.moduleId)) continue;
      this.entries.set(key, this.entryOf(entry.node));
      change.keys.add(key);
    }
    const siteModules = [this.siteNodes?.header?.moduleId, this.siteNodes?.footer?.moduleId];
    if (siteModules.some((id) => id !== undefined && reloaded.has(id))) {
      this.siteEntries = this.siteOf(this.siteNodes);
      change.page = true;
    }
    if (this.templateEntry && reloaded.has(this.templateEntry.node.moduleId)) {
      this.templateEntry = this.entryOf(this.templateEntry.node);
      change.page = true;
    }
  }

  /**
   * Unknown keys are dropped and repeated ones kept once: the contract rules both out, and React needs
   * unique keys to keep each brick's state.
   */
  private setOrder(slot: string, keys: readonly string[], change: StoreChange): void {
    const seen = new Set<string>();
    const next = keys.filter((key) => this.entries.has(key) && !seen.has(key) && seen.add(key));
    const previous = this.orders.get(slot) ?? NO_KEYS;
    if (this.orders.has(slot) && sameKeys(previous, next)) return;
    for (const key of previous) if (this.slotOfKey.get(key) === slot) this.slotOfKey.delete(key);
    for (const key of next) this.slotOfKey.set(key, slot);
    this.orders.set(slot, next);
    change.slots.add(slot);
  }

  private remove(key: string, change: StoreChange): void {
    // A removed container's slots go with it (the console lists its contents as removed too).
    for (const name of this.entries.get(key)?.node.slotNames ?? []) {
      const address = slotAddress(key, name);
      if (this.orders.delete(address)) change.slots.add(address);
    }
    this.entries.delete(key);
    change.keys.add(key);
    const slot = this.slotOfKey.get(key);
    if (slot === undefined) return;
    this.slotOfKey.delete(key);
    // The console sends the new order with a removal; this only guards against a key left behind.
    const keys = this.orders.get(slot);
    if (keys?.includes(key)) {
      this.orders.set(
        slot,
        keys.filter((other) => other !== key),
      );
      change.slots.add(slot);
    }
  }
}

function subscribeIn(map: Map<string, Set<Listener>>, name: string, listener: Listener): () => void {
  const listeners = map.get(name) ?? new Set<Listener>();
  map.set(name, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && map.get(name) === listeners) map.delete(name);
  };
}
