/**
 * The frame's editor mode (page editor canvas): renders the page of 'editor-page' / 'editor-patch'
 * (editor-protocol.ts) and reports its layout.
 *
 * Rendering follows the store's subscriptions (editor-store.ts): each brick is a memoized component
 * subscribed to its own key, each slot to its key order, the template to its entry and the slot names.
 * The template gets each slot as one element that never changes, so a brick edit re-renders that brick
 * only and a slot edit that slot only. Requests are applied inside flushSync: when a request's handler
 * returns, the DOM shows it, and the measurement that follows reports it.
 *
 * A container brick (its node names slotNames) renders its component with `slot1 … slotN` props, each a slot
 * element of the same kind, keyed by the slot's address (`{brickId}/slotN`): nested bricks are memoized and
 * subscribed exactly like the template's, so an edit three levels down re-renders that brick alone.
 *
 * DOM shape, chosen so the editor lays out like the live page: a filled slot is
 * `<div data-tessera-slot="{address}" style="display: contents">`, each brick
 * `<div data-tessera-brick="key" style="display: contents">`, so neither adds a box; an empty slot is a
 * real block showing the drop hint, at any depth.
 */

import { slotAddress } from '@tessera/shared';
import {
  createContext,
  memo,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { ElementRegistry, LayoutReporter } from './editor-measure.ts';
import {
  CONTENTS,
  EditorBoundary,
  EMPTY_SLOT,
  FailedPlaceholder,
  SITE_BADGE,
  SITE_BAND,
  SITE_OUTLINE,
  UnknownPlaceholder,
} from './editor-parts.tsx';
import {
  type EditorFrameReport,
  type EditorKey,
  type EditorLabels,
  isEditorShortcut,
  MISSING_MODULE_ID,
  type SiteNode,
  type ToEditorFrame,
} from './editor-protocol.ts';
import { type BrickEntry, EditorStore } from './editor-store.ts';
import { type BehaviourBinding, bindBehaviour } from './graph/dom.ts';
import type { LoadedModule, ModuleCache } from './loader.ts';
import { RenderTree, type ReportError } from './render.tsx';
import { componentProps, type ResponsiveStyle, responsiveStyleWriter } from './responsive-style.ts';

interface EditorContextValue {
  store: EditorStore;
  registry: ElementRegistry;
  onError: ReportError;
}

const EditorContext = createContext<EditorContextValue | null>(null);

function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('Editor components render inside EditorCanvas');
  return value;
}

/** A container's slot elements as props (slot1 … slotN); none for a plain brick. */
type SlotProps = Readonly<Record<string, ReactElement>>;

const NO_SLOTS: SlotProps = Object.freeze({});

/**
 * A brick's component, or the placeholder that stands for it. A container whose component is missing or
 * fails shows its slots stacked under the placeholder, as a template does, so its contents stay editable.
 */
function renderEntry(
  entry: BrickEntry,
  labels: EditorLabels,
  onError: ReportError,
  slots: SlotProps = NO_SLOTS,
): ReactNode {
  const { node, module } = entry;
  const stacked = Object.values(slots);
  if (node.moduleId === MISSING_MODULE_ID) {
    return (
      <>
        <UnknownPlaceholder labels={labels} componentId={node.props.componentId} />
        {stacked}
      </>
    );
  }
  // A module the console did not send is its mistake: nothing to show, as in previews.
  if (!module) return null;
  const failed = (
    <>
      <FailedPlaceholder labels={labels} />
      {stacked}
    </>
  );
  // A module that failed to load was reported when it loaded.
  if (!module.component) return failed;
  const Rendered = module.component;
  return (
    <EditorBoundary entry={entry} module={module} onError={onError} fallback={failed}>
      <Rendered {...componentProps(node)} {...slots} />
    </EditorBoundary>
  );
}

/**
 * The slot elements of a container, kept while its slot names stay the same: a props edit then passes the
 * same elements, and React skips the slots (and everything in them).
 */
function useSlotProps(brickKey: string, names: readonly string[] | undefined): SlotProps {
  const signature = names?.join(',') ?? '';
  return useMemo(() => {
    if (!signature) return NO_SLOTS;
    const props: Record<string, ReactElement> = {};
    for (const name of signature.split(',')) {
      const address = slotAddress(brickKey, name);
      props[name] = <EditorSlot key={address} name={address} />;
    }
    return props;
  }, [brickKey, signature]);
}

const EditorBrick = memo(function EditorBrick({ brickKey }: { brickKey: string }) {
  const { store, registry, onError } = useEditor();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey(brickKey, listener),
    [store, brickKey],
  );
  const snapshot = useCallback(() => store.entry(brickKey), [store, brickKey]);
  const entry = useSyncExternalStore(subscribe, snapshot, snapshot);
  const slots = useSlotProps(brickKey, entry?.node.slotNames);
  const ref = useCallback(
    (element: HTMLDivElement) => {
      registry.bricks.set(brickKey, element);
      return () => {
        if (registry.bricks.get(brickKey) === element) registry.bricks.delete(brickKey);
      };
    },
    [registry, brickKey],
  );
  return (
    <div data-tessera-brick={brickKey} style={CONTENTS} ref={ref}>
      {entry ? renderEntry(entry, store.labels(), onError, slots) : null}
    </div>
  );
});

/** A slot by its address: a template slot's name, or a container's `{brickId}/slotN`. */
const EditorSlot = memo(function EditorSlot({ name }: { name: string }) {
  const { store, registry } = useEditor();
  const subscribe = useCallback((listener: () => void) => store.subscribeSlot(name, listener), [store, name]);
  const snapshot = useCallback(() => store.order(name), [store, name]);
  const keys = useSyncExternalStore(subscribe, snapshot, snapshot);
  const ref = useCallback(
    (element: HTMLDivElement) => {
      registry.slots.set(name, element);
      return () => {
        if (registry.slots.get(name) === element) registry.slots.delete(name);
      };
    },
    [registry, name],
  );
  if (keys.length === 0) {
    return (
      <div data-tessera-slot={name} data-empty="" style={EMPTY_SLOT} ref={ref}>
        {store.labels().emptySlot}
      </div>
    );
  }
  return (
    <div data-tessera-slot={name} style={CONTENTS} ref={ref}>
      {keys.map((key) => (
        <EditorBrick key={key} brickKey={key} />
      ))}
    </div>
  );
});

/**
 * One element per slot name, kept for good: the template's props then change only with its own, and
 * React skips a slot whose element is the same object. The store comes from context, so the elements
 * hold nothing of a session.
 */
const slotElements = new Map<string, ReactElement>();

function slotElement(name: string): ReactElement {
  let element = slotElements.get(name);
  if (!element) {
    element = <EditorSlot key={name} name={name} />;
    slotElements.set(name, element);
  }
  return element;
}

function EditorTemplate() {
  const { store, onError } = useEditor();
  const template = useSyncExternalStore(store.subscribePage, store.template, store.template);
  const names = useSyncExternalStore(store.subscribePage, store.slotNames, store.slotNames);
  const slots = useMemo(() => {
    const props: Record<string, ReactNode> = {};
    for (const name of names) props[name] = slotElement(name);
    return props;
  }, [names]);
  const labels = store.labels();
  // Without a template that renders, the slots are stacked so the page can still be edited.
  const stacked = names.map(slotElement);
  if (!template?.module?.component) {
    return (
      <>
        {template ? renderEntry(template, labels, onError) : null}
        {stacked}
      </>
    );
  }
  const fallback = (
    <>
      <FailedPlaceholder labels={labels} />
      {stacked}
    </>
  );
  const Rendered = template.module.component;
  return (
    <EditorBoundary entry={template} module={template.module} onError={onError} fallback={fallback}>
      <Rendered {...componentProps(template.node)} {...slots} />
    </EditorBoundary>
  );
}

/**
 * A container prefab's contents in the site header or footer, as slot props: drawn like a preview's tree
 * (render.tsx), outside the editor's slots, so nothing in them is measured, selected or dropped into.
 */
function useSiteContents(
  entry: BrickEntry | null | undefined,
  modules: ReadonlyMap<string, LoadedModule>,
  onError: ReportError,
): SlotProps {
  const slots = (entry?.node as SiteNode | undefined)?.slots;
  return useMemo(() => {
    if (!slots) return NO_SLOTS;
    const props: Record<string, ReactElement> = {};
    for (const [name, nodes] of Object.entries(slots)) {
      // One element per slot, as a container's slot props are (SlotProps), holding the slot's bricks.
      props[name] = (
        <div style={CONTENTS}>
          {nodes.map((node) => (
            <RenderTree key={node.key} tree={node} modules={modules} generation={0} onError={onError} />
          ))}
        </div>
      );
    }
    return props;
  }, [slots, modules, onError]);
}

/**
 * The app's site header or footer (docs/decisions/0026): drawn as on the live page, outlined, with the hint
 * naming where it is edited. It is no brick: the console's layer neither selects nor drops into it.
 */
function SiteBand({ part }: { part: 'header' | 'footer' }) {
  const { store, onError } = useEditor();
  const site = useSyncExternalStore(store.subscribePage, store.site, store.site);
  const entry = site?.[part];
  const contents = useSiteContents(entry, store.loadedModules(), onError);
  if (!site || !entry) return null;
  return (
    <div data-tessera-site={part} style={SITE_BAND}>
      {renderEntry(entry, store.labels(), onError, contents)}
      <div style={SITE_OUTLINE} />
      <div style={SITE_BADGE}>{part === 'header' ? site.headerLabel : site.footerLabel}</div>
    </div>
  );
}

/** The editor's whole tree; exported for rendering tests. */
export function EditorCanvas({
  store,
  registry,
  onError,
}: {
  store: EditorStore;
  registry: ElementRegistry;
  onError: ReportError;
}): ReactNode {
  const value = useMemo(() => ({ store, registry, onError }), [store, registry, onError]);
  return (
    <EditorContext.Provider value={value}>
      <SiteBand part="header" />
      <EditorTemplate />
      <SiteBand part="footer" />
    </EditorContext.Provider>
  );
}

export interface EditorSessionOptions {
  /** The frame's React root, shared with previews. */
  root: Root;
  /** The element the page renders into; it takes no pointer input while the editor runs. */
  container: HTMLElement;
  cache: ModuleCache;
  post: (message: EditorFrameReport) => void;
  /** Hands a shortcut pressed in the previewed page back to the console. */
  postKey?: (key: EditorKey) => void;
  /** Reports a component error for the request being applied. */
  onError: ReportError;
  /** The frame's responsive style element (shared with previews); the session makes its own without one. */
  responsiveStyle?: ResponsiveStyle;
}

export interface EditorSession {
  /** Applies a request; a patch before any page is dropped (there is nothing to patch). The view is frame.ts's. */
  apply(message: Exclude<ToEditorFrame, { kind: 'editor-view' }>): void;
  /** The modules the page uses, for attributing uncaught errors. */
  modules(): ReadonlyMap<string, LoadedModule>;
  /** Stops measuring and gives the container back its pointer input; the root stays to the caller. */
  dispose(): void;
}

export function startEditorSession({
  root,
  container,
  cache,
  post,
  postKey,
  onError,
  responsiveStyle,
}: EditorSessionOptions): EditorSession {
  const store = new EditorStore((sources) => cache.update(sources));
  const registry = new ElementRegistry();
  const reporter = new LayoutReporter({ store, registry, container, post });
  const ownStyle = responsiveStyle === undefined;
  const styles = responsiveStyle ?? responsiveStyleWriter(container.ownerDocument);
  const previousPointerEvents = container.style.pointerEvents;
  // The console covers the frame with its own layer: hover and click effects must not fire under it.
  container.style.pointerEvents = 'none';
  let mounted = false;
  // Preview: the page takes pointer input and runs its behaviour graph.
  let behaviour: BehaviourBinding | null = null;
  // Only keys a person pressed (isTrusted): a component cannot save or undo the page by faking them.
  const onKey = (event: KeyboardEvent) => {
    if (!event.isTrusted || !isEditorShortcut(event)) return;
    event.preventDefault();
    const { key, ctrlKey, metaKey, shiftKey, altKey } = event;
    postKey?.({ kind: 'editor-key', key, ctrlKey, metaKey, shiftKey, altKey });
  };
  const stopBehaviour = () => {
    behaviour?.dispose();
    behaviour = null;
    window.removeEventListener('keydown', onKey, true);
  };

  return {
    apply(message) {
      if (message.kind === 'editor-behaviour') {
        stopBehaviour();
        if (message.graph) {
          behaviour = bindBehaviour(container, message.graph, { blockNavigation: true });
          window.addEventListener('keydown', onKey, true);
        }
        container.style.pointerEvents = message.graph ? '' : 'none';
        return;
      }
      if (message.kind === 'editor-patch' && !store.loaded()) return;
      const change = message.kind === 'editor-page' ? store.applyPage(message) : store.applyPatch(message);
      if (message.device) document.documentElement.dataset.device = message.device;
      for (const module of change.loaded) if (module.error) onError(module.id, module.error);
      flushSync(() => {
        if (mounted) {
          store.notify(change);
        } else {
          mounted = true;
          root.render(<EditorCanvas store={store} registry={registry} onError={onError} />);
        }
      });
      // Before the layout is measured: the boxes reported are those of the values at the frame's width.
      styles.update();
      reporter.afterRequest(message);
    },
    modules: () => store.loadedModules(),
    dispose() {
      stopBehaviour();
      reporter.dispose();
      if (ownStyle) styles.dispose();
      container.style.pointerEvents = previousPointerEvents;
    },
  };
}
