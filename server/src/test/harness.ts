import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OidcSettings, SessionPolicy, SignInLimits } from '../auth/settings';
import type { StaticConfig } from '../config';
import type { TestDb } from './databases';
import { TEST_NOW } from './fixtures';

/** The address links in mail point at; tests follow them to the real server instead. */
export const TEST_PUBLIC_URL = 'http://school.test';

/** Generous limits so that tests signing in often are not throttled. */
const TEST_SIGN_IN_LIMITS: SignInLimits = {
  perEmail: 1000,
  perClient: 1000,
  mailsPerEmail: 1000,
  windowMs: 60_000,
};

/**
 * Sessions that outlive a test moving the clock by hours (a branch's evening, tomorrow's dates); the tests
 * of the session limits pass the production policy.
 */
const TEST_SESSION_POLICY: SessionPolicy = { idleMs: 7 * 24 * 3_600_000, maxMs: 30 * 24 * 3_600_000 };

export type TestServerOptions = {
  now?: string;
  publicUrl?: string;
  signInLimits?: SignInLimits;
  static?: StaticConfig;
  stage?: string;
  maintenance?: boolean;
  sessions?: SessionPolicy;
  oidc?: OidcSettings | null;
  stageFile?: string | null;
  /** Every request logged (level info) to this file. */
  logFile?: string;
};

export type TestServer = {
  url: string;
  outboxDir: string;
  /** The server's clock. */
  clock: { set(moment: string): Promise<void>; advance(ms: number): Promise<void> };
  /** A request (GET unless `init.method`) with an optional session cookie and JSON body; redirects are not followed. */
  request(pathname: string, init?: RequestInit & { cookie?: string; json?: unknown }): Promise<Response>;
  /** Messages in the outbox to `email`, oldest first. */
  outbox(email: string): string[];
  /** Follows the newest sign-in link mailed to `email`. */
  followLatestLink(email: string): Promise<Response>;
  /** Signs in by e-mail through the real routes; resolves to the Cookie header value. */
  signIn(email: string): Promise<string>;
  close(): Promise<void>;
};

/** Runs the real server on `db` (in the database's worker thread), listening on a free port of 127.0.0.1. */
export async function startTestServer(db: TestDb, options: TestServerOptions = {}): Promise<TestServer> {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-outbox-'));
  const url = await db.listen({
    now: options.now ?? TEST_NOW,
    publicUrl: options.publicUrl ?? TEST_PUBLIC_URL,
    outboxDir,
    signInLimits: options.signInLimits ?? TEST_SIGN_IN_LIMITS,
    static: options.static,
    stage: options.stage,
    maintenance: options.maintenance,
    sessions: options.sessions ?? TEST_SESSION_POLICY,
    oidc: options.oidc,
    stageFile: options.stageFile,
    logFile: options.logFile,
  });

  // Mail leaves after the answer (the mailer's queue): a request resolves once what it queued was written to
  // the outbox, so a test reads the outbox right after it.
  const request: TestServer['request'] = async (pathname, init = {}) => {
    const { cookie, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (cookie) headers.set('cookie', cookie);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(`${url}${pathname}`, {
      redirect: 'manual',
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
    await db.mailIdle();
    return response;
  };

  const outbox = (email: string) =>
    fs
      .readdirSync(outboxDir)
      .filter((file) => file.endsWith(`Z-${email}.txt`))
      .sort()
      .map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'));

  const followLatestLink = (email: string) => {
    const messages = outbox(email);
    const link = /http\S+\/api\/auth_email\/verify\?token=\S+/.exec(messages[messages.length - 1] ?? '')?.[0];
    if (!link) throw new Error(`No sign-in link mailed to ${email}`);
    const { pathname, search } = new URL(link);
    return request(`${pathname}${search}`);
  };

  const signIn = async (email: string) => {
    const sent = await request('/api/auth_email', { method: 'POST', json: { email } });
    if (sent.status !== 200) throw new Error(`auth_email answered ${sent.status}`);
    const verified = await followLatestLink(email);
    const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (verified.status !== 302 || !cookie) {
      throw new Error(`Sign-in of ${email} failed: ${verified.status} ${verified.headers.get('location')}`);
    }
    return cookie.split(';')[0];
  };

  return {
    url,
    outboxDir,
    clock: {
      set: async (moment) => {
        await db.clock({ set: moment });
      },
      advance: async (ms) => {
        await db.clock({ advanceMs: ms });
      },
    },
    request,
    outbox,
    followLatestLink,
    signIn,
    close: async () => {
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
