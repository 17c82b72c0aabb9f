import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Any 64-bit constant: serialises concurrent migrators (several server processes on one PostgreSQL). */
const MIGRATION_LOCK = 72_410_001;

export type Migration = { version: string; name: string; sql: string };

/** The files NNN_name.sql of `dir`, ordered by their number. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 3),
      name: file.slice(4, -'.sql'.length),
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** Applies the migrations not applied yet, each in its own transaction. Returns the versions applied now. */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (existing.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
