import type { DebtRow } from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { toKopecks } from '../../lib/money';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

/** Two branches of hand-made contracts with known amounts, beside the generated small school. */
async function loadDebtFixture(db: TestDb): Promise<void> {
  await insertRows(db, 'locations', [
    { id: 901, name: 'Тест-Минск', city: 'Минск', country_id: 1, time_zone: 'Europe/Minsk' },
    { id: 902, name: 'Тест-Тбилиси', city: 'Тбилиси', country_id: 2, time_zone: 'Asia/Tbilisi' },
  ]);
  const contract = (id: number, location_id: number, full_name: string) => ({
    id,
    number: `T-${id}`,
    full_name,
    phone: `+375 29 000-00-${String(id).slice(-2)}`,
    course_id: 1,
    location_id,
    status: 'active',
    full_price: '1000.00',
  });
  await insertRows(db, 'contracts', [
    contract(9001, 901, 'Андреев Андрей Андреевич'),
    contract(9002, 901, 'Борисова Белла Борисовна'),
    contract(9003, 901, 'Власов Виктор Викторович'),
    contract(9004, 901, 'Григорьев Глеб Глебович'),
    contract(9005, 902, 'Дмитриева Дарья Дмитриевна'),
    contract(9006, 901, 'Егоров Егор Егорович'),
    contract(9007, 902, 'Жукова Жанна Жановна'),
  ]);
  const receivable = (
    contract_id: number,
    due_date: string,
    amount: string,
    type = 'tuition',
    voided = false,
  ) => ({
    contract_id,
    type,
    due_date,
    amount,
    void: voided,
  });
  await insertRows(db, 'receivables', [
    receivable(9001, '2026-01-10', '100.10'),
    receivable(9001, '2026-02-10', '200.20', 'lunch'),
    receivable(9001, '2026-03-16', '300.30'), // due today: counts
    receivable(9001, '2026-03-17', '400.40'), // due tomorrow: not yet
    receivable(9001, '2026-02-01', '999.99', 'tuition', true), // void: never
    receivable(9002, '2026-01-01', '100.00'),
    receivable(9003, '2026-01-01', '50.00'),
    receivable(9005, '2026-03-16', '0.01'),
    receivable(9006, '2026-03-17', '70.00'),
    receivable(9007, '2026-03-17', '70.00'),
  ]);
  // A payment to contract 'unknown' is in the branch that took it (its contract's otherwise, set on insert).
  const payment = (contract_id: number | null, date: string, amount: string) => ({
    contract_id,
    date,
    amount,
    location_id: contract_id === null ? 901 : null,
  });
  await insertRows(db, 'payments', [
    payment(9001, '2026-01-09', '150.05'),
    payment(9002, '2026-01-02', '100.00'),
    payment(9002, '2026-02-02', '33.33'), // overpayment
    payment(9003, '2026-01-01', '50.00'), // settled: not listed
    payment(9004, '2026-03-01', '10.00'), // paid with nothing due
    payment(null, '2026-03-01', '500.00'), // contract 'unknown': nobody's credit
  ]);
}

const ids = (rows: DebtRow[]) => rows.map((row) => row.contract_id);

describe.each(TEST_DATABASES)('GET /api/debt/search on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let admin: string;
  let branchAccountant: string;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    await loadDebtFixture(db);
    await addStaffUser(db, {
      email: 'branch.accountant@school.test',
      shortName: 'Бухгалтер филиала',
      roles: ['accountant'],
      locations: [901],
    });
    server = await startTestServer(db, { now: TEST_NOW });
    admin = await server.signIn('admin@school.test');
    branchAccountant = await server.signIn('branch.accountant@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });
  afterEach(() => server?.clock.set(TEST_NOW));

  const search = async (cookie: string) => {
    const response = await server.request('/api/debt/search', { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as DebtRow[];
  };

  it('computes debt, credit and balance exactly for a branch, sorted by name', async () => {
    const rows = await search(branchAccountant);
    expect(rows).toEqual([
      {
        contract_id: 9001,
        full_name: 'Андреев Андрей Андреевич',
        number: 'T-9001',
        phone: '+375 29 000-00-01',
        debt: '600.60',
        credit: '150.05',
        balance: '450.55',
        contract_url:
          '/app/contracts/9001/T-9001/%D0%90%D0%BD%D0%B4%D1%80%D0%B5%D0%B5%D0%B2%20%D0%90%D0%BD%D0%B4%D1%80%D0%B5%D0%B9%20%D0%90%D0%BD%D0%B4%D1%80%D0%B5%D0%B5%D0%B2%D0%B8%D1%87?from=debt',
        location_id: 901,
      },
      expect.objectContaining({ contract_id: 9002, debt: '100.00', credit: '133.33', balance: '-33.33' }),
      expect.objectContaining({ contract_id: 9004, debt: '0.00', credit: '10.00', balance: '-10.00' }),
    ]);
  });

  it("limits the list to the user's branches", async () => {
    const rows = await search(branchAccountant);
    expect(new Set(rows.map((row) => row.location_id))).toEqual(new Set([901]));
    const all = await search(admin);
    expect(ids(all.filter((row) => row.location_id >= 900))).toEqual([9001, 9002, 9004, 9005]);
    // The generated school's accountant works in Минск, Барановичи and Гомель only.
    const accountant = await search(await server.signIn('accountant@school.test'));
    expect(accountant.length).toBeGreaterThan(0);
    expect(accountant.every((row) => [3, 12, 24].includes(row.location_id))).toBe(true);
  });

  it('counts what is due by the today of each branch (its time zone)', async () => {
    // 20:30 UTC: still 16 March in Минск (UTC+3), already 17 March in Тбилиси (UTC+4).
    await server.clock.set('2026-03-16T20:30:00Z');
    const rows = (await search(admin)).filter((row) => row.location_id >= 900);
    expect(ids(rows)).toEqual([9001, 9002, 9004, 9005, 9007]);
    expect(rows.find((row) => row.contract_id === 9001)?.debt).toBe('600.60');
    expect(rows.find((row) => row.contract_id === 9007)).toMatchObject({ debt: '70.00', balance: '70.00' });
  });

  it('keeps balance = debt - credit to the kopeck on every row, with real debts and overpayments', async () => {
    const rows = await search(admin);
    for (const row of rows) {
      expect(toKopecks(row.balance)).toBe(toKopecks(row.debt) - toKopecks(row.credit));
      expect(row.balance).not.toBe('0.00');
      expect(row.debt).toMatch(/^-?\d+\.\d\d$/);
    }
    expect(rows.some((row) => row.balance.startsWith('-'))).toBe(true);
    expect(rows.some((row) => !row.balance.startsWith('-'))).toBe(true);
    const names = rows.map((row) => row.full_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  type DebtPage = {
    rows: DebtRow[];
    total: number;
    offset: number;
    limit: number;
    totals: { location_id: number; currency: string; positive_balance: string }[];
  };
  const page = async (cookie: string, query: string) => {
    const response = await server.request(`/api/debt/search?${query}`, { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as DebtPage;
  };

  it('pages the list on the server: the pages are the plain list in slices, with the total', async () => {
    const all = await search(admin);
    const first = await page(admin, 'limit=5');
    expect(first).toMatchObject({ total: all.length, offset: 0, limit: 5 });
    expect(first.rows).toEqual(all.slice(0, 5));
    const third = await page(admin, 'limit=5&offset=10');
    expect(third.rows).toEqual(all.slice(10, 15));
    const beyond = await page(admin, `limit=5&offset=${all.length}`);
    expect(beyond).toMatchObject({ rows: [], total: all.length });
  });

  it('sorts, searches and filters on the server, and sums positive balances per branch over every match', async () => {
    const byBalance = await page(admin, 'limit=500&sort=balance&order=desc');
    const balances = byBalance.rows.map((row) => toKopecks(row.balance));
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    // Every word somewhere in the name, the number or the phone's digits, in any order.
    const inFixture = 'limit=50&location_id=901';
    expect(
      ids((await page(admin, `${inFixture}&q=${encodeURIComponent('андреевич андреев')}`)).rows),
    ).toEqual([9001]);
    expect(ids((await page(admin, `${inFixture}&q=T-9002`)).rows)).toEqual([9002]);
    expect(ids((await page(admin, `${inFixture}&q=0000001`)).rows)).toEqual([9001]);
    expect((await page(admin, `limit=50&q=${encodeURIComponent('%_')}`)).total).toBe(0);
    const branch = await page(admin, 'limit=1&location_id=901');
    expect(branch).toMatchObject({ total: 3, rows: [expect.objectContaining({ contract_id: 9001 })] });
    // 450.55 of contract 9001; the overpayments of 9002 and 9004 are not counted.
    expect(branch.totals).toEqual([{ location_id: 901, currency: 'BYN', positive_balance: '450.55' }]);
    // Тбилиси's branch counts in lari.
    expect((await page(admin, 'limit=1&location_id=902')).totals).toEqual([
      { location_id: 902, currency: 'GEL', positive_balance: '0.01' },
    ]);
    // A branch the user does not have is not reached through the filter.
    expect((await page(branchAccountant, 'limit=50&location_id=902')).total).toBe(0);
  });

  it('refuses a page it cannot give, naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=5&sort=phone', 'sort'],
      ['limit=5&order=up', 'order'],
      ['limit=5&offset=-1', 'offset'],
    ]) {
      const response = await server.request(`/api/debt/search?${query}`, { cookie: admin });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty(field);
    }
  });

  /** Every contract's balance summed from scratch, the way the list defines it, at the branches' today. */
  const fromScratch = async (at: string) =>
    db.query<{ contract_id: number; debt: string; credit: string }>(
      `SELECT c.id AS contract_id,
              COALESCE((SELECT SUM(r.amount) FROM receivables r JOIN locations l ON l.id = c.location_id
                        WHERE r.contract_id = c.id AND NOT r.void
                          AND r.due_date <= ($1::timestamptz AT TIME ZONE l.time_zone)::date), 0)::numeric(14, 2)::text AS debt,
              COALESCE((SELECT SUM(p.amount) FROM payments p WHERE p.contract_id = c.id), 0)::numeric(14, 2)::text AS credit
       FROM contracts c ORDER BY c.id`,
      [at],
    );
  const listed = async () =>
    new Map((await search(admin)).map((row) => [row.contract_id, { debt: row.debt, credit: row.credit }]));
  const expectListMatchesScratch = async (at: string) => {
    const rows = await listed();
    for (const row of await fromScratch(at)) {
      if (row.debt === row.credit) expect(rows.has(row.contract_id)).toBe(false);
      else expect(rows.get(row.contract_id)).toEqual({ debt: row.debt, credit: row.credit });
    }
  };

  it('keeps every balance equal to a sum from scratch through money changes and moving days', async () => {
    await expectListMatchesScratch(TEST_NOW);
    // Changes after the balances were brought to today: the triggers apply them.
    await insertRows(db, 'receivables', [
      { contract_id: 9003, type: 'tuition', due_date: '2026-03-16', amount: '12.34', void: false },
      { contract_id: 9003, type: 'lunch', due_date: '2026-03-18', amount: '5.00', void: false },
      { contract_id: 9006, type: 'tuition', due_date: '2026-03-01', amount: '70.00', void: false },
    ]);
    await db.query("UPDATE receivables SET void = true WHERE contract_id = 9001 AND due_date = '2026-01-10'");
    await db.query(
      "UPDATE receivables SET due_date = '2026-03-10' WHERE contract_id = 9006 AND due_date = '2026-03-17'",
    );
    await db.query('DELETE FROM receivables WHERE contract_id = 9002');
    await insertRows(db, 'payments', [{ contract_id: 9004, date: '2026-03-16', amount: '0.50' }]);
    await db.query('UPDATE payments SET amount = 100.00 WHERE contract_id = 9001');
    await db.query('DELETE FROM payments WHERE contract_id = 9003');
    await db.query('UPDATE contracts SET location_id = 902 WHERE id = 9004');
    await expectListMatchesScratch(TEST_NOW);
    // Two days on: what fell due meanwhile is added; then the clock back: summed again.
    await server.clock.set('2026-03-18T09:00:00Z');
    await expectListMatchesScratch('2026-03-18T09:00:00Z');
    await server.clock.set(TEST_NOW);
    await expectListMatchesScratch(TEST_NOW);
  });

  it('needs receivable.view', async () => {
    expect(
      (await server.request('/api/debt/search', { cookie: await server.signIn('manager@school.test') }))
        .status,
    ).toBe(403);
  });
});
