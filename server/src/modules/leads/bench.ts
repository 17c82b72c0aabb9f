/**
 * Times the sales queries on a generated school with many leads:
 *   npx tsx server/src/modules/leads/bench.ts [leads=20000]
 * on an in-memory PGlite, or on PostgreSQL with DATABASE_URL (an empty database; tables are created).
 */
import { LEAD_STATUSES } from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPgliteMemory } from '../../db/pglite';
import { openPostgres } from '../../db/postgres';
import { seedSchool } from '../../seed/demo';
import { searchContacts } from '../contacts/service';
import { boardColumn, checkDuplicate, counters, searchLeads } from './service';

const NOW = new Date('2026-11-22T09:00:00Z');

async function time<T>(label: string, runs: number, fn: () => Promise<T>): Promise<void> {
  await fn(); // warm up: plans and caches
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await fn();
  console.log(`${label.padEnd(58)} ${((performance.now() - started) / runs).toFixed(1).padStart(7)} ms`);
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 20_000);
  const db: Db = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : await openPgliteMemory();
  await migrate(db);
  const loadStarted = performance.now();
  await seedSchool(db, { contracts: 240, today: '2026-11-22', leads: count, now: NOW.toISOString() });
  await db.exec('ANALYZE');
  console.log(
    `${db.kind}: ${count} leads generated and inserted in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
  );

  const [manager] = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'manager@school.test'",
  );
  const auth: AuthContext = {
    userId: manager.id,
    sessionHash: '',
    email: 'manager@school.test',
    shortName: '',
    isEmployee: true,
    permissions: ['contacts.view', 'leads.view'],
    roles: ['manager'],
    locations: [3, 24],
    allBranches: false,
  };
  const runs = 20;
  for (const status of LEAD_STATUSES) {
    await time(`board ${status}, page 1, date_created desc`, runs, () =>
      boardColumn(db, auth, { status, page: 1, sort: 'date_created', order: 'desc', manager: '0' }),
    );
  }
  await time('board new, last page, date_due asc', runs, async () => {
    const { pages } = await boardColumn(db, auth, {
      status: 'new',
      page: 1,
      sort: 'date_due',
      order: 'asc',
      manager: '0',
    });
    return boardColumn(db, auth, {
      status: 'new',
      page: pages,
      sort: 'date_due',
      order: 'asc',
      manager: '0',
    });
  });
  await time('board in_work, page 3, date_due desc, one manager', runs, () =>
    boardColumn(db, auth, {
      status: 'in_work',
      page: 3,
      sort: 'date_due',
      order: 'desc',
      manager: String(manager.id),
    }),
  );
  await time('counters of the manager', runs, () => counters(db, auth, NOW));
  await time('duplicate check of one lead', runs, () => checkDuplicate(db, auth, Math.floor(count / 2)));
  await time('header search "иван" (contacts and open leads)', runs, () =>
    searchContacts(db, auth, { q: 'иван', all: '0' }),
  );
  await time('header search by phone digits "29 12"', runs, () =>
    searchContacts(db, auth, { q: '29 123', all: '1' }),
  );
  const empty = {
    name: '',
    phone: '',
    email: '',
    nickname: '',
    city: '',
    manager: '',
    status: '' as const,
    utm_source: '',
    date_from: '',
    date_to: '',
  };
  await time('extended search, name contains "анна", up to 500', runs, () =>
    searchLeads(db, auth, { ...empty, name: 'анна' }, 500),
  );
  await time('extended search, city + status + period', runs, () =>
    searchLeads(
      db,
      auth,
      { ...empty, city: 'минск', status: 'in_work', date_from: '2026-09-01', date_to: '2026-11-22' },
      500,
    ),
  );
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
