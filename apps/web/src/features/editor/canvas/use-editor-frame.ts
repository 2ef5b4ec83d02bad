/**
 * The console's side of the editor frame protocol for one canvas. When the frame says 'ready' the console
 * hands it a MessagePort ('editor-connect') and from then on talks editor on that channel: the page once,
 * then a patch per change (straight from the store when it can, else after the render), and layouts
 * back. Pings, 'ready' and errors stay on the window; a frame that stops answering pings is replaced.
 * Everything received is checked: from this canvas's iframe window or this session's port, and it must
 * parse.
 */
import {
  EDITOR_CONNECT,
  type EditorFrameReport,
  type EditorLabels,
  type FromEditorFrame,
  parseEditorKey,
  parseFromEditorFrame,
  type ToEditorFrame,
} from '@tessera/runtime/editor-protocol';
import { parseFromFrame } from '@tessera/runtime/protocol';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { StoreApi } from 'zustand/vanilla';
import { HangStreak, Liveness, watchFrame } from '../../../components/sandbox-frame-channel.ts';
import type { CanvasView } from './canvas-store.ts';
import { decodeFrameData } from './frame-data.ts';
import { adoptWarmFrame, createCanvasIframe } from './frame-warmup.ts';
import { followPaintBand, postPaintBand } from './paint-band.ts';
import { type FrameInput, type FrameSnapshot, framePage, framePatch } from './render-model.ts';

export interface ComponentErrorReport {
  moduleId: string;
  type: string;
  message: string;
  line: number;
  column: number;
}

export type CanvasState = 'loading' | 'ready';

/** A frame document taller than this is cut off: a runaway component cannot make the console endless. */
export const MAX_PAGE_HEIGHT = 400_000;

interface Session {
  /** The editor channel to this frame, opened when it said 'ready' (null before). */
  port: MessagePort | null;
  /** The last request sent to this iframe. */
  requestId: number;
  /** The request of the last editor-page: layouts from before it describe another page. */
  pageRequestId: number;
  layoutRequestId: number;
  snapshot: FrameSnapshot | null;
  labels: EditorLabels | null;
  /** The preview graph this frame runs (null: not previewing). */
  behaviour: PreviewGraph | null;
}

/** A layout with the iframe's height as drawn (bounded). */
const withHeight = (layout: FromEditorFrame, height: number): FromEditorFrame =>
  height === layout.height ? layout : { ...layout, height };

const freshSession = (): Session => ({
  port: null,
  requestId: 0,
  pageRequestId: 0,
  layoutRequestId: -1,
  snapshot: null,
  labels: null,
  behaviour: null,
});

/** The behaviour graph the preview runs. */
export type PreviewGraph = Extract<ToEditorFrame, { kind: 'editor-behaviour' }>['graph'];

function sameInput(a: FrameInput, b: FrameInput): boolean {
  return (
    a.slots === b.slots &&
    a.template === b.template &&
    a.templateDef === b.templateDef &&
    a.components === b.components &&
    a.device === b.device &&
    (a.links ?? null) === (b.links ?? null) &&
    a.breakpoints === b.breakpoints
  );
}

function sameLabels(a: EditorLabels | null, b: EditorLabels): boolean {
  return (
    a !== null &&
    a.emptySlot === b.emptySlot &&
    a.unknownComponent === b.unknownComponent &&
    a.failedComponent === b.failedComponent
  );
}

export interface EditorFrameOptions {
  /** The element the frame lives in; the hook creates (or adopts the parked) iframe inside it. */
  hostRef: RefObject<HTMLElement | null>;
  /** The iframe's class and accessible title. */
  className: string;
  title: string;
  input: FrameInput;
  /**
   * Tells of new page content as the store changes, before React renders it: the patch then reaches the
   * frame while the console is still rendering the edit (a drop re-renders much of the editor), rather
   * than after. Optional; without it content goes out after the render, from `input`.
   */
  subscribeContent?: SubscribeContent;
  labels: EditorLabels;
  /**
   * Preview: the page takes pointer input and runs this behaviour graph (restarted when it changes);
   * null, the editor's canvas (no input, no behaviour).
   */
  behaviour?: PreviewGraph;
  view: StoreApi<CanvasView>;
  /** Reported when a frame had to be replaced. */
  restartedText: string;
  /**
   * The frame is in the keyboard's tab order (the draft preview, where the page is used, not edited). By
   * default it is not: the editor's layer over it takes the keyboard.
   */
  focusable?: boolean;
  onReady?: () => void;
  /** After each layout report is drawn. */
  onDrawn?: () => void;
  onComponentError?: (error: ComponentErrorReport) => void;
}

export type FrameContent = Pick<FrameInput, 'slots' | 'template'>;
export type SubscribeContent = (listener: (content: FrameContent) => void) => () => void;

export interface EditorFrame {
  state: CanvasState;
}

export function useEditorFrame({
  hostRef,
  className,
  title,
  input,
  subscribeContent,
  labels,
  behaviour = null,
  view,
  restartedText,
  focusable = false,
  onReady,
  onDrawn,
  onComponentError,
}: EditorFrameOptions): EditorFrame {
  const iframeRef = useRef<HTMLIFrameElement | null>(null);
  /** Counts frames: a hung frame is replaced by the next one. */
  const [frameKey, setFrameKey] = useState(0);
  const [state, setState] = useState<CanvasState>('loading');
  // What the frame's listeners read at the time they run: this render's options.
  const options = {
    className,
    title,
    input,
    labels,
    behaviour,
    restartedText,
    focusable,
    onReady,
    onDrawn,
    onComponentError,
  };
  const latest = useRef(options);
  latest.current = options;
  const session = useRef<Session>(freshSession());
  /** The input frames hung on, and how many in a row. */
  const hangs = useRef(new HangStreak<FrameInput>(sameInput));
  const announcedReady = useRef(false);
  const scheduled = useRef(0);

  const flush = useCallback(() => {
    const current = session.current;
    const port = current.port;
    if (!port) return;
    const { input: next, labels: nextLabels } = latest.current;
    // The same page hung two frames in a row: wait for an edit rather than hang a third.
    if (hangs.current.waiting(next)) return;
    const post = (message: ToEditorFrame) => {
      // As JSON text: the frame parses a 1 000-brick page in ~5 ms where rebuilding the posted objects took
      // 120–270 ms (docs/decisions/0011). On the channel's port, which delivers at once (decision 0013).
      port.postMessage(JSON.stringify(message));
    };
    // After the page: the frame runs a graph only in an editor session.
    const syncBehaviour = () => {
      const wanted = latest.current.behaviour;
      if (current.behaviour === wanted) return;
      current.behaviour = wanted;
      post({ kind: 'editor-behaviour', graph: wanted });
    };
    const snapshot = current.snapshot;
    if (
      !snapshot ||
      snapshot.input.templateDef.id !== next.templateDef.id ||
      snapshot.input.site !== next.site ||
      !sameLabels(current.labels, nextLabels)
    ) {
      const page = framePage(next, nextLabels);
      current.requestId += 1;
      current.pageRequestId = current.requestId;
      current.snapshot = page.snapshot;
      current.labels = nextLabels;
      post({ kind: 'editor-page', requestId: current.requestId, ...page.message });
      setState('loading');
      syncBehaviour();
      return;
    }
    if (!sameInput(snapshot.input, next)) {
      const { patch, snapshot: after } = framePatch(snapshot, next);
      current.snapshot = after;
      if (patch) {
        current.requestId += 1;
        post({ kind: 'editor-patch', requestId: current.requestId, ...patch });
      }
    }
    syncBehaviour();
  }, []);

  // Store changes of one task (a drop, an undo) go out as one patch at the end of that task: a microtask,
  // not an animation frame, so the frame starts drawing an edit up to a frame sooner.
  const schedule = useCallback(() => {
    if (scheduled.current) return;
    scheduled.current = 1;
    queueMicrotask(() => {
      if (!scheduled.current) return;
      scheduled.current = 0;
      flush();
    });
  }, [flush]);

  useEffect(
    () => () => {
      scheduled.current = 0;
    },
    [],
  );

  // One iframe per frameKey, created here rather than rendered by React: the first may be the frame the
  // editor route started while the page was loading (frame-warmup.ts), which React could not adopt.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new frameKey is a new frame
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const adopted = frameKey === 0 ? adoptWarmFrame(host) : null;
    const iframe = adopted?.iframe ?? createCanvasIframe();
    iframe.className = latest.current.className;
    iframe.title = latest.current.title;
    iframe.tabIndex = latest.current.focusable ? 0 : -1;
    if (!adopted) host.appendChild(iframe);
    iframeRef.current = iframe;
    const liveness = new Liveness();
    const onLayout = (message: EditorFrameReport) => {
      const current = session.current;
      if (message.requestId < current.pageRequestId || message.requestId < current.layoutRequestId) return;
      const shown = view.getState().layout;
      // Nothing moved: the boxes drawn stay (by identity, so nothing redraws), now for this request. The frame
      // sends every box after a new page, so there is always a layout of this page to keep.
      if (message.kind === 'editor-layout-same' && (!shown || shown.requestId < current.pageRequestId))
        return;
      current.layoutRequestId = message.requestId;
      hangs.current.clear();
      const layout =
        message.kind === 'editor-layout-same'
          ? { ...shown!, requestId: message.requestId }
          : withHeight(message, Math.min(MAX_PAGE_HEIGHT, Math.max(0, Math.ceil(message.height))));
      // Drawn in this task: a message's update would otherwise wait for a scheduler task of its own,
      // after whatever else is queued, to show the boxes of an edit the user is watching.
      flushSync(() => {
        view.setState({ layout });
        setState('ready');
      });
      if (!announcedReady.current) {
        announcedReady.current = true;
        latest.current.onReady?.();
      }
      latest.current.onDrawn?.();
    };
    // A new channel for each frame document: layouts come only on the port of the current session.
    const connect = () => {
      const frame = iframe.contentWindow;
      if (!frame) return;
      session.current.port?.close();
      const channel = new MessageChannel();
      const port = channel.port1;
      port.onmessage = (event: MessageEvent) => {
        if (session.current.port !== port) return;
        const data = decodeFrameData(event.data);
        const layout = parseFromEditorFrame(data);
        if (layout) {
          onLayout(layout);
          return;
        }
        // A shortcut pressed in the previewed page: the editor acts on it as if pressed here.
        const key = parseEditorKey(data);
        if (key) {
          const { kind: _kind, ...init } = key;
          window.dispatchEvent(new KeyboardEvent('keydown', { ...init, cancelable: true }));
        }
      };
      // The frame's origin is opaque, so '*' is the only target that reaches it; the message carries no data.
      frame.postMessage({ kind: EDITOR_CONNECT }, '*', [channel.port2]);
      session.current = { ...freshSession(), port };
      liveness.reset();
      flush();
      postPaintBand(port, view.getState().band);
    };
    const onMessage = (event: MessageEvent) => {
      const frame = iframeRef.current?.contentWindow;
      if (!frame || event.source !== frame) return;
      const message = parseFromFrame(decodeFrameData(event.data));
      if (!message) return;
      switch (message.kind) {
        case 'ready':
          connect();
          break;
        case 'pong':
          liveness.pong(message.n);
          break;
        case 'error':
          latest.current.onComponentError?.({ moduleId: message.moduleId, ...message.error });
          break;
        case 'rendered':
          break;
      }
    };
    const stop = watchFrame({
      frame: () => iframeRef.current?.contentWindow,
      ready: () => session.current.port !== null,
      liveness,
      onHung: () => {
        const stuckOn = session.current.snapshot?.input ?? latest.current.input;
        hangs.current.hung(stuckOn);
        session.current.port?.close();
        session.current = freshSession();
        view.setState({ layout: null });
        setState('loading');
        setFrameKey((key) => key + 1);
        latest.current.onComponentError?.({
          moduleId: '',
          type: 'Error',
          message: latest.current.restartedText,
          line: 0,
          column: 0,
        });
      },
    });
    window.addEventListener('message', onMessage);
    // A parked frame said 'ready' before this listener existed.
    if (adopted?.ready) connect();
    return () => {
      stop();
      window.removeEventListener('message', onMessage);
      session.current.port?.close();
      session.current = freshSession();
      iframe.remove();
      if (iframeRef.current === iframe) iframeRef.current = null;
    };
  }, [flush, view, frameKey]);

  useEffect(() => {
    if (iframeRef.current) iframeRef.current.title = title;
  }, [title]);

  useEffect(() => followPaintBand(view, () => session.current.port), [view]);

  useEffect(
    () =>
      subscribeContent?.((content) => {
        latest.current.input = { ...latest.current.input, ...content };
        flush();
      }),
    [subscribeContent, flush],
  );

  // Any change of what the frame draws goes out at the end of its task (schedule), batched with the others.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these identities are what changed; flush reads them from `latest`
  useEffect(() => {
    schedule();
  }, [
    input.slots,
    input.template,
    input.templateDef,
    input.components,
    input.device,
    input.site,
    input.links,
    input.breakpoints,
    labels.emptySlot,
    labels.unknownComponent,
    labels.failedComponent,
    behaviour,
    schedule,
  ]);

  return { state };
}
