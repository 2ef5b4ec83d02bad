// A real SMTP receiver on 127.0.0.1 for the tests and benchmarks that mail (the mail test, the form delivery tests,
// bench/forms): one copy. No vitest import: child processes and benchmarks use it too.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpMessage {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** Every message accepted, in order. */
  received: SmtpMessage[];
  /** Closes the receiver; calling it again returns the same promise. */
  close(): Promise<void>;
}

/**
 * Listens on a free port and keeps every message it accepts; `onMessage` also sees each one as it arrives (a
 * benchmark counts them without keeping them all).
 */
export async function startSmtpSink(
  options: { onMessage?: (message: SmtpMessage) => void; keep?: boolean } = {},
): Promise<SmtpSink> {
  const received: SmtpMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        const message = {
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        if (options.keep !== false) received.push(message);
        options.onMessage?.(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  let closed: Promise<void> | undefined;
  return {
    port,
    received,
    close: () => {
      closed ??= new Promise<void>((resolve) => server.close(() => resolve()));
      return closed;
    },
  };
}
