import { STALE_VERSION_MESSAGE, type Makeup } from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { MAKEUP_MESSAGES as M } from './messages';

// TEST_NOW is Monday 2026-03-16, 12:00 in Minsk: the branch's today is 2026-03-16. Groups 9101 and 9102 meet
// on Mondays and Wednesdays.

type Json = Record<string, unknown> & { message?: string; errors?: Record<string, string> };

describe.each(TEST_DATABASES)(
  'makeups: GET /get/temporary_arrangement, POST /update and /delete/temporary_arrangement on %s',
  (kind) => {
    let db: TestDb;
    let server: TestServer;
    let methodist: string;
    let otherBranch: string;
    let teacher: string;
    let admin: string;

    beforeAll(async () => {
      db = await createTestDb(kind, { school: 30 });
      await insertRows(db, 'locations', [
        { id: 901, name: 'Тест-Минск', city: 'Минск', country_id: 1, contract_prefix: 'ТМ' },
        { id: 902, name: 'Тест-Брест', city: 'Брест', country_id: 1, contract_prefix: 'ТБ' },
      ]);
      const group = (id: number, short_name: string, course_id: number, location_id: number) => ({
        id,
        short_name,
        course_id,
        location_id,
        weeks: 0,
        price_per_week: '0.00',
        day_of_the_week: '{0,2}',
      });
      await insertRows(db, 'groups', [
        group(9101, 'Т-Сад-1', 6, 901),
        group(9102, 'Т-Сад-2', 6, 901),
        group(9103, 'Т-Англ', 7, 901),
        group(9104, 'Б-Сад', 6, 902),
        { ...group(9106, 'Т-Сад-3', 6, 901), day_of_the_week: '{}' },
        group(9107, 'Т-Сад-старая', 6, 901),
      ]);
      await db.query('UPDATE groups SET removed_at = $1 WHERE id = 9107', [TEST_NOW]);
      const contract = (id: number, number: string, status: string, extra: Record<string, unknown> = {}) => ({
        id,
        number,
        full_name: `Клиент ${number}`,
        phone: '+375 29 111-22-33',
        kid_name: `Ребёнок ${number}`,
        course_id: 6,
        group_id: 9101,
        location_id: 901,
        status,
        children_club: true,
        requisite_id: 1,
        ...extra,
      });
      await insertRows(db, 'contracts', [
        contract(9201, 'ТМ-00001', 'active'),
        contract(9203, 'ТБ-00001', 'active', { location_id: 902, group_id: 9104 }),
        contract(9204, 'ТМ-00003', 'cancelled'),
      ]);
      const makeup = (id: number, contract_id: number, group_id: number, date: string, status = 'new') => ({
        id,
        contract_id,
        from_group_id: contract_id === 9203 ? 9104 : 9101,
        group_id,
        date,
        status,
      });
      await insertRows(db, 'temporary_arrangements', [
        makeup(9301, 9201, 9102, '2026-03-18'),
        makeup(9302, 9201, 9102, '2026-03-23'),
        makeup(9303, 9203, 9104, '2026-03-18'),
        makeup(9304, 9204, 9102, '2026-03-25'),
        makeup(9305, 9201, 9102, '2026-03-09', 'done'),
      ]);
      const staff = (email: string, roles: string[], locations: number[]) =>
        addStaffUser(db, { email, shortName: email, roles, locations });
      await staff('met.901@school.test', ['methodist'], [901]);
      await staff('met.902@school.test', ['methodist'], [902]);
      await staff('teach.901@school.test', ['teacher'], [901]);
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

    const post = async (path: string, json: unknown, cookie = methodist) => {
      const response = await server.request(`/api${path}`, { method: 'POST', json, cookie });
      return { status: response.status, body: (await response.json()) as Json };
    };
    const list = async (cookie = methodist) => {
      const response = await server.request('/api/get/temporary_arrangement', { cookie });
      expect(response.status).toBe(200);
      return (await response.json()) as Makeup[];
    };
    const byId = async (id: number) => (await list(admin)).find((row) => row.id_temporary_arrangement === id);
    const auditOf = (id: number) =>
      db.query<{
        action: string;
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
      }>(
        `SELECT action, before, after FROM audit_log WHERE entity = 'temporary_arrangement' AND entity_id = $1
          ORDER BY id`,
        [String(id)],
      );
    const update = (id: number, body: Record<string, unknown>, cookie = methodist) =>
      post(
        '/update/temporary_arrangement',
        { id_temporary_arrangement: id, group_for_temporary_arrangement: 9102, ...body },
        cookie,
      );

    it('lists the makeups of the user’s branches, latest date first, with the groups they may move to', async () => {
      const rows = await list();
      expect(rows.map((row) => row.id_temporary_arrangement)).toEqual([9304, 9302, 9301, 9305]);
      const first = rows.find((row) => row.id_temporary_arrangement === 9301);
      expect(first).toMatchObject({
        contract_id: 9201,
        name: 'Ребёнок ТМ-00001',
        number: 'ТМ-00001',
        current_group: 'Т-Сад-1',
        current_group_id: 9101,
        group_for_temporary_arrangement: 9102,
        name_group: 'Т-Сад-2',
        location_id: 901,
        date: '2026-03-18',
        status: 'new',
        version: 1,
      });
      // The course's other groups in the branch: not the contract's own, another course's or a removed one.
      expect(first?.list_group.map((option) => option.group_for_temporary_arrangement)).toEqual([9102, 9106]);
      expect(first?.list_group[0]).toMatchObject({ group_id: 9102, name_group: 'Т-Сад-2' });
      expect(first?.list_group[0].date.slice(0, 3)).toEqual(['2026-03-16', '2026-03-18', '2026-03-23']);
      expect(first?.list_group[1].date).toEqual([]);
      // A cancelled contract's makeup moves nowhere.
      expect(rows.find((row) => row.id_temporary_arrangement === 9304)?.list_group).toEqual([]);
      expect((await list(otherBranch)).map((row) => row.id_temporary_arrangement)).toEqual([9303]);
      expect((await list(admin)).map((row) => row.id_temporary_arrangement)).toContain(9303);
    });

    it('refuses the list and the changes to a role without group.view and group.modify', async () => {
      const response = await server.request('/api/get/temporary_arrangement', { cookie: teacher });
      expect(response.status).toBe(403);
      expect((await update(9301, { date: '2026-03-25', version: 1 }, teacher)).status).toBe(403);
      expect(
        (await post('/delete/temporary_arrangement', { id_temporary_arrangement: 9301 }, teacher)).status,
      ).toBe(403);
      expect((await byId(9301))?.version).toBe(1);
    });

    it('changes the group or the date by the assignment’s rules, from the version read, with an audit row', async () => {
      const refusals: [Record<string, unknown>, number, Json][] = [
        [{ date: '2026-03-23' }, 409, { message: M.taken }],
        [{ date: '2026-03-17' }, 422, { errors: { date: M.noLesson } }],
        [{ date: '2026-03-11' }, 422, { errors: { date: M.past } }],
        [
          { group_for_temporary_arrangement: 9103 },
          422,
          { errors: { group_for_temporary_arrangement: M.group } },
        ],
        [
          { group_for_temporary_arrangement: 9101 },
          422,
          { errors: { group_for_temporary_arrangement: M.group } },
        ],
        [
          { group_for_temporary_arrangement: 9107 },
          422,
          { errors: { group_for_temporary_arrangement: M.group } },
        ],
        [{ status: 'done' }, 422, { errors: { status: M.early } }],
      ];
      for (const [body, status, expected] of refusals) {
        const answer = await update(9301, { date: '2026-03-18', version: 1, ...body });
        expect({ body, status: answer.status }).toEqual({ body, status });
        expect(answer.body).toMatchObject(expected);
      }
      expect(
        (await update(9301, { group_for_temporary_arrangement: 9104, date: '2026-03-18', version: 1 }))
          .status,
      ).toBe(404);
      expect((await update(9301, { date: '2026-03-25', version: 1 }, otherBranch)).status).toBe(404);
      const missing = await post('/update/temporary_arrangement', {
        id_temporary_arrangement: 9301,
        version: 1,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toHaveProperty('date');
      expect(missing.body.errors).toHaveProperty('group_for_temporary_arrangement');
      expect(await auditOf(9301)).toEqual([]);

      const moved = await update(9301, { date: '2026-03-25', version: 1 });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ id_temporary_arrangement: 9301, date: '2026-03-25', version: 2 });
      expect(await update(9301, { date: '2026-03-30', version: 1 })).toEqual({
        status: 409,
        body: { statusCode: 409, message: STALE_VERSION_MESSAGE },
      });
      // A group without a timetable meets on any day.
      const regrouped = await update(9301, {
        group_for_temporary_arrangement: 9106,
        date: '2026-03-17',
        version: 2,
      });
      expect(regrouped.status).toBe(200);
      expect(regrouped.body).toMatchObject({ group_for_temporary_arrangement: 9106, name_group: 'Т-Сад-3' });
      const audits = await auditOf(9301);
      expect(audits.map((row) => row.action)).toEqual(['update', 'update']);
      expect(audits[0].before).toMatchObject({ group_id: 9102, date: '2026-03-18', version: 1 });
      expect(audits[0].after).toMatchObject({ group_id: 9102, date: '2026-03-25', version: 2 });
      expect(await byId(9301)).toMatchObject({
        group_for_temporary_arrangement: 9106,
        date: '2026-03-17',
        version: 3,
      });
    });

    it('marks a past makeup done or missed; a marked or cancelled contract’s makeup does not move', async () => {
      const marked = await update(9305, { date: '2026-03-25', version: 1 });
      expect(marked).toMatchObject({ status: 422, body: { errors: { status: M.marked } } });
      const gap = await update(9305, { date: '2026-03-09', status: 'gap', version: 1 });
      expect(gap.status).toBe(200);
      expect(gap.body).toMatchObject({ status: 'gap', date: '2026-03-09', version: 2 });
      // Back to assigned and moved in one change.
      const back = await update(9305, { date: '2026-03-30', status: 'new', version: 2 });
      expect(back.body).toMatchObject({ status: 'new', date: '2026-03-30', version: 3 });
      expect(await update(9304, { date: '2026-03-30', version: 1 })).toMatchObject({
        status: 409,
        body: { message: M.closed },
      });
    });

    it('deletes a makeup from the version read; the audit row keeps it', async () => {
      const remove = (body: Record<string, unknown>, cookie = methodist) =>
        post('/delete/temporary_arrangement', { id_temporary_arrangement: 9302, ...body }, cookie);
      expect((await remove({ version: 1 }, otherBranch)).status).toBe(404);
      expect((await remove({ version: 4 })).status).toBe(409);
      expect(await remove({ version: 1 })).toEqual({ status: 200, body: { status: 'OK' } });
      expect(await byId(9302)).toBeUndefined();
      expect((await remove({})).status).toBe(404);
      const audits = await auditOf(9302);
      expect(audits).toEqual([
        {
          action: 'delete',
          before: expect.objectContaining({
            id: 9302,
            contract_id: 9201,
            group_id: 9102,
            date: '2026-03-23',
          }),
          after: null,
        },
      ]);
    });
  },
);
