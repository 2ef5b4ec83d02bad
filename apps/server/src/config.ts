import path from 'node:path';
import { UPLOAD_MAX_BYTES, UPLOAD_TTL_MS } from '@tessera/shared';
import { webhookPolicyFromEnv } from './modules/forms/webhook-url.ts';

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/** S3-compatible object storage for media (S3_BUCKET set); otherwise media live under $DATA_DIR/media. */
export interface S3Config {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, …); AWS itself when absent. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role) is used. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most self-hosted ones. */
  forcePathStyle: boolean;
}

export interface MediaConfig {
  /** The largest upload in bytes (UPLOAD_MAX_BYTES); tests lower it to test the limit quickly. */
  uploadMaxBytes: number;
  /** An upload never followed by createMedia is removed after this long (UPLOAD_TTL_MS). */
  uploadTtlMs: number;
  /** Sweep expired uploads and stale temporary files on start and every hour (tests sweep by hand). */
  sweep: boolean;
  s3: S3Config | undefined;
}

/** How form submissions are delivered by e-mail and webhook (issue 24, modules/forms/delivery). */
export interface FormDeliveryConfig {
  /** FORMS_DELIVERY=off: jobs are still queued with each submission, but this process delivers none. */
  enabled: boolean;
  /** FORMS_RETRY_SCALE: multiplies the retry waits and the 24 h window (tests and the bench run it in seconds). */
  retryScale: number;
  /** FORMS_WEBHOOK_ALLOW_PRIVATE: webhooks may go to private and loopback addresses, and over http. */
  webhookAllowPrivate: boolean;
  /** FORMS_WEBHOOK_ALLOW_ADDRESSES: these addresses only are allowed although private (127.0.0.1,::1). */
  webhookAllowAddresses: string[];
  /** FORMS_WORKERS: pollers of the delivery queue in this process. */
  workers: number;
  /** FORMS_WORKER_BATCH: jobs each poller takes at once (delivered concurrently). */
  batchSize: number;
  /** FORMS_WORKER_POLL_SECONDS: each poller's wait between fetches when not nudged (at least 0.5). */
  pollSeconds: number;
  /** FORMS_MAIL_LOCALE: the language of submission e-mails (en-US or pt-BR). */
  mailLocale: string;
  /** FORMS_QUEUE_SCHEMA: the database schema of the queue's tables (pgboss); tests sharing a database use others. */
  queueSchema: string;
}

/** Forms on live sites (issue 24, docs/decisions/0036): what keeps spam out. */
export interface FormsConfig {
  /** The key of the forms' time tokens (FORMS_SECRET); unset: one made once and kept in the database. */
  secret: string | undefined;
  /** A submission sooner than this after the page was served is refused as too fast (FORMS_MIN_SECONDS). */
  minSeconds: number;
  /** A page older than this must be loaded again before its form is accepted (FORMS_TOKEN_MAX_HOURS). */
  tokenMaxHours: number;
  /** Submissions per client address per app, and per app from everyone. */
  perAddress: RateLimitRule;
  perApp: RateLimitRule;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicHost: string;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  /** Co-editing's keys and channels in Redis (COLLAB_REDIS_PREFIX): processes sharing documents use the same. */
  collabRedisPrefix: string;
  mailFrom: string;
  /** Origin used in e-mailed links; by default http://localhost:$PORT. */
  consoleOrigin: string;
  /**
   * Other origins whose pages may call /graphql with the user's cookie (CORS_ORIGINS, comma-separated exact
   * origins). Empty by default: the console is same-origin and needs no CORS header at all.
   */
  corsOrigins: string[];
  production: boolean;
  logLevel: string;
  webDist: string | undefined;
  media: MediaConfig;
  formDelivery: FormDeliveryConfig;
  forms: FormsConfig;
  rateLimits: {
    perAddress: RateLimitRule;
    perEmail: RateLimitRule;
    /** Per client address on POST /transpile: the editors compile on every preview. */
    transpile?: RateLimitRule;
    /** Per user on POST /upload/{appId}. */
    upload?: RateLimitRule;
    /** Per user on sendTestFormWebhook: each is a post to an outside address. */
    webhookTest?: RateLimitRule;
  };
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function positive(value: string | undefined, fallback: number): number {
  const n = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function queueSchema(value: string | undefined): string {
  if (!value) return 'pgboss';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value)) {
    throw new Error(`FORMS_QUEUE_SCHEMA: "${value}" is not a plain lower-case schema name such as pgboss`);
  }
  return value;
}

/** A whole number of zero or more (a minimum time of 0 turns the check off, for tests and benches). */
function count(value: string | undefined, fallback: number): number {
  const n = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

function flag(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

/** CORS_ORIGINS: exact origins (scheme://host[:port]), comma-separated; a wildcard or `null` is refused. */
export function parseCorsOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter((entry) => entry.length > 0);
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) {
      throw new Error(`CORS_ORIGINS: "${origin}" is not an exact origin such as https://studio.example.com`);
    }
  }
  return [...new Set(origins)];
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 4000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicHost: env.PUBLIC_HOST ?? 'localhost',
    smtpUrl: env.SMTP_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    collabRedisPrefix: env.COLLAB_REDIS_PREFIX || 'tessera-collab',
    mailFrom: env.MAIL_FROM ?? 'Tessera <no-reply@tessera.localhost>',
    consoleOrigin: (env.CONSOLE_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST,
    media: {
      uploadMaxBytes: UPLOAD_MAX_BYTES,
      uploadTtlMs: UPLOAD_TTL_MS,
      sweep: true,
      s3: s3Config(env),
    },
    formDelivery: {
      enabled: (env.FORMS_DELIVERY ?? 'on').toLowerCase() !== 'off',
      retryScale: positive(env.FORMS_RETRY_SCALE, 1),
      // One reading of FORMS_WEBHOOK_ALLOW_*: the save-time check and the sending agents use the same policy.
      webhookAllowPrivate: webhookPolicyFromEnv(env).allowPrivate,
      webhookAllowAddresses: [...webhookPolicyFromEnv(env).allowAddresses],
      workers: int(env.FORMS_WORKERS, 4),
      batchSize: int(env.FORMS_WORKER_BATCH, 50),
      pollSeconds: Math.max(0.5, positive(env.FORMS_WORKER_POLL_SECONDS, 0.5)),
      mailLocale: env.FORMS_MAIL_LOCALE?.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en-US',
      queueSchema: queueSchema(env.FORMS_QUEUE_SCHEMA),
    },
    forms: {
      secret: env.FORMS_SECRET || undefined,
      minSeconds: count(env.FORMS_MIN_SECONDS, 3),
      tokenMaxHours: int(env.FORMS_TOKEN_MAX_HOURS, 24),
      perAddress: {
        points: int(env.FORMS_RATE_ADDRESS_POINTS, 10),
        durationSeconds: int(env.FORMS_RATE_ADDRESS_WINDOW, 600),
      },
      perApp: {
        points: int(env.FORMS_RATE_APP_POINTS, 600),
        durationSeconds: int(env.FORMS_RATE_APP_WINDOW, 60),
      },
    },
    rateLimits: {
      // Per client address, per auth route: generous enough for an office behind one NAT.
      perAddress: {
        points: int(env.RATE_LIMIT_ADDRESS_POINTS, 30),
        durationSeconds: int(env.RATE_LIMIT_WINDOW, 60),
      },
      // Per e-mail address, per auth route: slows guessing one account's password.
      perEmail: {
        points: int(env.RATE_LIMIT_EMAIL_POINTS, 10),
        durationSeconds: int(env.RATE_LIMIT_WINDOW, 60),
      },
      transpile: {
        points: int(env.RATE_LIMIT_TRANSPILE_POINTS, 120),
        durationSeconds: int(env.RATE_LIMIT_WINDOW, 60),
      },
      upload: {
        points: int(env.RATE_LIMIT_UPLOAD_POINTS, 60),
        durationSeconds: int(env.RATE_LIMIT_WINDOW, 60),
      },
      webhookTest: {
        points: int(env.RATE_LIMIT_WEBHOOK_TEST_POINTS, 10),
        durationSeconds: int(env.RATE_LIMIT_WINDOW, 60),
      },
    },
  };
}
