// The security benchmark's tools: requests over real sockets, /healthz polled from a worker thread, accounts.
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { round } from '../lib.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const fail = (message) => {
  throw new Error(`bench/security: ${message}`);
};
export const json = (value) => Buffer.from(JSON.stringify(value));

/** The tools, bound to the server on 127.0.0.1:`port`. */
export function createWire(port) {
  const HOST = `127.0.0.1:${port}`;
  const BASE = `http://${HOST}`;
  const PORT = port;
  // ---- The wire ----

  /** The first message of an answer: a GraphQL error's, or a REST answer's. */
  function messageOf(text) {
    try {
      const body = JSON.parse(text);
      return String(body.errors?.[0]?.message ?? body.message ?? '').slice(0, 160);
    } catch {
      return text.slice(0, 160);
    }
  }

  /**
   * One request on a new connection (`connection: close`), timed from the request to the end of the answer.
   * Resolves { status, ms, message }; a socket error before any answer resolves with its code as the status.
   */
  function send(method, target, { body, cookie } = {}) {
    return new Promise((resolve) => {
      const headers = { host: HOST, connection: 'close' };
      if (body) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = body.length;
      }
      if (cookie) headers.cookie = cookie;
      let settled = false;
      const started = performance.now();
      const settle = (status, text) => {
        if (settled) return;
        settled = true;
        resolve({ status, ms: performance.now() - started, message: messageOf(text) });
      };
      const request = http.request(
        { host: '127.0.0.1', port: PORT, method, path: target, headers, agent: false },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => settle(response.statusCode, Buffer.concat(chunks).toString('utf8')));
          response.on('close', () => settle(response.statusCode, Buffer.concat(chunks).toString('utf8')));
        },
      );
      // The server may close the socket while a refused body is still being written: once the answer is in,
      // that is no failure.
      request.on('error', (error) => settle(error.code ?? 'error', error.message));
      request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${target} timed out`)));
      request.end(body);
    });
  }

  // ---- /healthz, polled from a worker thread: the senders' work on this thread does not delay its clock ----

  const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let stopping = false;
parentPort.on('message', () => { stopping = true; });
const once = () => new Promise((resolve) => {
  const started = performance.now();
  const request = http.request(
    { host: '127.0.0.1', port: workerData.port, path: '/healthz', headers: { host: workerData.host }, agent },
    (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
    },
  );
  request.on('error', (error) => resolve({ status: error.code ?? 'error', ms: performance.now() - started }));
  request.end();
});
(async () => {
  const ms = [];
  const statuses = {};
  let first = true;
  while (!stopping) {
    const answer = await once();
    ms.push(answer.ms);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (first) parentPort.postMessage({ started: true });
    first = false;
  }
  agent.destroy();
  parentPort.postMessage({ ms, statuses });
})();
`;

  /** Starts polling /healthz; resolves once the first answer is in, with `stop()` → { ms, statuses }. */
  async function startPoller() {
    const worker = new Worker(POLLER, { eval: true, workerData: { port: PORT, host: HOST } });
    const messages = [];
    let waiting = null;
    worker.on('message', (message) => {
      messages.push(message);
      waiting?.();
    });
    const next = async () => {
      while (messages.length === 0) await new Promise((resolve) => (waiting = resolve));
      return messages.shift();
    };
    await next();
    return {
      async stop() {
        worker.postMessage('stop');
        const result = await next();
        await worker.terminate();
        return result;
      },
    };
  }

  /** Count, median, 95th and 99th percentile and maximum of /healthz answers (ms), with the statuses seen. */
  function healthStats({ ms, statuses }, seconds) {
    const sorted = [...ms].sort((a, b) => a - b);
    const q = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
    return {
      count: sorted.length,
      perSecond: Math.round(sorted.length / seconds),
      median: round(q(0.5)),
      p95: round(q(0.95)),
      p99: round(q(0.99)),
      max: round(sorted.at(-1)),
      statuses,
    };
  }

  async function pollFor(seconds, work) {
    const poller = await startPoller();
    const started = performance.now();
    const outcome = await (work ? work() : sleep(seconds * 1000));
    const elapsed = (performance.now() - started) / 1000;
    return { outcome, health: healthStats(await poller.stop(), elapsed) };
  }

  // ---- Accounts ----

  const PASSWORD = 'benchmark-password-1';

  async function signUp(email) {
    const response = await fetch(`${BASE}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'Bench Mark', email, password: PASSWORD, repeatPassword: PASSWORD }),
    });
    if (response.status !== 201) fail(`signup ${response.status}: ${await response.text()}`);
  }

  async function signIn(email) {
    const response = await fetch(`${BASE}/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const token = /auth_token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (!token) fail(`signin ${response.status}`);
    return `auth_token=${token}`;
  }
  return { send, pollFor, signUp, signIn };
}
