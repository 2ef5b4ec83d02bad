import http from 'node:http';
import https from 'node:https';
import type { AttemptOutcome } from '@tessera/shared';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import type { WebhookAddressSettings } from './webhook-security.ts';

export const WEBHOOK_TIMEOUT_MS = 15_000;
export const WEBHOOK_USER_AGENT = 'Tessera-Webhooks/1';
/** The part of a receiver's answer kept with the attempt. */
export const EXCERPT_BYTES = 1024;
/** An answer is read this far (so the connection can be reused), then cut. */
const READ_LIMIT_BYTES = 64 * 1024;

/** A post the address checks refused, as attempts record it. */
export const ADDRESS_REFUSED = 'the webhook address is not allowed (private, loopback or link-local)';

export interface AttemptResult {
  outcome: AttemptOutcome;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  excerpt: string | null;
  error: string | null;
  /** The receiver's Retry-After header, raw. */
  retryAfter: string | undefined;
}

export interface WebhookAgents {
  http: http.Agent;
  https: https.Agent;
  destroy(): void;
}

/**
 * The agents every webhook goes through: they check the address each connection resolves to (after DNS, so a
 * name that resolves to a private address, or changes to one, is refused too) unless the operator allows it.
 */
export function createWebhookAgents(settings: WebhookAddressSettings): WebhookAgents {
  const options = {
    keepAlive: true,
    maxSockets: 20,
    allowPrivateIPAddress: settings.webhookAllowPrivate,
    allowIPAddressList: settings.webhookAllowAddresses,
  };
  const agents = {
    http: new RequestFilteringHttpAgent(options),
    https: new RequestFilteringHttpsAgent(options),
  };
  return {
    ...agents,
    destroy() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

class TimeoutError extends Error {}

const isRefusal = (error: Error) => /^DNS lookup .* is not allowed/.test(error.message);

/**
 * One POST of a signed body: 2xx is success; anything else (redirects included: they are never followed) is an
 * `http` failure; no answer within 15 s is `timeout`; an address the agents refuse is `refused`.
 */
export function postWebhook(options: {
  url: string;
  body: string;
  headers: Record<string, string>;
  agents: WebhookAgents;
  timeoutMs?: number;
}): Promise<AttemptResult> {
  const startedAt = new Date();
  const started = performance.now();
  const finish = (fields: Partial<AttemptResult> & { outcome: AttemptOutcome }): AttemptResult => ({
    startedAt,
    durationMs: Math.round(performance.now() - started),
    statusCode: null,
    excerpt: null,
    error: null,
    retryAfter: undefined,
    ...fields,
  });
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      resolve(finish({ outcome: 'refused', error: 'the webhook URL is not valid' }));
      return;
    }
    const secure = url.protocol === 'https:';
    if (!secure && url.protocol !== 'http:') {
      resolve(finish({ outcome: 'refused', error: 'the webhook URL is not http(s)' }));
      return;
    }
    const request = (secure ? https : http).request(url, {
      method: 'POST',
      agent: secure ? options.agents.https : options.agents.http,
      headers: {
        ...options.headers,
        'content-type': 'application/json',
        'user-agent': WEBHOOK_USER_AGENT,
        'content-length': String(Buffer.byteLength(options.body)),
      },
    });
    // The 15 s count from when the request has a socket: waiting for one of the agent's 20 is not the receiver's
    // slowness (a busy batch would otherwise time out requests never sent).
    let timer: NodeJS.Timeout | undefined;
    request.once('socket', () => {
      // When the event loop was held up (on PGlite, a long run of queries chained through promises), timers run
      // before the I/O that came meanwhile: look at that I/O first (setImmediate), then give up if still nothing.
      timer = setTimeout(
        () => setImmediate(() => request.destroy(new TimeoutError('no answer in time'))),
        options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      );
    });
    let settled = false;
    const done = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    request.on('error', (error) => {
      if (error instanceof TimeoutError) done(finish({ outcome: 'timeout', error: error.message }));
      // Stored and shown as is: never which address the name resolved to (no internal DNS lookups through it).
      else if (isRefusal(error)) done(finish({ outcome: 'refused', error: ADDRESS_REFUSED }));
      else done(finish({ outcome: 'network', error: error.message }));
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let read = 0;
      const answer = () => {
        const status = response.statusCode ?? 0;
        const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8');
        const retryAfter = response.headers['retry-after'];
        done(
          finish({
            outcome: status >= 200 && status < 300 ? 'ok' : 'http',
            statusCode: status,
            excerpt,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
            error: status >= 200 && status < 300 ? null : `HTTP ${status}`,
          }),
        );
      };
      response.on('data', (chunk: Buffer) => {
        if (read < EXCERPT_BYTES) chunks.push(chunk);
        read += chunk.length;
        if (read > READ_LIMIT_BYTES) {
          answer();
          response.destroy();
        }
      });
      response.on('end', answer);
      response.on('error', (error) => {
        if (error instanceof TimeoutError) done(finish({ outcome: 'timeout', error: error.message }));
        else answer();
      });
    });
    request.end(options.body);
  });
}
