import { STALE_VERSION_MESSAGE, type DebitCreditLine } from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { ACTION_MESSAGES } from './messages';

// TEST_NOW is Monday 2026-03-16, 12:00 in Minsk: the branch's today is 2026-03-16.
const TODAY = '2026-03-16';

type Json = Record<string, unknown> & { message?: string; errors?: Record<string, string> };

describe.each(TEST_DATABASES)('the contract page actions on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let accountant: string;
  let otherBranch: string;
  let methodist: string;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    await insertRows(db, 'locations', [
      { id: 901, name: 'Тест-Минск', city: 'Минск', country_id: 1, contract_prefix: 'ТМ' },
      { id: 902, name: 'Тест-Батуми', city: 'Батуми', country_id: 2, contract_prefix: 'ТБ' },
    ]);
    const group = (id: number, short_name: string, course_id: number, location_id: number) => ({
      id,
      short_name,
      course_id,
      location_id,
      start_date: null as string | null,
      weeks: 0,
      price_per_week: '0.00',
      day_of_the_week: '{0,2}',
    });
    await insertRows(db, 'groups', [
      group(9101, 'Т-Сад-1', 6, 901),
      group(9102, 'Т-Сад-2', 6, 901),
      { ...group(9103, 'Т-Англ', 7, 901), start_date: '2026-04-06', weeks: 10, price_per_week: '33.33' },
      group(9104, 'Б-Сад', 6, 902),
      group(9105, 'Т-Робо', 1, 901),
      { ...group(9106, 'Т-Сад-3', 6, 901), day_of_the_week: '{}' },
    ]);
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
      contract(9202, 'ТМ-00002', 'new', { course_id: 1, group_id: 9105, children_club: false }),
      contract(9203, 'ТБ-00001', 'active', { location_id: 902, group_id: 9104 }),
      contract(9204, 'ТМ-00003', 'cancelled'),
      contract(9205, 'ТМ-00004', 'new'),
      contract(9206, 'ТМ-00005', 'active'),
    ]);
    const receivable = (id: number, contract_id: number, due_date: string, amount: string, extra = {}) => ({
      id,
      contract_id,
      type: 'tuition',
      due_date,
      amount,
      void: false,
      ...extra,
    });
    await insertRows(db, 'receivables', [
      receivable(99001, 9201, '2026-02-01', '100.10'),
      receivable(99002, 9201, TODAY, '100.00'),
      receivable(99003, 9201, '2026-03-17', '100.00'),
      receivable(99004, 9201, '2026-04-01', '100.00'),
      receivable(99005, 9201, '2026-03-10', '20.05', { type: 'lunch', void: true }),
      receivable(99011, 9202, '2026-03-01', '50.00'),
      receivable(99012, 9202, TODAY, '50.00'),
      receivable(99013, 9202, '2026-03-17', '50.00'),
      receivable(99014, 9202, '2026-05-01', '50.00'),
    ]);
    await insertRows(db, 'payments', [
      { id: 99101, contract_id: 9201, date: '2026-02-05', amount: '150.15' },
    ]);
    await addStaffUser(db, {
      email: 'acc.901@school.test',
      shortName: 'Бухгалтер',
      roles: ['accountant'],
      locations: [901],
    });
    await addStaffUser(db, {
      email: 'acc.902@school.test',
      shortName: 'Бухгалтер Б',
      roles: ['accountant'],
      locations: [902],
    });
    await addStaffUser(db, {
      email: 'met.901@school.test',
      shortName: 'Методист',
      roles: ['methodist'],
      locations: [901],
    });
    server = await startTestServer(db, { now: TEST_NOW });
    accountant = await server.signIn('acc.901@school.test');
    otherBranch = await server.signIn('acc.902@school.test');
    methodist = await server.signIn('met.901@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const post = async (path: string, json: unknown, cookie = accountant, key?: string) => {
    const response = await server.request(`/api${path}`, {
      method: 'POST',
      json,
      cookie,
      headers: key ? { 'idempotency-key': key } : undefined,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const get = async (path: string, cookie = accountant) => {
    const response = await server.request(`/api${path}`, { cookie });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params))[0];
  const auditCount = async (entity: string, action: string) =>
    (
      await one<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE entity = $1 AND action = $2', [
        entity,
        action,
      ])
    ).n;
  const balance = async (contractId: number) =>
    (
      await one<{ balance: string }>(
        `SELECT ((SELECT COALESCE(SUM(amount), 0) FROM receivables WHERE contract_id = $1 AND NOT void)
               - (SELECT COALESCE(SUM(amount), 0) FROM payments WHERE contract_id = $1))::text AS balance`,
        [contractId],
      )
    ).balance;

  describe('POST /contract/cancel', () => {
    it('refuses a stale version, an unknown reason, another branch and a role without contract.modify', async () => {
      const stale = await post('/contract/cancel', { contract_id: 9202, reason: 'Переезд', version: 7 });
      expect(stale).toEqual({ status: 409, body: { statusCode: 409, message: STALE_VERSION_MESSAGE } });
      const unknown = await post('/contract/cancel', { contract_id: 9202, reason: 'Надоело', version: 1 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ reason: ACTION_MESSAGES.reasonUnknown });
      const empty = await post('/contract/cancel', { contract_id: 9202, reason: ' ', version: 1 });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toHaveProperty('reason');
      expect(
        (await post('/contract/cancel', { contract_id: 9202, reason: 'Переезд', version: 1 }, otherBranch))
          .status,
      ).toBe(404);
      expect(
        (await post('/contract/cancel', { contract_id: 9202, reason: 'Переезд', version: 1 }, methodist))
          .status,
      ).toBe(403);
      expect(await one('SELECT status, version FROM contracts WHERE id = 9202')).toEqual({
        status: 'new',
        version: 1,
      });
    });

    it("cancels on the branch's today, voids exactly the receivables due after it, with audit rows", async () => {
      const voidsBefore = await auditCount('receivable', 'void');
      const answer = await post('/contract/cancel', { contract_id: 9202, reason: 'Переезд', version: 1 });
      expect(answer).toEqual({
        status: 200,
        body: { contract: { contract_id: 9202, status: 'cancelled', version: 2 } },
      });
      expect(
        await one(
          "SELECT status, to_char(cancelled_on, 'YYYY-MM-DD') AS cancelled_on, cancel_reason FROM contracts WHERE id = 9202",
        ),
      ).toEqual({ status: 'cancelled', cancelled_on: TODAY, cancel_reason: 'Переезд' });
      const rows = await db.query<{ id: number; void: boolean }>(
        'SELECT id, void FROM receivables WHERE contract_id = 9202 ORDER BY id',
      );
      expect(rows).toEqual([
        { id: 99011, void: false },
        { id: 99012, void: false },
        { id: 99013, void: true },
        { id: 99014, void: true },
      ]);
      expect(await auditCount('receivable', 'void')).toBe(voidsBefore + 2);
      const entry = await one<{ before: unknown; after: unknown }>(
        "SELECT before, after FROM audit_log WHERE entity = 'contract' AND entity_id = '9202' AND action = 'cancel'",
      );
      expect(entry).toEqual({
        before: { status: 'new', version: 1 },
        after: { status: 'cancelled', version: 2, cancelled_on: TODAY, cancel_reason: 'Переезд' },
      });
      // The page's data hides the voided lines and carries the new version.
      const data = (await get('/contract_data/get?id=9202')).body as {
        contract: { version: number; status: string };
        totals: { debit: string };
      };
      expect(data.contract).toMatchObject({ version: 2, status: 'cancelled' });
      expect(data.totals.debit).toBe('100.00');
    });

    it('refuses a contract that is no longer new or active', async () => {
      const again = await post('/contract/cancel', { contract_id: 9202, reason: 'Переезд', version: 2 });
      expect(again).toEqual({
        status: 409,
        body: { statusCode: 409, message: ACTION_MESSAGES.cancelNotAllowed },
      });
    });
  });

  describe('extension', () => {
    it('GET /contract/get_kg answers the kindergarten courses and their groups of the branch', async () => {
      expect(await get('/contract/get_kg?id=9201')).toEqual({
        status: 200,
        body: {
          courses: [
            { course_id: 7, name: 'Садик: английский для малышей' },
            { course_id: 6, name: 'Садик: подготовка к школе' },
          ],
          groups: [
            { group_id: 9103, short_name: 'Т-Англ', course_id: 7 },
            { group_id: 9101, short_name: 'Т-Сад-1', course_id: 6 },
            { group_id: 9102, short_name: 'Т-Сад-2', course_id: 6 },
            { group_id: 9106, short_name: 'Т-Сад-3', course_id: 6 },
          ],
        },
      });
      expect((await get('/contract/get_kg?id=9201', otherBranch)).status).toBe(404);
    });

    it('GET /contract/active/get answers the active contract with its debt by today, or an empty list', async () => {
      expect(await get('/contract/active/get?id=9201')).toEqual({
        status: 200,
        body: [{ contract_id: 9201, number: 'ТМ-00001', debt: '49.95' }],
      });
      expect(await get('/contract/active/get?id=9205')).toEqual({ status: 200, body: [] });
      expect((await get('/contract/active/get?id=9201', otherBranch)).status).toBe(404);
    });

    it('refuses what cannot be extended, changing nothing', async () => {
      const extend = (body: Record<string, unknown>) =>
        post('/contract/extend', { contract_id: 9201, course_id: 7, group_id: 9103, version: 1, ...body });
      expect(await extend({ version: 3 })).toMatchObject({
        status: 409,
        body: { message: STALE_VERSION_MESSAGE },
      });
      expect(await extend({ contract_id: 9202, version: 2 })).toMatchObject({
        status: 422,
        body: { message: ACTION_MESSAGES.extendOnlyKindergarten },
      });
      expect(await extend({ contract_id: 9205 })).toMatchObject({
        status: 409,
        body: { message: ACTION_MESSAGES.extendNotActive },
      });
      expect(await extend({ course_id: 1 })).toMatchObject({
        status: 422,
        body: { errors: { course_id: ACTION_MESSAGES.courseNotKindergarten } },
      });
      expect(await extend({ course_id: 6 })).toMatchObject({
        status: 422,
        body: { errors: { group_id: ACTION_MESSAGES.groupNotOfCourse } },
      });
      expect((await extend({ group_id: 9104, course_id: 6 })).status).toBe(404);
      expect(
        (
          await post(
            '/contract/extend',
            { contract_id: 9201, course_id: 7, group_id: 9103, version: 1 },
            otherBranch,
          )
        ).status,
      ).toBe(404);
      expect(await one('SELECT status, version FROM contracts WHERE id = 9201')).toEqual({
        status: 'active',
        version: 1,
      });
      expect(
        (await one<{ n: number }>('SELECT count(*)::int AS n FROM contracts WHERE predecessor_id = 9201')).n,
      ).toBe(0);
    });

    it('makes the successor, carries the balance over to the kopeck, closes the old one, with audit rows', async () => {
      const answer = await post(
        '/contract/extend',
        { contract_id: 9201, course_id: 7, group_id: 9103, version: 1 },
        accountant,
        'extend-9201',
      );
      expect(answer.status).toBe(200);
      const successorId = answer.body.contract_id as number;
      // The document's name as stored on the successor ('' while its template is missing).
      const { doc_name } = await one<{ doc_name: string }>(
        "SELECT COALESCE(doc_name, '') AS doc_name FROM contracts WHERE id = $1",
        [successorId],
      );
      expect(answer.body).toEqual({ contract_id: successorId, number: 'ТМ-00006', file_name: doc_name });
      // A double click (the same key) replays the answer: one successor.
      const replay = await post(
        '/contract/extend',
        { contract_id: 9201, course_id: 7, group_id: 9103, version: 1 },
        accountant,
        'extend-9201',
      );
      expect(replay).toEqual(answer);
      expect(
        (await one<{ n: number }>('SELECT count(*)::int AS n FROM contracts WHERE predecessor_id = 9201')).n,
      ).toBe(1);

      expect(await one('SELECT status, version FROM contracts WHERE id = 9201')).toEqual({
        status: 'closed',
        version: 2,
      });
      const old = await db.query<{
        id: number;
        type: string;
        due_date: string;
        amount: string;
        void: boolean;
      }>(
        `SELECT id, type, to_char(due_date, 'YYYY-MM-DD') AS due_date, amount::text AS amount, void
           FROM receivables WHERE contract_id = 9201 ORDER BY due_date, id`,
      );
      expect(old.filter((row) => row.void).map((row) => row.id)).toEqual([99005, 99003, 99004]);
      expect(old.filter((row) => row.type === 'carried_over')).toEqual([
        expect.objectContaining({ due_date: TODAY, amount: '-49.95', void: false }),
      ]);
      expect(await balance(9201)).toBe('0.00');

      const successor = await one<Record<string, unknown>>(
        `SELECT number, status, course_id, group_id, location_id, children_club, predecessor_id, full_name, kid_name,
                requisite_id, version, to_char(start_date, 'YYYY-MM-DD') AS start_date, full_price::text AS full_price
           FROM contracts WHERE id = $1`,
        [successorId],
      );
      expect(successor).toEqual({
        number: 'ТМ-00006',
        status: 'active',
        course_id: 7,
        group_id: 9103,
        location_id: 901,
        children_club: true,
        predecessor_id: 9201,
        full_name: 'Клиент ТМ-00001',
        kid_name: 'Ребёнок ТМ-00001',
        requisite_id: 1,
        version: 1,
        start_date: '2026-04-06',
        full_price: '333.30',
      });
      const lines = await db.query<{ type: string; due_date: string; amount: string }>(
        `SELECT type, to_char(due_date, 'YYYY-MM-DD') AS due_date, amount::text AS amount
           FROM receivables WHERE contract_id = $1 AND NOT void ORDER BY due_date, id`,
        [successorId],
      );
      expect(lines[0]).toEqual({ type: 'carried_over', due_date: TODAY, amount: '49.95' });
      const tuition = lines.filter((line) => line.type === 'tuition');
      expect(tuition.length).toBeGreaterThan(0);
      expect(tuition.every((line) => line.due_date >= '2026-04-06')).toBe(true);
      const cents = tuition.reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0);
      expect(cents).toBe(33330);
      expect(await balance(successorId)).toBe('383.25');

      const audits = await db.query<{ entity: string; entity_id: string; action: string }>(
        `SELECT entity, entity_id, action FROM audit_log
          WHERE (entity = 'contract' AND entity_id IN ('9201', $1)) AND action IN ('extend', 'create')
          ORDER BY id`,
        [String(successorId)],
      );
      expect(audits).toEqual([
        { entity: 'contract', entity_id: '9201', action: 'extend' },
        { entity: 'contract', entity_id: String(successorId), action: 'create' },
      ]);
      const receivableAudits = await one<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log a JOIN receivables r ON r.id::text = a.entity_id
          WHERE a.entity = 'receivable' AND r.contract_id IN (9201, $1)
            AND a.at = $2::timestamptz`,
        [successorId, TEST_NOW],
      );
      // Two voided, the carried-over pair and every tuition row.
      expect(receivableAudits.n).toBe(2 + 2 + tuition.length);

      expect(await get('/contract/active/get?id=9201')).toEqual({ status: 200, body: [] });
      expect(
        (await post('/contract/extend', { contract_id: 9201, course_id: 7, group_id: 9103, version: 2 })).body
          .message,
      ).toBe(ACTION_MESSAGES.extendNotActive);
    });
  });

  describe('makeups', () => {
    it('GET /contract/set/working_out lists the other groups of the course in the branch with their lesson days', async () => {
      const answer = await get('/contract/set/working_out?id=9206');
      expect(answer.status).toBe(200);
      const options = answer.body as { group_id: number; name_group: string; date: string[] }[];
      expect(options.map((option) => option.group_id)).toEqual([9102, 9106]);
      expect(options[0]).toMatchObject({ group_for_temporary_arrangement: 9102, name_group: 'Т-Сад-2' });
      // Mondays and Wednesdays of four weeks from Monday 16 March.
      expect(options[0].date).toEqual([
        '2026-03-16',
        '2026-03-18',
        '2026-03-23',
        '2026-03-25',
        '2026-03-30',
        '2026-04-01',
        '2026-04-06',
        '2026-04-08',
      ]);
      expect(options[1].date).toEqual([]);
      expect((await get('/contract/set/working_out?id=9206', otherBranch)).status).toBe(404);
    });

    it('does not offer a removed group for makeups', async () => {
      await db.query('UPDATE groups SET removed_at = now() WHERE id = 9106');
      try {
        const answer = await get('/contract/set/working_out?id=9206');
        expect((answer.body as { group_id: number }[]).map((option) => option.group_id)).toEqual([9102]);
      } finally {
        await db.query('UPDATE groups SET removed_at = NULL WHERE id = 9106');
      }
    });

    it('assigns a makeup once per day, in a makeup group on its lesson day, with an audit row', async () => {
      const assign = (body: Record<string, unknown>, cookie = accountant) =>
        post(
          '/contract/add/working_out',
          { contract_id: 9206, group_for_temporary_arrangement: 9102, date: '2026-03-18', ...body },
          cookie,
        );
      const answer = await assign({});
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        id_temporary_arrangement: expect.any(Number),
        contract_id: 9206,
        group_id: 9102,
        date: '2026-03-18',
        status: 'new',
      });
      expect(
        await one(
          "SELECT from_group_id, group_id, to_char(date, 'YYYY-MM-DD') AS date, status FROM temporary_arrangements WHERE id = $1",
          [answer.body.id_temporary_arrangement],
        ),
      ).toEqual({ from_group_id: 9101, group_id: 9102, date: '2026-03-18', status: 'new' });
      expect(await auditCount('temporary_arrangement', 'create')).toBe(1);

      expect(await assign({})).toMatchObject({ status: 409, body: { message: ACTION_MESSAGES.makeupTaken } });
      expect(await assign({ group_for_temporary_arrangement: 9103 })).toMatchObject({
        status: 422,
        body: { errors: { group_for_temporary_arrangement: ACTION_MESSAGES.makeupGroup } },
      });
      expect(await assign({ group_for_temporary_arrangement: 9101 })).toMatchObject({ status: 422 });
      expect(await assign({ date: '2026-03-17' })).toMatchObject({
        status: 422,
        body: { errors: { date: ACTION_MESSAGES.makeupNoLesson } },
      });
      expect(await assign({ date: '2026-03-09' })).toMatchObject({
        status: 422,
        body: { errors: { date: ACTION_MESSAGES.makeupPast } },
      });
      // A group without a timetable may be met on any day.
      expect((await assign({ group_for_temporary_arrangement: 9106, date: '2026-03-19' })).status).toBe(200);
      expect(await assign({ contract_id: 9204 })).toMatchObject({
        status: 409,
        body: { message: ACTION_MESSAGES.makeupClosed },
      });
      expect((await assign({ group_for_temporary_arrangement: 9104 })).status).toBe(404);
      expect((await assign({}, otherBranch)).status).toBe(404);
      const missing = await post('/contract/add/working_out', { contract_id: 9206, date: '2026-03-23' });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toHaveProperty('group_for_temporary_arrangement');
      expect(await auditCount('temporary_arrangement', 'create')).toBe(2);
    });
  });

  describe('extra services and additional debt', () => {
    it('POST /debt_and_credit/update stores the non-zero amounts as receivables and answers the lines', async () => {
      const creates = await auditCount('receivable', 'create');
      const answer = await post('/debt_and_credit/update', {
        number: 'ТМ-00005',
        contract_id: 9206,
        receivable: [
          { amount: '12.5', type: 'lunch', date: '2026-03-02' },
          { amount: 0, type: 'snack', date: '2026-03-02' },
          { amount: '3', type: 'breakfast', date: '2026-03-03' },
          { amount: '0.01', type: 'electives', date: '2026-03-03' },
        ],
      });
      expect(answer.status).toBe(200);
      const lines = (answer.body as { debt_and_credit: DebitCreditLine[] }).debt_and_credit;
      expect(lines.map((line) => [line.date, line.category, line.amount])).toEqual([
        ['2026-03-02', 'lunch', '12.50'],
        ['2026-03-03', 'breakfast', '3.00'],
        ['2026-03-03', 'electives', '0.01'],
      ]);
      expect(await auditCount('receivable', 'create')).toBe(creates + 3);
      // The number alone, as the original client sends it.
      const byNumber = await post('/debt_and_credit/update', {
        number: 'ТМ-00005',
        receivable: [{ amount: '1.00', type: 'extension', date: '2026-03-04' }],
      });
      expect(byNumber.status).toBe(200);
      expect(await balance(9206)).toBe('16.51');
    });

    it('refuses another branch, a number and id that disagree, a cancelled contract and bad entries', async () => {
      const entry = { amount: '5', type: 'lunch', date: '2026-03-02' };
      expect(
        (await post('/debt_and_credit/update', { number: 'ТБ-00001', receivable: [entry] })).status,
      ).toBe(404);
      expect(
        (await post('/debt_and_credit/update', { number: 'ТМ-00005', receivable: [entry] }, otherBranch))
          .status,
      ).toBe(404);
      expect(
        (
          await post('/debt_and_credit/update', {
            number: 'ТМ-00005',
            contract_id: 9205,
            receivable: [entry],
          })
        ).status,
      ).toBe(404);
      expect(
        await post('/debt_and_credit/update', { number: 'ТМ-00003', receivable: [entry] }),
      ).toMatchObject({
        status: 409,
        body: { message: ACTION_MESSAGES.servicesClosed },
      });
      const badType = await post('/debt_and_credit/update', {
        number: 'ТМ-00005',
        receivable: [{ ...entry, type: 'dinner' }],
      });
      expect(badType.status).toBe(400);
      expect(badType.body.errors).toHaveProperty(['receivable.0.type']);
      expect((await post('/debt_and_credit/update', { number: 'ТМ-00005', receivable: [] })).status).toBe(
        400,
      );
      expect(await balance(9206)).toBe('16.51');
    });

    it('POST /add/additional/debt adds an additional receivable with its comment, once per key', async () => {
      const body = { contract_id: 9206, date: '2026-03-20', amount: '15.5', comment: 'Утерянный учебник' };
      const answer = await post('/add/additional/debt', body, accountant, 'debt-1');
      expect(answer.status).toBe(200);
      const lines = (answer.body as { debt_and_credit: DebitCreditLine[] }).debt_and_credit;
      expect(lines.at(-1)).toMatchObject({ date: '2026-03-20', category: 'additional', amount: '15.50' });
      expect((await post('/add/additional/debt', body, accountant, 'debt-1')).status).toBe(200);
      expect(
        await db.query(
          "SELECT amount::text AS amount, comment FROM receivables WHERE contract_id = 9206 AND type = 'additional'",
        ),
      ).toEqual([{ amount: '15.50', comment: 'Утерянный учебник' }]);
      const zero = await post('/add/additional/debt', { ...body, amount: '0' });
      expect(zero.status).toBe(400);
      expect(zero.body.errors).toHaveProperty('amount');
      expect((await post('/add/additional/debt', body, otherBranch)).status).toBe(404);
      expect((await post('/add/additional/debt', body, methodist)).status).toBe(403);
    });
  });
});
