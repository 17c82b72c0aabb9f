import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };

/** Where a message went: the outbox file, or the SMTP message id. */
export type MailReceipt = { file?: string; messageId?: string };

/** Where queued mail reports what became of it (a request's logger). */
export type MailLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** What writes or sends one message now. */
export type MailTransport = {
  /** Human-readable description for the start-up banner. */
  readonly description: string;
  send(message: MailMessage): Promise<MailReceipt>;
};

export type Mailer = MailTransport & {
  /**
   * Mail that leaves outside the request: `compose` runs on a later turn of the event loop (after the
   * caller has answered) and the message it gives is sent; null sends nothing. What fails is logged to
   * `log`, never thrown at the caller, so the answer does not depend on it.
   */
  enqueue(compose: () => Promise<MailMessage | null>, log: MailLog): void;
  /** Resolves once nothing is queued or being sent (tests read the outbox after it; shutdown waits for it). */
  idle(): Promise<void>;
};

/** Messages composed and sent at once; more wait their turn. */
const QUEUE_CONCURRENCY = 4;
/** Queued messages beyond this are dropped (and logged): a flood must not grow the queue without end. */
const QUEUE_MAX_WAITING = 1000;

type QueuedMail = { compose: () => Promise<MailMessage | null>; log: MailLog };

/** A small in-process queue in front of a transport, drained with setImmediate. */
export function queuedMailer(transport: MailTransport): Mailer {
  const waiting: QueuedMail[] = [];
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (running > 0 || waiting.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  };
  const deliver = async ({ compose, log }: QueuedMail) => {
    try {
      const message = await compose();
      if (!message) return;
      const receipt = await transport.send(message);
      if (receipt.file) log.info({ file: receipt.file }, `mail to ${message.to} written to ${receipt.file}`);
      else log.info({ messageId: receipt.messageId }, `mail to ${message.to} sent`);
    } catch (error) {
      log.error({ err: error }, 'queued mail failed');
    }
  };
  const drain = () => {
    while (running < QUEUE_CONCURRENCY && waiting.length > 0) {
      const next = waiting.shift()!;
      running += 1;
      void deliver(next).finally(() => {
        running -= 1;
        drain();
        settle();
      });
    }
    settle();
  };

  return {
    description: transport.description,
    send: (message) => transport.send(message),
    enqueue(compose, log) {
      if (waiting.length >= QUEUE_MAX_WAITING) {
        log.error({ waiting: waiting.length }, 'mail queue full: message dropped');
        return;
      }
      waiting.push({ compose, log });
      setImmediate(drain);
    },
    idle() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
  };
}

/** File name of an outbox message: the sending moment first, so the newest sorts last. */
export function outboxFileName(at: Date, to: string): string {
  const stamp = at.toISOString().replace(/:/g, '-');
  const safeTo = to.replace(/[^\w.@+-]/g, '_');
  return `${stamp}-${safeTo}.txt`;
}

/** The embedded default: each message becomes a text file in `dir` (read it to follow a sign-in link). */
export function createOutboxMailer(dir: string, from: string, now: () => Date = () => new Date()): Mailer {
  // File names carry strictly increasing moments, so the newest sorts last even within one millisecond.
  let last = 0;
  return queuedMailer({
    description: `outbox folder ${dir}`,
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const at = now();
      last = Math.max(at.getTime(), last + 1);
      const content = [
        `From: ${from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${at.toUTCString()}`,
        '',
        message.text,
        '',
      ].join('\n');
      // Another process may have written the same name: take the next millisecond.
      for (let attempt = 0; ; attempt += 1) {
        const file = path.join(dir, outboxFileName(new Date(last), message.to));
        try {
          await fs.writeFile(file, content, { flag: 'wx' });
          return { file };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 100) throw error;
          last += 1;
        }
      }
    },
  });
}

/** Real mail through SMTP_URL (smtp://user:pass@host:587 or smtps://...). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return queuedMailer({
    description: `SMTP ${new URL(smtpUrl).host}`,
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      return { messageId: info.messageId };
    },
  });
}
