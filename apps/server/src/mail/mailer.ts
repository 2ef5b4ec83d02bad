import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go (a form's visitor), when not to the sender. */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Builds the whole message as send would, and sends it nowhere: work that must cost the same whether a mail
   * leaves or not (a password reset for an unknown address).
   */
  compose(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in $DATA_DIR/outbox, so a one-command
 * install can still reset passwords. The log names the file, never the recipient's link: links carry tokens.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  logger: FastifyBaseLogger;
  /** SMTP connections kept open and reused (form deliveries send many mails a second); one per mail without. */
  pool?: { maxConnections: number };
}): Mailer {
  const { smtpUrl, outboxDir, from, logger, pool } = options;
  const envelope = (message: MailMessage) => ({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  });
  // Builds the whole MIME message in memory: the outbox writes it, compose() throws it away.
  const composer: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const compose = async (message: MailMessage) => {
    await composer.sendMail(envelope(message));
  };
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(
      pool ? pooledUrl(smtpUrl, pool.maxConnections) : smtpUrl,
    );
    return {
      async send(message) {
        await transport.sendMail(envelope(message));
      },
      compose,
      close: () => {
        transport.close();
        composer.close();
      },
    };
  }
  return {
    async send(message) {
      const info = await composer.sendMail(envelope(message));
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info({ file }, 'mail written to the outbox');
    },
    compose,
    close: () => composer.close(),
  };
}

/** nodemailer reads pool options from the URL's query (an options object with `url` ignores its other keys). */
function pooledUrl(smtpUrl: string, maxConnections: number): string {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(maxConnections));
  return url.toString();
}
