import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Db } from '../db/db';
import { createOutboxMailer } from '../mail/mailer';

/** A clock the test moves by hand. */
export type TestClock = { now: () => Date; set(moment: Date | string): void; advance(ms: number): void };

export function createClock(start: Date | string): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (moment) => {
      current = new Date(moment);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** The address links in mail point at; tests follow them to the real server instead. */
export const TEST_PUBLIC_URL = 'http://school.test';

export type TestServer = {
  url: string;
  app: FastifyInstance;
  clock: TestClock;
  outboxDir: string;
  /** GET (or any method with `init`) with an optional session cookie; redirects are not followed. */
  request(pathname: string, init?: RequestInit & { cookie?: string; json?: unknown }): Promise<Response>;
  /** Messages in the outbox to `email`, oldest first. */
  outbox(email: string): string[];
  /** Follows the newest sign-in link mailed to `email`. */
  followLatestLink(email: string, cookie?: string): Promise<Response>;
  /** Signs in by e-mail through the real routes; resolves to the Cookie header value. */
  signIn(email: string): Promise<string>;
  close(): Promise<void>;
};

/** Builds the app on `db` and listens on a free port of 127.0.0.1. */
export async function startTestServer(db: Db, options: { now?: Date | string } & Partial<BuildAppOptions> = {}): Promise<TestServer> {
  const clock = createClock(options.now ?? '2026-03-16T09:00:00Z');
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-outbox-'));
  const app = await buildApp({
    db,
    mailer: createOutboxMailer(outboxDir, 'Школа <no-reply@school.test>', clock.now),
    publicUrl: TEST_PUBLIC_URL,
    now: clock.now,
    signInLimits: { perEmail: 1000, perClient: 1000, windowMs: 60_000 },
    ...options,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const request: TestServer['request'] = (pathname, init = {}) => {
    const { cookie, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (cookie) headers.set('cookie', cookie);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${url}${pathname}`, {
      redirect: 'manual',
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  };

  const outbox = (email: string) =>
    fs
      .readdirSync(outboxDir)
      .filter((file) => file.includes(`-${email}`))
      .sort()
      .map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'));

  const followLatestLink = (email: string, cookie?: string) => {
    const messages = outbox(email);
    const link = /http\S+\/api\/auth_email\/verify\?token=\S+/.exec(messages[messages.length - 1] ?? '')?.[0];
    if (!link) throw new Error(`No sign-in link mailed to ${email}`);
    const { pathname, search } = new URL(link);
    return request(`${pathname}${search}`, { cookie });
  };

  const signIn = async (email: string) => {
    const sent = await request('/api/auth_email', { method: 'POST', json: { email } });
    if (sent.status !== 200) throw new Error(`auth_email answered ${sent.status}`);
    const verified = await followLatestLink(email);
    const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (verified.status !== 302 || !cookie) throw new Error(`Sign-in of ${email} failed: ${verified.status} ${verified.headers.get('location')}`);
    return cookie.split(';')[0];
  };

  return {
    url,
    app,
    clock,
    outboxDir,
    request,
    outbox,
    followLatestLink,
    signIn,
    close: async () => {
      await app.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
