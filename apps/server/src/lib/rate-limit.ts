import { LIMITS } from '@tessera/shared';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { RateLimitRule } from '../config.ts';
import { tooManyRequests } from './errors.ts';

const DEFAULT_TRANSPILE_RULE: RateLimitRule = { points: 120, durationSeconds: 60 };
const DEFAULT_UPLOAD_RULE: RateLimitRule = { points: 60, durationSeconds: 60 };
const DEFAULT_FORM_ADDRESS_RULE: RateLimitRule = { points: 10, durationSeconds: 600 };
const DEFAULT_FORM_APP_RULE: RateLimitRule = { points: 600, durationSeconds: 60 };
/** A manager's "Send a test" of a form webhook: a post to an outside address, so a few a minute per user. */
const DEFAULT_WEBHOOK_TEST_RULE: RateLimitRule = { points: 10, durationSeconds: 60 };
const MAIL_RULE: RateLimitRule = { points: LIMITS.mailsPerRecipientPerHour, durationSeconds: 60 * 60 };

/**
 * Counts attempts per key (client address, e-mail) per auth route. In memory by default; in Redis when
 * REDIS_URL is set, so every process behind a load balancer shares the same counters.
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly rules: {
      perAddress: RateLimitRule;
      perEmail: RateLimitRule;
      transpile?: RateLimitRule;
      upload?: RateLimitRule;
      webhookTest?: RateLimitRule;
      /** Live form submissions (issue 24): per client address and app, and per app. */
      formAddress?: RateLimitRule;
      formApp?: RateLimitRule;
    },
    private readonly redis?: Redis,
  ) {}

  private limiter(name: string, rule: RateLimitRule): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const options = { keyPrefix: `rl:${name}`, points: rule.points, duration: rule.durationSeconds };
      limiter = this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis, useRedisPackage: false })
        : new RateLimiterMemory(options);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /** One compile request per address on POST /transpile (120 a minute unless configured); 429 past the limit. */
  async consumeTranspile(address: string): Promise<void> {
    try {
      await this.limiter('transpile:ip', this.rules.transpile ?? DEFAULT_TRANSPILE_RULE).consume(address);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests();
      throw error;
    }
  }

  /** One upload per signed-in user on POST /upload/{appId} (60 a minute unless configured); 429 past the limit. */
  async consumeUpload(userId: string): Promise<void> {
    try {
      await this.limiter('upload:user', this.rules.upload ?? DEFAULT_UPLOAD_RULE).consume(userId);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests();
      throw error;
    }
  }

  /** One signed test post to a form's webhook by `userId` (10 a minute unless configured); 429 past the limit. */
  async consumeWebhookTest(userId: string): Promise<void> {
    try {
      await this.limiter('webhook-test:user', this.rules.webhookTest ?? DEFAULT_WEBHOOK_TEST_RULE).consume(
        userId,
      );
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests();
      throw error;
    }
  }

  /** One e-mail about an address to `recipient`; false past LIMITS.mailsPerRecipientPerHour (then it is not sent). */
  /** One submission to a live form of the app from the address: false past either limit (nothing thrown). */
  async allowForm(appId: string, address: string): Promise<boolean> {
    try {
      await this.limiter('form:ip', this.rules.formAddress ?? DEFAULT_FORM_ADDRESS_RULE).consume(
        `${appId}:${address}`,
      );
      await this.limiter('form:app', this.rules.formApp ?? DEFAULT_FORM_APP_RULE).consume(appId);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  async allowMail(recipient: string): Promise<boolean> {
    try {
      await this.limiter('mail:recipient', MAIL_RULE).consume(recipient);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /** Consumes one attempt for the route from the address and, when given, the e-mail; 429 past the limit. */
  async consume(route: string, address: string, email?: string): Promise<void> {
    try {
      await this.limiter(`${route}:ip`, this.rules.perAddress).consume(address);
      if (email) await this.limiter(`${route}:email`, this.rules.perEmail).consume(email);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests();
      throw error;
    }
  }
}
