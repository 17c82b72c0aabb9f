import type { PaymentRow } from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

describe.each(TEST_DATABASES)('POST /api/calculations/get and /api/calculate/parts/get on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let manager: string;
  let otherBranch: string;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    await insertRows(db, 'locations', [
      { id: 901, name: 'Тест-Минск', city: 'Минск', country_id: 1 },
      { id: 902, name: 'Тест-Батуми', city: 'Батуми', country_id: 2 },
    ]);
    await insertRows(db, 'requisites', [
      { id: 901, short_name: 'ИП Тестов', legal_entity_id: '1', status: 'active', country_id: 1 },
      { id: 902, short_name: 'ИП Закрытый', legal_entity_id: '2', status: 'inactive', country_id: 1 },
      { id: 903, short_name: 'Georgia LLC', legal_entity_id: '3', status: 'active', country_id: 2 },
    ]);
    await insertRows(db, 'requisite_holidays', [
      { requisite_id: 901, name: 'Зимние каникулы', date_from: '2026-12-25', date_to: '2027-01-07' },
    ]);
    await insertRows(db, 'groups', [
      {
        id: 9101,
        short_name: 'Т-Робо-1',
        course_id: 1,
        location_id: 901,
        weeks: 10,
        price_per_week: '45.00',
      },
      {
        id: 9102,
        short_name: 'Т-Батуми-1',
        course_id: 1,
        location_id: 902,
        weeks: 10,
        price_per_week: '45.00',
      },
    ]);
    await addStaffUser(db, {
      email: 'm.901@school.test',
      shortName: 'Менеджер',
      roles: ['manager'],
      locations: [901],
    });
    await addStaffUser(db, {
      email: 'm.902@school.test',
      shortName: 'Менеджер Б',
      roles: ['manager'],
      locations: [902],
    });
    server = await startTestServer(db, { now: TEST_NOW });
    manager = await server.signIn('m.901@school.test');
    otherBranch = await server.signIn('m.902@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const post = (path: string, json: unknown, cookie = manager) =>
    server.request(path, { method: 'POST', json, cookie });

  it('splits the full price into ten monthly payments that add up to it', async () => {
    const response = await post('/api/calculations/get', {
      location: 901,
      course: 1,
      start_date: '2026-09-01',
      full_price: '1000.01',
    });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as PaymentRow[];
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ date: '2026-09-01', amount: '100.01', count_week: 4 });
    expect(rows[9]).toEqual({ date: '2027-06-01', amount: '100.00', count_week: 4 });
  });

  it("per week skips the requisite's holidays; 9parts makes nine monthly parts", async () => {
    const body = { weeks: 10, full_price: '450', start_date: '2026-12-07', group_id: 9101, requisites: 901 };
    const weekly = await post('/api/calculate/parts/get', { ...body, strategy: 'per_week' });
    expect(weekly.status).toBe(200);
    expect(await weekly.json()).toEqual([
      { date: '2026-12-07', amount: '135.00', count_week: 3 },
      { date: '2027-01-11', amount: '135.00', count_week: 3 },
      { date: '2027-02-01', amount: '180.00', count_week: 4 },
    ]);
    const monthly = await post('/api/calculate/parts/get', { ...body, strategy: '9parts' });
    expect(monthly.status).toBe(200);
    const parts = (await monthly.json()) as PaymentRow[];
    expect(parts.map((row) => row.amount)).toEqual(['50.00', ...Array(8).fill('50.00')]);
    expect(parts.map((row) => row.count_week)).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('refuses a missing or bad field with a Russian message naming it, and changes nothing', async () => {
    const response = await post('/api/calculate/parts/get', {
      weeks: 10,
      full_price: '12,5',
      start_date: '2026-12-07',
      group_id: 9101,
      requisites: 901,
      strategy: 'per_week',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      'full_price',
    );
    const missing = await post('/api/calculations/get', { location: 901, course: 1, full_price: '100' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      'start_date',
    );
  });

  it("answers 404 for another branch's group or location, an unknown course, or a requisite the group cannot use", async () => {
    const parts = { weeks: 10, full_price: '450', start_date: '2026-12-07', strategy: 'per_week' };
    expect(
      (await post('/api/calculate/parts/get', { ...parts, group_id: 9101, requisites: 901 }, otherBranch))
        .status,
    ).toBe(404);
    expect(
      (await post('/api/calculate/parts/get', { ...parts, group_id: 9101, requisites: 902 })).status,
    ).toBe(404);
    expect(
      (await post('/api/calculate/parts/get', { ...parts, group_id: 9101, requisites: 903 })).status,
    ).toBe(404);
    const ten = { start_date: '2026-09-01', full_price: '100' };
    expect(
      (await post('/api/calculations/get', { ...ten, location: 901, course: 1 }, otherBranch)).status,
    ).toBe(404);
    expect((await post('/api/calculations/get', { ...ten, location: 901, course: 999_999 })).status).toBe(
      404,
    );
  });
});
