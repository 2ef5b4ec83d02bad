import type { FormsConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { createPowChallenge } from './challenge.ts';
import { instanceSecret } from './instance-secret.ts';
import { RejectionCounter } from './rejections.ts';

/** How often refusal counts are written to form_rejections. */
const REJECTION_FLUSH_MS = 30_000;

/**
 * The live forms' own state in one process: the time-token key (FORMS_SECRET, else the installation's shared
 * secret, read once), the proof-of-work challenge (its keys derived from the same secret, its used solutions
 * remembered here) and the refusal counters with their flush timer.
 */
export function createFormsLive(deps: { db: Db; config: FormsConfig }) {
  let key: Promise<Buffer> | undefined;
  const tokenKey = (): Promise<Buffer> => {
    key ??= deps.config.secret
      ? Promise.resolve(Buffer.from(deps.config.secret))
      : instanceSecret(deps.db, 'forms-token').catch((error) => {
          // A failed read is not remembered: the next request asks again.
          key = undefined;
          throw error;
        });
    return key;
  };
  const rejections = new RejectionCounter(deps.db);
  let timer: NodeJS.Timeout | undefined;
  return {
    tokenKey,
    challenge: createPowChallenge(tokenKey),
    rejections,
    rules: { minSeconds: deps.config.minSeconds, maxHours: deps.config.tokenMaxHours },
    start() {
      timer ??= setInterval(() => void rejections.flush().catch(() => {}), REJECTION_FLUSH_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await rejections.flush().catch(() => {});
    },
  };
}

export type FormsLive = ReturnType<typeof createFormsLive>;
