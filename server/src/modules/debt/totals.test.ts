import type { DebtRow } from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { toKopecks } from '../../lib/money';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

type BranchTotal = { location_id: number; currency: string; positive_balance: string };
type DebtPage = { rows: DebtRow[]; total: number; totals: BranchTotal[] };

/** Still 16 March in Минск (UTC+3), already 17 March in the Georgian branches (UTC+4). */
const EVENING = '2026-03-16T20:30:00Z';
const MINSK = 3;
const BARANOVICHI = 24;
const BATUMI = 31;

/**
 * The figures the debt page reads from migration 007's tables - each branch's count of listed contracts and
 * sum of positive balances, the rows in every sort - held to what the receivables, payments and contracts
 * say when summed from scratch, through every kind of change.
 */
describe.each(TEST_DATABASES)('debt totals kept up to date on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 60 });
    server = await startTestServer(db, { now: TEST_NOW });
    admin = await server.signIn('admin@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });
  afterEach(() => server?.clock.set(TEST_NOW));

  const page = async (query: string) => {
    const response = await server.request(`/api/debt/search?${query}`, { cookie: admin });
    expect(response.status).toBe(200);
    return (await response.json()) as DebtPage;
  };

  /** Per branch, summed from receivables, payments and contracts at `at`: contracts listed, positive balances. */
  const fromScratch = (at: string) =>
    db.query<BranchTotal & { listed: number }>(
      `WITH sums AS (
         SELECT c.location_id,
                COALESCE((SELECT SUM(r.amount) FROM receivables r
                          WHERE r.contract_id = c.id AND NOT r.void
                            AND r.due_date <= ($1::timestamptz AT TIME ZONE l.time_zone)::date), 0) AS debt,
                COALESCE((SELECT SUM(p.amount) FROM payments p WHERE p.contract_id = c.id), 0) AS credit
         FROM contracts c JOIN locations l ON l.id = c.location_id
       )
       SELECT s.location_id, CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END AS currency,
              count(*)::int AS listed,
              COALESCE(SUM(s.debt - s.credit) FILTER (WHERE s.debt > s.credit), 0)::numeric(16, 2)::text
                AS positive_balance
       FROM sums s JOIN locations l ON l.id = s.location_id JOIN countries co ON co.id = l.country_id
       WHERE s.debt <> s.credit
       GROUP BY s.location_id, co.code ORDER BY s.location_id`,
      [at],
    );

  /** The page's count and branch totals, of every branch and of each alone, equal a sum from scratch. */
  const expectTotalsFromScratch = async (at = TEST_NOW) => {
    await server.clock.set(at);
    const expected = await fromScratch(at);
    const totalOf = ({ location_id, currency, positive_balance }: BranchTotal) => ({
      location_id,
      currency,
      positive_balance,
    });
    const all = await page('limit=1');
    expect(all.total).toBe(expected.reduce((sum, branch) => sum + branch.listed, 0));
    expect(all.totals).toEqual(expected.map(totalOf));
    for (const branch of expected) {
      const alone = await page(`limit=1&location_id=${branch.location_id}`);
      expect(alone.total).toBe(branch.listed);
      expect(alone.totals).toEqual([totalOf(branch)]);
    }
    // The plain list is summed the same way: its rows are the listed contracts.
    const plain = (await (await server.request('/api/debt/search', { cookie: admin })).json()) as DebtRow[];
    expect(plain).toHaveLength(all.total);
  };

  /** The first contract of a branch (by id) that `where` holds for. */
  const contractOf = async (location: number, where = 'true') => {
    const [row] = await db.query<{ id: number }>(
      `SELECT id FROM contracts c WHERE location_id = $1 AND ${where} ORDER BY id LIMIT 1`,
      [location],
    );
    return row.id;
  };

  it('sums every branch on its first request', async () => {
    expect((await fromScratch(TEST_NOW)).length).toBeGreaterThanOrEqual(4);
    await expectTotalsFromScratch();
  });

  it('follows payments, several branches in one statement', async () => {
    const minsk = await contractOf(MINSK);
    const batumi = await contractOf(BATUMI);
    const baranovichi = await contractOf(BARANOVICHI);
    await insertRows(db, 'payments', [
      { contract_id: minsk, date: '2026-03-16', amount: '12.34', location_id: null },
      { contract_id: batumi, date: '2026-03-16', amount: '0.01', location_id: null },
      { contract_id: baranovichi, date: '2026-03-16', amount: '5000.00', location_id: null },
      // Contract 'unknown': taken in Minsk.
      { contract_id: null, date: '2026-03-16', amount: '77.77', location_id: MINSK },
    ]);
    await expectTotalsFromScratch();
    await db.query('UPDATE payments SET amount = amount + 0.99 WHERE contract_id = ANY($1::int[])', [
      [minsk, batumi],
    ]);
    // A payment of contract 'unknown' attached to a contract later.
    await db.query("UPDATE payments SET contract_id = $1 WHERE contract_id IS NULL AND amount = '77.77'", [
      batumi,
    ]);
    await expectTotalsFromScratch();
    await db.query("DELETE FROM payments WHERE amount IN ('5000.00', '77.77')");
    await expectTotalsFromScratch();
  });

  it('drops a contract from the count when it is settled to the kopeck, and counts it again when it is not', async () => {
    const [owing] = (await page('limit=1&sort=balance&order=desc')).rows;
    const before = await page(`limit=1&location_id=${owing.location_id}`);
    await insertRows(db, 'payments', [
      { contract_id: owing.contract_id, date: '2026-03-16', amount: owing.balance },
    ]);
    const settled = await page(`limit=1&location_id=${owing.location_id}`);
    expect(settled.total).toBe(before.total - 1);
    expect(toKopecks(settled.totals[0].positive_balance)).toBe(
      toKopecks(before.totals[0].positive_balance) - toKopecks(owing.balance),
    );
    await expectTotalsFromScratch();
    await db.query('UPDATE payments SET amount = amount + 0.01 WHERE contract_id = $1 AND amount = $2', [
      owing.contract_id,
      owing.balance,
    ]);
    expect((await page(`limit=1&location_id=${owing.location_id}`)).total).toBe(before.total);
    await expectTotalsFromScratch();
  });

  it('follows receivables: due and not yet due, voided, moved in time, moved to another contract, deleted', async () => {
    const minsk = await contractOf(MINSK);
    const batumi = await contractOf(BATUMI);
    await insertRows(db, 'receivables', [
      { contract_id: minsk, type: 'lunch', due_date: '2026-03-16', amount: '10.10', void: false },
      { contract_id: minsk, type: 'snack', due_date: '2026-03-17', amount: '20.20', void: false },
      { contract_id: batumi, type: 'tuition', due_date: '2026-03-01', amount: '30.30', void: false },
      { contract_id: batumi, type: 'additional', due_date: '2026-03-17', amount: '40.40', void: false },
    ]);
    await expectTotalsFromScratch();
    await db.query("UPDATE receivables SET void = true WHERE amount = '10.10'");
    await db.query("UPDATE receivables SET due_date = '2026-03-02' WHERE amount = '20.20'");
    await db.query("UPDATE receivables SET due_date = '2026-04-01' WHERE amount = '30.30'");
    await db.query("UPDATE receivables SET amount = '41.41' WHERE amount = '40.40'");
    await expectTotalsFromScratch();
    await db.query("UPDATE receivables SET contract_id = $1 WHERE amount = '20.20'", [batumi]);
    await expectTotalsFromScratch();
    await db.query("DELETE FROM receivables WHERE amount IN ('10.10', '20.20', '30.30', '41.41')");
    await expectTotalsFromScratch();
  });

  it('follows contracts: a new one, one moved to another branch on another day, one deleted, one renamed', async () => {
    // The evening: Минск counts what is due by the 16th, Батуми by the 17th.
    await expectTotalsFromScratch(EVENING);
    await db.transaction(async (tx) => {
      const [contract] = await tx.query<{ id: number }>(
        `INSERT INTO contracts (number, full_name, phone, course_id, location_id, status, full_price)
         VALUES ('T-NEW', 'Яковлев Яков Яковлевич', '+375 29 111-22-33', 1, $1, 'active', '300.00')
         RETURNING id`,
        [MINSK],
      );
      await insertRows(tx, 'receivables', [
        { contract_id: contract.id, type: 'tuition', due_date: '2026-03-10', amount: '100.00', void: false },
        { contract_id: contract.id, type: 'tuition', due_date: '2026-03-17', amount: '100.00', void: false },
      ]);
      await insertRows(tx, 'payments', [{ contract_id: contract.id, date: '2026-03-10', amount: '30.00' }]);
    });
    await expectTotalsFromScratch(EVENING);
    const [added] = await db.query<{ id: number }>("SELECT id FROM contracts WHERE number = 'T-NEW'");
    // Moved to Батуми, whose day is the 17th: the receivable due on the 17th counts there.
    await db.query('UPDATE contracts SET location_id = $2 WHERE id = $1', [added.id, BATUMI]);
    await expectTotalsFromScratch(EVENING);
    expect((await page(`limit=50&location_id=${BATUMI}&q=T-NEW`)).rows).toEqual([
      expect.objectContaining({ contract_id: added.id, debt: '200.00', credit: '30.00', balance: '170.00' }),
    ]);
    // A contract without payments deleted: its receivables and balance go with it.
    const unpaid = await contractOf(
      BARANOVICHI,
      'NOT EXISTS (SELECT 1 FROM payments p WHERE p.contract_id = c.id)',
    );
    await db.query('DELETE FROM contracts WHERE id = $1', [unpaid]);
    await expectTotalsFromScratch(EVENING);
    // A new name sorts and is found under it; the totals do not move.
    await db.query(
      "UPDATE contracts SET full_name = 'Аааков Ааак', phone = '+995 555 123 456' WHERE id = $1",
      [added.id],
    );
    const byName = await page('limit=1');
    expect(byName.rows[0]).toMatchObject({
      contract_id: added.id,
      full_name: 'Аааков Ааак',
      phone: '+995 555 123 456',
    });
    expect((await page('limit=50&q=555123456')).rows.map((row) => row.contract_id)).toEqual([added.id]);
    expect((await page('limit=50&q=яковлев')).rows).toEqual([]);
    await expectTotalsFromScratch(EVENING);
  });

  it('follows the days: what falls due is added, and taken back when the clock goes back', async () => {
    const receivable = (contract_id: number, due_date: string, amount: string) => ({
      contract_id,
      type: 'additional',
      due_date,
      amount,
      void: false,
    });
    const [minsk, batumi] = [await contractOf(MINSK), await contractOf(BATUMI)];
    await insertRows(db, 'receivables', [
      receivable(minsk, '2026-03-09', '1.01'),
      receivable(minsk, '2026-03-12', '2.02'),
      receivable(minsk, '2026-03-18', '3.03'),
      receivable(batumi, '2026-03-17', '4.04'),
      receivable(batumi, '2026-03-20', '5.05'),
    ]);
    for (const at of [
      '2026-03-18T09:00:00Z',
      '2026-03-21T09:00:00Z',
      EVENING,
      '2026-03-10T09:00:00Z',
      TEST_NOW,
    ])
      await expectTotalsFromScratch(at);
  });

  it('pages every sort, either way, across branches: the whole list sorted, ties by contract in the same order', async () => {
    const plain = (await (await server.request('/api/debt/search', { cookie: admin })).json()) as DebtRow[];
    const keys: Record<string, (row: DebtRow) => string | number> = {
      full_name: (row) => row.full_name,
      number: (row) => row.number,
      debt: (row) => toKopecks(row.debt),
      credit: (row) => toKopecks(row.credit),
      balance: (row) => toKopecks(row.balance),
    };
    for (const [sort, key] of Object.entries(keys)) {
      for (const order of ['asc', 'desc'] as const) {
        const sign = order === 'asc' ? 1 : -1;
        const expected = [...plain].sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          if (x !== y) return (x < y ? -1 : 1) * sign;
          return (a.contract_id - b.contract_id) * sign;
        });
        const walked: DebtRow[] = [];
        for (let offset = 0; offset < plain.length; offset += 7)
          walked.push(...(await page(`limit=7&offset=${offset}&sort=${sort}&order=${order}`)).rows);
        expect(walked.map((row) => row.contract_id)).toEqual(expected.map((row) => row.contract_id));
      }
    }
  });
});
