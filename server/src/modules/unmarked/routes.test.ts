import type { UnmarkedLesson } from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

// TEST_NOW is Monday 2026-03-16 09:00 UTC, 12:00 in Minsk (the branches' zone).

describe.each(TEST_DATABASES)('unmarked lessons: GET /unmarked/classes on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let methodist: string;
  let otherBranch: string;
  let teacher: string;
  let admin: string;
  let teacherId: number;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    await insertRows(db, 'locations', [
      { id: 901, name: 'Тест-Минск', city: 'Минск', country_id: 1, contract_prefix: 'ТМ' },
      { id: 902, name: 'Тест-Брест', city: 'Брест', country_id: 1, contract_prefix: 'ТБ' },
    ]);
    const group = (id: number, short_name: string, location_id: number) => ({
      id,
      short_name,
      course_id: 6,
      location_id,
      weeks: 0,
      price_per_week: '0.00',
    });
    await insertRows(db, 'groups', [
      group(9101, 'Т-Сад-1', 901),
      group(9102, 'Т-Сад-2', 901),
      group(9104, 'Б-Сад', 902),
      group(9107, 'Т-Сад-старая', 901),
    ]);
    await db.query('UPDATE groups SET removed_at = $1 WHERE id = 9107', [TEST_NOW]);
    const staff = (email: string, shortName: string, roles: string[], locations: number[]) =>
      addStaffUser(db, { email, shortName, roles, locations });
    await staff('met.901@school.test', 'Методист', ['methodist'], [901]);
    await staff('met.902@school.test', 'Методист Б', ['methodist'], [902]);
    teacherId = await staff('teach.901@school.test', 'Петрова А. В.', ['teacher'], [901]);
    const substituteId = await staff('teach2.901@school.test', 'Сидоров И. И.', ['teacher'], [901]);
    const appointment = (
      id: number,
      group_id: number,
      starts_at: string,
      extra: Record<string, unknown> = {},
    ) => ({
      id,
      location_id: group_id === 9104 ? 902 : 901,
      group_id,
      teacher_id: teacherId,
      starts_at,
      duration_minutes: 45,
      subject: 'Робототехника',
      ...extra,
    });
    await insertRows(db, 'appointments', [
      // Over at 07:45 UTC: unmarked.
      appointment(9401, 9101, '2026-03-16T07:00:00Z'),
      // Recorded below: marked.
      appointment(9402, 9102, '2026-03-13T13:00:00Z'),
      // Still running at 09:00 UTC (ends 09:15).
      appointment(9403, 9101, '2026-03-16T08:30:00Z'),
      // Tomorrow.
      appointment(9404, 9101, '2026-03-17T07:00:00Z'),
      // Another branch.
      appointment(9406, 9104, '2026-03-12T13:00:00Z'),
      // A removed group.
      appointment(9407, 9107, '2026-03-11T13:00:00Z'),
    ]);
    // insertRows takes its columns from the first row: the substitution goes alone.
    await insertRows(db, 'appointments', [
      // A substitution: the substitute records it, with their subject.
      appointment(9405, 9102, '2026-03-12T13:00:00Z', {
        substitute_id: substituteId,
        subject_substitute: 'Английский язык',
      }),
    ]);
    await insertRows(db, 'lessons', [
      { id: 9501, appointment_id: 9402, group_id: 9102, date: '2026-03-13', teacher_id: teacherId },
    ]);
    server = await startTestServer(db, { now: TEST_NOW });
    methodist = await server.signIn('met.901@school.test');
    otherBranch = await server.signIn('met.902@school.test');
    teacher = await server.signIn('teach.901@school.test');
    admin = await server.signIn('admin@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const get = async (query: string, cookie = methodist) => {
    const response = await server.request(`/api/unmarked/classes${query}`, { cookie });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('lists the branch’s lessons that are over with none recorded, latest first, in the branch’s time', async () => {
    const answer = await get('?id=901');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        id_appointment: 9401,
        teacher: 'Петрова А. В.',
        subject: 'Робототехника',
        group_id: 9101,
        group_name: 'Т-Сад-1',
        date: '2026-03-16 10:00:00',
      },
      {
        id_appointment: 9405,
        teacher: 'Сидоров И. И.',
        subject: 'Английский язык',
        group_id: 9102,
        group_name: 'Т-Сад-2',
        date: '2026-03-12 16:00:00',
      },
    ] satisfies UnmarkedLesson[]);
    expect(
      ((await get('?id=902', otherBranch)).body as UnmarkedLesson[]).map((row) => row.id_appointment),
    ).toEqual([9406]);
  });

  it('drops a lesson from the list once it is recorded', async () => {
    await insertRows(db, 'lessons', [
      { id: 9502, appointment_id: 9401, group_id: 9101, date: '2026-03-16', teacher_id: teacherId },
    ]);
    const rows = (await get('?id=901')).body as UnmarkedLesson[];
    expect(rows.map((row) => row.id_appointment)).toEqual([9405]);
  });

  it('refuses another branch, an unknown branch, a bad id and a role without group.view', async () => {
    expect((await get('?id=901', otherBranch)).status).toBe(404);
    expect((await get('?id=99999', admin)).status).toBe(404);
    expect((await get('?id=abc')).status).toBe(400);
    expect((await get('')).status).toBe(400);
    expect((await get('?id=901', teacher)).status).toBe(403);
    expect((await get('?id=901', admin)).status).toBe(200);
  });
});
