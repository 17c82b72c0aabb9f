import type { Group } from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser, userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

describe.each(TEST_DATABASES)('GET /api/group/get on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let teacherA: number;
  let teacherB: number;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    await insertRows(db, 'locations', [{ id: 901, name: 'Тест-Минск', city: 'Минск', country_id: 1 }]);
    await insertRows(db, 'groups', [
      {
        id: 9101,
        short_name: 'Т-Лагерь-1',
        course_id: 8,
        location_id: 901,
        start_date: '2026-06-01',
        camp: true,
        day_of_the_week: [0, 1, 2, 3, 4],
        training_day: ['2026-06-01', '2026-06-02', '2026-06-03'],
        weeks: 2,
        price_per_week: '123.45',
      },
      {
        id: 9102,
        short_name: 'Т-Робо-1',
        course_id: 1,
        location_id: 901,
        start_date: null,
        camp: false,
        day_of_the_week: [1, 3],
        training_day: [],
        weeks: 36,
        price_per_week: '45',
      },
    ]);
    teacherA = await addStaffUser(db, {
      email: 't.a@school.test',
      shortName: 'Учитель А',
      roles: ['teacher'],
      locations: [901],
    });
    teacherB = await addStaffUser(db, {
      email: 't.b@school.test',
      shortName: 'Учитель Б',
      roles: ['teacher'],
      locations: [901],
    });
    await insertRows(db, 'group_teachers', [
      { group_id: 9101, user_id: teacherB },
      { group_id: 9101, user_id: teacherA },
    ]);
    const contract = (id: number, status: string) => ({
      id,
      number: `G-${id}`,
      full_name: `Родитель ${id}`,
      course_id: 8,
      group_id: 9101,
      location_id: 901,
      status,
    });
    await insertRows(db, 'contracts', [
      contract(9201, 'active'),
      contract(9202, 'active'),
      contract(9203, 'new'),
      contract(9204, 'cancelled'),
      contract(9205, 'closed'),
    ]);
    await addStaffUser(db, {
      email: 'branch.methodist@school.test',
      shortName: 'Методист филиала',
      roles: ['methodist'],
      locations: [901],
    });
    server = await startTestServer(db, { now: TEST_NOW });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const groups = async (email: string) => {
    const response = await server.request('/api/group/get', { cookie: await server.signIn(email) });
    expect(response.status).toBe(200);
    return (await response.json()) as Group[];
  };

  it("lists the groups of the user's branches with teachers and the count of new and active contracts", async () => {
    expect(await groups('branch.methodist@school.test')).toEqual([
      {
        id: 9101,
        short_name: 'Т-Лагерь-1',
        course: 8,
        location: 901,
        teacher: [teacherA, teacherB].sort((a, b) => a - b),
        start_date: '2026-06-01',
        students_count: 3,
        camp: true,
        day_of_the_week: [0, 1, 2, 3, 4],
        training_day: ['2026-06-01', '2026-06-02', '2026-06-03'],
        weeks: 2,
        price_per_week: '123.45',
        currency: 'BYN',
        timing: false,
        version: 1,
      },
      {
        id: 9102,
        short_name: 'Т-Робо-1',
        course: 1,
        location: 901,
        teacher: [],
        start_date: null,
        students_count: 0,
        camp: false,
        day_of_the_week: [1, 3],
        training_day: [],
        weeks: 36,
        price_per_week: '45.00',
        currency: 'BYN',
        timing: false,
        version: 1,
      },
    ]);
  });

  it('shows the Минск methodist only Минск groups, with the demo teacher teaching some', async () => {
    const list = await groups('methodist@school.test');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((group) => group.location === 3)).toBe(true);
    const teacher = await userIdByEmail(db, 'teacher@school.test');
    expect(list.some((group) => group.teacher.includes(teacher))).toBe(true);
    const admin = await groups('admin@school.test');
    expect(new Set(admin.map((group) => group.location))).toEqual(new Set([3, 12, 24, 31, 40, 901]));
  });

  it('pages, sorts, searches and filters the groups on the server, with the total', async () => {
    const cookie = await server.signIn('admin@school.test');
    const page = async (query: string) => {
      const response = await server.request(`/api/group/get?${query}`, { cookie });
      expect(response.status).toBe(200);
      return (await response.json()) as { rows: Group[]; total: number; offset: number; limit: number };
    };
    const all = await groups('admin@school.test');
    // The plain list is in name order too (the database's collation decides both).
    const second = await page('limit=3&offset=3');
    expect(second).toMatchObject({ total: all.length, offset: 3, limit: 3 });
    expect(second.rows.map((group) => group.id)).toEqual(all.slice(3, 6).map((group) => group.id));
    expect(
      (await page(`limit=50&location=901&q=${encodeURIComponent('робо т-')}`)).rows.map((group) => group.id),
    ).toEqual([9102]);
    // By a teacher's name too, any word order.
    expect(
      (await page(`limit=50&location=901&q=${encodeURIComponent('а учитель')}`)).rows.map(
        (group) => group.id,
      ),
    ).toEqual([9101]);
    const branch = await page('limit=50&location=901&sort=students_count&order=desc');
    expect(branch.total).toBe(2);
    const counts = branch.rows.map((group) => group.students_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(await page(`limit=5&offset=${all.length}`)).toMatchObject({ rows: [], total: all.length });
    const refused = await server.request('/api/group/get?limit=5&sort=price_per_week', { cookie });
    expect(refused.status).toBe(400);
  });

  it('needs group.view', async () => {
    const response = await server.request('/api/group/get', {
      cookie: await server.signIn('accountant@school.test'),
    });
    expect(response.status).toBe(403);
  });
});
