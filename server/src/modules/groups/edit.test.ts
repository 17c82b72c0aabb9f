import type { EntitiesTypes, Group, GroupOptions } from '@school/shared-api/contracts';
import { STALE_VERSION_MESSAGE } from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

type Refusal = { message: string; errors?: Record<string, string> };

describe.each(TEST_DATABASES)('POST /api/group/add, /group/update, /group/remove on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let methodist: string;
  let teacherIn: number;
  let teacherOut: number;

  const post = (path: string, json: unknown, cookie = methodist) =>
    server.request(`/api${path}`, { method: 'POST', json, cookie });
  const get = async <T>(path: string, cookie = methodist): Promise<T> => {
    const response = await server.request(`/api${path}`, { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const auditOf = (id: number) =>
    db.query<{
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }>(`SELECT action, before, after FROM audit_log WHERE entity = 'group' AND entity_id = $1 ORDER BY id`, [
      String(id),
    ]);
  const schoolYear = () => ({
    short_name: 'Т-Робо-Пн',
    course: 1,
    location: 901,
    teacher: [teacherIn],
    start_date: '2026-09-01',
    camp: false,
    day_of_the_week: [2, 0, 2],
    training_day: ['2026-06-01'],
    weeks: 36,
    price_per_week: '45.5',
  });
  const add = async (body: unknown): Promise<Group> => {
    const response = await post('/group/add', body);
    expect(response.status).toBe(200);
    return (await response.json()) as Group;
  };

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    await insertRows(db, 'locations', [{ id: 901, name: 'Тест-Минск', city: 'Минск', country_id: 1 }]);
    teacherIn = await addStaffUser(db, {
      email: 'g.teacher@school.test',
      shortName: 'Учитель филиала',
      roles: ['teacher'],
      locations: [901],
    });
    teacherOut = await addStaffUser(db, {
      email: 'g.other@school.test',
      shortName: 'Учитель другого филиала',
      roles: ['teacher'],
      locations: [3],
    });
    await addStaffUser(db, {
      email: 'g.methodist@school.test',
      shortName: 'Методист филиала',
      roles: ['methodist'],
      locations: [901],
    });
    server = await startTestServer(db, { now: TEST_NOW });
    methodist = await server.signIn('g.methodist@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  it('offers the branch with its currency, its country’s courses and its teachers', async () => {
    const options = await get<GroupOptions>('/group/options/get');
    expect(options.locations).toHaveLength(1);
    const [branch] = options.locations;
    expect(branch).toMatchObject({ value: 901, currency: 'BYN' });
    expect(branch.courses.map((course) => course.value)).toContain(1);
    expect(branch.courses.map((course) => course.value)).not.toContain(5);
    expect(branch.teachers).toContainEqual({ value: teacherIn, label: 'Учитель филиала' });
    expect(branch.teachers.map((teacher) => teacher.value)).not.toContain(teacherOut);
  });

  it('adds a school-year group with its days only, the price to kopecks, and an audit row', async () => {
    const group = await add(schoolYear());
    expect(group).toMatchObject({
      short_name: 'Т-Робо-Пн',
      teacher: [teacherIn],
      camp: false,
      day_of_the_week: [0, 2],
      training_day: [],
      price_per_week: '45.50',
      currency: 'BYN',
      students_count: 0,
      timing: false,
      version: 1,
    });
    const [row] = await auditOf(group.id);
    expect(row).toMatchObject({ action: 'create', before: null, after: { price_per_week: '45.50' } });
    const list = await get<Group[]>('/group/get');
    expect(list.map((item) => item.id)).toContain(group.id);
  });

  it('adds a camp with its training days and timing', async () => {
    const group = await add({
      ...schoolYear(),
      short_name: 'Т-Лагерь',
      course: 8,
      camp: true,
      training_day: ['2026-06-02', '2026-06-01'],
      timing: true,
    });
    expect(group).toMatchObject({
      day_of_the_week: [],
      training_day: ['2026-06-01', '2026-06-02'],
      timing: true,
    });
  });

  it('refuses a group without weeks, days, a course of the country or a teacher of the branch', async () => {
    const refusal = async (body: unknown, field: string) => {
      const response = await post('/group/add', body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as Refusal;
      expect(Object.keys(answer.errors ?? {})).toContain(field);
      return answer.message;
    };
    const { weeks: _weeks, ...noWeeks } = schoolYear();
    await refusal(noWeeks, 'weeks');
    await refusal({ ...schoolYear(), weeks: 0 }, 'weeks');
    await refusal({ ...schoolYear(), day_of_the_week: [] }, 'day_of_the_week');
    await refusal({ ...schoolYear(), camp: true, training_day: [] }, 'training_day');
    expect(await refusal({ ...schoolYear(), course: 5 }, 'course')).toBe('Курс не ведётся в стране филиала');
    expect(await refusal({ ...schoolYear(), teacher: [teacherOut] }, 'teacher')).toMatch(
      /не работает в филиале/,
    );
  });

  it('does not add a group in another user’s branch', async () => {
    const response = await post('/group/add', { ...schoolYear(), location: 3, teacher: [] });
    expect(response.status).toBe(404);
  });

  it('updates from the version read, with the audit row, and refuses a stale version', async () => {
    const group = await add({ ...schoolYear(), short_name: 'Т-Изменяемая' });
    const { id, students_count: _count, currency: _currency, ...fields } = group;
    const response = await post('/group/update', { id, ...fields, price_per_week: '50', weeks: 30 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, price_per_week: '50.00', weeks: 30, version: 2 });
    const stale = await post('/group/update', { id, ...fields, weeks: 20 });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as Refusal).message).toBe(STALE_VERSION_MESSAGE);
    const rows = await auditOf(id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(rows[1].before).toMatchObject({ price_per_week: '45.50', weeks: 36 });
    expect(rows[1].after).toMatchObject({ price_per_week: '50.00', weeks: 30, version: 2 });
  });

  it('removes a group without pupils softly: gone from the list and the reference list', async () => {
    const group = await add({ ...schoolYear(), short_name: 'Т-Удаляемая' });
    const response = await post('/group/remove', { id: group.id, version: group.version });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'OK', moved: 0 });
    expect((await get<Group[]>('/group/get')).map((item) => item.id)).not.toContain(group.id);
    const entities = await get<EntitiesTypes>('/entities-types/get');
    expect(entities.group.map((option) => option.value)).not.toContain(group.id);
    const [stored] = await db.query<{ removed: boolean }>(
      'SELECT removed_at IS NOT NULL AS removed FROM groups WHERE id = $1',
      [group.id],
    );
    expect(stored.removed).toBe(true);
    expect((await auditOf(group.id)).map((row) => row.action)).toEqual(['create', 'delete']);
    expect((await post('/group/remove', { id: group.id })).status).toBe(404);
  });

  it('removes a group with pupils only when told where they go, and moves them there', async () => {
    const from = await add({ ...schoolYear(), short_name: 'Т-С-учениками' });
    const to = await add({ ...schoolYear(), short_name: 'Т-Куда', price_per_week: '45.5' });
    const other = await add({ ...schoolYear(), short_name: 'Т-Другой-курс', course: 2 });
    const contract = (id: number, status: string) => ({
      id,
      number: `GR-${id}`,
      full_name: `Родитель ${id}`,
      course_id: 1,
      group_id: from.id,
      location_id: 901,
      status,
    });
    await insertRows(db, 'contracts', [
      contract(9301, 'active'),
      contract(9302, 'new'),
      contract(9303, 'closed'),
    ]);

    const refused = await post('/group/remove', { id: from.id });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Refusal).message).toBe(
      'В группе 2 ученика: выберите группу, в которую их перевести (move_to)',
    );
    expect((await post('/group/remove', { id: from.id, move_to: other.id })).status).toBe(400);
    expect((await post('/group/remove', { id: from.id, move_to: from.id })).status).toBe(400);

    const response = await post('/group/remove', { id: from.id, move_to: to.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'OK', moved: 2 });
    const contracts = await db.query<{ id: number; group_id: number }>(
      'SELECT id, group_id FROM contracts WHERE id = ANY($1::int[]) ORDER BY id',
      [[9301, 9302, 9303]],
    );
    expect(contracts).toEqual([
      { id: 9301, group_id: to.id },
      { id: 9302, group_id: to.id },
      { id: 9303, group_id: from.id },
    ]);
    const moves = await db.query<{ contract_id: number; from_group_id: number; to_group_id: number }>(
      'SELECT contract_id, from_group_id, to_group_id FROM group_moves WHERE from_group_id = $1 ORDER BY contract_id',
      [from.id],
    );
    expect(moves).toEqual([
      { contract_id: 9301, from_group_id: from.id, to_group_id: to.id },
      { contract_id: 9302, from_group_id: from.id, to_group_id: to.id },
    ]);
    const list = await get<Group[]>('/group/get');
    expect(list.find((item) => item.id === to.id)?.students_count).toBe(2);
    expect(list.map((item) => item.id)).not.toContain(from.id);
  });

  it('needs group.add, group.modify and group.remove', async () => {
    const accountant = await server.signIn('accountant@school.test');
    expect((await post('/group/add', schoolYear(), accountant)).status).toBe(403);
    expect((await post('/group/update', { ...schoolYear(), id: 1, version: 1 }, accountant)).status).toBe(
      403,
    );
    expect((await post('/group/remove', { id: 1 }, accountant)).status).toBe(403);
  });
});
