import path from 'node:path';

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicHost: string;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  mailFrom: string;
  /** Origin used in e-mailed links; by default http://localhost:$PORT. */
  consoleOrigin: string;
  production: boolean;
  logLevel: string;
  webDist: string | undefined;
  rateLimits: {
    perAddress: RateLimitRule;
    perEmail: RateLimitRule;
    /** Per client address on POST /transpile: the editors compile on every preview. */
    transpile?: RateLimitRule;
  };
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
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
    mailFrom: env.MAIL_FROM ?? 'Tessera <no-reply@tessera.localhost>',
    consoleOrigin: (env.CONSOLE_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST,
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
    },
  };
}
