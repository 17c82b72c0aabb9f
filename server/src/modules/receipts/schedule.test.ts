import ExcelJS from 'exceljs';
import type { ReceiptsContract, ReceiptsSchedule } from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

// The receipts schedule on fixtures of two branches of its own (rubles and lari), in April 2026 with the
// clock on 15 April: dues against payments, the overdue, the currency split, void dues of a cancelled
// contract, a balance carried over by an extension, a payment to 'unknown', the branch scope.

const MINSK = 901;
const BATUMI = 902;
const NOW = '2026-04-15T09:00:00Z';

type Due = { date: string; amount: string; type?: string; void?: boolean };

async function contract(
  db: TestDb,
  number: string,
  location: number,
  dues: Due[],
  payments: { date: string; amount: string }[] = [],
  status = 'active',
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO contracts (number, full_name, kid_name, course_id, location_id, status)
     VALUES ($1, $2, $3, 1, $4, $5) RETURNING id`,
    [number, `Заказчик ${number}`, `Ученик ${number}`, location, status],
  );
  for (const due of dues)
    await db.query(
      'INSERT INTO receivables (contract_id, type, due_date, amount, void) VALUES ($1, $2, $3, $4, $5)',
      [row.id, due.type ?? 'tuition', due.date, due.amount, due.void ?? false],
    );
  for (const payment of payments)
    await db.query('INSERT INTO payments (contract_id, date, amount) VALUES ($1, $2, $3)', [
      row.id,
      payment.date,
      payment.amount,
    ]);
  return row.id;
}

describe.each(TEST_DATABASES)('receipts schedule: /payments_schedule/* on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let accountant: string;
  let minskOnly: string;
  let ids: Record<string, number>;

  const get = async (path: string, cookie = accountant) => server.request(`/api${path}`, { cookie });
  const schedule = async (query: string, cookie = accountant) => {
    const response = await get(`/payments_schedule/get?${query}`, cookie);
    expect(response.status).toBe(200);
    return (await response.json()) as ReceiptsSchedule;
  };

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    await db.query(
      `INSERT INTO locations (id, name, city, country_id, time_zone) VALUES
         ($1, 'Тест Минск', 'Минск', 1, 'Europe/Minsk'), ($2, 'Тест Батуми', 'Батуми', 2, 'Asia/Tbilisi')`,
      [MINSK, BATUMI],
    );
    ids = {};
    // Paid 250: covers 10 March, 1 April and half of 10 April's tuition; lunch of 10 April and 20 April not.
    ids.a1 = await contract(
      db,
      'ТМ-1',
      MINSK,
      [
        { date: '2026-03-10', amount: '100.00' },
        { date: '2026-04-01', amount: '100.00' },
        { date: '2026-04-10', amount: '100.00' },
        { date: '2026-04-10', amount: '15.00', type: 'lunch' },
        { date: '2026-04-20', amount: '100.00' },
      ],
      [
        { date: '2026-03-12', amount: '100.00' },
        { date: '2026-04-02', amount: '150.00' },
      ],
    );
    // Cancelled on 5 April: the dues after it are void; 1 March and 1 April stay owed.
    ids.a2 = await contract(
      db,
      'ТМ-2',
      MINSK,
      [
        { date: '2026-03-01', amount: '50.00' },
        { date: '2026-04-01', amount: '200.00' },
        { date: '2026-04-15', amount: '200.00', void: true },
        { date: '2026-04-29', amount: '200.00', void: true },
      ],
      [],
      'cancelled',
    );
    // An extension on 3 April: the old contract's unpaid 300 carried to its successor, which paid 100.
    ids.a3 = await contract(
      db,
      'ТМ-3',
      MINSK,
      [
        { date: '2026-02-01', amount: '300.00' },
        { date: '2026-04-03', amount: '-300.00', type: 'carried_over' },
      ],
      [],
      'closed',
    );
    ids.a4 = await contract(
      db,
      'ТМ-4',
      MINSK,
      [{ date: '2026-04-03', amount: '300.00', type: 'carried_over' }],
      [{ date: '2026-04-03', amount: '100.00' }],
    );
    ids.b1 = await contract(
      db,
      'ТБ-1',
      BATUMI,
      [{ date: '2026-04-05', amount: '80.00' }],
      [{ date: '2026-04-05', amount: '80.00' }],
    );
    await db.query(
      `INSERT INTO payments (contract_id, date, amount, location_id) VALUES (NULL, '2026-04-10', '30.00', $1)`,
      [MINSK],
    );
    await addStaffUser(db, {
      email: 'acc.test@school.test',
      shortName: 'Бухгалтер ТМ',
      roles: ['accountant'],
      locations: [MINSK, BATUMI],
    });
    await addStaffUser(db, {
      email: 'acc.minsk@school.test',
      shortName: 'Бухгалтер МН',
      roles: ['accountant'],
      locations: [3],
    });
    server = await startTestServer(db, { now: NOW });
    accountant = await server.signIn('acc.test@school.test');
    minskOnly = await server.signIn('acc.minsk@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  it('sums each day’s dues against what the contracts paid, oldest dues first, and marks the overdue', async () => {
    const { days, totals } = await schedule(`month=2026-04&location_id=${MINSK}`);
    expect(days).toEqual([
      day('2026-04-01', ['300.00', '100.00', '200.00', '200.00', '0.00'], 2),
      day('2026-04-02', ['0.00', '0.00', '0.00', '0.00', '150.00'], 1),
      day('2026-04-03', ['300.00', '100.00', '200.00', '200.00', '100.00'], 1),
      day('2026-04-10', ['115.00', '50.00', '65.00', '65.00', '30.00'], 1),
      day('2026-04-20', ['100.00', '0.00', '100.00', '0.00', '0.00'], 1),
    ]);
    expect(totals).toEqual([
      {
        currency: 'BYN',
        expected: '815.00',
        covered: '250.00',
        outstanding: '565.00',
        overdue: '465.00',
        received: '280.00',
        // 1 March of the cancelled contract; the extended one's February was carried away.
        overdue_before: '50.00',
      },
    ]);
  });

  it('never adds rubles and lari: every branch of the user gives a figure per currency', async () => {
    const { days, totals } = await schedule('month=2026-04');
    expect(days.find((d) => d.date === '2026-04-05')).toEqual({
      date: '2026-04-05',
      currency: 'GEL',
      expected: '80.00',
      covered: '80.00',
      outstanding: '0.00',
      overdue: '0.00',
      received: '80.00',
      contracts: 1,
    });
    expect(totals.map((t) => [t.currency, t.expected, t.received])).toEqual([
      ['BYN', '815.00', '280.00'],
      ['GEL', '80.00', '80.00'],
    ]);
  });

  it('a month without dues answers zero totals per currency and no days', async () => {
    const answer = await schedule(`month=2025-01&location_id=${BATUMI}`);
    expect(answer.days).toEqual([]);
    expect(answer.totals).toEqual([
      {
        currency: 'GEL',
        expected: '0.00',
        covered: '0.00',
        outstanding: '0.00',
        overdue: '0.00',
        received: '0.00',
        overdue_before: '0.00',
      },
    ]);
  });

  it('drills down to the contracts of a day with links to their pages, and the payments to unknown', async () => {
    const response = await get(`/payments_schedule/contracts?date=2026-04-10&location_id=${MINSK}`);
    expect(response.status).toBe(200);
    const rows = (await response.json()) as ReceiptsContract[];
    expect(rows).toEqual([
      {
        contract_id: ids.a1,
        number: 'ТМ-1',
        full_name: 'Заказчик ТМ-1',
        kid_name: 'Ученик ТМ-1',
        status: 'active',
        location_id: MINSK,
        currency: 'BYN',
        types: ['lunch', 'tuition'],
        expected: '115.00',
        covered: '50.00',
        outstanding: '65.00',
        overdue: '65.00',
        received: '0.00',
        contract_url: `/app/contracts/${ids.a1}/${encodeURIComponent('ТМ-1')}/${encodeURIComponent('Заказчик ТМ-1')}`,
      },
      {
        contract_id: null,
        number: 'unknown',
        full_name: '',
        kid_name: '',
        status: '',
        location_id: MINSK,
        currency: 'BYN',
        types: [],
        expected: '0.00',
        covered: '0.00',
        outstanding: '0.00',
        overdue: '0.00',
        received: '30.00',
        contract_url: null,
      },
    ]);
    // The void dues of the cancelled contract are not expected on their day.
    const cancelledDay = await get(`/payments_schedule/contracts?date=2026-04-15&location_id=${MINSK}`);
    expect(await cancelledDay.json()).toEqual([]);
  });

  it('exports the month as XLSX: the days, the totals and the contracts of each day', async () => {
    const response = await get(`/payments_schedule/export?month=2026-04&location_id=${MINSK}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain(
      encodeURIComponent('График поступлений 2026-04.xlsx'),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['По дням', 'Итоги', 'Договоры']);
    const [days, totals, contracts] = workbook.worksheets;
    expect(days.getCell('A1').value).toBe('График поступлений за апрель 2026');
    expect(days.getCell('A2').value).toBe('Филиалы: Тест Минск');
    const header = 5;
    expect(days.getRow(header).values).toEqual([
      undefined,
      'Дата',
      'Валюта',
      'Ожидается',
      'Оплачено',
      'Остаток',
      'Просрочено',
      'Поступило',
      'Договоров',
    ]);
    const tenth = days.getRow(header + 4).values as unknown[];
    expect((tenth[1] as Date).toISOString().slice(0, 10)).toBe('2026-04-10');
    expect(tenth.slice(2)).toEqual(['BYN (р.)', 115, 50, 65, 65, 30, 1]);
    expect(totals.getRow(header + 1).values).toEqual([undefined, 'BYN (р.)', 815, 250, 565, 465, 280, 50]);
    const contractRows = contracts.getSheetValues().slice(header + 1) as unknown[][];
    expect(contractRows).toHaveLength(7);
    const unknown = contractRows.find((row) => row[2] === 'unknown') as unknown[];
    expect(unknown.slice(5, 8)).toEqual(['Тест Минск', 'BYN (р.)', undefined]);
    expect(unknown[12]).toBe(30);
    const lunch = contractRows.find((row) => row[7] === 'Обед, Обучение') as unknown[];
    expect(lunch[2]).toBe('ТМ-1');
  });

  it('keeps to the user’s branches: another branch is 404, and the user’s lists never name it', async () => {
    expect((await get(`/payments_schedule/get?month=2026-04&location_id=${MINSK}`, minskOnly)).status).toBe(
      404,
    );
    expect(
      (await get(`/payments_schedule/export?month=2026-04&location_id=${MINSK}`, minskOnly)).status,
    ).toBe(404);
    const rows = (await (
      await get('/payments_schedule/contracts?date=2026-04-10', minskOnly)
    ).json()) as ReceiptsContract[];
    expect(rows.every((row) => row.location_id === 3)).toBe(true);
    const { totals } = await schedule('month=2026-04', minskOnly);
    expect(totals.map((t) => t.currency)).toEqual(['BYN']);
  });

  it('needs both report.view and receivable.view; bad months and dates are 400 naming the field', async () => {
    const manager = await server.signIn('manager@school.test');
    expect((await get('/payments_schedule/get?month=2026-04', manager)).status).toBe(403);
    const admin = await server.signIn('admin@school.test');
    expect((await get('/payments_schedule/get?month=2026-04', admin)).status).toBe(200);
    const bad = await get('/payments_schedule/get?month=2026-13');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toHaveProperty('month');
    const badDate = await get('/payments_schedule/contracts?date=2026-02-30');
    expect(badDate.status).toBe(400);
  });
});

function day(date: string, figures: string[], contracts: number) {
  const [expected, covered, outstanding, overdue, received] = figures;
  return { date, currency: 'BYN', expected, covered, outstanding, overdue, received, contracts };
}
