import type { AttendanceGroup, AttendanceReport } from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { addJournal, addYearGroup } from './testJournal';

describe.each(TEST_DATABASES)('the attendance report on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let admin: string;
  let methodistMinsk: string;
  let teacher1: string;
  let accountant: string;
  let t1: number;
  let j: Awaited<ReturnType<typeof addJournal>>;
  let year: number;

  const get = async (query: string, cookie = admin) => {
    const answer = await server.request(`/api/get/attendance?${query}`, { cookie });
    return { status: answer.status, body: (await answer.json()) as AttendanceReport };
  };
  const SEPTEMBER = 'date_start=2027-09-01&date_end=2027-09-30';
  const table = (report: AttendanceReport, groupId: number) =>
    report.report.find((g) => g.group_id === groupId) as AttendanceGroup;
  const cell = (group: AttendanceGroup, lessonId: number, studentId: number) =>
    group.lessons.find((l) => l.lesson_id === lessonId)?.students.find((s) => s.id === studentId);

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    t1 = await addStaffUser(db, {
      email: 't1@school.test',
      shortName: 'Т1',
      roles: ['teacher'],
      locations: [3],
    });
    const t2 = await addStaffUser(db, {
      email: 't2@school.test',
      shortName: 'Т2',
      roles: ['teacher'],
      locations: [3],
    });
    await addStaffUser(db, {
      email: 'met.mn@school.test',
      shortName: 'Мет МН',
      roles: ['methodist'],
      locations: [3],
    });
    j = await addJournal(db, t1, t2);
    year = await addYearGroup(db);
    server = await startTestServer(db, { now: TEST_NOW });
    admin = await server.signIn('admin@school.test');
    methodistMinsk = await server.signIn('met.mn@school.test');
    teacher1 = await server.signIn('t1@school.test');
    accountant = await server.signIn('accountant@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  it("a group's table: its pupils now and the moved pupil with the past lessons, cells with the journal", async () => {
    const { status, body } = await get(`group=${j.robo}`);
    expect(status).toBe(200);
    expect(body.report.map((g) => g.group_id)).toEqual([j.robo]);
    const robo = table(body, j.robo);
    expect(robo.name_group).toBe('А-Робо');
    // Now in the group (the cancelled contract left out), then Павлов, moved on, with his history.
    expect(robo.default_list_students).toEqual([
      { id: j.newbie, name: 'Ершов Егор', in_group: true },
      { id: j.zaytseva, name: 'Зайцева Зоя', in_group: true },
      { id: j.ivanov, name: 'Иванов Иван', in_group: true },
      { id: j.pavlov, name: 'Павлов Пётр', in_group: false },
    ]);
    expect(robo.lessons.map((l) => [l.lesson_id, l.date, l.subject, l.teacher])).toEqual([
      [j.r1, '2027-09-01', 'Робототехника', 'Т1'],
      [j.r2, '2027-09-06', 'Робототехника', 'Т1'],
      [j.r3, '2027-09-13', 'Программирование', 'Т1'],
    ]);
    expect(robo.lessons[0]).toMatchObject({ topic: 'Тема 2027-09-01', home_work: 'ДЗ 2027-09-01' });
    expect(cell(robo, j.r1, j.ivanov)).toEqual({
      id: j.ivanov,
      name: 'Иванов Иван',
      review: 'Хорошо',
      description: 'Молодец',
      description_admin: 'Заметка группы',
      isPresence: true,
      attendance_status: null,
      attendance_date: null,
    });
    expect(cell(robo, j.r2, j.pavlov)?.isPresence).toBe(true);
    expect(cell(robo, j.r3, j.pavlov)).toBeUndefined();
  });

  it('the new group shows the moved pupil too, and makeup pupils with their status (recorded and planned)', async () => {
    const { body } = await get(`group=${j.robo2}`);
    const robo2 = table(body, j.robo2);
    expect(robo2.default_list_students).toEqual([
      { id: j.pavlov, name: 'Павлов Пётр', in_group: true },
      { id: j.smirnov, name: 'Смирнов Сергей', in_group: true },
      { id: j.zaytseva, name: 'Зайцева Зоя', in_group: false },
    ]);
    expect(cell(robo2, j.s1, j.zaytseva)).toMatchObject({
      isPresence: true,
      description: 'Отработка',
      attendance_status: 'done',
      attendance_date: '2027-09-08',
    });
    expect(cell(robo2, j.s2, j.zaytseva)).toMatchObject({
      isPresence: false,
      attendance_status: 'new',
      attendance_date: '2027-09-15',
    });
    expect(cell(robo2, j.s1, j.smirnov)?.attendance_status).toBeNull();
  });

  it('filters: dates (both days included), teacher, subject; nothing found is an empty report', async () => {
    const dates = await get(`group=${j.robo}&date_start=2027-09-06&date_end=2027-09-13`);
    expect(table(dates.body, j.robo).lessons.map((l) => l.lesson_id)).toEqual([j.r2, j.r3]);
    const bySubject = await get(`${SEPTEMBER}&subject=${encodeURIComponent('Программирование')}`);
    expect(bySubject.body.report.map((g) => g.lessons.map((l) => l.lesson_id))).toEqual([[j.r3]]);
    const byTeacher = await get(`${SEPTEMBER}&teacher=${t1}`);
    expect(byTeacher.body.report.map((g) => [g.group_id, g.lessons.length])).toEqual([
      [j.robo, 3],
      [j.robo2, 1],
    ]);
    const none = await get('date_start=2030-01-01&date_end=2030-01-31');
    expect(none.status).toBe(200);
    expect(none.body.report).toEqual([]);
    expect(none.body.filters.groups.map((g) => g.name)).toEqual(
      expect.arrayContaining(['А-Робо', 'А-Гомель']),
    );
    expect(none.body.filters.subjects).toEqual(expect.arrayContaining(['Робототехника', 'Программирование']));
    expect(none.body.filters.teachers).toEqual(expect.arrayContaining([{ id: t1, name: 'Т1' }]));
    const reversed = await server.request('/api/get/attendance?date_start=2027-09-30&date_end=2027-09-01', {
      cookie: admin,
    });
    expect(reversed.status).toBe(400);
  });

  it('a methodist sees the groups of their branches; another branch is 404', async () => {
    const all = await get(SEPTEMBER, methodistMinsk);
    expect(all.body.report.map((g) => g.name_group)).toEqual(['А-Робо', 'А-Робо-2']);
    expect(all.body.filters.groups.map((g) => g.name)).not.toContain('А-Гомель');
    expect((await get(`group=${j.gomel}`, methodistMinsk)).status).toBe(404);
    expect(table((await get(SEPTEMBER)).body, j.gomel).lessons.map((l) => l.lesson_id)).toEqual([j.g1]);
  });

  it('a teacher sees the groups they teach and, elsewhere, only the lessons they gave', async () => {
    const { status, body } = await get(SEPTEMBER, teacher1);
    expect(status).toBe(200);
    expect(body.report.map((g) => [g.name_group, g.lessons.map((l) => l.lesson_id)])).toEqual([
      ['А-Робо', [j.r1, j.r2, j.r3]],
      ['А-Робо-2', [j.s2]],
    ]);
    expect(body.filters.groups.map((g) => g.name)).toEqual(['А-Робо', 'А-Робо-2']);
  });

  it('needs report_attendance.view', async () => {
    expect((await server.request('/api/get/attendance', { cookie: accountant })).status).toBe(403);
  });

  it('the student-hours download is reachable with report_attendance.view (a teacher) as with report.view', async () => {
    const body = { group_id: j.robo, student_id: j.pavlov, date_start: '2027-09-01', date_end: '2027-09-30' };
    for (const cookie of [teacher1, accountant]) {
      const answer = await server.request('/api/report/student/hours', {
        method: 'POST',
        json: body,
        cookie,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toContain(`student_hours_${j.pavlov}.xlsx`);
    }
  });

  // Whole; its speed is a benchmark's to measure, not a test's (the machine is shared).
  it('a group with a year of lessons (100 lessons, 30 pupils) answers whole', async () => {
    const { status, body } = await get(`group=${year}`);
    expect(status).toBe(200);
    const group = table(body, year);
    expect(group.default_list_students).toHaveLength(30);
    expect(group.lessons).toHaveLength(100);
    expect(group.lessons.reduce((sum, lesson) => sum + lesson.students.length, 0)).toBe(3000);
    expect(group.lessons[99].date).toBe('2029-08-16');
  });
});
