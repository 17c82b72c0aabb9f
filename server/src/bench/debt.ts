/**
 * Benchmark of the debt list on a large generated school.
 *   npx tsx server/src/bench/debt.ts [contracts=20000]
 * Uses an in-memory PGlite, or PostgreSQL when DATABASE_URL is set (its database must be empty).
 */
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPgliteMemory } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { debtRows } from '../modules/debt/repository';
import { seedSchool } from '../seed/demo';

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = process.hrtime.bigint();
  const result = await fn();
  return [result, Number(process.hrtime.bigint() - start) / 1e6];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  const contracts = Number(process.argv[2] ?? 20_000);
  const db: Db = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : await openPgliteMemory();
  await migrate(db);
  const now = new Date();
  const [, loadMs] = await time(() => seedSchool(db, { contracts, today: now.toISOString().slice(0, 10) }));
  const [counts] = await time(() =>
    db.query<{ receivables: number; payments: number }>(
      'SELECT (SELECT count(*)::int FROM receivables) AS receivables, (SELECT count(*)::int FROM payments) AS payments',
    ),
  );
  await db.exec('ANALYZE');
  const all = [3, 12, 24, 31, 40, 50];
  const runs: Record<string, number[]> = { 'all branches': [], 'Минск only': [] };
  let rows = 0;
  for (let i = 0; i < 5; i += 1) {
    const [list, ms] = await time(() => debtRows(db, all, now));
    rows = list.length;
    runs['all branches'].push(ms);
    runs['Минск only'].push((await time(() => debtRows(db, [3], now)))[1]);
  }
  console.log(
    `${db.kind}: ${contracts} contracts, ${counts[0].receivables} receivables, ${counts[0].payments} payments`,
  );
  console.log(`loaded in ${(loadMs / 1000).toFixed(1)} s; debt list has ${rows} rows`);
  for (const [name, values] of Object.entries(runs))
    console.log(`GET /debt/search, ${name}: median ${median(values).toFixed(0)} ms`);
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
