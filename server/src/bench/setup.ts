// What the benchmarks share: their database and a signed-in user's cookie.
import { insertSession } from '../auth/repository';
import { newSecret, sha256 } from '../auth/secrets';
import type { Db } from '../db/db';
import { openPgliteMemory } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { hasPostgres15, startPostgresCluster, type PostgresCluster } from '../test/postgresCluster';

/**
 * DATABASE_URL (an empty database), else a throw-away PostgreSQL 15 cluster when its binaries are installed,
 * else an in-memory PGlite (no verdict: the budgets are PostgreSQL's).
 */
export async function openDatabase(concurrent: number): Promise<{ db: Db; cluster: PostgresCluster | null }> {
  if (process.env.DATABASE_URL)
    return { db: openPostgres(process.env.DATABASE_URL, concurrent), cluster: null };
  if (!hasPostgres15()) return { db: await openPgliteMemory(), cluster: null };
  const cluster = await startPostgresCluster({ maxConnections: Math.max(100, concurrent + 20) });
  await cluster.admin((admin) => admin.query('CREATE DATABASE bench'));
  return { db: openPostgres(cluster.url('bench'), concurrent), cluster };
}

/** A session cookie of the user, written straight into the database (no sign-in mail). */
export async function sessionOf(db: Db, email: string, at: Date): Promise<string> {
  const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  const secret = newSecret();
  await insertSession(db, { hash: sha256(secret), userId: user.id, at });
  return `sid=${secret}`;
}
