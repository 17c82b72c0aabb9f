import {
  NO_CHILDREN_MESSAGE,
  STALE_VERSION_MESSAGE,
  type PersonalArea,
  type PersonalBalanceChild,
  type SupportRequest,
} from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { JOURNAL_MESSAGES as M } from './messages';

// TEST_NOW is Monday 2026-03-16, 12:00 in Minsk: the week is 16-22 March. Minsk is branch 3 (UTC+3).

type Json = Record<string, unknown> & { message?: string };

describe.each(TEST_DATABASES)('journal: the personal area of a family on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let parent: string;
  let child: string;
  let other: string;
  let lonely: string;
  let admin: string;
  let parentId: number;
  let supportId: number;
  let ivanova: number;
  let petrov: number;

  /** A customer account (parent or child) linked to the contracts. */
  const addCustomer = async (email: string, name: string, role: string, contracts: number[]) => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO users (email, short_name, full_name, is_employee) VALUES ($1, $2, $2, false) RETURNING id`,
      [email, name],
    );
    await db.query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2`, [
      row.id,
      role,
    ]);
    if (contracts.length > 0)
      await insertRows(
        db,
        'customer_contracts',
        contracts.map((contract_id) => ({ user_id: row.id, contract_id, relation: role })),
      );
    return row.id;
  };

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    const group = (id: number, short_name: string) => ({
      id,
      short_name,
      course_id: 6,
      location_id: 3,
      weeks: 36,
      price_per_week: '0.00',
    });
    await insertRows(db, 'groups', [group(9201, 'Ж-1'), group(9202, 'Ж-2'), group(9203, 'Ж-чужая')]);
    const contract = (id: number, kid_name: string, group_id: number) => ({
      id,
      number: `Ж-${id}`,
      full_name: `Родитель ${kid_name}`,
      kid_name,
      course_id: 6,
      group_id,
      location_id: 3,
      status: 'active',
      start_date: '2026-01-01',
    });
    await insertRows(db, 'contracts', [
      contract(9301, 'Журналов Пётр', 9201),
      contract(9302, 'Журналова Анна', 9202),
      contract(9303, 'Чужаков Олег', 9203),
      // The other family's older child left Ж-1: the contract is closed.
      { ...contract(9304, 'Чужакова Ира', 9201), status: 'closed' },
    ]);
    await db.query(`UPDATE contracts SET start_date = '2026-03-10' WHERE id = 9302`);
    ivanova = await addStaffUser(db, {
      email: 'ivanova.j@school.test',
      shortName: 'Иванова Мария',
      roles: ['teacher'],
      locations: [3],
    });
    petrov = await addStaffUser(db, {
      email: 'petrov.j@school.test',
      shortName: 'Петров Иван',
      roles: ['teacher'],
      locations: [3],
    });
    parentId = await addCustomer('fam.parent@school.test', 'Журналова Ольга', 'parent', [9301, 9302]);
    await addCustomer('fam.child@school.test', 'Журналов Пётр', 'child', [9301]);
    await addCustomer('other.parent@school.test', 'Чужакова Вера', 'parent', [9303, 9304]);
    await addCustomer('lonely@school.test', 'Одинокий Родитель', 'parent', []);
    const appointment = (id: number, group_id: number, starts_at: string) => ({
      id,
      location_id: 3,
      group_id,
      teacher_id: ivanova,
      starts_at,
      duration_minutes: 45,
      subject: 'Робототехника',
      substitute_id: null as number | null,
      subject_substitute: '',
    });
    await insertRows(db, 'appointments', [
      appointment(9401, 9201, '2026-03-16 10:00:00+03'),
      {
        ...appointment(9402, 9201, '2026-03-18 15:00:00+03'),
        substitute_id: petrov,
        subject_substitute: 'Шахматы',
      },
      { ...appointment(9403, 9202, '2026-03-16 08:00:00+03'), duration_minutes: 90 },
      appointment(9404, 9203, '2026-03-17 10:00:00+03'),
      appointment(9405, 9201, '2026-03-09 10:00:00+03'),
      appointment(9406, 9201, '2026-03-23 10:00:00+03'),
      // Before Анна's contract started.
      appointment(9407, 9202, '2026-03-09 08:00:00+03'),
    ]);
    const lesson = (id: number, appointment_id: number, group_id: number, date: string, extra = {}) => ({
      id,
      appointment_id,
      group_id,
      date,
      teacher_id: ivanova,
      subject: 'Робототехника',
      completed: true,
      topic: '',
      home_work: '',
      message: '',
      ...extra,
    });
    await insertRows(db, 'lessons', [
      lesson(9501, 9401, 9201, '2026-03-16', {
        topic: 'Датчики',
        home_work: 'Собрать модель',
        message: 'Хорошо',
      }),
      lesson(9502, 9404, 9203, '2026-03-17', { topic: 'Чужая тема' }),
      lesson(9503, 9405, 9201, '2026-03-09', { home_work: 'Старое задание' }),
    ]);
    await insertRows(db, 'lesson_students', [
      { lesson_id: 9501, contract_id: 9301, presence: true, review: 'Молодец!' },
      { lesson_id: 9502, contract_id: 9303, presence: true, review: 'Чужой отзыв' },
    ]);
    // Анна comes to Ж-1 on Wednesday on a makeup.
    await insertRows(db, 'temporary_arrangements', [
      { id: 9701, contract_id: 9302, from_group_id: 9202, group_id: 9201, date: '2026-03-18' },
    ]);
    const file = (id: number, lesson_id: number, name: string) => ({
      id,
      name,
      content_type: 'text/plain; charset=utf-8',
      size: 5,
      content: Buffer.from('hello'),
      lesson_id,
      created_by: ivanova,
    });
    await insertRows(db, 'files', [file(9601, 9501, 'ДЗ.txt'), file(9602, 9502, 'Чужой.txt')]);
    await insertRows(db, 'receivables', [
      { contract_id: 9301, type: 'tuition', due_date: '2026-02-01', amount: '100.10', void: false },
      { contract_id: 9301, type: 'lunch', due_date: '2026-03-01', amount: '20.05', void: false },
      { contract_id: 9301, type: 'tuition', due_date: '2026-03-01', amount: '999.00', void: true },
      { contract_id: 9303, type: 'tuition', due_date: '2026-02-01', amount: '55.00', void: false },
    ]);
    await insertRows(db, 'payments', [
      { contract_id: 9301, date: '2026-02-10', amount: '50.20', location_id: 3 },
    ]);
    await db.query(`UPDATE configs SET data = data || $1::jsonb WHERE name = 'zoom_params'`, [
      JSON.stringify([
        { group_id: 9201, link: 'https://zoom.us/j/9201' },
        { group_id: 9203, link: 'https://zoom.us/j/9203' },
      ]),
    ]);
    const [support] = await db.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'support@school.test'`,
    );
    supportId = support.id;
    server = await startTestServer(db, { now: TEST_NOW });
    parent = await server.signIn('fam.parent@school.test');
    child = await server.signIn('fam.child@school.test');
    other = await server.signIn('other.parent@school.test');
    lonely = await server.signIn('lonely@school.test');
    admin = await server.signIn('admin@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const post = async (path: string, json: unknown, cookie: string, headers: Record<string, string> = {}) => {
    const response = await server.request(`/api${path}`, { method: 'POST', json, cookie, headers });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const get = async (path: string, cookie: string) => {
    const response = await server.request(`/api${path}`, { cookie });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const area = async (cookie: string, date = '2026-03-19') => {
    const answer = await post('/personal/area', { date }, cookie);
    expect(answer.status).toBe(200);
    return answer.body as unknown as PersonalArea;
  };

  it('answers the week of the date with each child’s days and lessons, recorded or planned', async () => {
    const answer = await area(parent);
    expect(answer.week_start).toBe('2026-03-16');
    expect(answer.week_end).toBe('2026-03-22');
    expect(answer.children.map((each) => [each.contract_id, each.name])).toEqual([
      [9301, 'Журналов Пётр'],
      [9302, 'Журналова Анна'],
    ]);
    const [petya, anna] = answer.children;
    expect(petya.days.map((day) => [day.date, day.day_week])).toEqual([
      ['2026-03-16', 'понедельник'],
      ['2026-03-18', 'среда'],
    ]);
    expect(petya.days[0].lessons).toEqual([
      {
        lesson_id: 9501,
        appointment_id: 9401,
        group_id: 9201,
        name_group: 'Ж-1',
        title: 'Робототехника',
        teacher: 'Иванова Мария',
        theme: 'Датчики',
        home_work: 'Собрать модель',
        home_work2: 'Старое задание',
        notes: 'Хорошо',
        review: 'Молодец!',
        time_start: '10:00',
        time_end: '10:45',
        duration: '0:45',
        presence: true,
        substitute_teacher: null,
        substitute_subject: null,
        files: [{ id: 9601, name: 'ДЗ.txt' }],
      },
    ]);
    expect(petya.days[1].lessons[0]).toMatchObject({
      lesson_id: null,
      appointment_id: 9402,
      teacher: 'Иванова Мария',
      title: 'Робототехника',
      substitute_teacher: 'Петров Иван',
      substitute_subject: 'Шахматы',
      presence: null,
      theme: '',
      files: [],
    });
    // Анна: her own group on Monday (1:30), and Ж-1 on Wednesday on a makeup.
    expect(
      anna.days.map((day) => day.lessons.map((lesson) => [lesson.appointment_id, lesson.time_end])),
    ).toEqual([[[9403, '09:30']], [[9402, '15:45']]]);
    expect(anna.days[0].lessons[0].duration).toBe('1:30');
    // Nothing of the other family: not its group's lesson, review or file.
    expect(JSON.stringify(answer)).not.toMatch(/Чуж|9203|9502|9602/);
  });

  it('leaves out days without lessons and answers another week on its own', async () => {
    const next = await area(parent, '2026-03-29');
    expect(next.week_start).toBe('2026-03-23');
    expect(next.children[0].days.map((day) => day.lessons.map((lesson) => lesson.appointment_id))).toEqual([
      [9406],
    ]);
    expect(next.children[1].days).toEqual([]);
    // The week before: Петя's recorded lesson; nothing for Анна, whose contract started on the 10th.
    const before = await area(parent, '2026-03-09');
    expect(before.children[0].days.map((day) => day.lessons.map((lesson) => lesson.lesson_id))).toEqual([
      [9503],
    ]);
    expect(before.children[1].days).toEqual([]);
  });

  it('gives a child account only its own diary, and the other family only theirs', async () => {
    const own = await area(child);
    expect(own.children.map((each) => each.contract_id)).toEqual([9301]);
    const theirs = await area(other);
    expect(theirs.children.map((each) => [each.contract_id, each.days.length])).toEqual([
      [9303, 1],
      [9304, 0],
    ]);
    expect(theirs.children[0].days[0].lessons[0]).toMatchObject({ lesson_id: 9502, review: 'Чужой отзыв' });
    expect(JSON.stringify(theirs)).not.toMatch(/Журнал|9301|9302|9601/);
  });

  it('gives the demo family a diary of the week, support requests in every status and video links', async () => {
    const demo = await server.signIn('parent@school.test');
    const week = await area(demo, '2026-03-16');
    expect(week.children).toHaveLength(2);
    for (const each of week.children) expect(each.days.length).toBeGreaterThan(0);
    // Monday noon: this week's lessons are planned; last week's are recorded.
    const last = await area(demo, '2026-03-09');
    const lessons = last.children.flatMap((each) => each.days.flatMap((day) => day.lessons));
    expect(lessons.some((lesson) => lesson.lesson_id !== null && lesson.theme !== '')).toBe(true);
    const requests = (await get('/support/get', demo)).body as SupportRequest[];
    expect(requests.map((each) => each.status)).toEqual([
      'new',
      'in_work',
      'completed',
      'closed',
      'denied_execution',
    ]);
    expect(requests.every((each) => each.executor_id === supportId)).toBe(true);
    const links = (await get('/zoom/check', demo)).body as { group_id: number }[];
    const groups = await db.query<{ group_id: number }>(
      `SELECT DISTINCT k.group_id FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
       JOIN users u ON u.id = cc.user_id WHERE u.email = 'parent@school.test' ORDER BY 1`,
    );
    expect(links.map((link) => link.group_id).sort((a, b) => a - b)).toEqual(
      groups.map((row) => row.group_id),
    );
    // The demo child's note on its latest lesson downloads from the diary.
    const [file] = await db.query<{ id: number }>(
      `SELECT f.id FROM files f JOIN lesson_students ls ON ls.lesson_id = f.lesson_id WHERE ls.contract_id = 1`,
    );
    expect((await server.request(`/api/personal/file?id=${file.id}`, { cookie: demo })).status).toBe(200);
  });

  it('refuses an account without children with the spec’s message (404)', async () => {
    for (const cookie of [lonely, admin]) {
      expect(await post('/personal/area', { date: '2026-03-16' }, cookie)).toEqual({
        status: 404,
        body: expect.objectContaining({ message: NO_CHILDREN_MESSAGE }),
      });
    }
    expect((await post('/personal/area', { date: '2018-12-31' }, parent)).status).toBe(400);
  });

  it('answers each child’s balance with lines and exact totals in the branch’s currency', async () => {
    const answer = await get('/personal/balance', parent);
    expect(answer.status).toBe(200);
    const [petya, anna] = answer.body as PersonalBalanceChild[];
    expect(petya).toMatchObject({
      contract_id: 9301,
      number: 'Ж-9301',
      name: 'Журналов Пётр',
      currency: 'BYN',
    });
    expect(petya.lines.map((line) => [line.type, line.date, line.amount, line.credit])).toEqual([
      ['debit', '2026-02-01', '100.10', '0.00'],
      ['credit', '2026-02-10', '0.00', '50.20'],
      ['debit', '2026-03-01', '20.05', '0.00'],
    ]);
    expect(petya.totals).toEqual({ debit: '120.15', credit: '50.20', balance: '69.95' });
    expect(anna).toMatchObject({
      contract_id: 9302,
      lines: [],
      totals: { debit: '0.00', credit: '0.00', balance: '0.00' },
    });
    expect(JSON.stringify(answer.body)).not.toContain('9303');
    expect(await get('/personal/balance', lonely)).toEqual({ status: 200, body: [] });
    // A child account has no balance permission.
    expect((await get('/personal/balance', child)).status).toBe(403);
  });

  it('lists the video-meeting links of the family’s groups only', async () => {
    expect(await get('/zoom/check', parent)).toEqual({
      status: 200,
      body: [{ group_id: 9201, name_group: 'Ж-1', link: 'https://zoom.us/j/9201' }],
    });
    expect((await get('/zoom/check', other)).body).toEqual([
      { group_id: 9203, name_group: 'Ж-чужая', link: 'https://zoom.us/j/9203' },
    ]);
    expect((await get('/zoom/check', lonely)).body).toEqual([]);
  });

  it('downloads a file of the family’s lesson and refuses another family’s', async () => {
    const own = await server.request('/api/personal/file?id=9601', { cookie: child });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toContain('attachment');
    expect(await own.text()).toBe('hello');
    const foreign = await server.request('/api/personal/file?id=9602', { cookie: parent });
    expect(foreign.status).toBe(404);
    expect((await server.request('/api/personal/file?id=9602', { cookie: other })).status).toBe(200);
    expect((await server.request('/api/personal/file?id=9601', { cookie: lonely })).status).toBe(404);
    // A closed contract of Ж-1 does not open its lessons' files.
    expect((await server.request('/api/personal/file?id=9601', { cookie: other })).status).toBe(404);
  });

  it('creates a support request for the configured support user, once per Idempotency-Key, with history and audit', async () => {
    const headers = { 'idempotency-key': 'journal-support-1' };
    const first = await post('/support', { message: '  Не открывается ссылка  ' }, parent, headers);
    expect(first.status).toBe(200);
    const request = first.body as unknown as SupportRequest;
    expect(request).toMatchObject({
      message: 'Не открывается ссылка',
      status: 'new',
      executor_id: supportId,
      manager: expect.any(String),
      version: 1,
    });
    const again = await post('/support', { message: '  Не открывается ссылка  ' }, parent, headers);
    expect(again.body).toEqual(first.body);
    const [task] = await db.query<{ title: string; source: string; author_id: number; n: number }>(
      `SELECT title, source, author_id, (SELECT count(*)::int FROM tasks WHERE description = 'Не открывается ссылка') AS n,
              location_id = (SELECT min(k.location_id) FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
                             WHERE cc.user_id = $2) AS family_branch
       FROM tasks WHERE id = $1`,
      [request.id_task, parentId],
    );
    // In the family's branch: staff of other branches do not see it on their board.
    expect(task).toEqual({
      title: 'Обращение в техподдержку: Журналова Ольга',
      source: 'support',
      author_id: parentId,
      n: 1,
      family_branch: true,
    });
    const history = await db.query(`SELECT kind, new_value FROM task_history WHERE task_id = $1`, [
      request.id_task,
    ]);
    expect(history).toEqual([{ kind: 'created', new_value: 'new' }]);
    const audits = await db.query(`SELECT action FROM audit_log WHERE entity = 'task' AND entity_id = $1`, [
      String(request.id_task),
    ]);
    expect(audits).toEqual([{ action: 'create' }]);
    expect((await post('/support', { message: '   ' }, parent)).status).toBe(400);
  });

  it('gives a request to an active administrator when the support user is disabled', async () => {
    await db.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [supportId]);
    try {
      const answer = await post('/support', { message: 'Нет ответственного' }, other);
      const executor = (answer.body as unknown as SupportRequest).executor_id;
      expect(executor).not.toBe(supportId);
      const roles = await db.query<{ name: string }>(
        `SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1`,
        [executor],
      );
      expect(roles.map((role) => role.name)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^admin/)]),
      );
    } finally {
      await db.query(`UPDATE users SET status = 'active' WHERE id = $1`, [supportId]);
    }
  });

  it('lists the author’s requests by status order, then newest first, and closes only a completed one', async () => {
    const ids: number[] = [];
    for (const message of ['Первое', 'Второе', 'Третье', 'Четвёртое']) {
      await server.clock.advance(60_000);
      ids.push(((await post('/support', { message }, child)).body as unknown as SupportRequest).id_task);
    }
    await db.query(`UPDATE tasks SET status = 'completed', version = 2 WHERE id = $1`, [ids[0]]);
    await db.query(`UPDATE tasks SET status = 'in_work' WHERE id = $1`, [ids[1]]);
    await db.query(`UPDATE tasks SET status = 'denied_execution' WHERE id = $1`, [ids[3]]);
    const list = await get('/support/get', child);
    expect((list.body as SupportRequest[]).map((each) => [each.id_task, each.status])).toEqual([
      [ids[2], 'new'],
      [ids[1], 'in_work'],
      [ids[0], 'completed'],
      [ids[3], 'denied_execution'],
    ]);
    // The parent's list holds only the parent's own requests.
    const parents = (await get('/support/get', parent)).body as SupportRequest[];
    expect(parents.map((each) => each.id_task)).not.toEqual(expect.arrayContaining([ids[0]]));

    expect(await post('/support/close', { id_task: ids[1] }, child)).toEqual({
      status: 409,
      body: expect.objectContaining({ message: M.closeOnlyCompleted }),
    });
    expect(await post('/support/close', { id_task: ids[0], version: 1 }, child)).toEqual({
      status: 409,
      body: expect.objectContaining({ message: STALE_VERSION_MESSAGE }),
    });
    // Another account, even of the same family, cannot close it.
    expect((await post('/support/close', { id_task: ids[0], version: 2 }, parent)).status).toBe(404);
    const closed = await post('/support/close', { id_task: ids[0], version: 2 }, child);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id_task: ids[0], status: 'closed', version: 3 });
    expect(
      await db.query(`SELECT kind, old_value, new_value FROM task_history WHERE task_id = $1 ORDER BY id`, [
        ids[0],
      ]),
    ).toEqual([
      { kind: 'created', old_value: null, new_value: 'new' },
      { kind: 'status', old_value: 'completed', new_value: 'closed' },
    ]);
    const audits = await db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'task' AND entity_id = $1 ORDER BY id`,
      [String(ids[0])],
    );
    expect(audits.map((row) => row.action)).toEqual(['create', 'close']);
    expect((await post('/support/close', { id_task: ids[0] }, child)).status).toBe(409);
  });
});
