/**
 * The co-editing benchmark's Node clients: real Hocuspocus providers on real sockets (a `ws` WebSocket sending
 * the session cookie and the console's Origin, as a browser does; apps/server/test/collab-helpers.ts), and the
 * server process's memory read through its inspector (garbage collected first).
 */
import { readFileSync } from 'node:fs';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';

function socketWithHeaders(headers) {
  return class extends WebSocket {
    constructor(url, protocols) {
      super(url, protocols, { headers });
    }
  };
}

/**
 * Joins the page's document on a socket of its own; resolves once synced with the client and the ms from the
 * provider's creation (its connect) to synced.
 */
export function join({ url, origin, cookie, pageId }) {
  const doc = new Y.Doc();
  /** Every close of the socket (time, code, reason): a probe that does not arrive says whether one came. */
  const closes = [];
  const socket = new HocuspocusProviderWebsocket({
    url,
    WebSocketPolyfill: socketWithHeaders({ origin, cookie }),
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`join ${pageId}: not synced in 30 s`)), 30_000);
    const started = performance.now();
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: pageId,
      document: doc,
      token: 'cookie',
      onSynced: ({ state }) => {
        if (!state) return;
        clearTimeout(timer);
        resolve({
          doc,
          provider,
          syncMs: performance.now() - started,
          closes,
          destroy() {
            provider.destroy();
            socket.destroy();
            doc.destroy();
          },
        });
      },
      onAuthenticationFailed: ({ reason }) => {
        clearTimeout(timer);
        reject(new Error(`join ${pageId} refused: ${reason}`));
      },
      onClose: ({ event }) => {
        closes.push(`${Math.round(performance.now())} ms: ${event.code} ${event.reason || '(no reason)'}`);
        if (event.reason) console.error(`client of ${pageId} closed: ${event.reason}`);
      },
    });
    provider.attach();
  });
}

const TEXT_TYPES = new Set(['TextInput', 'TextArea']);

/** The text properties (entries of a text field's type with a string value) of the doc's bricks, by brick id. */
function textProps(doc, exclude) {
  const found = [];
  for (const [id, brick] of doc.getMap('bricks').entries()) {
    if (exclude.has(id)) continue;
    let own = false;
    for (const [name, entry] of brick.get('props').entries())
      if (TEXT_TYPES.has(entry?.type) && typeof entry.value === 'string') {
        found.push({ id, name });
        own = true;
      }
    // Lean content (decision 0037): a heading at its defaults holds no entry; its text is set as the editor sets it.
    if (!own && brick.get('name') === 'Heading') found.push({ id, name: 'text' });
  }
  return found;
}

/**
 * Load, not measured: a joined client that edits one text property of a random brick (not one of `exclude`)
 * every `everyMs` (± half, so the clients do not move in step), as the editor writes it: the property's
 * entry replaced by a copy with a new value in the brick's `props` map (packages/shared/src/collab/schema.ts).
 * Returns stop() and the count of edits made.
 */
export function startEditing(client, { everyMs, exclude, label }) {
  const edit = editor(client, exclude, label);
  let timer;
  const next = () => {
    timer = setTimeout(
      () => {
        edit();
        next();
      },
      everyMs * (0.5 + Math.random()),
    );
  };
  next();
  return {
    targets: edit.targets,
    get edits() {
      return edit.count;
    },
    stop: () => clearTimeout(timer),
  };
}

/** One edit as startEditing makes them: a random text property of a random brick (not one of `exclude`). */
export function editOnce(client, label) {
  editor(client, new Set(), label)();
}

function editor(client, exclude, label) {
  const targets = textProps(client.doc, exclude);
  if (targets.length === 0) throw new Error('no text properties to edit');
  const bricks = client.doc.getMap('bricks');
  const edit = () => {
    const { id, name } = targets[Math.floor(Math.random() * targets.length)];
    const props = bricks.get(id).get('props');
    edit.count += 1;
    props.set(name, { type: 'TextInput', ...props.get(name), value: `${label} edit ${edit.count}` });
  };
  edit.count = 0;
  edit.targets = targets.length;
  return edit;
}

/** The server process's resident memory from /proc (MB). */
export function residentMB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024 };
}

/**
 * The server's memory after a full garbage collection, through its inspector (started with --inspect on
 * `inspectPort`): process.memoryUsage() and /proc's VmRSS and RssAnon, in MB.
 */
export async function serverMemory(inspectPort, pid) {
  const session = await inspector(inspectPort);
  try {
    // Twice: what the first collection frees by finalizers goes in the second.
    await session.call('HeapProfiler.collectGarbage');
    await session.call('HeapProfiler.collectGarbage');
    const result = await session.call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse(result.result.value);
    const mb = (n) => n / 1024 ** 2;
    return {
      heapUsed: mb(usage.heapUsed),
      external: mb(usage.external),
      arrayBuffers: mb(usage.arrayBuffers),
      rss: mb(usage.rss),
      ...Object.fromEntries(Object.entries(residentMB(pid)).map(([k, v]) => [`proc_${k}`, v])),
    };
  } finally {
    session.close();
  }
}

/**
 * The server's path alone, without browsers: `writer` sets a text property of brick `brickId` and the time to
 * `reader` (another socket) holding the value is taken in this process, `runs` times, 200–500 ms apart.
 * Returns the samples (ms) and how many did not arrive within 10 s.
 */
export async function measureNodeToNode(writer, reader, { brickId, runs }) {
  const [name] = textProps(writer.doc, new Set())
    .filter((t) => t.id === brickId)
    .map((t) => t.name);
  if (!name) throw new Error(`${brickId} has no text property`);
  const props = (client) => client.doc.getMap('bricks').get(brickId).get('props');
  const samples = [];
  let lost = 0;
  for (let i = 0; i < runs; i++) {
    const value = `probe ${i} ${Date.now()}`;
    const arrived = new Promise((resolve) => {
      const timer = setTimeout(() => {
        reader.doc.off('update', check);
        resolve(null);
      }, 10_000);
      const check = () => {
        if (props(reader).get(name)?.value !== value) return;
        clearTimeout(timer);
        reader.doc.off('update', check);
        resolve(performance.now());
      };
      reader.doc.on('update', check);
    });
    const started = performance.now();
    // A whole entry, as the editor writes one (a value alone is completed by the server's next store).
    props(writer).set(name, { type: 'TextInput', ...props(writer).get(name), value });
    const at = await arrived;
    if (at === null) {
      lost += 1;
      console.error(
        `probe ${i} (${Math.round(started)} ms) not seen in 10 s; writer closes: ${writer.closes.join(', ') || 'none'}; reader closes: ${reader.closes.join(', ') || 'none'}; writer has it: ${props(writer).get(name)?.value === value}`,
      );
    } else samples.push(at - started);
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
  }
  return { samples, lost };
}

/** Connects to the server's inspector; `call(method, params)` and `close()`. */
async function inspector(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let id = 0;
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message.result);
      pending.delete(message.id);
    }
  });
  return {
    call: (method, params = {}) =>
      new Promise((resolve) => {
        id += 1;
        pending.set(id, resolve);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

/**
 * Where the server's main thread spends its time: a CPU profile through its inspector for `ms`, summed by
 * function (self time) and by source file. Returns the busy share and the top entries, in ms.
 */
export async function profileServer(inspectPort, ms) {
  const session = await inspector(inspectPort);
  try {
    await session.call('Profiler.enable');
    await session.call('Profiler.setSamplingInterval', { interval: 1000 });
    await session.call('Profiler.start');
    await new Promise((resolve) => setTimeout(resolve, ms));
    const { profile } = await session.call('Profiler.stop');
    await session.call('Profiler.disable');
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map();
    profile.samples.forEach((nodeId, i) => {
      self.set(nodeId, (self.get(nodeId) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    const byFunction = new Map();
    const byFile = new Map();
    let idle = 0;
    let total = 0;
    for (const [nodeId, time] of self) {
      const { functionName, url, lineNumber } = byId.get(nodeId).callFrame;
      total += time;
      if (functionName === '(idle)') {
        idle += time;
        continue;
      }
      const file =
        url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/') ||
        '(native)';
      const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + time);
      const pkg = file
        .split('/')
        .slice(0, file.startsWith('@') ? 2 : 1)
        .join('/');
      byFile.set(pkg, (byFile.get(pkg) ?? 0) + time);
    }
    const top = (map, n) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, time]) => ({ name, ms: Math.round(time) }));
    return {
      profiledMs: Math.round(total),
      busyShare: Math.round(((total - idle) / total) * 100) / 100,
      topFunctions: top(byFunction, 15),
      topSources: top(byFile, 10),
    };
  } finally {
    session.close();
  }
}
