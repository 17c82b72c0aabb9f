import type { ScheduleAnswer, Topic } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

// TEST_NOW is Monday 2026-03-16: the current week runs to Sunday 22 March.
const TEACHER = 6;
const REQUIRED = "необходимо выбрать группу и заполнить поле 'тема': ";

/** Two Минск (3) groups: one of teacher@ (an appointment this week and one next week), one of another teacher. */
async function addWeek(q: Queryable, otherTeacher: number) {
  const one = async <T>(sql: string, params: unknown[]) => (await q.query<T>(sql, params))[0];
  const group = async (name: string) =>
    (
      await one<{ id: number }>(
        `INSERT INTO groups (short_name, course_id, location_id, day_of_the_week)
         VALUES ($1, 1, 3, '{0}') RETURNING id`,
        [name],
      )
    ).id;
  const mine = await group('Т-Тема-Моя');
  const foreign = await group('Т-Тема-Чужая');
  const appointment = async (groupId: number, teacher: number, at: string) =>
    (
      await one<{ id: number }>(
        `INSERT INTO appointments (location_id, group_id, teacher_id, starts_at, subject)
         VALUES (3, $1, $2, $3, 'Робототехника') RETURNING id`,
        [groupId, teacher, at],
      )
    ).id;
  const thisWeek = await appointment(mine, TEACHER, '2026-03-18 16:00:00+03');
  await appointment(mine, TEACHER, '2026-03-25 16:00:00+03');
  const foreignLesson = await appointment(foreign, otherTeacher, '2026-03-18 17:00:00+03');
  await q.query(
    `INSERT INTO lessons (appointment_id, group_id, date, teacher_id, subject, topic)
     VALUES ($1, $2, '2026-03-18', $3, 'Робототехника', 'Записанная тема')`,
    [foreignLesson, foreign, otherTeacher],
  );
  return { mine, foreign, thisWeek };
}

describe.each(TEST_DATABASES)('the topics page calls on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let teacher: string;
  let methodist: string;
  let otherBranch: string;
  let other: number;
  let d: Awaited<ReturnType<typeof addWeek>>;

  const post = (path: string, json: unknown, cookie = methodist) =>
    server.request(`/api${path}`, { method: 'POST', json, cookie });
  const ok = async <T>(response: Response): Promise<T> => {
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const lessonOf = (answer: ScheduleAnswer, group: string) =>
    answer.days
      .flatMap((day) => day.lessons.map((lesson) => ({ ...lesson, date: day.date })))
      .filter((lesson) => lesson.name_group === group);

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    other = await addStaffUser(db, {
      email: 'teacher.topics@school.test',
      shortName: 'Другой Учитель',
      roles: ['teacher'],
      locations: [3],
    });
    await addStaffUser(db, {
      email: 'methodist.far@school.test',
      shortName: 'Дальний Методист',
      roles: ['methodist'],
      locations: [12],
    });
    d = await addWeek(db, other);
    server = await startTestServer(db, { now: TEST_NOW });
    teacher = await server.signIn('teacher@school.test');
    methodist = await server.signIn('methodist@school.test');
    otherBranch = await server.signIn('methodist.far@school.test');
  }, DATABASE_SETUP_TIMEOUT);

  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('the demo seed plans topics of the coming two weeks and some past dates, one per group and date', async () => {
    const [counts] = await db.query<{ ahead: number; past: number; doubled: number; camp: number }>(
      `SELECT count(*) FILTER (WHERE t.date >= '2026-03-16' AND g.location_id = 3)::int AS ahead,
              count(*) FILTER (WHERE t.date < '2026-03-16')::int AS past,
              (SELECT count(*)::int FROM (SELECT 1 FROM topics GROUP BY group_id, date HAVING count(*) > 1) d)
                AS doubled,
              count(*) FILTER (WHERE g.camp)::int AS camp
       FROM topics t JOIN groups g ON g.id = t.group_id`,
    );
    expect(counts.ahead).toBeGreaterThan(0);
    expect(counts.past).toBeGreaterThan(0);
    expect(counts.doubled).toBe(0);
    expect(counts.camp).toBe(0);
    const week = await ok<ScheduleAnswer>(await post('/schedule', { week: 'next', location: 3 }));
    expect(week.days.flatMap((day) => day.lessons).some((lesson) => lesson.topic !== '')).toBe(true);
  });

  it('answers the week of the branch by date, with the planned topic over the recorded one', async () => {
    const created = await ok<Topic[]>(
      await post('/create_topic', {
        date: '2026-03-18',
        user: TEACHER,
        group_id: d.mine,
        short_name: 'Датчики света',
        subject: 'Робототехника',
      }),
    );
    expect(created).toEqual([
      expect.objectContaining({
        date: '2026-03-18',
        group_id: d.mine,
        name_group: 'Т-Тема-Моя',
        user: TEACHER,
        short_name: 'Датчики света',
        version: 1,
      }),
    ]);

    const week = await ok<ScheduleAnswer>(
      await post('/schedule', { week: 'current', location: 3, teacher: 'all' }),
    );
    expect(week.date_from).toBe('2026-03-16');
    expect(week.date_to).toBe('2026-03-22');
    expect(week.days.map((day) => day.date)).toEqual([...week.days.map((day) => day.date)].sort());
    expect(lessonOf(week, 'Т-Тема-Моя')).toEqual([
      expect.objectContaining({
        date: '2026-03-18',
        time: '16:00',
        topic: 'Датчики света',
        teacher_id: TEACHER,
      }),
    ]);
    expect(lessonOf(week, 'Т-Тема-Чужая')).toEqual([
      expect.objectContaining({ topic: 'Записанная тема', teacher: 'Другой Учитель' }),
    ]);
    const day = week.days.find((item) => item.date === '2026-03-18');
    expect(day?.day_of_the_week).toBe(2);

    const next = await ok<ScheduleAnswer>(
      await post('/schedule', { week: 'next', location: 3, teacher: TEACHER }),
    );
    expect(next.date_from).toBe('2026-03-23');
    expect(lessonOf(next, 'Т-Тема-Моя')).toEqual([
      expect.objectContaining({ date: '2026-03-25', topic: '' }),
    ]);
    const mineOnly = await ok<ScheduleAnswer>(
      await post('/schedule', { week: 'current', location: 3, teacher: TEACHER }),
    );
    expect(lessonOf(mineOnly, 'Т-Тема-Моя')).toHaveLength(1);
    expect(lessonOf(mineOnly, 'Т-Тема-Чужая')).toEqual([]);
    const prev = await ok<ScheduleAnswer>(await post('/schedule', { week: 'prev', location: 3 }));
    expect(prev.date_from).toBe('2026-03-09');
    expect(lessonOf(prev, 'Т-Тема-Моя')).toEqual([]);
  });

  it('shows a teacher only their own appointments and groups', async () => {
    const week = await ok<ScheduleAnswer>(await post('/schedule', { week: 'current', location: 3 }, teacher));
    expect(lessonOf(week, 'Т-Тема-Моя')).toHaveLength(1);
    expect(lessonOf(week, 'Т-Тема-Чужая')).toEqual([]);

    await ok(await post('/create_topic', { date: '2026-03-18', group_id: d.foreign, short_name: 'Чужая' }));
    const listed = await ok<Topic[]>(
      await server.request('/api/topic_get?location=3&date_from=2026-03-16&date_to=2026-03-22', {
        cookie: teacher,
      }),
    );
    expect(listed.some((topic) => topic.group_id === d.mine)).toBe(true);
    expect(listed.some((topic) => topic.group_id === d.foreign)).toBe(false);

    const refused = await post(
      '/create_topic',
      { date: '2026-03-25', group_id: d.foreign, short_name: 'Моя?' },
      teacher,
    );
    expect(refused.status).toBe(404);
    const foreignTopic = (
      await ok<Topic[]>(await server.request(`/api/topic_get?group_id=${d.foreign}`, { cookie: methodist }))
    )[0];
    const change = await post(
      '/topic_update',
      { ...foreignTopic, short_name: 'Переписал', version: foreignTopic.version },
      teacher,
    );
    expect(change.status).toBe(404);

    const mine = await ok<Topic[]>(
      await post(
        '/create_topic',
        { date: '2026-03-25', group_id: d.mine, short_name: 'Свои датчики' },
        teacher,
      ),
    );
    expect(mine.map((topic) => topic.short_name)).toContain('Свои датчики');
    // A teacher holds topic.add and topic.modify, not topic.remove.
    const removal = await post('/topic_remove', { id: mine[0].id }, teacher);
    expect(removal.status).toBe(403);
  });

  it('changes a topic by its version and removes it', async () => {
    const [topic] = await ok<Topic[]>(
      await post('/create_topic', { date: '2026-03-20', group_id: d.foreign, short_name: 'Черновик' }),
    ).then((rows) => rows.filter((row) => row.short_name === 'Черновик'));
    const changed = await ok<Topic[]>(
      await post('/topic_update', { ...topic, short_name: 'Шестерёнки', subject: 'Механика', user: other }),
    );
    expect(changed.find((row) => row.id === topic.id)).toEqual(
      expect.objectContaining({ short_name: 'Шестерёнки', subject: 'Механика', user: other, version: 2 }),
    );
    const stale = await post('/topic_update', { ...topic, short_name: 'Старое' });
    expect(stale.status).toBe(409);
    expect((await post('/topic_remove', { id: topic.id, version: 1 })).status).toBe(409);
    const left = await ok<Topic[]>(await post('/topic_remove', { id: topic.id, version: 2 }));
    expect(left.some((row) => row.id === topic.id)).toBe(false);
    expect(await db.query('SELECT 1 FROM topics WHERE id = $1', [topic.id])).toEqual([]);
  });

  it('refuses a topic without a group or text, and rows of another branch', async () => {
    const empty = await post('/create_topic', { date: '2026-03-20', group_id: d.mine, short_name: '  ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain(REQUIRED);
    expect((await post('/create_topic', { date: '2026-03-20', short_name: 'Тема' })).status).toBe(400);

    expect((await post('/schedule', { week: 'current', location: 3 }, otherBranch)).status).toBe(404);
    expect(
      (await post('/create_topic', { date: '2026-03-20', group_id: d.mine, short_name: 'Тема' }, otherBranch))
        .status,
    ).toBe(404);
    const [removed] = await db.query<{ id: number }>(
      `INSERT INTO groups (short_name, course_id, location_id, day_of_the_week, removed_at)
       VALUES ('Т-Тема-Удалённая', 1, 3, '{0}', now()) RETURNING id`,
    );
    expect(
      (await post('/create_topic', { date: '2026-03-20', group_id: removed.id, short_name: 'Тема' })).status,
    ).toBe(404);
    const listed = await ok<Topic[]>(await server.request('/api/topic_get', { cookie: otherBranch }));
    expect(listed.some((topic) => topic.location_id === 3)).toBe(false);
  });
});
