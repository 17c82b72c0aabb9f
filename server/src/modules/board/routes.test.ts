import type { BoardGroup, StudentsUpdateResponse } from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, TEST_TODAY, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

type Refusal = { message: string; errors?: Record<string, string> };

describe.each(TEST_DATABASES)('board: GET /api/group/students, POST /students/update on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let methodist: string;
  let otherBranch: string;
  let contractId: number;
  let fromGroup: number;
  let toGroup: number;
  let otherCourseGroup: number;

  const post = (json: unknown, cookie = methodist) =>
    server.request('/api/students/update', { method: 'POST', json, cookie });
  const columns = (show: 'preview' | 'commit', moved: boolean) => ({
    students_update: [
      { show, id: fromGroup, name: 'А', students: moved ? [] : [{ id: contractId, name: 'x' }] },
      { show, id: toGroup, name: 'Б', students: moved ? [{ id: contractId, name: 'x' }] : [] },
    ],
  });
  const tuition = () =>
    db.query<{ due_date: string; amount: string; void: boolean }>(
      `SELECT to_char(due_date, 'YYYY-MM-DD') AS due_date, amount::text AS amount, void FROM receivables
        WHERE contract_id = $1 AND type = 'tuition' ORDER BY id`,
      [contractId],
    );

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    await addStaffUser(db, {
      email: 'meth.gm@school.test',
      shortName: 'Методист ГМ',
      roles: ['methodist'],
      locations: [12],
    });
    // A pupil of a Minsk group at 40.00 a week with four weekly-priced instalments, two of them due after today.
    const [group] = await db.query<{ id: number; course_id: number }>(
      `SELECT id, course_id FROM groups WHERE location_id = 3 AND removed_at IS NULL ORDER BY id LIMIT 1`,
    );
    fromGroup = group.id;
    await db.query(`UPDATE groups SET price_per_week = 40.00 WHERE id = $1`, [fromGroup]);
    const [other] = await db.query<{ id: number }>(
      `INSERT INTO groups (short_name, course_id, location_id, price_per_week) VALUES ('Доска-Б', $1, 3, 50.00)
       RETURNING id`,
      [group.course_id],
    );
    toGroup = other.id;
    const [course] = await db.query<{ id: number }>(`SELECT id FROM courses WHERE id <> $1 LIMIT 1`, [
      group.course_id,
    ]);
    const [foreign] = await db.query<{ id: number }>(
      `INSERT INTO groups (short_name, course_id, location_id, price_per_week) VALUES ('Доска-В', $1, 3, 50.00)
       RETURNING id`,
      [course.id],
    );
    otherCourseGroup = foreign.id;
    const [contract] = await db.query<{ id: number }>(
      `INSERT INTO contracts (number, full_name, kid_name, course_id, group_id, location_id, status, full_price)
       VALUES ('BOARD-1', 'Родитель Доски', 'Ученик Доски', $1, $2, 3, 'active', 1480.00) RETURNING id`,
      [group.course_id, fromGroup],
    );
    contractId = contract.id;
    // 4 weeks, 3 weeks (one kopeck less: a rounded split), 10 weeks, 20 weeks.
    await db.query(
      `INSERT INTO receivables (contract_id, type, due_date, amount) VALUES
         ($1, 'tuition', '2026-02-01', 160.00), ($1, 'tuition', '2026-03-01', 119.99),
         ($1, 'tuition', $2::date, 400.01), ($1, 'tuition', '2026-05-01', 800.00),
         ($1, 'lunch', '2026-05-01', 30.00)`,
      [contractId, TEST_TODAY],
    );
    server = await startTestServer(db, { now: TEST_NOW });
    methodist = await server.signIn('methodist@school.test');
    otherBranch = await server.signIn('meth.gm@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  it('answers the chosen groups with their pupils, and 404 for a group of another branch', async () => {
    const response = await server.request(`/api/group/students?ids=${fromGroup},${toGroup}`, {
      cookie: methodist,
    });
    expect(response.status).toBe(200);
    const groups = (await response.json()) as BoardGroup[];
    expect(groups.map((g) => g.id)).toEqual([fromGroup, toGroup]);
    expect(groups[0].students).toContainEqual({ id: contractId, name: 'Ученик Доски' });
    expect(groups[1]).toEqual({ id: toGroup, short_name: 'Доска-Б', students: [] });
    const foreign = await server.request(`/api/group/students?ids=${fromGroup}`, { cookie: otherBranch });
    expect(foreign.status).toBe(404);
  });

  it('previews the move without changing anything', async () => {
    const before = await tuition();
    const response = await post(columns('preview', true));
    expect(response.status).toBe(200);
    expect((await response.json()) as StudentsUpdateResponse).toEqual({
      show: [
        {
          id_students: contractId,
          student_name: 'Ученик Доски',
          old_group: fromGroup,
          new_group: toGroup,
          name_group: 'Доска-Б',
        },
      ],
    });
    expect(await tuition()).toEqual(before);
    const [contract] = await db.query<{ group_id: number }>('SELECT group_id FROM contracts WHERE id = $1', [
      contractId,
    ]);
    expect(contract.group_id).toBe(fromGroup);
    expect((await post(columns('preview', false))).status).toBe(200);
  });

  it('refuses another course, a mix of preview and commit, and another branch', async () => {
    const course = await post({
      students_update: [
        { show: 'preview', id: fromGroup, students: [] },
        { show: 'preview', id: otherCourseGroup, students: [{ id: contractId }] },
      ],
    });
    expect(course.status).toBe(400);
    expect(((await course.json()) as Refusal).message).toContain('курса');
    const mixed = await post({
      students_update: [
        { show: 'preview', id: fromGroup, students: [] },
        { show: 'commit', id: toGroup, students: [{ id: contractId }] },
      ],
    });
    expect(mixed.status).toBe(400);
    expect((await post(columns('commit', true), otherBranch)).status).toBe(404);
    const [contract] = await db.query<{ group_id: number }>('SELECT group_id FROM contracts WHERE id = $1', [
      contractId,
    ]);
    expect(contract.group_id).toBe(fromGroup);
  });

  it('commits: the group changes, the tuition from today is re-priced at 50/40 (old rows void), audit rows', async () => {
    const response = await post(columns('commit', true));
    expect(response.status).toBe(200);
    expect(((await response.json()) as StudentsUpdateResponse).show).toHaveLength(1);
    const [contract] = await db.query<{ group_id: number; full_price: string }>(
      'SELECT group_id, full_price::text AS full_price FROM contracts WHERE id = $1',
      [contractId],
    );
    expect(contract.group_id).toBe(toGroup);
    // 400.01 + 800.00 = 1200.01 -> x1.25 = 1500.0125 -> 1500.01; the running rounding gives 500.01 + 1000.00.
    expect(await tuition()).toEqual([
      { due_date: '2026-02-01', amount: '160.00', void: false },
      { due_date: '2026-03-01', amount: '119.99', void: false },
      { due_date: TEST_TODAY, amount: '400.01', void: true },
      { due_date: '2026-05-01', amount: '800.00', void: true },
      { due_date: TEST_TODAY, amount: '500.01', void: false },
      { due_date: '2026-05-01', amount: '1000.00', void: false },
    ]);
    expect(contract.full_price).toBe('1780.00');
    const moves = await db.query<{ from_group_id: number; to_group_id: number; moved_on: string }>(
      `SELECT from_group_id, to_group_id, to_char(moved_on, 'YYYY-MM-DD') AS moved_on FROM group_moves
        WHERE contract_id = $1`,
      [contractId],
    );
    expect(moves).toEqual([{ from_group_id: fromGroup, to_group_id: toGroup, moved_on: TEST_TODAY }]);
    const audit = await db.query<{ entity: string; action: string }>(
      `SELECT entity, action FROM audit_log
        WHERE (entity = 'contract' AND entity_id = $1)
           OR (entity = 'receivable' AND entity_id IN (SELECT id::text FROM receivables WHERE contract_id = $2))
        ORDER BY id`,
      [String(contractId), contractId],
    );
    expect(
      audit
        .filter((row) => row.entity === 'receivable')
        .map((row) => row.action)
        .sort(),
    ).toEqual(['create', 'create', 'void', 'void']);
    expect(audit).toContainEqual({ entity: 'contract', action: 'move' });
    // The board now shows the pupil in the new group; a second commit of the same columns moves nothing.
    const again = await post(columns('commit', true));
    expect(((await again.json()) as StudentsUpdateResponse).show).toEqual([]);
  });
});
