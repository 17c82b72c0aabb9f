import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createSmtpMailer } from './mailer';

type Received = { commands: string[]; data: string };

/** A loopback SMTP server that accepts one session and keeps what the client said. */
function smtpServer(): Promise<{ port: number; received: Promise<Received>; close: () => void }> {
  let done: (value: Received) => void;
  const received = new Promise<Received>((resolve) => (done = resolve));
  const server = net.createServer((socket) => {
    const commands: string[] = [];
    let buffer = '';
    let data: string | null = null;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          socket.write('250 OK queued as TEST1\r\n');
          done({ commands, data });
          data = null;
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        commands.push(line);
        const verb = line.split(' ')[0].toUpperCase();
        if (verb === 'EHLO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        received,
        close: () => server.close(),
      });
    });
  });
}

/** The body of a quoted-printable message (as nodemailer encodes Cyrillic text) as text. */
function quotedPrintableBody(message: string): string {
  const body = message.slice(message.indexOf('\r\n\r\n') + 4).replace(/=\r\n/g, '');
  const latin1 = body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

/** An RFC 2047 base64 encoded word (=?UTF-8?B?...?=) as text. */
const encodedWord = (value: string) =>
  Buffer.from(/^=\?UTF-8\?B\?(.*)\?=$/.exec(value)![1], 'base64').toString('utf8');

describe('createSmtpMailer', () => {
  it('sends the message through SMTP_URL with its sender, recipient, subject and text', async () => {
    const smtp = await smtpServer();
    try {
      const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Школа <noreply@school.test>');
      expect(mailer.description).toBe(`SMTP 127.0.0.1:${smtp.port}`);
      const receipt = await mailer.send({
        to: 'anna@example.com',
        subject: 'Вход в систему',
        text: 'Ссылка для входа: https://school.test/verify?token=abc',
      });
      const { commands, data } = await smtp.received;
      expect(receipt.messageId).toMatch(/^<.+@.+>$/);
      expect(commands).toContain('MAIL FROM:<noreply@school.test>');
      expect(commands).toContain('RCPT TO:<anna@example.com>');
      expect(data).toContain('To: anna@example.com');
      expect(encodedWord(/^Subject: (.*)$/m.exec(data)![1].trim())).toBe('Вход в систему');
      expect(encodedWord(/^From: (\S+) <noreply@school\.test>$/m.exec(data)![1])).toBe('Школа');
      expect(data).toContain(`Message-ID: ${receipt.messageId}`);
      expect(data).toContain('Content-Transfer-Encoding: quoted-printable');
      expect(quotedPrintableBody(data)).toBe('Ссылка для входа: https://school.test/verify?token=abc');
    } finally {
      smtp.close();
    }
  });
});
