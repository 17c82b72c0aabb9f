import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };

/** Where a message went: the outbox file, or the SMTP message id. */
export type MailReceipt = { file?: string; messageId?: string };

export type Mailer = {
  /** Human-readable description for the start-up banner. */
  readonly description: string;
  send(message: MailMessage): Promise<MailReceipt>;
};

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
  return {
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
  };
}

/** Real mail through SMTP_URL (smtp://user:pass@host:587 or smtps://...). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
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
  };
}
