/**
 * The sandboxed frame's side of the protocol. The frame page (served with `sandbox="allow-scripts"` and
 * no `allow-same-origin`, so its origin is opaque) calls `startFrame` once; from then on it renders what
 * its parent window sends and answers with its height, errors and pongs.
 *
 * Orders are taken only from `window.parent` and only when they parse. Replies go to the parent with
 * targetOrigin '*': an opaque-origin document cannot name the console's origin, and the replies carry
 * only page data (heights, error texts), never credentials. User code runs in this same realm, so it
 * could post messages of its own: the console treats everything from the frame as untrusted data.
 *
 * The same frame is the page editor's canvas: 'editor-connect' hands it a MessagePort, on which
 * 'editor-page' and 'editor-patch' (editor-protocol.ts) switch it to editor mode (editor-frame.tsx), which
 * answers on that port with 'editor-layout' instead of 'rendered'; a 'render' switches it back. Pings,
 * 'ready' and errors stay on the window in both modes.
 */

import { ANIMATION_KEYFRAMES_CSS } from '@tessera/shared';
import { createElement, type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { type EditorSession, startEditorSession } from './editor-frame.tsx';
import {
  type EditorFrameReport,
  type EditorNode,
  type EditorRenderMessage,
  isEditorConnect,
  parseToEditorFrame,
  type ToEditorFrame,
} from './editor-protocol.ts';
import { FontFaces } from './fonts.ts';
import { DEFAULT_IMPORTS } from './imports.ts';
import { describeError, type ImportMap, type LoadedModule, ModuleCache, moduleFileName } from './loader.ts';
import { applyPaintBand } from './paint-band.ts';
import {
  type ComponentError,
  type FromFrame,
  parseToFrame,
  type RenderNode,
  type ToFrame,
} from './protocol.ts';
import { RenderTree } from './render.tsx';
import { responsiveStyleWriter } from './responsive-style.ts';

export interface FrameOptions {
  /** The element the page renders into; its height is what the console is told. */
  container: HTMLElement;
  /** Modules user code may import; the runtime's own by default. */
  imports?: ImportMap;
}

function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }): ReactNode {
  // A parent's layout effect runs after all of its children are in the DOM.
  useLayoutEffect(onCommit);
  return children;
}

/**
 * A message may also come as its JSON text. Structured clone rebuilds object graphs slowly: the
 * 1 000-brick editor page (1.1 MB) took 120–270 ms to deserialize in Chromium, its JSON text 5 ms to
 * parse (docs/decisions/0011-editor-canvas-frame.md).
 */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function startFrame({ container, imports = DEFAULT_IMPORTS }: FrameOptions): () => void {
  const parentWindow = window.parent;
  // Animation values are inline custom properties over these shared keyframes (see @tessera/shared).
  const keyframes = document.createElement('style');
  keyframes.textContent = ANIMATION_KEYFRAMES_CSS;
  document.head.append(keyframes);
  const post = (message: FromFrame | EditorFrameReport) => parentWindow.postMessage(message, '*');
  const cache = new ModuleCache(imports);
  const fonts = new FontFaces(document);
  // One element for previews and the editor: each writes the values its components recorded.
  const responsiveStyle = responsiveStyleWriter(document);
  const root = createRoot(container, {
    // Boundaries report caught errors themselves; the frame's own console stays quiet about them.
    onCaughtError: () => {},
  });
  let requestId = 0;
  let modules: ReadonlyMap<string, LoadedModule> = new Map();
  let lastHeight = -1;
  let rendering = false;
  let editor: EditorSession | null = null;

  const height = () => Math.ceil(container.getBoundingClientRect().height);

  const reportHeight = (force: boolean) => {
    // The observer's first call comes before any render: there is nothing to report yet.
    if (!rendering) return;
    const next = height();
    if (!force && next === lastHeight) return;
    lastHeight = next;
    post({ kind: 'rendered', requestId, height: next });
  };

  const reportError = (moduleId: string, error: ComponentError) =>
    post({ kind: 'error', requestId, moduleId, error });

  const render = (message: Extract<ToFrame, { kind: 'render' }>) => {
    editor?.dispose();
    editor = null;
    requestId = message.requestId;
    rendering = true;
    document.documentElement.dataset.device = message.device;
    modules = cache.update(message.modules);
    for (const module of modules.values()) {
      if (module.error) reportError(module.id, module.error);
    }
    fonts.ensure(treeNodes(message.tree));
    const generation = message.requestId;
    root.render(
      createElement(
        Committed,
        {
          onCommit: () => {
            responsiveStyle.update();
            reportHeight(true);
          },
        },
        createElement(RenderTree, { tree: message.tree, modules, generation, onError: reportError }),
      ),
    );
  };

  const edit = (message: ToEditorFrame) => {
    if (message.kind === 'editor-view') {
      applyPaintBand(document.body, message);
      return;
    }
    if (message.kind === 'editor-behaviour') {
      editor?.apply(message);
      return;
    }
    if (!editor) {
      // A patch needs the page it patches; the console sends 'editor-page' first (again after 'ready').
      if (message.kind !== 'editor-page') return;
      rendering = false;
      lastHeight = -1;
      editor = startEditorSession({
        root,
        container,
        cache,
        // A 1 000-brick layout crosses to the console's process in under a millisecond as JSON text, against
        // tens of milliseconds as objects to clone; the console parses it and checks the shape.
        post: (layout) => editorPort?.postMessage(JSON.stringify(layout)),
        postKey: (key) => editorPort?.postMessage(JSON.stringify(key)),
        onError: reportError,
        responsiveStyle,
      });
    }
    requestId = message.requestId;
    fonts.ensure(editorNodes(message));
    editor.apply(message);
  };

  /**
   * The editor's own channel, handed over by 'editor-connect'. Its messages go out at once, where a
   * window's postMessage is delivered only after the sender's next rendering update: a layout waited
   * behind the frame painting the very edit it reports (docs/decisions/0013-editor-startup.md).
   */
  let editorPort: MessagePort | null = null;
  const connectEditor = (port: MessagePort) => {
    editorPort?.close();
    editorPort = port;
    port.onmessage = (event: MessageEvent) => {
      const data = typeof event.data === 'string' ? parseJson(event.data) : event.data;
      const message = parseToEditorFrame(data);
      if (message) edit(message);
    };
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parentWindow) return;
    const data = typeof event.data === 'string' ? parseJson(event.data) : event.data;
    if (isEditorConnect(data)) {
      const port = event.ports[0];
      if (port) connectEditor(port);
      return;
    }
    const message = parseToFrame(data);
    if (!message) return;
    if (message.kind === 'ping') post({ kind: 'pong', n: message.n });
    else render(message);
  };

  /** Errors outside rendering (event handlers, timers) are reported for the module whose code threw. */
  const moduleOfStack = (stack: string): LoadedModule | undefined =>
    [...(editor ? editor.modules() : modules).values()].find((module) =>
      stack.includes(moduleFileName(module.id)),
    );
  const onUncaught = (thrown: unknown) => {
    const stack = thrown instanceof Error && typeof thrown.stack === 'string' ? thrown.stack : '';
    const module = moduleOfStack(stack);
    if (module) reportError(module.id, describeError(thrown, module));
  };
  const onError = (event: ErrorEvent) => onUncaught(event.error);
  const onRejection = (event: PromiseRejectionEvent) => onUncaught(event.reason);

  const resizes = new ResizeObserver(() => reportHeight(false));
  resizes.observe(container);
  window.addEventListener('message', onMessage);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  post({ kind: 'ready' });

  return () => {
    editor?.dispose();
    editorPort?.close();
    resizes.disconnect();
    window.removeEventListener('message', onMessage);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    root.unmount();
    keyframes.remove();
    responsiveStyle.dispose();
  };
}

/** Every node of a render tree, depth first. */
function* treeNodes(node: RenderNode | null): Generator<RenderNode> {
  if (!node) return;
  yield node;
  for (const children of Object.values(node.slots ?? {}))
    for (const child of children) yield* treeNodes(child);
}

/** The nodes an editor request brings: the whole page, or a patch's changed nodes and template. */
function* editorNodes(message: EditorRenderMessage): Generator<EditorNode> {
  if (message.template) yield message.template;
  if (message.kind === 'editor-page') {
    for (const nodes of Object.values(message.slots)) yield* nodes;
  } else if (message.nodes) {
    yield* message.nodes;
  }
}
