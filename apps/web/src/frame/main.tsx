/**
 * Entry of /frame.html, the sandboxed frame that renders user components (packages/runtime). It runs in
 * an opaque origin: it never talks to the API, only to its parent window through postMessage.
 */
import { startFrame } from '@tessera/runtime/frame';

const container = document.getElementById('root');
if (container) startFrame({ container });
