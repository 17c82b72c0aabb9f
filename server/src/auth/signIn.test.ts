import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { queuedMailer, type MailMessage, type MailReceipt } from '../mail/mailer';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../test/databases';
import { TEST_NOW } from '../test/fixtures';
import { AUTH_MESSAGES } from './messages';
import { clientAddressKey } from './rateLimit';
import { DEFAULT_SESSION_POLICY, type SignInLimits } from './settings';
import { countSignInAttempt, requestSignIn, verifySignInLink, type SignInDeps } from './service';

const LIMITS: SignInLimits = { perEmail: 5, perClient: 30, mailsPerEmail: 10, windowMs: 15 * 60_000 };
const STRANGER = '203.0.113.7';
const OWNER = '198.51.100.20';

/** A logger that keeps what was logged. */
function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push({ level, message: String(args.find((arg) => typeof arg === 'string') ?? '') });
    };
  const log = {
    level: 'info',
    info: at('info'),
    error: at('error'),
    warn: at('warn'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    silent: () => undefined,
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

/**
 * A mail transport that holds every message until the test lets it go, as a slow SMTP server would, and
 * remembers what it sent.
 */
function slowTransport() {
  const sent: MailMessage[] = [];
  let started = 0;
  let release: () => void = () => undefined;
  let released = new Promise<void>((resolve) => (release = resolve));
  return {
    sent,
    started: () => started,
    release: () => release(),
    hold: () => {
      released = new Promise<void>((resolve) => (release = resolve));
    },
    transport: {
      description: 'slow test SMTP',
      async send(message: MailMessage): Promise<MailReceipt> {
        started += 1;
        await released;
        sent.push(message);
        return { messageId: `<${sent.length}@test>` };
      },
    },
  };
}

/** The statements a request runs, in order, without their parameters. */
function recordingDb(db: Db) {
  const statements: string[] = [];
  const recorded: Db = {
    ...db,
    query: (sql, params) => {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return db.query(sql, params);
    },
  };
  return { db: recorded, statements };
}

describe('client address keys', () => {
  it('counts IPv4 as it is and IPv6 by its /64 network', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe.each(TEST_DATABASES)('requesting a sign-in link on %s', (kind) => {
  let db: TestDb;
  let clock: Date;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await db?.dispose();
  });
  beforeEach(async () => {
    // Every test starts with no attempts counted.
    clock = new Date(TEST_NOW);
    await db.query('DELETE FROM auth_attempts');
  });

  const setup = (limits: SignInLimits = LIMITS, target: Db = db) => {
    const slow = slowTransport();
    const { log, lines } = recordingLog();
    const mailer = queuedMailer(slow.transport);
    const deps: SignInDeps = {
      db: target,
      mailer,
      now: () => new Date(clock),
      publicUrl: 'https://school.example',
      log,
      sessions: DEFAULT_SESSION_POLICY,
      limits,
    };
    return { deps, slow, mailer, lines };
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) =>
        error instanceof ApiError ? { status: error.statusCode, message: error.message } : error,
    );
  const answer = (email: string) => ({
    status: 'sent',
    message: `Ссылка для входа отправлена на ${email}. Она действует 15 минут.`,
  });
  const linkIn = (message: MailMessage) => /token=([\w-]+)/.exec(message.text)![1];

  it("cannot be aimed at a victim: a stranger's requests for an e-mail do not lock its owner out", async () => {
    const { deps, slow, mailer } = setup();
    slow.release();
    for (let i = 0; i < LIMITS.perEmail; i += 1)
      expect(await requestSignIn(deps, { email: 'manager@school.test' }, STRANGER)).toEqual(
        answer('manager@school.test'),
      );
    // The stranger's sixth request is refused, however the e-mail is written.
    expect(await refusal(requestSignIn(deps, { email: 'Manager@School.test' }, STRANGER))).toEqual({
      status: 429,
      message: AUTH_MESSAGES.tooManyAttempts,
    });
    // The owner, from their own address, still gets a link that works.
    expect(await requestSignIn(deps, { email: 'manager@school.test' }, OWNER)).toEqual(
      answer('manager@school.test'),
    );
    await mailer.idle();
    expect(slow.sent).toHaveLength(LIMITS.perEmail + 1);
    const signedIn = await verifySignInLink(deps, linkIn(slow.sent.at(-1)!), undefined);
    expect(signedIn).toMatchObject({ ok: true, next: '/app' });
  });

  it('limits one client address over all e-mails, counting IPv6 by /64', async () => {
    const { deps, slow } = setup({ ...LIMITS, perClient: 3 });
    slow.release();
    // As the route does: the attempt is counted before the request is looked at.
    const ask = async (email: string, client: string) => {
      await countSignInAttempt(deps, client);
      return requestSignIn(deps, { email }, client);
    };
    for (const email of ['a@school.test', 'b@school.test', 'c@school.test'])
      await ask(email, '2001:db8:7:7::1');
    expect(await refusal(ask('d@school.test', '2001:db8:7:7:ffff::2'))).toEqual({
      status: 429,
      message: AUTH_MESSAGES.tooManyAttempts,
    });
    expect(await ask('d@school.test', '2001:db8:7:8::1')).toEqual(answer('d@school.test'));
  });

  it('caps the mail to one address whoever asks: beyond the cap the same answer and no mail', async () => {
    const { deps, slow, mailer, lines } = setup({ ...LIMITS, mailsPerEmail: 4 });
    slow.release();
    // Three strangers from three addresses, two requests each; then the owner.
    for (const client of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      for (let i = 0; i < 2; i += 1)
        expect(await requestSignIn(deps, { email: 'teacher@school.test' }, client)).toEqual(
          answer('teacher@school.test'),
        );
    await mailer.idle();
    expect(slow.sent.map((message) => message.to)).toEqual(Array(4).fill('teacher@school.test'));
    expect(lines.filter((line) => line.message.includes('over their cap'))).toHaveLength(2);
    // Each mailed link works for its owner (the strangers never see them) for 15 minutes.
    expect(await verifySignInLink(deps, linkIn(slow.sent[0]), undefined)).toMatchObject({ ok: true });
    // After the window, mail flows again.
    clock = new Date(clock.getTime() + LIMITS.windowMs);
    await requestSignIn(deps, { email: 'teacher@school.test' }, OWNER);
    await mailer.idle();
    expect(slow.sent).toHaveLength(5);
  });

  it('does the same work in the request for a known and an unknown e-mail; the mail leaves after the answer', async () => {
    const runs: { statements: string[]; sendsAtAnswer: number }[] = [];
    for (const email of ['methodist@school.test', 'nobody.at.all@school.test']) {
      const recording = recordingDb(db);
      const { deps, slow, mailer } = setup(LIMITS, recording.db);
      // The SMTP server is slow: nothing is sent until the test lets it.
      await countSignInAttempt(deps, OWNER);
      expect(await requestSignIn(deps, { email, next: '/app/debt' }, OWNER)).toEqual(answer(email));
      runs.push({ statements: [...recording.statements], sendsAtAnswer: slow.started() });
      // The answer came while the mail (if any) had not even started; now let it go.
      slow.release();
      await mailer.idle();
      expect(slow.sent.map((message) => message.to)).toEqual(email.startsWith('nobody') ? [] : [email]);
    }
    expect(runs[0].sendsAtAnswer).toBe(0);
    expect(runs[1].sendsAtAnswer).toBe(0);
    expect(runs[0].statements).toEqual(runs[1].statements);
    // Only the three counters (the client's, before the route reads the body): the lookup of the user, the link and the mail come after the answer.
    expect(runs[0].statements).toHaveLength(3);
    expect(runs[0].statements.every((sql) => sql.startsWith('INSERT INTO auth_attempts'))).toBe(true);
  });

  it('answers before a slow mail server has taken the message, and the link counts from the request', async () => {
    const { deps, slow, mailer } = setup();
    const answered = await requestSignIn(deps, { email: 'support@school.test' }, OWNER);
    expect(answered).toEqual(answer('support@school.test'));
    // Let the queue compose the message: the transport is now waiting on the slow server.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slow.started()).toBe(1);
    expect(slow.sent).toHaveLength(0);
    slow.release();
    await mailer.idle();
    expect(slow.sent).toHaveLength(1);
    const requestedAt = clock.getTime();
    const [token] = await db.query<{ created_at: Date; expires_at: Date }>(
      `SELECT t.created_at, t.expires_at FROM login_tokens t JOIN users u ON u.id = t.user_id
       WHERE u.email = 'support@school.test' ORDER BY t.id DESC LIMIT 1`,
    );
    expect(new Date(token.created_at).getTime()).toBe(requestedAt);
    expect(new Date(token.expires_at).getTime()).toBe(requestedAt + 15 * 60_000);
  });

  it('logs a mail that fails and still answers the same', async () => {
    const { log, lines } = recordingLog();
    const mailer = queuedMailer({
      description: 'broken SMTP',
      send: () => Promise.reject(new Error('connection refused')),
    });
    const deps: SignInDeps = { ...setup().deps, mailer, log };
    expect(await requestSignIn(deps, { email: 'admin@school.test' }, OWNER)).toEqual(
      answer('admin@school.test'),
    );
    await mailer.idle();
    expect(lines).toContainEqual({ level: 'error', message: 'queued mail failed' });
  });
});
