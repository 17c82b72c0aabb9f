/**
 * Benchmark of the debt list on a large generated school: the whole list, and one page of 50 (the grid's
 * server mode) alone and under concurrent requests.
 *   npx tsx server/src/bench/debt.ts [contracts=20000] [concurrent=50]
 * Uses an in-memory PGlite, or PostgreSQL when DATABASE_URL is set (its database must be empty; the pool
 * gets `concurrent` connections). Budget (issue 8): a page over 50,000 contracts under 100 ms on
 * PostgreSQL with 50 connections.
 */
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPgliteMemory } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { debtPage, debtRows, refreshBalances } from '../modules/debt/repository';
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
  const concurrent = Number(process.argv[3] ?? 50);
  const db: Db = process.env.DATABASE_URL
    ? openPostgres(process.env.DATABASE_URL, concurrent)
    : await openPgliteMemory();
  await migrate(db);
  const now = new Date();
  const [, loadMs] = await time(() => seedSchool(db, { contracts, today: now.toISOString().slice(0, 10) }));
  const [counts] = await time(() =>
    db.query<{ receivables: number; payments: number }>(
      'SELECT (SELECT count(*)::int FROM receivables) AS receivables, (SELECT count(*)::int FROM payments) AS payments',
    ),
  );
  await db.exec('ANALYZE');
  // The first request of a day brings every balance to the branches' today (once a day per branch).
  const [, refreshMs] = await time(() => refreshBalances(db, [3, 12, 24, 31, 40, 50], now));
  console.log(`first request of the day: balances summed in ${refreshMs.toFixed(0)} ms`);
  const all = [3, 12, 24, 31, 40, 50];
  const runs: Record<string, number[]> = { 'all branches': [], 'Минск only': [] };
  let rows = 0;
  for (let i = 0; i < 5; i += 1) {
    const [list, ms] = await time(() => refreshBalances(db, all, now).then(() => debtRows(db, all)));
    rows = list.length;
    runs['all branches'].push(ms);
    runs['Минск only'].push(
      (await time(() => refreshBalances(db, [3], now).then(() => debtRows(db, [3]))))[1],
    );
  }
  console.log(
    `${db.kind}: ${contracts} contracts, ${counts[0].receivables} receivables, ${counts[0].payments} payments`,
  );
  console.log(`loaded in ${(loadMs / 1000).toFixed(1)} s; debt list has ${rows} rows`);
  for (const [name, values] of Object.entries(runs))
    console.log(`GET /debt/search, ${name}: median ${median(values).toFixed(0)} ms`);

  const page = (offset: number) =>
    debtPage(db, all, { limit: 50, offset, sort: 'balance', order: 'desc', words: [], locationId: null });
  const alone: number[] = [];
  for (let i = 0; i < 5; i += 1) alone.push((await time(() => page(i * 50)))[1]);
  console.log(`GET /debt/search?limit=50 (by balance), alone: median ${median(alone).toFixed(0)} ms`);
  const [, wallMs] = await time(() =>
    Promise.all(Array.from({ length: concurrent }, (_, i) => time(() => page((i % 10) * 50)))).then(
      (results) => results.map(([, ms]) => ms),
    ),
  );
  const [answers] = await time(() =>
    Promise.all(Array.from({ length: concurrent }, (_, i) => time(() => page((i % 10) * 50)))),
  );
  const each = answers.map(([, ms]) => ms);
  console.log(
    `GET /debt/search?limit=50, ${concurrent} at once: median ${median(each).toFixed(0)} ms, ` +
      `slowest ${Math.max(...each).toFixed(0)} ms (first round ${wallMs.toFixed(0)} ms wall)`,
  );
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
