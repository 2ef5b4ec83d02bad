/**
 * The outside tools the live-site benchmark drives: HTTP with a Host header, nginx serving a file, wrk,
 * the JavaScript a page sends (gzip bytes) and Lighthouse in Debian's Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

export const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET http://127.0.0.1:{port}{path} with the given Host (Node's fetch cannot set it) and headers. Resolves to
 * { status, headers, body } with the body as the bytes that came over the wire (not decoded).
 */
export function get(port, host, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: urlPath, method: 'GET', headers: { Host: host, ...headers } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${host}${urlPath} timed out`)));
    request.end();
  });
}

/** `preferred` when nothing listens on it at 127.0.0.1, else a port the system hands out. */
export async function freePort(preferred) {
  const tryListen = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const { port: got } = server.address();
        server.close(() => resolve(got));
      });
    });
  return (await tryListen(preferred)) ?? (await tryListen(0));
}

// ---- nginx ----

/**
 * Starts nginx in the foreground on 127.0.0.1:{port}, serving `dir` (which holds index.html) as static files,
 * with its pid, logs and temp folders in `dir`. Resolves once it answers; `stop()` ends it.
 */
export async function startNginx({ dir, port }) {
  // Workers run as an unprivileged user when nginx starts as root: the folder must be readable by them.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, sub), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  types { text/html html; }
  default_type application/octet-stream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    index index.html;
    location / { try_files $uri $uri/ =404; }
  }
}
`,
  );
  const child = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    if (!exited) child.kill('SIGQUIT');
  };
  process.on('exit', () => {
    if (!exited) child.kill('SIGKILL');
  });
  for (let i = 0; i < 50; i++) {
    if (exited) throw new Error(`nginx exited: ${stderr.trim()}`);
    try {
      const response = await get(port, `127.0.0.1:${port}`, '/');
      if (response.status === 200) return { stop, child };
    } catch {}
    await sleep(100);
  }
  stop();
  throw new Error(`nginx did not answer on port ${port}: ${stderr.trim()}`);
}

// ---- A bare Node server (reference) ----

/**
 * A Node process that does nothing but answer every request with the bytes of `file` (node:http, no
 * framework): what one Node process can serve on this machine, to tell the server's own cost from Node's.
 */
export async function startBareNode({ file, port }) {
  const code = `const http = require('node:http');
const body = require('node:fs').readFileSync(${JSON.stringify(file)});
http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.on('exit', stop);
  for (let i = 0; i < 50; i++) {
    if (exited) throw new Error('the bare Node server exited');
    try {
      if ((await get(port, `127.0.0.1:${port}`, '/')).status === 200) return { stop };
    } catch {}
    await sleep(100);
  }
  stop();
  throw new Error(`the bare Node server did not answer on port ${port}`);
}

// ---- wrk ----

/** A wrk duration ("812.00us", "1.23ms", "2.00s") in milliseconds. */
export function wrkMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`unreadable wrk duration "${text}"`);
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]];
  return Number(match[1]) * factor;
}

/** The figures of wrk's `--latency` report. */
export function parseWrk(output) {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const requests = /(\d+) requests in ([\d.]+\w+),\s+([\d.]+\w+) read/.exec(output);
  const percentile = (p) => {
    const match = new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output);
    return match ? Math.round(wrkMs(match[1]) * 100) / 100 : null;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  if (!rps || !requests) throw new Error(`unreadable wrk output:\n${output}`);
  return {
    rps: Math.round(Number(rps[1])),
    requests: Number(requests[1]),
    read: requests[3],
    p50Ms: percentile(50),
    p75Ms: percentile(75),
    p90Ms: percentile(90),
    p99Ms: percentile(99),
    socketErrors: errors
      ? { connect: +errors[1], read: +errors[2], write: +errors[3], timeout: +errors[4] }
      : { connect: 0, read: 0, write: 0, timeout: 0 },
    non2xx: non2xx ? Number(non2xx[1]) : 0,
  };
}

/**
 * Runs wrk against http://127.0.0.1:{port}{path} ('/' unless given) with the given Host header (or none), and
 * returns its report.
 */
export function runWrk({ port, host, path: urlPath = '/', threads, connections, seconds, latency = true }) {
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`];
  if (latency) args.push('--latency');
  if (host) args.push('-H', `Host: ${host}`);
  args.push(`http://127.0.0.1:${port}${urlPath}`);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`wrk exited ${code}: ${err}${out}`));
      else
        resolve({
          command: `wrk ${args.map((a) => (a.includes(' ') ? `'${a}'` : a)).join(' ')}`,
          output: out,
          ...parseWrk(out),
        });
    });
  });
}

// ---- JavaScript weight ----

/**
 * The scripts of an HTML document that are JavaScript: every <script src> and every inline <script> whose
 * type is absent or a JavaScript type (JSON data blocks and the like are not code the browser runs).
 */
export function scriptsOf(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    const isJs =
      type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
    if (!isJs) continue;
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    scripts.push(src ? { src: src.replace(/&amp;/g, '&') } : { inline: match[2] });
  }
  return scripts;
}

/**
 * The gzip bytes of the JavaScript a page sends: each <script src> fetched on the live host with
 * `Accept-Encoding: gzip` (what came over the wire when the server gzips it; gzipped here at level 9 when it
 * does not, and said so), each inline script gzipped here at level 9.
 */
export async function javascriptWeight(port, host, html) {
  const scripts = [];
  for (const script of scriptsOf(html)) {
    if (script.inline !== undefined) {
      const raw = Buffer.from(script.inline);
      scripts.push({
        inline: true,
        rawBytes: raw.length,
        gzipBytes: gzipSync(raw, { level: 9 }).length,
        gzippedBy: 'bench',
      });
      continue;
    }
    const url = new URL(script.src, `http://${host}/`);
    if (url.host !== host) throw new Error(`script from another host: ${script.src}`);
    const response = await get(port, host, url.pathname + url.search, { 'Accept-Encoding': 'gzip' });
    if (response.status !== 200) throw new Error(`${script.src} answered ${response.status}`);
    const byServer = response.headers['content-encoding'] === 'gzip';
    const raw = byServer ? gunzipSync(response.body) : response.body;
    scripts.push({
      src: script.src,
      rawBytes: raw.length,
      gzipBytes: byServer ? response.body.length : gzipSync(raw, { level: 9 }).length,
      gzippedBy: byServer ? 'server' : 'bench',
      contentType: response.headers['content-type'],
    });
  }
  return { scripts, gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) };
}

// ---- Lighthouse ----

/**
 * Lighthouse (default config: mobile emulation, simulated throttling; with `formFactor: 'desktop'` its desktop
 * preset) on `url` in Debian's Chromium through chrome-launcher, for the given categories. Returns the scores (0–100), the audits that scored below 1 in
 * those categories and Lighthouse's version.
 */
export async function runLighthouse({ url, chromePath, chromeFlags, categories, formFactor = 'mobile' }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // Lighthouse's own desktop preset (no mobile emulation, desktop throttling) when asked for; else its default.
  const config =
    formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'error' });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      },
      config,
    );
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = {};
    const failing = [];
    for (const id of categories) {
      const category = lhr.categories[id];
      scores[id] = category.score === null ? null : Math.round(category.score * 100);
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
        if (audit.scoreDisplayMode === 'informative') continue;
        if (audit.score !== null && audit.score < 1) {
          failing.push({
            category: id,
            id: ref.id,
            weight: ref.weight,
            score: audit.score,
            displayValue: audit.displayValue ?? null,
            title: audit.title,
            explanation: audit.explanation ?? null,
            items: (audit.details?.items ?? []).slice(0, 5),
          });
        } else if (audit.score === null && audit.scoreDisplayMode === 'error') {
          failing.push({
            category: id,
            id: ref.id,
            weight: ref.weight,
            score: null,
            error: audit.errorMessage,
          });
        }
      }
    }
    const metrics = {};
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      const audit = lhr.audits[id];
      if (audit)
        metrics[id] = { value: audit.numericValue, display: audit.displayValue ?? null, score: audit.score };
    }
    return {
      version: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent,
      formFactor: lhr.configSettings.formFactor,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      finalUrl: lhr.finalDisplayedUrl,
      scores,
      metrics,
      failing,
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
}

/** The versions of wrk and nginx (both print them on a stream of their own choosing). */
export function toolVersions() {
  const said = (command) => {
    const run = spawnSync(command, ['-v'], { encoding: 'utf8' });
    return `${run.stdout ?? ''}${run.stderr ?? ''}`.split('\n')[0].trim();
  };
  return { wrk: said(WRK).replace(/\s+Copyright.*$/, ''), nginx: said(NGINX) };
}
