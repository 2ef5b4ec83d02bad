/**
 * Renders user components in the sandboxed frame (/frame.html, packages/runtime): an iframe with
 * sandbox="allow-scripts" and no allow-same-origin, so user code gets an opaque origin without cookies,
 * storage or access to the console. Talks to it only by postMessage, checking that each message comes
 * from this iframe's window and parses. A frame that stops answering pings (an endless loop) is replaced
 * and reported; the console keeps running because Chromium gives the sandboxed frame its own process
 * (docs/decisions/0007-sandboxed-runtime.md).
 *
 * Test ids: the wrapper carries `testId` with `data-state` (loading, ready, rendered, restarted) and
 * `data-device`; the iframe carries `${testId}-frame` (Playwright: `page.frameLocator('[data-testid="…-frame"]')`).
 */
import type { Device, FromFrame, ModuleSource, RenderNode } from '@tessera/runtime/protocol';
import { parseFromFrame } from '@tessera/runtime/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import phoneClasses from './phone-frame.module.css';
import {
  clampHeight,
  HangStreak,
  inputSignature,
  Liveness,
  type RenderInput,
  renderMessage,
  watchFrame,
} from './sandbox-frame-channel.ts';
import classes from './sandbox-preview.module.css';

export const FRAME_URL = '/frame.html';

export interface SandboxPreviewError {
  moduleId: string;
  type: string;
  message: string;
  line: number;
  column: number;
}

export interface SandboxPreviewProps {
  modules: ModuleSource[];
  tree: RenderNode | null;
  device?: Device;
  onError?: (error: SandboxPreviewError) => void;
  onRendered?: () => void;
  /** 'auto' follows the rendered content's height; a number fixes it (the frame scrolls). Desktop only. */
  height?: number | 'auto';
  /** Accessible name of the iframe. */
  title: string;
  testId?: string;
}

type FrameState = 'loading' | 'ready' | 'rendered' | 'restarted';

export function SandboxPreview({
  modules,
  tree,
  device = 'desktop',
  onError,
  onRendered,
  height = 'auto',
  title,
  testId,
}: SandboxPreviewProps) {
  const { t } = useTranslation();
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [frameKey, setFrameKey] = useState(0);
  const [state, setState] = useState<FrameState>('loading');
  const [contentHeight, setContentHeight] = useState(0);

  const input: RenderInput = { modules, tree, device };
  const signature = inputSignature(input);
  // The latest input and callbacks, read by the message handler without re-subscribing.
  const latest = useRef({ input, signature, onError, onRendered, restartedText: '' });
  latest.current = {
    input,
    signature,
    onError,
    onRendered,
    restartedText: t('sandbox_preview.restarted'),
  };

  /** Per iframe instance: whether it said ready, the last request sent. */
  const session = useRef({ ready: false, requestId: 0, renderedId: -1, sent: '' });
  /** The input (by signature) frames hung on, and how many in a row. */
  const hangs = useRef(new HangStreak<string>((a, b) => a === b));

  const send = useMemo(
    () => () => {
      const frame = iframeRef.current?.contentWindow;
      const current = session.current;
      if (!frame || !current.ready) return;
      const { input: nextInput, signature: nextSignature } = latest.current;
      // An input that hung two frames in a row waits for an edit rather than hang a third.
      if (hangs.current.waiting(nextSignature) || nextSignature === current.sent) return;
      current.requestId += 1;
      current.sent = nextSignature;
      // The frame's origin is opaque, so '*' is the only target that reaches it; the message is page data.
      frame.postMessage(renderMessage(current.requestId, nextInput), '*');
    },
    [],
  );

  // Messages from this iframe only, and only those that parse.
  useEffect(() => {
    const liveness = new Liveness();
    const onMessage = (event: MessageEvent) => {
      const frame = iframeRef.current?.contentWindow;
      if (!frame || event.source !== frame) return;
      const message: FromFrame | null = parseFromFrame(event.data);
      if (!message) return;
      const current = session.current;
      switch (message.kind) {
        case 'ready':
          current.ready = true;
          current.sent = '';
          setState((previous) => (previous === 'restarted' ? previous : 'ready'));
          send();
          break;
        case 'pong':
          liveness.pong(message.n);
          break;
        case 'rendered':
          if (message.requestId !== current.requestId) break;
          setContentHeight(clampHeight(message.height));
          if (current.renderedId !== message.requestId) {
            current.renderedId = message.requestId;
            hangs.current.clear();
            setState('rendered');
            latest.current.onRendered?.();
          }
          break;
        case 'error':
          if (message.requestId !== current.requestId) break;
          latest.current.onError?.({ moduleId: message.moduleId, ...message.error });
          break;
      }
    };
    const stop = watchFrame({
      frame: () => iframeRef.current?.contentWindow,
      ready: () => session.current.ready,
      liveness,
      onHung: () => {
        hangs.current.hung(session.current.sent);
        session.current = { ready: false, requestId: 0, renderedId: -1, sent: '' };
        setState('restarted');
        setContentHeight(0);
        setFrameKey((key) => key + 1);
        latest.current.onError?.({
          moduleId: latest.current.input.tree?.moduleId ?? '',
          type: 'Error',
          message: latest.current.restartedText,
          line: 0,
          column: 0,
        });
      },
    });
    window.addEventListener('message', onMessage);
    return () => {
      stop();
      window.removeEventListener('message', onMessage);
    };
  }, [send]);

  // A new input goes out as soon as the frame is ready (send() drops duplicates).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the input it fingerprints
  useEffect(() => {
    send();
  }, [signature, send]);

  const frame = (
    <iframe
      key={frameKey}
      ref={iframeRef}
      src={FRAME_URL}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      title={title}
      className={classes.frame}
      data-testid={testId ? `${testId}-frame` : undefined}
      style={device === 'desktop' ? { height: height === 'auto' ? contentHeight : height } : undefined}
    />
  );

  return (
    <div className={classes.root} data-testid={testId} data-state={state} data-device={device}>
      {device === 'mobile' ? (
        <div
          className={`${phoneClasses.phone} ${classes.phone}`}
          data-testid={testId ? `${testId}-phone` : undefined}
        >
          <div className={classes.screen}>{frame}</div>
        </div>
      ) : (
        frame
      )}
    </div>
  );
}
