import {
  STALE_VERSION_MESSAGE,
  TASK_MESSAGES as M,
  TASK_STATUSES,
  type FileUploadResponse,
  type Notifications,
  type SupportRequest,
  type Task,
  type TaskDetail,
  type UsersRole,
} from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { addStaffUser, userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { TASK_SERVER_MESSAGES } from './messages';

// TEST_NOW is Monday 2026-03-16, 12:00 in Minsk (09:00 UTC); the demo school is seeded at that moment.

type Json = Record<string, unknown> & { message?: string };

describe.each(TEST_DATABASES)('tasks: the task board, its history, files and the bell on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const NAMES = ['manager', 'methodist', 'administrator', 'teacher', 'support', 'admin', 'parent'] as const;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    ids.methodist24 = await addStaffUser(db, {
      email: 'methodist24.t@school.test',
      shortName: 'Второй Методист',
      roles: ['methodist'],
      locations: [24],
    });
    ids.disabled = await addStaffUser(db, {
      email: 'gone.t@school.test',
      shortName: 'Ушедший Методист',
      roles: ['methodist'],
      locations: [3],
    });
    await db.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [ids.disabled]);
    server = await startTestServer(db);
    for (const name of NAMES) {
      cookies[name] = await server.signIn(`${name}@school.test`);
      ids[name] = await userIdByEmail(db, `${name}@school.test`);
    }
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const post = async (path: string, json: unknown, cookie: string, headers: Record<string, string> = {}) => {
    const response = await server.request(`/api${path}`, { method: 'POST', json, cookie, headers });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const get = async <T = Json>(path: string, cookie: string) => {
    const response = await server.request(`/api${path}`, { cookie });
    return { status: response.status, body: (await response.json()) as T };
  };
  const body = (extra: Record<string, unknown> = {}) => ({
    title: 'Позвонить родителям',
    description: 'Уточнить расписание',
    type: 'methodist',
    executor: ids.methodist,
    date_due: '2026-03-18 00:00:00',
    new_comment: '',
    id_attachments: [],
    ...extra,
  });
  const add = async (extra: Record<string, unknown> = {}, cookie = cookies.manager) => {
    const answer = await post('/task/add', body(extra), cookie);
    expect(answer.status).toBe(200);
    return answer.body as unknown as Task;
  };
  const detail = async (id: number, cookie = cookies.manager) => {
    const answer = await get<TaskDetail>(`/task/get?id_task=${id}`, cookie);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const board = async (cookie: string, query = '') => {
    const answer = await get<Task[]>(`/tasks/get${query}`, cookie);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const upload = async (content: string, name: string, cookie: string, lessonId?: number) => {
    const form = new FormData();
    if (lessonId !== undefined) form.append('lesson_id', String(lessonId));
    form.append('image', new Blob([content], { type: 'text/plain' }), name);
    return server.request('/api/image/upload', { method: 'POST', body: form, cookie });
  };

  it('adds a task once per Idempotency-Key, with the created and comment history, its branch and an audit row', async () => {
    const headers = { 'idempotency-key': 'tasks-add-1' };
    const json = body({ title: 'Ключевая задача', type: 'metodist', new_comment: '  Первый комментарий ' });
    const first = await post('/task/add', json, cookies.manager, headers);
    expect(first.status).toBe(200);
    const task = first.body as unknown as Task;
    expect(task).toMatchObject({
      title: 'Ключевая задача',
      status: 'new',
      type: 'methodist',
      source: 'staff',
      author_id: ids.manager,
      executor_id: ids.methodist,
      date_due: '2026-03-18 00:00:00',
      overdue: false,
      id_attachments: [],
      version: 1,
    });
    const again = await post('/task/add', json, cookies.manager, headers);
    expect(again.body).toEqual(first.body);
    const rows = await db.query<{ id: number; location_id: number | null }>(
      `SELECT id, location_id FROM tasks WHERE title = 'Ключевая задача'`,
    );
    // The executor's first branch: methodist@ works in Minsk (3).
    expect(rows).toEqual([{ id: task.id_task, location_id: 3 }]);
    const { history } = await detail(task.id_task);
    expect(history.map((entry) => [entry.type, entry.creator, entry.info, entry.new])).toEqual([
      ['created', expect.any(String), null, 'new'],
      ['comment', expect.any(String), 'Первый комментарий', null],
    ]);
    expect(history[0].creator).toBe(task.author);
    const audits = await db.query(`SELECT action FROM audit_log WHERE entity = 'task' AND entity_id = $1`, [
      String(task.id_task),
    ]);
    expect(audits).toEqual([{ action: 'create' }]);
  });

  it('refuses an executor outside the role group or disabled with the spec message', async () => {
    for (const extra of [
      { executor: ids.teacher },
      { executor: ids.disabled },
      { type: 'sales', executor: ids.methodist },
    ]) {
      const answer = await post('/task/add', body(extra), cookies.manager);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(M.executorRequired);
    }
    expect(
      (await post('/task/add', body({ type: 'sales', executor: ids.manager }), cookies.admin)).status,
    ).toBe(200);
  });

  it('refuses a due date that is no real day with 400 on its field', async () => {
    const answer = await post('/task/add', body({ date_due: '2026-02-30 00:00:00' }), cookies.manager);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(TASK_SERVER_MESSAGES.dueInvalid);
  });

  it('lists the active staff of each role group within the caller’s branches', async () => {
    const { status, body: groups } = await get<UsersRole>('/users_role/get', cookies.methodist);
    expect(status).toBe(200);
    const methodists = groups.methodist.map((user) => user.id);
    expect(methodists).toContain(ids.methodist);
    expect(methodists).not.toContain(ids.disabled);
    expect(methodists).not.toContain(ids.methodist24);
    expect(groups.sales.map((user) => user.id)).toContain(ids.manager);
    expect(groups.teacher.map((user) => user.id)).toContain(ids.teacher);
    const all = (await get<UsersRole>('/users_role/get', cookies.admin)).body;
    expect(all.methodist.map((user) => user.id)).toContain(ids.methodist24);
  });

  it('sets a task back to new when its executor changes, with executor, status, deadline and comment history', async () => {
    const task = await add({ title: 'Смена исполнителя' });
    const started = await post(
      '/task/status_update',
      { id_task: task.id_task, status: 'in_work' },
      cookies.methodist,
    );
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'in_work', version: 2 });
    const update = {
      ...body({ title: 'Смена исполнителя' }),
      id_task: task.id_task,
      type: 'teacher',
      executor: ids.teacher,
      date_due: '2026-03-20 10:00:00',
      new_comment: 'Передаю учителю',
      status: 'in_work',
      version: 2,
    };
    const wrongGroup = await post('/task/update', { ...update, executor: ids.methodist }, cookies.manager);
    expect(wrongGroup).toEqual({
      status: 422,
      body: expect.objectContaining({ message: M.executorRequired }),
    });
    const stale = await post('/task/update', { ...update, version: 1 }, cookies.manager);
    expect(stale).toEqual({ status: 409, body: expect.objectContaining({ message: STALE_VERSION_MESSAGE }) });
    const updated = await post('/task/update', update, cookies.manager);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: 'new',
      executor_id: ids.teacher,
      type: 'teacher',
      date_due: '2026-03-20 10:00:00',
      version: 3,
    });
    const { history } = await detail(task.id_task);
    const names = Object.fromEntries(
      (await db.query<{ id: number; short_name: string }>('SELECT id, short_name FROM users')).map((user) => [
        user.id,
        user.short_name,
      ]),
    );
    expect(
      history.map(({ type, creator, info, old, new: next }) => ({ type, creator, info, old, new: next })),
    ).toEqual([
      { type: 'created', creator: names[ids.manager], info: null, old: null, new: 'new' },
      { type: 'status', creator: names[ids.methodist], info: null, old: 'new', new: 'in_work' },
      {
        type: 'executor',
        creator: names[ids.manager],
        info: null,
        old: names[ids.methodist],
        new: names[ids.teacher],
      },
      { type: 'status', creator: names[ids.manager], info: null, old: 'in_work', new: 'new' },
      {
        type: 'deadline',
        creator: names[ids.manager],
        info: null,
        old: '2026-03-18 00:00:00',
        new: '2026-03-20 10:00:00',
      },
      { type: 'comment', creator: names[ids.manager], info: 'Передаю учителю', old: null, new: null },
    ]);
    const audits = await db.query(
      `SELECT action FROM audit_log WHERE entity = 'task' AND entity_id = $1 ORDER BY id`,
      [String(task.id_task)],
    );
    expect(audits).toEqual([{ action: 'create' }, { action: 'status' }, { action: 'update' }]);
  });

  it('lets only the author close a task, and a closed task neither moves nor changes, but takes comments', async () => {
    const task = await add({ title: 'Закрытие' });
    const byOther = await post(
      '/task/status_update',
      { id_task: task.id_task, status: 'closed' },
      cookies.methodist,
    );
    expect(byOther).toEqual({ status: 409, body: expect.objectContaining({ message: M.onlyAuthorCloses }) });
    const updateByOther = await post(
      '/task/update',
      { ...body({ title: 'Закрытие' }), id_task: task.id_task, status: 'closed', version: 1 },
      cookies.methodist,
    );
    expect(updateByOther.body.message).toBe(M.onlyAuthorCloses);
    const closed = await post(
      '/task/status_update',
      { id_task: task.id_task, status: 'closed', version: 1 },
      cookies.manager,
    );
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', version: 2 });
    for (const cookie of [cookies.methodist, cookies.manager]) {
      const moved = await post('/task/status_update', { id_task: task.id_task, status: 'in_work' }, cookie);
      expect(moved).toEqual({ status: 409, body: expect.objectContaining({ message: M.closedCannotMove }) });
    }
    const changed = await post(
      '/task/update',
      { ...body({ title: 'Другое' }), id_task: task.id_task, status: 'closed', version: 2 },
      cookies.manager,
    );
    expect(changed).toEqual({ status: 409, body: expect.objectContaining({ message: M.closedCannotMove }) });
    const comment = await server.request('/api/task/add_comment', {
      method: 'POST',
      json: { id_task: task.id_task, comment: ' Спасибо ' },
      cookie: cookies.methodist,
    });
    expect(comment.status).toBe(200);
    expect(await comment.text()).toBe('"ok"');
    expect(
      (await post('/task/add_comment', { id_task: task.id_task, comment: '  ' }, cookies.manager)).status,
    ).toBe(400);
    const after = await detail(task.id_task);
    expect(after).toMatchObject({ title: 'Закрытие', status: 'closed', version: 3 });
    expect(after.history.map((entry) => [entry.type, entry.info ?? entry.new])).toEqual([
      ['created', 'new'],
      ['status', 'closed'],
      ['comment', 'Спасибо'],
    ]);
  });

  it('keeps a task of another branch out of reach: 404 and not on the board', async () => {
    // administrator@ works in Вильнюс (24) only; the task is given to a methodist there.
    const task = await add({ title: 'Чужой филиал', executor: ids.methodist24 }, cookies.administrator);
    expect((await db.query(`SELECT location_id FROM tasks WHERE id = $1`, [task.id_task]))[0]).toEqual({
      location_id: 24,
    });
    expect((await get(`/task/get?id_task=${task.id_task}`, cookies.methodist)).status).toBe(404);
    expect(
      (await post('/task/add_comment', { id_task: task.id_task, comment: 'Я тут' }, cookies.methodist))
        .status,
    ).toBe(404);
    expect((await board(cookies.methodist)).map((each) => each.id_task)).not.toContain(task.id_task);
    expect((await board(cookies.manager)).map((each) => each.id_task)).toContain(task.id_task);
    // Its executor sees it wherever it is; the board of one executor has only theirs, by due date then id.
    const own = await board(cookies.manager, `?executor=${ids.methodist24}`);
    expect(own.map((each) => each.id_task)).toContain(task.id_task);
    expect(own.every((each) => each.executor_id === ids.methodist24)).toBe(true);
    const all = await board(cookies.admin);
    const keys = all.map((each) => [each.date_due ?? '9999', each.id_task] as const);
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1)));
  });

  it('rings the bell: new tasks given to the caller, their overdue tasks and new leads of their reach', async () => {
    const fresh = await add(
      { title: 'Для колокольчика', type: 'sales', executor: ids.manager, date_due: '2026-03-20 00:00:00' },
      cookies.admin,
    );
    const late = await add(
      { title: 'Просрочена', type: 'methodist', executor: ids.methodist, date_due: '2026-03-16 11:00:00' },
      cookies.manager,
    );
    expect(late.overdue).toBe(true);
    await insertRows(db, 'leads', [
      {
        name: 'Лид для колокольчика',
        manager_id: ids.manager,
        date_due: '2026-03-17T10:00:00Z',
        status: 'new',
      },
    ]);
    const { status, body: bell } = await get<Notifications>('/notification/get', cookies.manager);
    expect(status).toBe(200);
    expect(bell.tasks.map((task) => task.id_task)).toContain(fresh.id_task);
    expect(bell.tasks.every((task) => task.status === 'new' && task.executor_id === ids.manager)).toBe(true);
    expect(bell.overdue.map((task) => task.id_task)).toContain(late.id_task);
    expect(bell.overdue.map((task) => task.id_task)).not.toContain(fresh.id_task);
    expect(
      bell.overdue.every(
        (task) => task.overdue && (task.executor_id === ids.manager || task.author_id === ids.manager),
      ),
    ).toBe(true);
    expect(bell.leads[0]).toMatchObject({ name: 'Лид для колокольчика', date_due: '2026-03-17 13:00:00' });
    const leadStatuses = await db.query<{ status: string }>(
      `SELECT DISTINCT status FROM leads WHERE id = ANY($1::int[])`,
      [bell.leads.map((lead) => lead.id_lead)],
    );
    expect(leadStatuses).toEqual([{ status: 'new' }]);
    // 'В работу' from the bell.
    expect(
      (await post('/task/status_update', { id_task: fresh.id_task, status: 'in_work' }, cookies.manager))
        .status,
    ).toBe(200);
    const later = (await get<Notifications>('/notification/get', cookies.manager)).body;
    expect(later.tasks.map((task) => task.id_task)).not.toContain(fresh.id_task);
    // The bell needs leads.view too.
    expect((await get('/notification/get', cookies.methodist)).status).toBe(403);
  });

  it('links uploaded files to a task, lists and serves them to its viewers without lesson.view, and keeps others out', async () => {
    const uploaded = await upload('Список договоров', 'Список.txt', cookies.manager);
    expect(uploaded.status).toBe(200);
    const file = ((await uploaded.json()) as FileUploadResponse).id_attachment;
    const foreign = (
      (await (await upload('Чужой', 'Чужой.txt', cookies.methodist)).json()) as FileUploadResponse
    ).id_attachment;
    const refused = await post(
      '/task/add',
      body({ title: 'Чужой файл', id_attachments: [foreign] }),
      cookies.manager,
    );
    expect(refused.status).toBe(404);
    expect(await db.query(`SELECT 1 FROM tasks WHERE title = 'Чужой файл'`)).toEqual([]);
    const task = await add({ title: 'С вложением', id_attachments: [file] });
    expect(task.id_attachments).toEqual([{ id: file, file_name: 'Список.txt' }]);
    expect((await detail(task.id_task, cookies.support)).id_attachments).toEqual(task.id_attachments);
    // support@ has tasks.view but not lesson.view.
    const download = await server.request(`/api/file/get?id=${file}`, { cookie: cookies.support });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('Список договоров');
    expect((await server.request(`/api/file/get?id=${file}`, { cookie: cookies.administrator })).status).toBe(
      404,
    );
    // The update links another file and keeps the first.
    const second = (
      (await (await upload('Второй', 'Второй.txt', cookies.methodist)).json()) as FileUploadResponse
    ).id_attachment;
    const updated = await post(
      '/task/update',
      {
        ...body({ title: 'С вложением' }),
        id_task: task.id_task,
        status: 'new',
        version: 1,
        id_attachments: [second],
      },
      cookies.methodist,
    );
    expect(updated.status).toBe(200);
    expect((updated.body as unknown as Task).id_attachments.map((each) => each.id)).toEqual([file, second]);
    // A lesson's file stays the lessons' right: no upload to a lesson and no lesson file without lesson.view.
    const [lessonFile] = await db.query<{ id: number; lesson_id: number }>(
      `SELECT f.id, f.lesson_id FROM files f JOIN lessons l ON l.id = f.lesson_id JOIN groups g ON g.id = l.group_id
       WHERE g.location_id = 3 ORDER BY f.id LIMIT 1`,
    );
    expect(
      (await server.request(`/api/file/get?id=${lessonFile.id}`, { cookie: cookies.manager })).status,
    ).toBe(404);
    expect(
      (await server.request(`/api/file/get?id=${lessonFile.id}`, { cookie: cookies.methodist })).status,
    ).toBe(200);
    expect((await upload('x', 'x.txt', cookies.manager, lessonFile.lesson_id)).status).toBe(404);
    // A task's viewer may remove its file.
    expect(
      (await server.request(`/api/remove/attachment?id=${second}`, { cookie: cookies.support })).status,
    ).toBe(200);
    expect((await detail(task.id_task)).id_attachments.map((each) => each.id)).toEqual([file]);
  });

  it('puts a parent’s support request on the support user’s board and shows its status change in the personal area', async () => {
    const created = await post('/support', { message: 'Не работает ссылка на урок' }, cookies.parent);
    expect(created.status).toBe(200);
    const request = created.body as unknown as SupportRequest;
    const supportBoard = await board(cookies.support, `?executor=${ids.support}`);
    const task = supportBoard.find((each) => each.id_task === request.id_task);
    expect(task).toMatchObject({
      source: 'support',
      status: 'new',
      description: 'Не работает ссылка на урок',
      author_id: ids.parent,
      executor_id: ids.support,
    });
    const bell = await board(cookies.manager);
    expect(bell.map((each) => each.id_task)).toContain(request.id_task);
    const moved = await post(
      '/task/status_update',
      { id_task: request.id_task, status: 'completed', version: 1 },
      cookies.support,
    );
    expect(moved.status).toBe(200);
    // Only its author (the parent) closes it.
    const close = await post(
      '/task/status_update',
      { id_task: request.id_task, status: 'closed' },
      cookies.support,
    );
    expect(close.body.message).toBe(M.onlyAuthorCloses);
    const area = await get<SupportRequest[]>('/support/get', cookies.parent);
    expect(area.body.find((each) => each.id_task === request.id_task)).toMatchObject({
      status: 'completed',
      version: 2,
    });
    const closed = await post('/support/close', { id_task: request.id_task, version: 2 }, cookies.parent);
    expect(closed.body).toMatchObject({ status: 'closed' });
    expect(
      (await detail(request.id_task, cookies.support)).history.map((entry) => [entry.type, entry.new]),
    ).toEqual([
      ['created', 'new'],
      ['status', 'completed'],
      ['status', 'closed'],
    ]);
  });

  it('gives the demo school tasks in every status with history and attachments, and manager@ a ringing bell', async () => {
    const demo = (await board(cookies.admin)).filter(
      (task) => task.source === 'staff' && task.date_created < '2026-03-16T09:00:00.001Z',
    );
    expect(new Set(demo.map((task) => task.status))).toEqual(new Set(TASK_STATUSES));
    expect(demo.filter((task) => task.id_attachments.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(demo.some((task) => task.overdue)).toBe(true);
    const kinds = await db.query<{ kind: string }>(
      `SELECT DISTINCT h.kind FROM task_history h JOIN tasks t ON t.id = h.task_id WHERE t.source = 'staff' ORDER BY 1`,
    );
    expect(kinds.map((row) => row.kind)).toEqual(['comment', 'created', 'deadline', 'executor', 'status']);
    const withFile = demo.find((task) => task.id_attachments.length > 0)!;
    expect(
      (await server.request(`/api/file/get?id=${withFile.id_attachments[0].id}`, { cookie: cookies.admin }))
        .status,
    ).toBe(200);
    const bell = (await get<Notifications>('/notification/get', cookies.manager)).body;
    expect(bell.tasks.some((task) => task.title === 'Собрать отзывы родителей')).toBe(true);
    expect(bell.overdue.some((task) => task.title === 'Проверить оплату по договору')).toBe(true);
  });
});
