import type { ReceivableByMonth } from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

/** Two branches of hand-made contracts with known receivables, beside the generated small school. */
async function loadFixture(db: TestDb): Promise<void> {
  await insertRows(db, 'locations', [
    { id: 901, name: 'Тест-Минск', city: 'Минск', country_id: 1, time_zone: 'Europe/Minsk' },
    { id: 902, name: 'Тест-Тбилиси', city: 'Тбилиси', country_id: 2, time_zone: 'Asia/Tbilisi' },
  ]);
  const contract = (id: number, location_id: number, status = 'active') => ({
    id,
    number: `R-${id}`,
    full_name: `Клиент ${id}`,
    phone: '+375 29 000-00-00',
    course_id: 1,
    location_id,
    status,
    full_price: '1000.00',
  });
  await insertRows(db, 'contracts', [
    contract(9301, 901),
    contract(9302, 901),
    contract(9303, 901, 'cancelled'),
    contract(9304, 902),
    contract(9305, 901, 'closed'),
    contract(9306, 901),
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
    receivable(9301, '2026-01-10', '100.10'),
    receivable(9302, '2026-01-31', '200.20'),
    receivable(9301, '2026-01-15', '0.01', 'lunch'),
    receivable(9302, '2026-01-20', '12.34', 'lunch'),
    receivable(9301, '2026-02-01', '100.10'),
    receivable(9301, '2026-02-28', '5.00', 'breakfast'),
    receivable(9302, '2025-12-31', '300.00'),
    receivable(9302, '2026-03-16', '7.50', 'additional'),
    receivable(9302, '2026-04-01', '1.00', 'snack'),
    receivable(9302, '2026-04-02', '2.00', 'extension'),
    receivable(9302, '2026-04-03', '3.00', 'electives'),
    // The cancelled contract: due before the cancellation counts; what it voided never.
    receivable(9303, '2026-02-10', '40.00'),
    receivable(9303, '2026-03-10', '40.00', 'tuition', true),
    receivable(9303, '2026-04-10', '40.00', 'tuition', true),
    // Lari, in the Georgian branch.
    receivable(9304, '2026-01-05', '55.55'),
    receivable(9304, '2026-02-05', '0.45', 'lunch'),
    // An extension's carried-over balance: the closed contract's line and its successor's cancel out.
    receivable(9305, '2026-03-01', '-80.00', 'carried_over'),
    receivable(9306, '2026-03-01', '80.00', 'carried_over'),
    receivable(9305, '2026-03-02', '10.00', 'tuition', true),
  ]);
}

const cell = (
  month: string,
  type: ReceivableByMonth['type'],
  amount: string,
  location_id = 901,
  currency: ReceivableByMonth['currency'] = 'BYN',
): ReceivableByMonth => ({ month, type, amount, location_id, currency });

/** The cells of the fixture's Минск branch, newest month first (types in alphabetical order within a month). */
const MINSK = [
  cell('2026-04', 'electives', '3.00'),
  cell('2026-04', 'extension', '2.00'),
  cell('2026-04', 'snack', '1.00'),
  cell('2026-03', 'additional', '7.50'),
  cell('2026-02', 'breakfast', '5.00'),
  cell('2026-02', 'tuition', '140.10'),
  cell('2026-01', 'lunch', '12.35'),
  cell('2026-01', 'tuition', '300.30'),
  cell('2025-12', 'tuition', '300.00'),
];
const TBILISI = [
  cell('2026-02', 'lunch', '0.45', 902, 'GEL'),
  cell('2026-01', 'tuition', '55.55', 902, 'GEL'),
];

describe.each(TEST_DATABASES)('GET /api/receivable/get_by_month on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let admin: string;
  let branchAccountant: string;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    await loadFixture(db);
    await addStaffUser(db, {
      email: 'receivables.901@school.test',
      shortName: 'Бухгалтер 901',
      roles: ['accountant'],
      locations: [901],
    });
    server = await startTestServer(db, { now: TEST_NOW });
    admin = await server.signIn('admin@school.test');
    branchAccountant = await server.signIn('receivables.901@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const byMonth = async (cookie: string, query = '') => {
    const response = await server.request(`/api/receivable/get_by_month${query}`, { cookie });
    return { status: response.status, body: (await response.json()) as { receivables: ReceivableByMonth[] } };
  };
  const ofBranches = (rows: ReceivableByMonth[], ...ids: number[]) =>
    rows.filter((row) => ids.includes(row.location_id));

  it("sums a branch's receivables by month of due date and type, newest month first, void ones not counted", async () => {
    expect(await byMonth(admin, '?location_id=901')).toEqual({ status: 200, body: { receivables: MINSK } });
  });

  it('keeps each currency apart: a Georgian branch sums in lari', async () => {
    expect((await byMonth(admin, '?location_id=902')).body.receivables).toEqual(TBILISI);
    const all = (await byMonth(admin)).body.receivables;
    // Every branch of the admin: the two fixture branches are cells of their own, never added together.
    expect(ofBranches(all, 901, 902)).toEqual(
      [...MINSK, ...TBILISI].sort((a, b) => b.month.localeCompare(a.month) || a.location_id - b.location_id),
    );
  });

  it('counts only the user’s branches, and answers 404 for another branch', async () => {
    expect((await byMonth(branchAccountant)).body.receivables).toEqual(MINSK);
    expect((await byMonth(branchAccountant, '?location_id=901')).body.receivables).toEqual(MINSK);
    const other = await byMonth(branchAccountant, '?location_id=902');
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('55.55');
  });

  it('equals the receivables summed from scratch in every branch of the generated school', async () => {
    const expected = await db.query<{ month: string; type: string; location_id: number; amount: string }>(
      `SELECT to_char(r.due_date, 'YYYY-MM') AS month, r.type, c.location_id, SUM(r.amount)::text AS amount
         FROM receivables r JOIN contracts c ON c.id = r.contract_id
        WHERE NOT r.void GROUP BY 1, 2, 3 HAVING SUM(r.amount) <> 0`,
    );
    const key = (row: { month: string; type: string; location_id: number }) =>
      `${row.month} ${row.type} ${row.location_id}`;
    const answered = (await byMonth(admin)).body.receivables;
    expect(answered.length).toBeGreaterThan(MINSK.length + TBILISI.length);
    expect(new Map(answered.map((row) => [key(row), row.amount]))).toEqual(
      new Map(expected.map((row) => [key(row), row.amount])),
    );
    const months = answered.map((row) => row.month);
    expect(months).toEqual([...months].sort().reverse());
  });

  it('follows a cancellation: what it voided leaves its month', async () => {
    await db.query(
      "UPDATE receivables SET void = true WHERE contract_id = 9302 AND due_date >= '2026-04-01'",
    );
    const after = (await byMonth(admin, '?location_id=901')).body.receivables;
    expect(after).toEqual(MINSK.filter((row) => row.month !== '2026-04'));
    await db.query(
      "UPDATE receivables SET void = false WHERE contract_id = 9302 AND due_date >= '2026-04-01'",
    );
  });

  it('refuses a location_id that is not an id, naming the field', async () => {
    for (const bad of ['0', '-1', 'x', '1.5', '99999999999']) {
      const response = await server.request(`/api/receivable/get_by_month?location_id=${bad}`, {
        cookie: admin,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
        'location_id',
      );
    }
  });

  it('needs receivable.view and a session', async () => {
    for (const email of ['manager@school.test', 'methodist@school.test', 'parent@school.test']) {
      expect((await byMonth(await server.signIn(email))).status).toBe(403);
    }
    expect((await server.request('/api/receivable/get_by_month')).status).toBe(401);
    expect((await byMonth(await server.signIn('accountant@school.test'))).status).toBe(200);
  });
});
