import type { Permission } from '@school/shared-api/contracts';
import type { Queryable } from '../db/db';

export type SignInUser = { id: number; email: string; short_name: string; status: 'active' | 'disabled' };

export async function findUserByEmail(q: Queryable, email: string): Promise<SignInUser | null> {
  const rows = await q.query<SignInUser>(
    'SELECT id, email, short_name, status FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0] ?? null;
}

export async function insertLoginToken(
  q: Queryable,
  token: { hash: string; userId: number; next: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO login_tokens (token_hash, user_id, next, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [token.hash, token.userId, token.next, token.createdAt, token.expiresAt],
  );
}

export type LoginTokenRow = {
  id: number;
  user_id: number;
  next: string;
  expires_at: Date;
  used_at: Date | null;
  user_active: boolean;
};

export async function findLoginToken(q: Queryable, hash: string): Promise<LoginTokenRow | null> {
  const rows = await q.query<LoginTokenRow>(
    `SELECT t.id, t.user_id, t.next, t.expires_at, t.used_at, u.status = 'active' AS user_active
     FROM login_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1`,
    [hash],
  );
  return rows[0] ?? null;
}

/** Marks the token used unless someone else did first; true when this call won. */
export async function claimLoginToken(q: Queryable, id: number, at: Date): Promise<boolean> {
  const rows = await q.query(
    'UPDATE login_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id, at],
  );
  return rows.length === 1;
}

export async function insertSession(
  q: Queryable,
  session: { hash: string; userId: number; at: Date },
): Promise<void> {
  await q.query('INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)', [
    session.hash,
    session.userId,
    session.at,
  ]);
  await q.query('UPDATE users SET last_activity = $2 WHERE id = $1', [session.userId, session.at]);
}

export async function deleteSession(q: Queryable, hash: string): Promise<void> {
  await q.query('DELETE FROM sessions WHERE id_hash = $1', [hash]);
}

/** What a request knows about its signed-in user. */
export type SessionRow = {
  user_id: number;
  email: string;
  short_name: string;
  is_employee: boolean;
  last_seen_at: Date;
  permissions: Permission[];
  roles: string[];
  all_branches: boolean;
  locations: number[];
};

/** The session and its active user with roles, permissions and branches, in one round trip. */
export async function loadSession(
  q: Queryable,
  hash: string,
  limits: { notSeenBefore: Date; notCreatedBefore: Date },
): Promise<SessionRow | null> {
  const rows = await q.query<SessionRow>(
    `WITH held AS (
       SELECT r.id, r.name, r.all_branches FROM user_roles ur JOIN roles r ON r.id = ur.role_id
       WHERE ur.user_id = (SELECT user_id FROM sessions WHERE id_hash = $1)
     )
     SELECT u.id AS user_id, u.email, u.short_name, u.is_employee, s.last_seen_at,
       COALESCE((SELECT array_agg(DISTINCT rp.permission ORDER BY rp.permission)
                 FROM role_permissions rp WHERE rp.role_id IN (SELECT id FROM held)), '{}') AS permissions,
       COALESCE((SELECT array_agg(name ORDER BY id) FROM held), '{}') AS roles,
       EXISTS (SELECT 1 FROM held WHERE all_branches) AS all_branches,
       CASE WHEN EXISTS (SELECT 1 FROM held WHERE all_branches)
         THEN COALESCE((SELECT array_agg(l.id ORDER BY l.id) FROM locations l), '{}')
         ELSE COALESCE((SELECT array_agg(ul.location_id ORDER BY ul.location_id) FROM user_locations ul WHERE ul.user_id = u.id), '{}')
       END AS locations
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id_hash = $1 AND u.status = 'active' AND s.last_seen_at > $2 AND s.created_at > $3`,
    [hash, limits.notSeenBefore, limits.notCreatedBefore],
    // Every signed-in request runs it: parsed and planned once per connection.
    { prepare: true },
  );
  return rows[0] ?? null;
}

/** Records activity of a session and its user (the caller throttles it to once a minute). */
export async function touchSession(q: Queryable, hash: string, userId: number, at: Date): Promise<void> {
  await q.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', [hash, at]);
  await q.query('UPDATE users SET last_activity = $2 WHERE id = $1', [userId, at]);
}

/** Drops what can never be used again: old links, ended sessions, finished limit windows, stale Google sign-ins. */
export async function purgeExpired(
  q: Queryable,
  now: Date,
  sessions: { notSeenBefore: Date; notCreatedBefore: Date },
): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await q.query('DELETE FROM login_tokens WHERE expires_at < $1', [dayAgo]);
  await q.query('DELETE FROM sessions WHERE last_seen_at <= $1 OR created_at <= $2', [
    sessions.notSeenBefore,
    sessions.notCreatedBefore,
  ]);
  await q.query('DELETE FROM auth_attempts WHERE window_start < $1', [dayAgo]);
  await q.query('DELETE FROM oidc_logins WHERE expires_at < $1', [now]);
}

/** A Google sign-in waiting for the browser's return. */
export type OidcLoginRow = { state: string; nonce: string; code_verifier: string; next: string };

export async function insertOidcLogin(
  q: Queryable,
  login: OidcLoginRow & { hash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO oidc_logins (id_hash, state, nonce, code_verifier, next, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [login.hash, login.state, login.nonce, login.code_verifier, login.next, login.createdAt, login.expiresAt],
  );
}

/** Takes (deletes and returns) an unexpired Google sign-in: each can be completed once. */
export async function takeOidcLogin(q: Queryable, hash: string, at: Date): Promise<OidcLoginRow | null> {
  const rows = await q.query<OidcLoginRow & { expires_at: Date }>(
    'DELETE FROM oidc_logins WHERE id_hash = $1 RETURNING state, nonce, code_verifier, next, expires_at',
    [hash],
  );
  const row = rows[0];
  if (!row || row.expires_at.getTime() <= at.getTime()) return null;
  return { state: row.state, nonce: row.nonce, code_verifier: row.code_verifier, next: row.next };
}
