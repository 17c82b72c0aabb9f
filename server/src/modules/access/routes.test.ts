import {
  PEOPLE_MESSAGES as M,
  STALE_VERSION_MESSAGE,
  type AccessUser,
  type UserObligations,
} from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser, userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

type Json = Record<string, unknown> & { message?: string; errors?: Record<string, string> };

describe.each(TEST_DATABASES)('users and access on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    // The branch administrator of Барановичи (24) shares it with these two, and not with the third.
    ids.both = await addStaffUser(db, {
      email: 'both@school.test',
      shortName: 'Оба филиала',
      roles: ['manager'],
      locations: [3, 24],
    });
    ids.minsk = await addStaffUser(db, {
      email: 'minsk@school.test',
      shortName: 'Только Минск',
      roles: ['teacher'],
      locations: [3],
    });
    // Roles are data: a personnel officer of every branch, and one of Барановичи only, manage users
    // without being administrators.
    await insertRows(db, 'roles', [
      { id: 900, name: 'hr', label: 'Кадры', all_branches: true },
      { id: 901, name: 'hr24', label: 'Кадры филиала', all_branches: false },
    ]);
    const hrPermissions = [
      'user.view',
      'user.add',
      'user.modify',
      'user.disabled',
      'access.view',
      'access.add',
      'access.modify',
    ];
    await insertRows(
      db,
      'role_permissions',
      [900, 901].flatMap((role_id) => hrPermissions.map((permission) => ({ role_id, permission }))),
    );
    ids.hr = await addStaffUser(db, {
      email: 'hr@school.test',
      shortName: 'Кадры',
      roles: ['hr'],
      locations: [],
    });
    ids.hr24 = await addStaffUser(db, {
      email: 'hr24@school.test',
      shortName: 'Кадры Барановичи',
      roles: ['hr24'],
      locations: [24],
    });
    server = await startTestServer(db, { now: TEST_NOW });
    for (const name of ['admin', 'administrator', 'manager', 'hr', 'hr24']) {
      cookies[name] = await server.signIn(`${name}@school.test`);
      ids[name] = await userIdByEmail(db, `${name}@school.test`);
    }
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const post = async (path: string, json: unknown, cookie: string) => {
    const response = await server.request(`/api${path}`, { method: 'POST', json, cookie });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const get = async <T = Json>(path: string, cookie: string) => {
    const response = await server.request(`/api${path}`, { cookie });
    return { status: response.status, body: (await response.json()) as T };
  };
  const access = async (cookie: string) => {
    const answer = await get<AccessUser[]>('/get/access', cookie);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const auditRows = (entity: string, id: number) =>
    db.query<{ action: string; actor_id: number; before: unknown; after: unknown }>(
      `SELECT action, actor_id, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id`,
      [entity, String(id)],
    );
  const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Json;

  describe('GET /get/access', () => {
    it('lists staff sharing a branch with the caller, with branches, roles, activity, status and version', async () => {
      const users = await access(cookies.administrator);
      const emails = users.map((user) => user.email);
      expect(emails).toEqual(
        expect.arrayContaining(['administrator@school.test', 'both@school.test', 'admin@school.test']),
      );
      expect(emails).not.toContain('minsk@school.test');
      expect(emails).not.toContain('parent@school.test');
      expect(users.every((user) => user.location.includes(24))).toBe(true);

      const self = users.find((user) => user.email === 'administrator@school.test')!;
      expect(self).toEqual({
        id: ids.administrator,
        email: 'administrator@school.test',
        short_name: expect.any(String),
        location: [24],
        access_id: [5],
        last_activity: new Date(TEST_NOW).toISOString(),
        status: 'active',
        version: 1,
      });
      const former = users.find((user) => user.email === 'former.teacher@school.test')!;
      expect(former).toMatchObject({ status: 'disabled', last_activity: null, access_id: [6] });
    });

    it('lists every staff member for the admin, and no parents or children', async () => {
      const emails = (await access(cookies.admin)).map((user) => user.email);
      expect(emails).toEqual(
        expect.arrayContaining(['minsk@school.test', 'both@school.test', 'support@school.test']),
      );
      expect(emails).not.toContain('parent@school.test');
      expect(emails).not.toContain('child@school.test');
    });

    it('needs user.view', async () => {
      expect((await get('/get/access', cookies.manager)).status).toBe(403);
    });
  });

  describe('POST /add/user', () => {
    it('creates an active staff account with its branches and roles, audited', async () => {
      const answer = await post(
        '/add/user',
        {
          short_name: 'Новая Учительница',
          email: 'New.Teacher@school.test',
          location: [24, 3],
          access_id: [6],
        },
        cookies.admin,
      );
      expect(answer.status).toBe(200);
      const created = answer.body as unknown as AccessUser;
      expect(created).toEqual({
        id: expect.any(Number),
        email: 'new.teacher@school.test',
        short_name: 'Новая Учительница',
        location: [3, 24],
        access_id: [6],
        last_activity: null,
        status: 'active',
        version: 1,
      });
      expect((await access(cookies.admin)).find((user) => user.id === created.id)).toEqual(created);
      const [row] = await auditRows('user', created.id);
      expect(row).toMatchObject({ action: 'create', actor_id: ids.admin });
      expect(parse(row.after)).toMatchObject({ email: 'new.teacher@school.test', location: [3, 24] });
      // The new teacher signs in.
      expect(await server.signIn('new.teacher@school.test')).toEqual(expect.any(String));
    });

    it('names every missing field, and changes nothing', async () => {
      const before = (await access(cookies.admin)).length;
      const answer = await post('/add/user', { short_name: '  ', email: 'x@school.test' }, cookies.admin);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('необходимо заполнить все поля: Имя, Филиалы, Роли');
      expect(answer.body.errors).toEqual({
        short_name: answer.body.message,
        location: answer.body.message,
        access_id: answer.body.message,
      });
      expect((await access(cookies.admin)).length).toBe(before);
    });

    it('refuses viewer, parent and child roles, a taken e-mail and a malformed one', async () => {
      const body = { short_name: 'Кто-то', email: 'someone@school.test', location: [3] };
      for (const role of [8000, 11111]) {
        const refused = await post('/add/user', { ...body, access_id: [role] }, cookies.admin);
        expect(refused.status).toBe(422);
        expect(refused.body.message).toBe(M.roleNotAllowed);
      }
      const taken = await post(
        '/add/user',
        { ...body, email: 'MANAGER@school.test', access_id: [2] },
        cookies.admin,
      );
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(M.emailTaken);
      const malformed = await post('/add/user', { ...body, email: 'someone', access_id: [2] }, cookies.admin);
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe(M.invalidEmail);
      expect(await db.query(`SELECT 1 FROM users WHERE email = 'someone@school.test'`)).toHaveLength(0);
    });

    it('needs user.add and access.add: the branch administrator and the manager are refused', async () => {
      const body = { short_name: 'Кто-то', email: 'nobody@school.test', location: [24], access_id: [6] };
      expect((await post('/add/user', body, cookies.administrator)).status).toBe(403);
    });

    it('keeps a branch officer to their branches and branch roles', async () => {
      const body = { short_name: 'Учитель Барановичи', email: 'b.teacher@school.test', access_id: [6] };
      const elsewhere = await post('/add/user', { ...body, location: [3] }, cookies.hr24);
      expect(elsewhere.status).toBe(422);
      expect(elsewhere.body.message).toBe(M.locationOutOfReach);
      const admin = await post('/add/user', { ...body, location: [24], access_id: [1] }, cookies.hr24);
      expect(admin.status).toBe(422);
      expect(admin.body.message).toBe(M.roleOutOfReach);
      const ok = await post('/add/user', { ...body, location: [24] }, cookies.hr24);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ location: [24], access_id: [6] });
    });
  });

  describe('POST /update/access', () => {
    it('changes name, branches and roles from the version shown; a stale version changes nothing', async () => {
      const [user] = (await access(cookies.admin)).filter((u) => u.email === 'minsk@school.test');
      const answer = await post(
        '/update/access',
        { id: user.id, short_name: 'Минск и Барановичи', location: [3, 24], access_id: [6, 4], version: 1 },
        cookies.admin,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        short_name: 'Минск и Барановичи',
        location: [3, 24],
        access_id: [4, 6],
        version: 2,
        email: 'minsk@school.test',
      });
      const stale = await post(
        '/update/access',
        { id: user.id, short_name: 'Старое', location: [3], access_id: [6], version: 1 },
        cookies.admin,
      );
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(STALE_VERSION_MESSAGE);
      const rows = await auditRows('user', user.id);
      expect(rows.map((row) => row.action)).toEqual(['update']);
      expect(parse(rows[0].before)).toMatchObject({ location: [3], access_id: [6] });
      expect(parse(rows[0].after)).toMatchObject({ location: [3, 24], access_id: [4, 6] });
      // Now sharing Барановичи, the branch administrator sees them.
      expect((await access(cookies.administrator)).map((u) => u.id)).toContain(user.id);
    });

    it('refuses another branch user to a branch officer, and taking away the last admin role', async () => {
      const outOfReach = await post(
        '/update/access',
        { id: ids.manager, short_name: 'X', location: [3, 12, 24], access_id: [2], version: 1 },
        cookies.hr24,
      );
      expect(outOfReach.status).toBe(422);
      expect(outOfReach.body.message).toBe(M.locationOutOfReach);
      const unseen = await post(
        '/update/access',
        {
          id: await userIdByEmail(db, 'methodist@school.test'),
          short_name: 'X',
          location: [3],
          access_id: [4],
          version: 1,
        },
        cookies.hr24,
      );
      expect(unseen.status).toBe(404);
      const [admin] = (await access(cookies.hr)).filter((u) => u.id === ids.admin);
      const lastAdmin = await post(
        '/update/access',
        {
          id: ids.admin,
          short_name: admin.short_name,
          location: admin.location,
          access_id: [2],
          version: admin.version,
        },
        cookies.hr,
      );
      expect(lastAdmin.status).toBe(409);
      expect(lastAdmin.body.message).toBe(M.lastAdmin);
      expect((await access(cookies.hr)).find((u) => u.id === ids.admin)?.access_id).toEqual([1]);
    });
  });

  describe('deactivation and activation', () => {
    let leaver: number;
    let leaverCookie: string;
    let leads: number[];
    let appointment: number;
    let pastAppointment: number;
    let task: number;

    beforeAll(async () => {
      leaver = await addStaffUser(db, {
        email: 'leaver@school.test',
        shortName: 'Уходящий Менеджер',
        roles: ['manager', 'teacher'],
        locations: [3],
      });
      leaverCookie = await server.signIn('leaver@school.test');
      leads = (
        await db.query<{ id: number }>(
          `INSERT INTO leads (name, phone, manager_id, date_due)
           VALUES ('Лид один', '375290000001', $1, $2), ('Лид два', '375290000002', $1, $2) RETURNING id`,
          [leaver, TEST_NOW],
        )
      ).map((row) => row.id);
      const [group] = await db.query<{ id: number }>(
        'SELECT id FROM groups WHERE location_id = 3 ORDER BY id LIMIT 1',
      );
      [{ id: appointment }, { id: pastAppointment }] = await db.query<{ id: number }>(
        `INSERT INTO appointments (location_id, group_id, teacher_id, starts_at)
         VALUES (3, $1, $2, '2026-03-20T10:00:00Z'), (3, $1, $2, '2026-03-10T10:00:00Z') RETURNING id`,
        [group.id, leaver],
      );
      [{ id: task }] = await db.query<{ id: number }>(
        `INSERT INTO tasks (title, status, author_id, executor_id, location_id, role_group)
         VALUES ('Перезвонить', 'in_work', $1, $2, 3, 'sales'), ('Готово', 'closed', $1, $2, 3, 'sales') RETURNING id`,
        [ids.manager, leaver],
      );
    });

    it('counts what the user hands over: future appointments, leads, open tasks', async () => {
      const answer = await get<UserObligations>(`/user/obligation?user=${leaver}`, cookies.admin);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ appointments: 1, leads: 2, tasks: 1 });
      expect((await get(`/user/obligation?user=${leaver}`, cookies.administrator)).status).toBe(403);
      // A Minsk user is not the Барановичи officer's to see.
      expect((await get(`/user/obligation?user=${leaver}`, cookies.hr24)).status).toBe(404);
      const outOfReach = await post(
        '/user/disable',
        { user: leaver, transfer_to: { appointments: ids.manager, leads: ids.manager, tasks: ids.manager } },
        cookies.hr24,
      );
      expect(outOfReach.status).toBe(404);
      const methodist = await userIdByEmail(db, 'methodist@school.test');
      expect((await get(`/user/activate?user=${methodist}`, cookies.hr24)).status).toBe(404);
    });

    it('needs an active replacement for every non-zero count, and refuses self and the last admin', async () => {
      const missing = await post(
        '/user/disable',
        { user: leaver, transfer_to: { leads: ids.manager } },
        cookies.admin,
      );
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ 'transfer_to.appointments': M.replacementRequired });
      const former = await userIdByEmail(db, 'former.teacher@school.test');
      const inactive = await post(
        '/user/disable',
        { user: leaver, transfer_to: { appointments: former, leads: ids.manager, tasks: ids.manager } },
        cookies.admin,
      );
      expect(inactive.status).toBe(422);
      expect(inactive.body.errors).toEqual({ 'transfer_to.appointments': M.replacementInactive });
      const self = await post('/user/disable', { user: ids.admin, transfer_to: {} }, cookies.admin);
      expect(self.status).toBe(409);
      expect(self.body.message).toBe(M.notSelf);
      const lastAdmin = await post('/user/disable', { user: ids.admin, transfer_to: {} }, cookies.hr);
      expect(lastAdmin.status).toBe(409);
      expect(lastAdmin.body.message).toBe(M.lastAdmin);
      expect((await get('/auth/user', leaverCookie)).status).toBe(200);
      const [row] = await db.query<{ status: string; manager_id: number }>(
        'SELECT u.status, l.manager_id FROM users u, leads l WHERE u.id = $1 AND l.id = $2',
        [leaver, leads[0]],
      );
      expect(row).toEqual({ status: 'active', manager_id: leaver });
    });

    it('hands everything over in one go, disables the user and ends their sessions at once', async () => {
      const teacher = await userIdByEmail(db, 'teacher@school.test');
      const answer = await post(
        '/user/disable',
        {
          user: leaver,
          transfer_to: { appointments: teacher, leads: ids.manager, tasks: ids.administrator },
        },
        cookies.admin,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: leaver, status: 'disabled', version: 2 });
      const managers = await db.query<{ manager_id: number }>(
        'SELECT manager_id FROM leads WHERE id = ANY($1::int[])',
        [leads],
      );
      expect(managers.map((row) => row.manager_id)).toEqual([ids.manager, ids.manager]);
      const teachers = await db.query<{ id: number; teacher_id: number }>(
        'SELECT id, teacher_id FROM appointments WHERE id = ANY($1::int[]) ORDER BY starts_at',
        [[appointment, pastAppointment]],
      );
      // The past appointment stays the leaver's (their lesson); the coming one is the new teacher's.
      expect(teachers).toEqual([
        { id: pastAppointment, teacher_id: leaver },
        { id: appointment, teacher_id: teacher },
      ]);
      const tasks = await db.query<{ id: number; status: string; executor_id: number }>(
        'SELECT id, status, executor_id FROM tasks WHERE executor_id IN ($1, $2) AND title IN ($3, $4) ORDER BY id',
        [leaver, ids.administrator, 'Перезвонить', 'Готово'],
      );
      expect(tasks).toEqual([
        { id: task, status: 'new', executor_id: ids.administrator },
        { id: task + 1, status: 'closed', executor_id: leaver },
      ]);
      const history = await db.query<{ kind: string; old_value: string; new_value: string }>(
        'SELECT kind, old_value, new_value FROM task_history WHERE task_id = $1 ORDER BY id',
        [task],
      );
      expect(history).toEqual([
        { kind: 'executor', old_value: String(leaver), new_value: String(ids.administrator) },
        { kind: 'status', old_value: 'in_work', new_value: 'new' },
      ]);
      // The sessions ended: the leaver's cookie is no longer a session, and they cannot sign in.
      expect((await get('/auth/user', leaverCookie)).status).toBe(401);
      expect(await db.query('SELECT 1 FROM sessions WHERE user_id = $1', [leaver])).toHaveLength(0);
      await expect(server.signIn('leaver@school.test')).rejects.toThrow();
      // Audited: the user's change and every row handed over.
      const [disable] = await auditRows('user', leaver);
      expect(disable.action).toBe('disable');
      expect(parse(disable.after)).toMatchObject({
        status: 'disabled',
        transferred: { appointments: [appointment], leads, tasks: [task] },
        sessions_ended: 1,
      });
      expect((await auditRows('lead', leads[0])).map((row) => row.action)).toContain('transfer');
      expect((await auditRows('appointment', appointment)).map((row) => row.action)).toContain('transfer');
      // Nothing left to hand over; disabling again is refused.
      expect((await get(`/user/obligation?user=${leaver}`, cookies.admin)).body).toEqual({
        appointments: 0,
        leads: 0,
        tasks: 0,
      });
      const again = await post('/user/disable', { user: leaver, transfer_to: {} }, cookies.admin);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(M.alreadyDisabled);
    });

    it('activates the user again, audited; they sign in; a second activation is refused', async () => {
      const answer = await get<AccessUser>(`/user/activate?user=${leaver}`, cookies.admin);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'active', version: 3, location: [3], access_id: [2, 6] });
      expect((await auditRows('user', leaver)).map((row) => row.action)).toEqual(['disable', 'activate']);
      expect(await server.signIn('leaver@school.test')).toEqual(expect.any(String));
      const again = await get(`/user/activate?user=${leaver}`, cookies.admin);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(M.alreadyActive);
      expect((await get(`/user/activate?user=${leaver}`, cookies.administrator)).status).toBe(403);
    });

    it('refuses an activation by a link from another site', async () => {
      const response = await server.request(`/api/user/activate?user=${leaver}`, {
        cookie: cookies.admin,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(response.status).toBe(403);
    });
  });
});
