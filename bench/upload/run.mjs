#!/usr/bin/env node
/**
 * Upload benchmark: the built server (apps/server/dist, PGlite, a fresh DATA_DIR) receives a 100 MB upload over
 * HTTP, streamed from a 1 MB buffer so the client never holds the file, while this script samples the server
 * process's memory from /proc/<pid>/status every 20 ms:
 *   VmRSS    resident memory (what the target is about)
 *   RssAnon  its anonymous part: the JS heap, buffers and native allocations, without mapped files
 *   VmHWM    the peak resident memory the kernel saw
 * Growth is the highest sample during the upload minus the last sample before it. Target: under 64 MB.
 * Prints the figures with the machine and writes bench/results/upload.json; exits 1 when the target is missed.
 * Run from the repository root after building the server: npm run build && node bench/upload/run.mjs
 * (only the server's bundle is used: `npm run build -w @tessera/server` is enough).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createBenchApp, machine, root, startBuiltServer } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.resolve(here, '../results/upload.json');
const PORT = Number(process.env.BENCH_PORT ?? 4392);
const BASE = `http://127.0.0.1:${PORT}`;
const FILE_BYTES = 104_857_600; // UPLOAD_MAX_BYTES: the largest upload the server takes
const RUNS = 3;
const SAMPLE_MS = 20;
const TARGET_GROWTH_MB = 64;
const MB = 1024 * 1024;

const bundle = path.join(root, 'apps/server/dist/main.js');
if (!existsSync(bundle)) {
  console.error('apps/server/dist/main.js is missing: run `npm run build` first');
  process.exit(1);
}

// ---- Server ----

const {
  server,
  ready: waitForServer,
  stop,
} = startBuiltServer({
  port: PORT,
  base: BASE,
  tmpPrefix: 'tessera-bench-upload-',
});

// ---- Memory of the server process, from /proc ----

function memory() {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kB = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kB('VmRSS') * 1024, anon: kB('RssAnon') * 1024, hwm: kB('VmHWM') * 1024 };
}

const toMB = (bytes) => Math.round((bytes / MB) * 10) / 10;

// ---- Set-up through the API (not measured) ----

async function setUp() {
  const email = `bench.${Date.now()}@example.com`;
  const password = 'benchmark-password-1';
  const post = (url, body, cookie) =>
    fetch(`${BASE}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const signup = await post('/signup', { username: 'Bench Mark', email, password, repeatPassword: password });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}`);
  const login = await post('/signin', { email, password });
  const token = /auth_token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`login ${login.status}`);
  const cookie = `auth_token=${token}`;
  const gql = async (query, variables = {}) => {
    const body = await (await post('/graphql', { query, variables }, cookie)).json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const appId = await createBenchApp(gql);
  return { cookie, appId };
}

// ---- One streamed upload: a PDF header, then filler, from one reused 1 MB buffer ----

const FILLER = Buffer.alloc(MB, 0x20);
const PDF_HEAD = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');

function streamUpload({ cookie, appId }, size, filename) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="${filename}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(`${BASE}/upload/${appId}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': opening.length + size + closing.length,
        cookie,
      },
    });
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', reject);
    const write = (data) =>
      new Promise((done) => (request.write(data) ? done() : request.once('drain', done)));
    (async () => {
      await write(opening);
      await write(PDF_HEAD);
      let sent = PDF_HEAD.length;
      while (sent < size) {
        const next = FILLER.subarray(0, Math.min(FILLER.length, size - sent));
        await write(next);
        sent += next.length;
      }
      request.end(closing);
    })().catch(reject);
  });
}

async function measuredUpload(context, label) {
  // Settle first: the baseline is the idle server after the previous run.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const before = memory();
  const samples = [];
  const timer = setInterval(() => samples.push(memory()), SAMPLE_MS);
  const start = performance.now();
  const answer = await streamUpload(context, FILE_BYTES, `${label}.pdf`);
  const ms = performance.now() - start;
  clearInterval(timer);
  samples.push(memory());
  if (answer.status !== 201) throw new Error(`upload ${answer.status}: ${answer.body}`);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const after = memory();
  const peak = (key) => Math.max(...samples.map((sample) => sample[key]));
  return {
    seconds: Math.round(ms) / 1000,
    throughputMBps: Math.round((FILE_BYTES / MB / (ms / 1000)) * 10) / 10,
    samples: samples.length,
    rssMB: { before: toMB(before.rss), peak: toMB(peak('rss')), after: toMB(after.rss) },
    anonMB: { before: toMB(before.anon), peak: toMB(peak('anon')), after: toMB(after.anon) },
    growthMB: { rss: toMB(peak('rss') - before.rss), anon: toMB(peak('anon') - before.anon) },
  };
}

async function main() {
  await waitForServer();
  const context = await setUp();
  // Warm-up: the upload route's modules (multipart, file-type) load on first use; a small upload loads them.
  const warm = await streamUpload(context, 64 * 1024, 'warm-up.pdf');
  if (warm.status !== 201) throw new Error(`warm-up ${warm.status}: ${warm.body}`);
  const idle = memory();
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await measuredUpload(context, `run-${i + 1}`);
    console.log(
      `run ${i + 1}: ${run.seconds} s (${run.throughputMBps} MB/s), RSS ${run.rssMB.before} → peak ${run.rssMB.peak} → ${run.rssMB.after} MB (growth ${run.growthMB.rss} MB; anonymous ${run.growthMB.anon} MB)`,
    );
    runs.push(run);
  }
  const final = memory();
  const worst = Math.max(...runs.map((run) => run.growthMB.rss));
  const result = {
    benchmark: 'a 100 MB upload streamed over HTTP to the built server (PGlite, disk storage): server memory',
    command: 'npm run build && node bench/upload/run.mjs',
    date: new Date().toISOString(),
    fileBytes: FILE_BYTES,
    sampleEveryMs: SAMPLE_MS,
    idleRssMB: toMB(idle.rss),
    runs,
    worstRssGrowthMB: worst,
    peakRssEverMB: toMB(final.hwm),
    targetGrowthMB: TARGET_GROWTH_MB,
    pass: worst < TARGET_GROWTH_MB,
    machine: machine(),
  };
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`command: ${result.command}`);
  console.log(
    `machine: ${result.machine.cpu}, ${result.machine.cores} cores, ${result.machine.totalMemoryGiB} GiB, node ${result.machine.node}`,
  );
  console.log(
    `worst RSS growth during a 100 MB upload: ${worst} MB (target < ${TARGET_GROWTH_MB} MB) — ${result.pass ? 'met' : 'MISSED'}`,
  );
  if (!result.pass) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stop);
