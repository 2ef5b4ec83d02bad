/**
 * Open-loop load for the forms HTTP benchmark: posts at a fixed arrival rate whatever the answers do (a slow
 * answer does not delay the next post), over node:http with a keep-alive agent (fetch would drop the Host
 * header the live host needs). Each post's latency is from the request being sent to its answer's last byte.
 */
import http from 'node:http';

export interface Sent {
  n: number;
  /** When it was sent, ms after the run's start. */
  at: number;
  status: number;
  ms: number;
  accepted: boolean;
  error?: string;
}

export interface LoadRun {
  results: Sent[];
  startedAt: number;
  lastAnswerAt: number;
  /** How late the generator sent its latest post (its own event loop's delay), ms. */
  maxLagMs: number;
}

export async function openLoop(options: {
  port: number;
  host: string;
  action: string;
  rate: number;
  seconds: number;
  firstN: number;
  bodyOf: (n: number) => string;
}): Promise<LoadRun> {
  const { port, host, action, rate, seconds, firstN } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * seconds);
  const results: Sent[] = [];
  let lastAnswerAt = 0;
  let maxLagMs = 0;
  const inFlight: Promise<void>[] = [];
  const startedAt = performance.now();
  const post = (n: number) =>
    new Promise<void>((resolve) => {
      const body = options.bodyOf(n);
      const t0 = performance.now();
      const done = (status: number, text: string, error?: string) => {
        const end = performance.now();
        lastAnswerAt = Math.max(lastAnswerAt, end);
        let accepted = false;
        if (status === 200) {
          try {
            accepted = (JSON.parse(text) as { ok?: boolean }).ok === true;
          } catch {}
        }
        results.push({ n, at: t0 - startedAt, status, ms: end - t0, accepted, ...(error ? { error } : {}) });
        resolve();
      };
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: action,
          agent,
          timeout: 60_000,
          headers: {
            host,
            origin: `http://${host}`,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
          response.on('error', (e) => done(0, '', e.message));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (e) => done(0, '', e.message));
      request.end(body);
    });

  let i = 0;
  while (i < total) {
    const now = performance.now();
    // Every post whose time has come goes now; then sleep until the next one's.
    while (i < total && startedAt + (i * 1000) / rate <= now) {
      maxLagMs = Math.max(maxLagMs, now - (startedAt + (i * 1000) / rate));
      inFlight.push(post(firstN + i));
      i++;
    }
    if (i < total) {
      const wait = startedAt + (i * 1000) / rate - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    }
  }
  await Promise.all(inFlight);
  agent.destroy();
  return { results, startedAt, lastAnswerAt, maxLagMs };
}

/** p50/p95/p99/max of the latencies, ms to 0.1. */
export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length === 0
      ? null
      : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}
