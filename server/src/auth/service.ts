import type { FastifyBaseLogger } from 'fastify';
import type { AuthEmailResponse, AuthUserResponse, Permission } from '@school/shared-api/contracts';
import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import type { MailMessage, Mailer } from '../mail/mailer';
import { AUTH_MESSAGES } from './messages';
import { clientAddressKey, createRateLimiter } from './rateLimit';
import * as repo from './repository';
import { newSecret, sha256 } from './secrets';
import { DEFAULT_MAILS_PER_EMAIL, type SessionPolicy, type SignInLimits } from './settings';

export const LINK_LIFETIME_MS = 15 * 60 * 1000;
/** Activity is written at most this often per session, not on every request. */
export const TOUCH_INTERVAL_MS = 60 * 1000;
export const DEFAULT_NEXT = '/app';

export type AuthDeps = {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  publicUrl: string;
  log: FastifyBaseLogger;
  sessions: SessionPolicy;
};

/** The signed-in user of a request. */
export type AuthContext = {
  userId: number;
  sessionHash: string;
  email: string;
  shortName: string;
  isEmployee: boolean;
  permissions: Permission[];
  roles: string[];
  /** Branches whose data the user may see. */
  locations: number[];
  allBranches: boolean;
};

/** Only a location inside the application is a place to land after sign-in (no open redirect). */
export function safeNext(next: string | undefined): string {
  if (!next) return DEFAULT_NEXT;
  if (!/^\/app(?:[/?#]|$)/.test(next)) return DEFAULT_NEXT;
  if (next.includes('\\') || next.includes('//') || /\p{Cc}/u.test(next)) return DEFAULT_NEXT;
  return next;
}

/** The oldest activity and creation moments a live session may have at `at`. */
function sessionLimits(policy: SessionPolicy, at: Date) {
  return {
    notSeenBefore: new Date(at.getTime() - policy.idleMs),
    notCreatedBefore: new Date(at.getTime() - policy.maxMs),
  };
}

/** Drops links, sessions, limit windows and Google sign-ins that can never be used again. */
export function purgeExpired(deps: AuthDeps, at: Date): Promise<void> {
  return repo.purgeExpired(deps.db, at, sessionLimits(deps.sessions, at));
}

/**
 * Queues the mail of a one-time sign-in link; answers at once, the same for any address (no account
 * enumeration). Whether the address belongs to an active user is found out after the answer, with the
 * link and its mail (Mailer.enqueue): the request does the same work, and takes the same time, for a
 * known and an unknown address. The link's 15 minutes run from the request. Limits are the caller's:
 * requestSignIn applies them.
 */
export async function requestSignInLink(
  deps: AuthDeps,
  input: { email: string; next?: string },
): Promise<AuthEmailResponse> {
  const requestedAt = deps.now();
  const next = safeNext(input.next);
  deps.mailer.enqueue(() => composeSignInMail(deps, input.email, next, requestedAt), deps.log);
  return { status: 'sent', message: AUTH_MESSAGES.linkSent(input.email) };
}

/** The link and its mail for an active user, or null (nothing is sent) for any other address. */
async function composeSignInMail(
  deps: AuthDeps,
  email: string,
  next: string,
  createdAt: Date,
): Promise<MailMessage | null> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.status !== 'active') {
    deps.log.info({ email }, 'sign-in link requested for an unknown or disabled address: no mail');
    return null;
  }
  const token = newSecret();
  await purgeExpired(deps, createdAt);
  await repo.insertLoginToken(deps.db, {
    hash: sha256(token),
    userId: user.id,
    next,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + LINK_LIFETIME_MS),
  });
  const link = `${deps.publicUrl}/api/auth_email/verify?token=${encodeURIComponent(token)}`;
  return {
    to: user.email,
    subject: AUTH_MESSAGES.mailSubject,
    text: AUTH_MESSAGES.mailBody(user.short_name, link),
  };
}

export type SignInDeps = AuthDeps & { limits: SignInLimits };

/**
 * One sign-in attempt of a client address, e-mail link requests and Google returns together (the routes
 * count it before the request's body is read or checked, so that bad bodies count too). Throws ApiError
 * 429 beyond limits.perClient in the window.
 */
export async function countSignInAttempt(
  deps: Pick<SignInDeps, 'db' | 'now' | 'limits'>,
  clientAddress: string,
): Promise<void> {
  const { limits } = deps;
  const limiter = createRateLimiter('client', limits.perClient, limits.windowMs);
  if (!(await limiter.hit(deps.db, clientAddressKey(clientAddress), deps.now())))
    throw new ApiError(429, AUTH_MESSAGES.tooManyAttempts);
}

/**
 * POST /auth_email, after countSignInAttempt: the limit per e-mail address, then the link's mail queued
 * (requestSignInLink). Throws ApiError 429 when this client address asked too often for this e-mail
 * address; the counter counts every request, so the answer never depends on whether the address exists. A stranger's requests
 * count against the stranger's address only: the owner, asking from another address, still gets a link.
 * Mail to one address is capped whoever asks (a mailbox cannot be flooded from many addresses): beyond
 * the cap the answer is the same and no mail leaves.
 */
export async function requestSignIn(
  deps: SignInDeps,
  input: { email: string; next?: string },
  clientAddress: string,
): Promise<AuthEmailResponse> {
  const { limits } = deps;
  const at = deps.now();
  const email = input.email.trim().toLowerCase();
  const client = clientAddressKey(clientAddress);
  const fromThisClient = await createRateLimiter('email-client', limits.perEmail, limits.windowMs).hit(
    deps.db,
    `${email}\n${client}`,
    at,
  );
  if (!fromThisClient) throw new ApiError(429, AUTH_MESSAGES.tooManyAttempts);
  const mailCap = limits.mailsPerEmail ?? DEFAULT_MAILS_PER_EMAIL;
  const mailOk = await createRateLimiter('email-mail', mailCap, limits.windowMs).hit(deps.db, email, at);
  if (!mailOk) {
    deps.log.info({ email }, 'sign-in mails to this address are over their cap: same answer, no mail');
    return { status: 'sent', message: AUTH_MESSAGES.linkSent(input.email) };
  }
  return requestSignInLink(deps, input);
}

export type VerifyResult = { ok: true; sessionId: string; next: string } | { ok: false; message: string };

/**
 * Follows a sign-in link: a valid one is spent and opens a session. The browser's previous session, if
 * it sent one, is ended in the same transaction: a sign-in always starts a new session id.
 */
export async function verifySignInLink(
  deps: AuthDeps,
  token: string | undefined,
  previousSessionId: string | undefined,
): Promise<VerifyResult> {
  if (!token) return { ok: false, message: AUTH_MESSAGES.linkInvalid };
  const at = deps.now();
  const row = await repo.findLoginToken(deps.db, sha256(token));
  if (!row || !row.user_active) return { ok: false, message: AUTH_MESSAGES.linkInvalid };
  if (row.used_at) return { ok: false, message: AUTH_MESSAGES.linkUsed };
  if (row.expires_at.getTime() <= at.getTime()) return { ok: false, message: AUTH_MESSAGES.linkExpired };
  const sessionId = newSecret();
  const claimed = await deps.db.transaction(async (tx) => {
    if (!(await repo.claimLoginToken(tx, row.id, at))) return false;
    if (previousSessionId) await repo.deleteSession(tx, sha256(previousSessionId));
    await repo.insertSession(tx, { hash: sha256(sessionId), userId: row.user_id, at });
    return true;
  });
  if (!claimed) return { ok: false, message: AUTH_MESSAGES.linkUsed };
  return { ok: true, sessionId, next: safeNext(row.next) };
}

/** Opens a session for a user proven by another route (Google), ending the browser's previous one. */
export async function startSession(
  deps: AuthDeps,
  userId: number,
  previousSessionId: string | undefined,
): Promise<string> {
  const sessionId = newSecret();
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    if (previousSessionId) await repo.deleteSession(tx, sha256(previousSessionId));
    await repo.insertSession(tx, { hash: sha256(sessionId), userId, at });
  });
  return sessionId;
}

/**
 * The user behind a session cookie, or null: unknown, idle too long, too old, or its user disabled.
 * Refreshes the activity marks at most once a minute.
 */
export async function resolveSession(
  deps: AuthDeps,
  sessionId: string | undefined,
): Promise<AuthContext | null> {
  if (!sessionId) return null;
  const hash = sha256(sessionId);
  const at = deps.now();
  const row = await repo.loadSession(deps.db, hash, sessionLimits(deps.sessions, at));
  if (!row) return null;
  if (at.getTime() - row.last_seen_at.getTime() >= TOUCH_INTERVAL_MS) {
    await repo.touchSession(deps.db, hash, row.user_id, at);
  }
  return {
    userId: row.user_id,
    sessionHash: hash,
    email: row.email,
    shortName: row.short_name,
    isEmployee: row.is_employee,
    permissions: row.permissions,
    roles: row.roles,
    locations: row.locations,
    allBranches: row.all_branches,
  };
}

export async function signOut(deps: AuthDeps, sessionId: string | undefined): Promise<void> {
  if (sessionId) await repo.deleteSession(deps.db, sha256(sessionId));
}

export function toAuthUserResponse(auth: AuthContext): AuthUserResponse {
  return {
    user: {
      id: auth.userId,
      short_name: auth.shortName,
      email: auth.email,
      employee: auth.isEmployee ? 'true' : 'false',
      location: auth.locations,
    },
    permissions: auth.permissions,
    access: auth.roles,
  };
}
