import ExcelJS from 'exceljs';
import type { CampAttendanceReport, FirstVisitReport, GroupStudent } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

/**
 * A July 2026 journal the reports are checked against (the small school's own lessons are in other months):
 * camp groups in Минск (3), Батуми (31) and Гомель (12); course 1 groups in Минск and Барановичи (24).
 */
async function addJournal(q: Queryable) {
  const group = async (name: string, course: number, location: number, camp: boolean) =>
    (
      await q.query<{ id: number }>(
        `INSERT INTO groups (short_name, course_id, location_id, camp, day_of_the_week)
         VALUES ($1, $2, $3, $4, '{0,2}') RETURNING id`,
        [name, course, location, camp],
      )
    )[0].id;
  const camp1 = await group('Т-Лагерь-Минск', 8, 3, true);
  const camp2 = await group('Т-Лагерь-Батуми', 9, 31, true);
  const camp3 = await group('Т-Лагерь-Гомель', 9, 12, true);
  const robo = await group('Т-Робо-Минск', 1, 3, false);
  const robo2 = await group('Т-Робо-Барановичи', 1, 24, false);
  let n = 0;
  const contract = async (kid: string, course: number, groupId: number, location: number) =>
    (
      await q.query<{ id: number }>(
        `INSERT INTO contracts (number, full_name, kid_name, course_id, group_id, location_id, status)
         VALUES ($1, 'Родитель', $2, $3, $4, $5, 'active') RETURNING id`,
        [`Т-${++n}`, kid, course, groupId, location],
      )
    )[0].id;
  const a = await contract('Алексеев Антон', 8, camp1, 3);
  const b = await contract('Борисова Вера', 8, camp1, 3);
  const c = await contract('Цаава Нино', 9, camp2, 31);
  const d = await contract('Дроздов Глеб', 9, camp3, 12);
  const e = await contract('Егоров Ефим', 1, robo, 3);
  const f = await contract('Фомина Фаина', 1, robo, 3);
  const g = await contract('Гусев Гриша', 1, robo2, 24);
  const [makeup] = await q.query<{ id: number }>(
    `INSERT INTO temporary_arrangements (contract_id, from_group_id, group_id, date) VALUES ($1, $2, $3, '2026-07-07')
     RETURNING id`,
    [e, robo, robo2],
  );
  const lesson = async (
    groupId: number,
    date: string,
    minutes: number,
    pupils: [number, boolean, string?, string?][],
    makeupId?: number,
  ) => {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO lessons (group_id, date, duration_minutes, subject, topic, completed)
       VALUES ($1, $2::date, $3, 'Робототехника', 'Тема ' || $2::text, true) RETURNING id`,
      [groupId, date, minutes],
    );
    await insertRows(
      q,
      'lesson_students',
      pupils.map(([contract_id, presence, time_from, time_to]) => ({
        lesson_id: row.id,
        contract_id,
        presence,
        time_from: time_from ?? null,
        time_to: time_to ?? null,
        temporary_arrangement_id: makeupId ?? null,
      })),
    );
  };
  await lesson(camp1, '2026-07-01', 180, [
    [a, true],
    [b, false],
  ]);
  await lesson(camp1, '2026-07-01', 90, [[b, true]]);
  await lesson(camp1, '2026-07-02', 180, [
    [a, true],
    [b, false],
  ]);
  await lesson(camp2, '2026-07-01', 180, [[c, true]]);
  await lesson(camp3, '2026-07-01', 180, [[d, false]]);
  await lesson(robo, '2026-06-29', 90, [[g, true]]);
  await lesson(robo, '2026-07-06', 90, [
    [e, true],
    [f, false],
    [g, false],
  ]);
  await lesson(robo, '2026-07-08', 90, [
    [e, true, '16:00', '17:15'],
    [f, true],
  ]);
  await lesson(robo2, '2026-07-07', 90, [[g, true]]);
  await lesson(robo2, '2026-07-07', 90, [[e, true]], makeup.id);
  return { camp1, camp2, camp3, robo, robo2, a, b, c, d, e, f, g };
}

describe.each(TEST_DATABASES)('reports from the lesson journal on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let admin: string;
  let minsk: string;
  let j: Awaited<ReturnType<typeof addJournal>>;

  const get = (path: string, cookie = admin) => server.request(`/api${path}`, { cookie });
  const hours = (json: unknown, cookie = admin) =>
    server.request('/api/report/student/hours', { method: 'POST', json, cookie });

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    j = await addJournal(db);
    await addStaffUser(db, {
      email: 'rep.mn@school.test',
      shortName: 'Отчёты МН',
      roles: ['accountant'],
      locations: [3],
    });
    server = await startTestServer(db, { now: TEST_NOW });
    admin = await server.signIn('admin@school.test');
    minsk = await server.signIn('rep.mn@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  it('camp attendance: a tick per child and day (present at either lesson of a day), days present per child', async () => {
    const answer = await get('/report/camp/get?location=all&month=7&year=2026');
    expect(answer.status).toBe(200);
    const { report, pivot } = (await answer.json()) as CampAttendanceReport;
    const row = (group: number, name: string, date: string, isPresence: boolean, student: number) => ({
      date,
      group_id: group,
      group_name: expect.any(String),
      children_name: name,
      isPresence,
      student_id: student,
    });
    expect(report).toEqual([
      row(j.camp2, 'Цаава Нино', '2026-07-01', true, j.c),
      row(j.camp3, 'Дроздов Глеб', '2026-07-01', false, j.d),
      row(j.camp1, 'Алексеев Антон', '2026-07-01', true, j.a),
      row(j.camp1, 'Алексеев Антон', '2026-07-02', true, j.a),
      row(j.camp1, 'Борисова Вера', '2026-07-01', true, j.b),
      row(j.camp1, 'Борисова Вера', '2026-07-02', false, j.b),
    ]);
    expect(pivot.columns.map((c) => [c.label, c.kind])).toEqual([
      ['01.07', 'tick'],
      ['02.07', 'tick'],
      ['Дней', 'count'],
    ]);
    expect(pivot.rows.map((r) => [r.label, r.detail, r.cells])).toEqual([
      ['Цаава Нино', 'Т-Лагерь-Батуми', [true, null, 1]],
      ['Дроздов Глеб', 'Т-Лагерь-Гомель', [false, null, 0]],
      ['Алексеев Антон', 'Т-Лагерь-Минск', [true, true, 2]],
      ['Борисова Вера', 'Т-Лагерь-Минск', [true, false, 1]],
    ]);
  });

  it('camp attendance follows the filters: only RB leaves Batumi out; a branch, a course', async () => {
    const children = async (query: string) =>
      ((await (await get(`/report/camp/get?${query}`)).json()) as CampAttendanceReport).pivot.rows.map(
        (r) => r.label,
      );
    expect(await children('location=rb&month=7&year=2026')).toEqual([
      'Дроздов Глеб',
      'Алексеев Антон',
      'Борисова Вера',
    ]);
    expect(await children('location=31&month=7&year=2026')).toEqual(['Цаава Нино']);
    expect(await children('course_id=8&month=7&year=2026')).toEqual(['Алексеев Антон', 'Борисова Вера']);
    expect(await children('course_set=georgia&month=7&year=2026')).toEqual(['Цаава Нино', 'Дроздов Глеб']);
    expect(await children('month=8&year=2026')).toEqual([]);
    // The demo school's camps ran in June 2025: the seeded journal has them.
    expect((await children('month=6&year=2025')).length).toBeGreaterThan(0);
  });

  it('first visits: a pupil counted on the day of the first lesson of the course attended, totals from SQL', async () => {
    const answer = await get('/report/first_visit/get?month=7&year=2026');
    expect(answer.status).toBe(200);
    const { report, pivot } = (await answer.json()) as FirstVisitReport;
    // Гусев came in June (not new in July); Фомина missed 06.07 and came first on 08.07; Дроздов never came.
    expect(report).toEqual([
      { date: '2026-07-01', course_id: 9, count_new: 1 },
      { date: '2026-07-01', course_id: 8, count_new: 2 },
      { date: '2026-07-06', course_id: 1, count_new: 1 },
      { date: '2026-07-08', course_id: 1, count_new: 1 },
    ]);
    // Courses by name: Городской лагерь STEM, Летний лагерь «Изобретатели», Робототехника.
    expect(pivot.columns.map((c) => c.key)).toEqual(['course:9', 'course:8', 'course:1', 'total']);
    expect(pivot.rows.map((r) => [r.label, r.cells])).toEqual([
      ['01.07.2026', [1, 2, null, 3]],
      ['06.07.2026', [null, null, 1, 1]],
      ['08.07.2026', [null, null, 1, 1]],
      ['Итого', [1, 2, 2, 5]],
    ]);
    const rb = (await (
      await get('/report/first_visit/get?location=rb&month=7&year=2026&course_id=8')
    ).json()) as FirstVisitReport;
    expect(rb.report).toEqual([{ date: '2026-07-01', course_id: 8, count_new: 2 }]);
    const june = (await (
      await get('/report/first_visit/get?location=24&month=6&year=2026')
    ).json()) as FirstVisitReport;
    expect(june.report).toEqual([]);
  });

  it('keeps to the caller’s branches: "all" is theirs, another branch is 404', async () => {
    const camp = (await (
      await get('/report/camp/get?month=7&year=2026', minsk)
    ).json()) as CampAttendanceReport;
    expect(new Set(camp.report.map((r) => r.group_id))).toEqual(new Set([j.camp1]));
    const visits = (await (
      await get('/report/first_visit/get?month=7&year=2026', minsk)
    ).json()) as FirstVisitReport;
    expect(visits.report).toEqual([
      { date: '2026-07-01', course_id: 8, count_new: 2 },
      { date: '2026-07-06', course_id: 1, count_new: 1 },
      { date: '2026-07-08', course_id: 1, count_new: 1 },
    ]);
    expect((await get('/report/camp/get?location=31&month=7&year=2026', minsk)).status).toBe(404);
    expect((await get('/report/first_visit/get?location=12&month=7&year=2026', minsk)).status).toBe(404);
  });

  it('refuses bad filters in Russian and callers without report.view', async () => {
    const bad = await get('/report/camp/get?month=13&year=2026');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toHaveProperty('month');
    expect((await get('/report/first_visit/get?month=7&year=2019')).status).toBe(400);
    for (const email of ['teacher@school.test', 'parent@school.test', 'methodist@school.test']) {
      const cookie = await server.signIn(email);
      expect((await get('/report/camp/get?month=7&year=2026', cookie)).status).toBe(403);
      expect((await get('/report/first_visit/get?month=7&year=2026', cookie)).status).toBe(403);
      expect((await get(`/report/student/get?group_id=${j.robo}`, cookie)).status).toBe(403);
    }
  });

  it("lists a group's pupils: those in it first, then those who had lessons in it", async () => {
    const answer = await get(`/report/student/get?group_id=${j.robo}`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as GroupStudent[]).map((s) => [s.id, s.name, s.in_group])).toEqual([
      [j.e, 'Егоров Ефим', true],
      [j.f, 'Фомина Фаина', true],
      [j.g, 'Гусев Гриша', false],
    ]);
    expect((await get(`/report/student/get?group_id=${j.robo2}`, minsk)).status).toBe(404);
  });

  it('student hours: the lessons, presence and hours of the period as student_hours_{contract}.xlsx', async () => {
    const answer = await hours({
      group_id: j.robo,
      student_id: j.e,
      date_start: '2026-07-01',
      date_end: '2026-07-31',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="student_hours_${j.e}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await answer.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    // A row's cells from column 1 on (exceljs leaves holes for empty cells).
    const text = (row: unknown[]) =>
      Array.from(row.slice(1), (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : (v ?? null)));
    expect(text(rows[0])).toEqual(['Часы ученика']);
    expect(text(rows[1])).toEqual(['Ученик: Егоров Ефим, договор Т-5']);
    expect(text(rows[2])).toEqual(['Группа: Т-Робо-Минск (Минск)']);
    expect(text(rows[3])).toEqual(['Период: 01.07.2026 – 31.07.2026']);
    expect(text(rows[5])).toEqual([
      'Дата',
      'Время',
      'Группа',
      'Предмет',
      'Тема',
      'Преподаватель',
      'Присутствие',
      'Время пребывания',
      'Часы',
      'Примечание',
    ]);
    expect(
      rows.slice(6).map((row) => {
        const t = text(row);
        return [t[0], t[2], t[6], t[7] ?? null, t[8], t[9] ?? null];
      }),
    ).toEqual([
      ['2026-07-06', 'Т-Робо-Минск', 'Да', null, 1.5, null],
      ['2026-07-07', 'Т-Робо-Барановичи', 'Да', null, 1.5, 'отработка'],
      ['2026-07-08', 'Т-Робо-Минск', 'Да', '16:00–17:15', 1.25, null],
      [null, null, '3 из 3', null, 4.25, null],
    ]);
    expect(text(rows[9])[1]).toBe('Итого');

    const absent = await hours({
      group_id: j.robo,
      student_id: j.f,
      date_start: '2026-07-06',
      date_end: '2026-07-06',
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await absent.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const last = book.worksheets[0].getSheetValues().slice(-2) as unknown[][];
    expect([last[0][7], last[0][9], last[1][7], last[1][9]]).toEqual(['Нет', 0, '0 из 1', 0]);
  });

  it('student hours keeps to the branches: a makeup elsewhere is left out, another branch’s pupil or group is 404', async () => {
    const own = await hours(
      { group_id: j.robo, student_id: j.e, date_start: '2026-07-01', date_end: '2026-07-31' },
      minsk,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await own.arrayBuffer()) as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0].rowCount).toBe(6 + 3);
    expect(
      (
        await hours(
          { group_id: j.camp2, student_id: j.c, date_start: '2026-07-01', date_end: '2026-07-31' },
          minsk,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await hours(
          { group_id: j.camp1, student_id: j.c, date_start: '2026-07-01', date_end: '2026-07-31' },
          minsk,
        )
      ).status,
    ).toBe(404);
    const stranger = await hours({
      group_id: j.robo,
      student_id: j.a,
      date_start: '2026-07-01',
      date_end: '2026-07-31',
    });
    expect(stranger.status).toBe(400);
    expect(await stranger.json()).toMatchObject({ message: 'Ученик не занимается в этой группе' });
    const reversed = await hours({
      group_id: j.robo,
      student_id: j.e,
      date_start: '2026-07-31',
      date_end: '2026-07-01',
    });
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { errors: Record<string, string> }).errors).toHaveProperty('date_end');
    // Neither report.view nor report_attendance.view (the attendance page's download): refused.
    const support = await server.signIn('support@school.test');
    expect(
      (
        await hours(
          { group_id: j.robo, student_id: j.e, date_start: '2026-07-01', date_end: '2026-07-31' },
          support,
        )
      ).status,
    ).toBe(403);
  });
});
