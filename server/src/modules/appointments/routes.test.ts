import {
  STALE_VERSION_MESSAGE,
  SUBSTITUTE_SUBJECT_REQUIRED,
  type Appointment,
} from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { APPOINTMENT_MESSAGES as M } from './messages';

// TEST_NOW is Monday 2026-03-16, 12:00 in Minsk: this week is 16-22 March, the next 23-29 March.

type Json = Record<string, unknown> & { message?: string; errors?: Record<string, string> };

describe.each(TEST_DATABASES)(
  'appointments: the plan, its changes, clash checks and the copy of a week on %s',
  (kind) => {
    let db: TestDb;
    let server: TestServer;
    let methodist: string;
    let otherBranch: string;
    let teacher: string;
    let parent: string;
    let ivanova: number;
    let petrov: number;
    let brest: number;
    let gone: number;
    let nobranch: number;

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
        group(9101, 'Т-1', 901),
        group(9102, 'Т-2', 901),
        group(9104, 'Б-1', 902),
        group(9107, 'Т-старая', 901),
      ]);
      await db.query('UPDATE groups SET removed_at = $1 WHERE id = 9107', [TEST_NOW]);
      const staff = (email: string, shortName: string, roles: string[], locations: number[]) =>
        addStaffUser(db, { email, shortName, roles, locations });
      await staff('met.901@school.test', 'Методист 901', ['methodist'], [901]);
      await staff('met.902@school.test', 'Методист 902', ['methodist'], [902]);
      await staff('teach.901@school.test', 'Учитель 901', ['teacher'], [901]);
      ivanova = await staff('ivanova@school.test', 'Иванова Мария', ['teacher'], [901]);
      petrov = await staff('petrov@school.test', 'Петров Иван', ['teacher'], [901]);
      brest = await staff('brest@school.test', 'Брестская Анна', ['teacher'], [902]);
      nobranch = await staff('nobranch@school.test', 'Без Филиала', ['teacher'], []);
      gone = await staff('gone@school.test', 'Ушедший Олег', ['teacher'], [901]);
      await db.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [gone]);
      const appointment = (id: number, group_id: number, teacher_id: number, starts_at: string) => ({
        id,
        location_id: group_id === 9104 ? 902 : 901,
        group_id,
        teacher_id,
        starts_at,
        duration_minutes: 45,
        subject: 'Робототехника',
        substitute_id: null as number | null,
        subject_substitute: '',
      });
      await insertRows(db, 'appointments', [
        appointment(9501, 9101, ivanova, '2026-03-16 10:00:00+03'),
        appointment(9502, 9101, ivanova, '2026-03-16 08:00:00+03'),
        {
          ...appointment(9503, 9102, petrov, '2026-03-18 10:00:00+03'),
          substitute_id: gone,
          subject_substitute: 'Шахматы',
        },
        appointment(9504, 9107, ivanova, '2026-03-17 10:00:00+03'),
        appointment(9505, 9104, brest, '2026-03-17 10:00:00+03'),
      ]);
      await insertRows(db, 'lessons', [
        { id: 9601, appointment_id: 9502, group_id: 9101, date: '2026-03-16', teacher_id: ivanova },
      ]);
      server = await startTestServer(db, { now: TEST_NOW });
      methodist = await server.signIn('met.901@school.test');
      otherBranch = await server.signIn('met.902@school.test');
      teacher = await server.signIn('teach.901@school.test');
      parent = await server.signIn('parent@school.test');
    }, DATABASE_SETUP_TIMEOUT);
    afterAll(async () => {
      await server?.close();
      await db?.dispose();
    });

    const post = async (path: string, json: unknown, cookie = methodist) => {
      const response = await server.request(`/api${path}`, { method: 'POST', json, cookie });
      return { status: response.status, body: (await response.json()) as Json };
    };
    const get = async (path: string, cookie = methodist, headers: Record<string, string> = {}) => {
      const response = await server.request(`/api${path}`, { cookie, headers });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const plan = async (query = 'location=901') => {
      const answer = await get(`/appointments/get?${query}`);
      expect(answer.status).toBe(200);
      return answer.body as Appointment[];
    };
    const auditOf = (id: number) =>
      db.query<{ action: string }>(
        `SELECT action FROM audit_log WHERE entity = 'appointment' AND entity_id = $1 ORDER BY id`,
        [String(id)],
      );
    const fields = (extra: Record<string, unknown> = {}) => ({
      date: '2026-03-24 10:00:00',
      user_id: petrov,
      group_id: 9102,
      subject: 'Робототехника',
      duration: '0:45',
      ...extra,
    });

    it('lists the branch’s plan of this week and the next by time, with the derived fields', async () => {
      const rows = await plan();
      expect(rows.map((row) => row.id)).toEqual([9502, 9501, 9503]);
      expect(rows[1]).toEqual({
        id: 9501,
        date: '2026-03-16 10:00:00',
        user_id: ivanova,
        group_id: 9101,
        subject: 'Робототехника',
        duration: '0:45',
        status: 'просрочено',
        is_substitute: null,
        subject_substitute: '',
        day: 'понедельник',
        time: '10:00',
        place: 'Тест-Минск',
        teacher: 'Иванова Мария',
        substitute: null,
        name_group: 'Т-1',
        location_id: 901,
        lesson_id: null,
        version: 1,
      });
      expect(rows[0]).toMatchObject({ status: 'проведено', lesson_id: 9601, time: '08:00' });
      // The substitute is disabled: the id stays, the name is gone (the page shows UNKNOWN/DELETED).
      expect(rows[2]).toMatchObject({
        status: 'запланировано',
        day: 'среда',
        is_substitute: gone,
        substitute: null,
        subject_substitute: 'Шахматы',
      });
      expect(await plan('location=901&date_from=2026-03-17&date_to=2026-03-17')).toEqual([]);
    });

    it('refuses a period longer than the limit or reversed, naming date_to', async () => {
      const long = await get('/appointments/get?location=901&date_from=2026-01-01&date_to=2026-06-01');
      expect(long.status).toBe(400);
      expect((long.body as Json).errors).toHaveProperty('date_to');
      const reversed = await get('/appointments/get?location=901&date_from=2026-03-20&date_to=2026-03-19');
      expect(reversed.status).toBe(400);
      expect((reversed.body as Json).errors).toEqual({ date_to: M.periodOrder });
    });

    it('adds, updates with the version and removes an appointment, with audit rows', async () => {
      const added = await post('/appointment/add', fields({ date: '2026-03-26 15:00' }));
      expect(added.status).toBe(200);
      const row = added.body as unknown as Appointment;
      expect(row).toMatchObject({
        date: '2026-03-26 15:00:00',
        day: 'четверг',
        status: 'запланировано',
        teacher: 'Петров Иван',
        name_group: 'Т-2',
        version: 1,
      });
      const moved = await post('/appointment/update', {
        ...fields({ date: '2026-03-26 16:00:00', duration: '1:30' }),
        id: row.id,
        version: 1,
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ time: '16:00', duration: '1:30', version: 2 });
      const stale = await post('/appointment/update', { ...fields(), id: row.id, version: 1 });
      expect(stale).toEqual({
        status: 409,
        body: expect.objectContaining({ message: STALE_VERSION_MESSAGE }),
      });
      expect((await post('/appointment/remove', { id: row.id, version: 1 })).status).toBe(409);
      expect(await post('/appointment/remove', { id: row.id, version: 2 })).toEqual({
        status: 200,
        body: { id: row.id },
      });
      expect((await auditOf(row.id)).map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
      expect((await plan()).map((each) => each.id)).not.toContain(row.id);
    });

    it('refuses to remove an appointment with a recorded lesson', async () => {
      expect(await post('/appointment/remove', { id: 9502 })).toEqual({
        status: 409,
        body: expect.objectContaining({ message: M.recorded }),
      });
    });

    it('checks the group, the teacher and the substitute of the branch', async () => {
      const removed = await post('/appointment/add', fields({ group_id: 9107 }));
      expect(removed).toMatchObject({ status: 422, body: { errors: { group_id: M.groupRemoved } } });
      const disabled = await post('/appointment/add', fields({ user_id: gone }));
      expect(disabled).toMatchObject({ status: 422, body: { errors: { user_id: M.teacher } } });
      const elsewhere = await post(
        '/appointment/add',
        fields({ is_substitute: nobranch, subject_substitute: 'Шахматы' }),
      );
      expect(elsewhere).toMatchObject({ status: 422, body: { errors: { is_substitute: M.substitute } } });
      const same = await post(
        '/appointment/add',
        fields({ is_substitute: petrov, subject_substitute: 'Шахматы' }),
      );
      expect(same).toMatchObject({ status: 422, body: { errors: { is_substitute: M.sameSubstitute } } });
      const noSubject = await post('/appointment/add', fields({ is_substitute: ivanova }));
      expect(noSubject).toMatchObject({
        status: 422,
        body: {
          message: SUBSTITUTE_SUBJECT_REQUIRED,
          errors: { subject_substitute: SUBSTITUTE_SUBJECT_REQUIRED },
        },
      });
    });

    it('refuses a clash of the teacher, of the substitute and of the group with a message naming it', async () => {
      const first = await post('/appointment/add', fields(), methodist);
      expect(first.status).toBe(200);
      const id = (first.body as unknown as Appointment).id;
      const teacherClash = await post(
        '/appointment/add',
        fields({ group_id: 9101, date: '2026-03-24 10:30:00' }),
      );
      expect(teacherClash).toMatchObject({
        status: 409,
        body: { message: 'Учитель Петров Иван уже ведёт группу Т-2 (Тест-Минск) 24.03.2026 10:00–10:45' },
      });
      const groupClash = await post(
        '/appointment/add',
        fields({ user_id: ivanova, date: '2026-03-24 09:30:00' }),
      );
      expect(groupClash).toMatchObject({
        status: 409,
        body: { message: 'Группа Т-2 уже занята: 24.03.2026 10:00–10:45, учитель Петров Иван' },
      });
      // Back to back is no clash.
      const next = await post('/appointment/check', fields({ date: '2026-03-24 10:45:00' }));
      expect(next).toEqual({ status: 200, body: { clashes: [] } });

      // Ivanova substitutes Petrov: she is busy then, he is free.
      const substituted = await post('/appointment/update', {
        ...fields({ is_substitute: ivanova, subject_substitute: 'Шахматы' }),
        id,
        version: 1,
      });
      expect(substituted).toMatchObject({ status: 200, body: { substitute: 'Иванова Мария', version: 2 } });
      const free = await post('/appointment/check', fields({ group_id: 9101 }));
      expect(free).toEqual({ status: 200, body: { clashes: [] } });
      const busy = await post('/appointment/add', fields({ group_id: 9101, user_id: ivanova }));
      expect(busy).toMatchObject({
        status: 409,
        body: { message: 'Учитель Иванова Мария уже ведёт группу Т-2 (Тест-Минск) 24.03.2026 10:00–10:45' },
      });
      // A substitute who would teach at a busy time clashes the same way.
      const asSubstitute = await post(
        '/appointment/add',
        fields({ group_id: 9101, is_substitute: ivanova, subject_substitute: 'Шахматы' }),
      );
      expect(asSubstitute).toMatchObject({
        status: 409,
        body: { message: expect.stringMatching(/^Учитель Иванова Мария/) },
      });

      // The check answers every clash; the edited appointment does not clash with itself.
      const all = await post('/appointment/check', fields({ user_id: ivanova, is_substitute: null }));
      expect(all.body).toEqual({
        clashes: [
          { kind: 'teacher', appointment_id: id, message: expect.stringMatching(/^Учитель Иванова Мария/) },
          { kind: 'group', appointment_id: id, message: expect.stringMatching(/^Группа Т-2/) },
        ],
      });
      expect((await post('/appointment/check', { ...fields(), id })).body).toEqual({ clashes: [] });

      // 'remove' takes the substitution away.
      const removed = await post('/appointment/update', {
        ...fields({ is_substitute: 'remove' }),
        id,
        version: 2,
      });
      expect(removed).toMatchObject({
        status: 200,
        body: { is_substitute: null, subject_substitute: '', substitute: null, version: 3 },
      });
      expect((await post('/appointment/remove', { id })).status).toBe(200);
    });

    it('copies this week to the next once, skipping what would clash', async () => {
      const crossSite = await get('/appointments/copy?location=901', methodist, {
        'Sec-Fetch-Site': 'cross-site',
      });
      expect(crossSite.status).toBe(403);
      const first = await get('/appointments/copy?location=901');
      expect(first).toEqual({ status: 200, body: { copied: 3, skipped: [] } });
      const next = await plan('location=901&date_from=2026-03-23&date_to=2026-03-29');
      expect(next.map((row) => [row.date, row.name_group, row.is_substitute])).toEqual([
        ['2026-03-23 08:00:00', 'Т-1', null],
        ['2026-03-23 10:00:00', 'Т-1', null],
        ['2026-03-25 10:00:00', 'Т-2', null],
      ]);
      expect((await auditOf(next[0].id)).map((entry) => entry.action)).toEqual(['copy']);
      const second = await get('/appointments/copy?location=901');
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({ copied: 0 });
      expect((second.body as { skipped: unknown[] }).skipped).toHaveLength(3);
      expect(await plan('location=901&date_from=2026-03-23&date_to=2026-03-29')).toHaveLength(3);
    });

    it('answers 404 for another branch’s rows and 403 to a teacher or a parent', async () => {
      expect((await get('/appointments/get?location=901', otherBranch)).status).toBe(404);
      expect(
        (await post('/appointment/update', { ...fields(), id: 9501, version: 1 }, otherBranch)).status,
      ).toBe(404);
      expect((await post('/appointment/remove', { id: 9501 }, otherBranch)).status).toBe(404);
      expect((await post('/appointment/add', fields({ group_id: 9101 }), otherBranch)).status).toBe(404);
      expect((await get('/appointments/copy?location=901', otherBranch)).status).toBe(404);
      const brestTeacher = await post(
        '/appointment/add',
        fields({ is_substitute: brest, subject_substitute: 'Шахматы' }),
      );
      expect(brestTeacher.status).toBe(404);
      expect((await get('/appointments/get?location=901', teacher)).status).toBe(403);
      expect((await get('/appointments/get?location=901', parent)).status).toBe(403);
      expect((await post('/appointment/add', fields(), teacher)).status).toBe(403);
    });
  },
);
