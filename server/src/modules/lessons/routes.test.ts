import type { Lesson } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

const DATE = '2026-03-16';
const TEACHER = 6;

/** A Минск (3) group of teacher@ with two pupils, a makeup pupil from another group, a topic, a link, a file. */
async function addLessonDay(q: Queryable, otherTeacher: number) {
  const one = async <T>(sql: string, params: unknown[]) => (await q.query<T>(sql, params))[0];
  const group = async (name: string, timing: boolean) =>
    (
      await one<{ id: number }>(
        `INSERT INTO groups (short_name, course_id, location_id, day_of_the_week, timing)
         VALUES ($1, 1, 3, '{0}', $2) RETURNING id`,
        [name, timing],
      )
    ).id;
  const robo = await group('Т-Урок-Робо', true);
  const other = await group('Т-Урок-Другая', false);
  let n = 0;
  const contract = async (kid: string, groupId: number, adaptation: boolean) =>
    (
      await one<{ id: number }>(
        `INSERT INTO contracts (number, full_name, kid_name, course_id, group_id, location_id, status, adaptation)
         VALUES ($1, 'Родитель', $2, 1, $3, 3, 'active', $4) RETURNING id`,
        [`У-${++n}`, kid, groupId, adaptation],
      )
    ).id;
  const anna = await contract('Аннина Анна', robo, true);
  const boris = await contract('Борисов Борис', robo, false);
  const visitor = await contract('Гостев Гость', other, false);
  const absentVisitor = await contract('Пропускова Поля', other, false);
  const makeup = async (contractId: number) =>
    (
      await one<{ id: number }>(
        `INSERT INTO temporary_arrangements (contract_id, from_group_id, group_id, date)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [contractId, other, robo, DATE],
      )
    ).id;
  const makeupPresent = await makeup(visitor);
  const makeupAbsent = await makeup(absentVisitor);
  const appointment = async (groupId: number, teacher: number, substitute: number | null) =>
    (
      await one<{ id: number }>(
        `INSERT INTO appointments (location_id, group_id, teacher_id, starts_at, duration_minutes, subject,
                                   substitute_id, subject_substitute)
         VALUES (3, $1, $2, '2026-03-16 15:00:00+03', 90, 'Робототехника', $3, $4) RETURNING id`,
        [groupId, teacher, substitute, substitute ? 'Шахматы' : ''],
      )
    ).id;
  const mine = await appointment(robo, TEACHER, null);
  const substituted = await appointment(other, TEACHER, otherTeacher);
  await q.query(
    `INSERT INTO topics (date, group_id, user_id, short_name, subject) VALUES ($1, $2, 4, $3, $4)`,
    [DATE, robo, 'Датчики света', 'Робототехника'],
  );
  await q.query(
    `INSERT INTO configs (name, data) VALUES ('zoom_params', $1::jsonb)
     ON CONFLICT (name) DO UPDATE SET data = EXCLUDED.data`,
    [JSON.stringify([{ group_id: robo, link: 'https://zoom.example/robo' }])],
  );
  const file = async (by: number) =>
    (
      await one<{ id: number }>(
        `INSERT INTO files (name, content_type, size, content, created_by)
         VALUES ('plan.txt', 'text/plain', 4, '\\x74657374', $1) RETURNING id`,
        [by],
      )
    ).id;
  return {
    otherTeacher,
    robo,
    other,
    anna,
    boris,
    visitor,
    absentVisitor,
    makeupPresent,
    makeupAbsent,
    mine,
    substituted,
    myFile: await file(TEACHER),
    foreignFile: await file(otherTeacher),
  };
}

describe.each(TEST_DATABASES)('the lessons page calls on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let teacher: string;
  let otherTeacher: string;
  let admin: string;
  let methodist: string;
  let d: Awaited<ReturnType<typeof addLessonDay>>;

  const lessonsOf = async (cookie: string, query = `date=${DATE}`) => {
    const response = await server.request(`/api/lesson?${query}`, { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as Lesson[];
  };
  const post = (path: string, json: unknown, cookie = teacher) =>
    server.request(`/api${path}`, { method: 'POST', json, cookie });
  const body = (extra: Record<string, unknown> = {}) => ({
    id_appointment: d.mine,
    date: DATE,
    group: d.robo,
    lesson_id: 'None',
    topic: 'Датчики света',
    default_topic: 'Датчики света',
    subject: 'Робототехника',
    home_work: 'Собрать модель',
    message: 'Группа работала хорошо',
    completed: true,
    students: [
      {
        id: d.anna,
        name: 'Аннина Аня',
        isPresence: true,
        description: 'Внимательна',
        review: 'Молодец',
        from: '15:10',
        to: '16:00',
      },
      { id: d.boris, name: 'Борисов Борис', isPresence: false, description: '', review: '' },
      { id: d.visitor, name: 'Гостев Гость', isPresence: true, description: '', review: '' },
      { id: d.absentVisitor, name: 'Пропускова Поля', isPresence: false, description: '', review: '' },
    ],
    id_attachments: [d.myFile],
    ...extra,
  });
  const makeupStatus = async (id: number) =>
    (await db.query<{ status: string }>('SELECT status FROM temporary_arrangements WHERE id = $1', [id]))[0]
      .status;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    const other = await addStaffUser(db, {
      email: 'teacher.other@school.test',
      shortName: 'Другой Учитель',
      roles: ['teacher'],
      locations: [3],
    });
    d = await addLessonDay(db, other);
    server = await startTestServer(db, { now: TEST_NOW });
    teacher = await server.signIn('teacher@school.test');
    otherTeacher = await server.signIn('teacher.other@school.test');
    admin = await server.signIn('admin@school.test');
    await addStaffUser(db, {
      email: 'methodist.mn@school.test',
      shortName: 'Методист МН',
      roles: ['methodist'],
      locations: [3],
    });
    methodist = await server.signIn('methodist.mn@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  it("lists a teacher's own appointments of the day, unrecorded, with pupils, makeups, topic and link", async () => {
    const lessons = await lessonsOf(teacher);
    const lesson = lessons.find((each) => each.id_appointment === d.mine);
    expect(lesson).toMatchObject({
      date: DATE,
      lesson_id: null,
      completed: false,
      name_group: 'Т-Урок-Робо',
      time: '15:00',
      duration: 90,
      subject: 'Робототехника',
      default_topic: 'Датчики света',
      timing: true,
      zoom: 'https://zoom.example/robo',
      temporary_arrangement: true,
      attachments: [],
    });
    expect(lesson!.students.map((s) => [s.name, s.makeup, s.adaptation])).toEqual([
      ['Аннина Анна', false, true],
      ['Борисов Борис', false, false],
      ['Гостев Гость', true, false],
      ['Пропускова Поля', true, false],
    ]);
    // The planned teacher still sees the appointment given to a substitute, marked so.
    expect(lessons.find((each) => each.id_appointment === d.substituted)).toMatchObject({
      substitute: true,
      teacher: 'Другой Учитель',
    });
    const all = await lessonsOf(admin, `date=${DATE}&location_id=3`);
    expect(all.some((each) => each.id_appointment === d.mine)).toBe(true);
    expect(all.some((each) => each.id_appointment === d.substituted)).toBe(true);
    expect(all.every((each) => each.group.location_id === 3)).toBe(true);
    const elsewhere = await lessonsOf(admin, `date=${DATE}&location_id=24`);
    expect(elsewhere.some((each) => each.id_appointment === d.mine)).toBe(false);
    // A branch role sees every teacher's appointments of the branch, and may narrow them to one teacher.
    const branch = await lessonsOf(methodist, `date=${DATE}`);
    expect(branch.some((each) => each.id_appointment === d.mine)).toBe(true);
    expect(new Set(branch.map((each) => each.teacher)).size).toBeGreaterThan(1);
    const one = await lessonsOf(methodist, `date=${DATE}&teacher_id=${d.otherTeacher}`);
    expect(one.map((each) => each.id_appointment)).toEqual([d.substituted]);
  });

  it("another teacher sees only what they substitute, and cannot record someone else's lesson", async () => {
    const theirs = await lessonsOf(otherTeacher);
    expect(theirs.map((each) => each.id_appointment)).toEqual([d.substituted]);
    expect(theirs[0]).toMatchObject({ substitute: true, subject: 'Шахматы', zoom: null });
    const refused = await post('/lesson/add', body(), otherTeacher);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe('Неверные данные');
    expect((await db.query('SELECT 1 FROM lessons WHERE appointment_id = $1', [d.mine])).length).toBe(0);
  });

  it("refuses a lesson without a topic with 'Введите тему занятия'", async () => {
    for (const topic of ['  ', undefined]) {
      const refused = await post('/lesson/add', body({ topic }));
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe('Введите тему занятия');
    }
  });

  it('refuses a file of another user and a pupil of no such lesson, changing nothing', async () => {
    const file = await post('/lesson/add', body({ id_attachments: [d.foreignFile] }));
    expect(file.status).toBe(400);
    const stranger = await post('/lesson/add', body({ students: [{ id: 1, isPresence: true }] }));
    expect(stranger.status).toBe(400);
    expect((await db.query('SELECT 1 FROM lessons WHERE appointment_id = $1', [d.mine])).length).toBe(0);
    expect(await makeupStatus(d.makeupPresent)).toBe('new');
  });

  it('records the lesson: pupils, corrected name, times, makeups done or gap, the file attached', async () => {
    const response = await post('/lesson/add', body());
    expect(response.status).toBe(200);
    const lesson = (await response.json()) as Lesson;
    expect(lesson).toMatchObject({
      completed: true,
      topic: 'Датчики света',
      home_work: 'Собрать модель',
      message: 'Группа работала хорошо',
      version: 1,
      id_attachments: [d.myFile],
    });
    expect(lesson.lesson_id).toEqual(expect.any(Number));
    expect(lesson.students[0]).toMatchObject({
      id: d.anna,
      name: 'Аннина Аня',
      isPresence: true,
      review: 'Молодец',
      from: '15:10',
      to: '16:00',
    });
    expect(await makeupStatus(d.makeupPresent)).toBe('done');
    expect(await makeupStatus(d.makeupAbsent)).toBe('gap');
    const [contract] = await db.query<{ kid_name: string }>('SELECT kid_name FROM contracts WHERE id = $1', [
      d.anna,
    ]);
    expect(contract.kid_name).toBe('Аннина Анна');
    const listed = (await lessonsOf(teacher)).find((each) => each.id_appointment === d.mine);
    expect(listed).toMatchObject({ lesson_id: lesson.lesson_id, completed: true });
    expect(listed!.attachments.map((file) => file.name)).toEqual(['plan.txt']);
    expect((await post('/lesson/add', body())).status).toBe(409);
  });

  it('changes the recorded lesson by version; a stale version is 409 and changes nothing', async () => {
    const [current] = (await lessonsOf(teacher)).filter((each) => each.id_appointment === d.mine);
    const changed = await post(
      '/lesson/update',
      body({
        lesson_id: current.lesson_id,
        version: current.version,
        topic: 'Датчики света и цвета',
        students: body().students.map((s) => ({ ...s, isPresence: s.id !== d.visitor })),
      }),
    );
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Lesson).topic).toBe('Датчики света и цвета');
    expect(await makeupStatus(d.makeupPresent)).toBe('gap');
    expect(await makeupStatus(d.makeupAbsent)).toBe('done');
    const stale = await post(
      '/lesson/update',
      body({ lesson_id: current.lesson_id, version: current.version, topic: 'Старое' }),
    );
    expect(stale.status).toBe(409);
    const [row] = await db.query<{ topic: string }>('SELECT topic FROM lessons WHERE id = $1', [
      current.lesson_id,
    ]);
    expect(row.topic).toBe('Датчики света и цвета');
    const foreign = await post(
      '/lesson/update',
      body({ lesson_id: current.lesson_id, version: (current.version ?? 0) + 1 }),
      otherTeacher,
    );
    expect(foreign.status).toBe(404);
  });
});
