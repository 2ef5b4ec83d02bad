import { parentPort } from 'node:worker_threads';
import { type SvgResult, sanitizeSvg } from './svg.ts';

/** The SVG sanitiser's thread (svg-sanitiser.ts): one SVG in, its result out; a document that breaks it is no SVG. */
parentPort?.on('message', (bytes: Uint8Array) => {
  let result: SvgResult;
  try {
    result = sanitizeSvg(bytes);
  } catch {
    result = { ok: false, reason: 'notSvg' };
  }
  parentPort?.postMessage(result);
});
