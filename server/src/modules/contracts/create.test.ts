import type {
  ContractAddResponse,
  ContractOptions,
  ContractPayloadInput,
} from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser, countRows } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

describe.each(TEST_DATABASES)('contract creation: POST /api/contract/add, /contract/remove on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let manager: string;
  let otherBranch: string;
  let contactId: number;
  let leadId: number;
  let options: ContractOptions;

  const group = (type: 'course' | 'camp_program' | 'individual', kindergarten = false) => {
    const courses = options.courses.filter((c) => c.type === type && c.kindergarten === kindergarten);
    const g = options.groups.find((each) => courses.some((c) => c.id === each.course_id))!;
    return { course: g.course_id, group: g.id, price: g.price_per_week, weeks: g.weeks };
  };

  const common = () => ({
    id_lead: leadId,
    full_name: 'Соколова Анна Сергеевна',
    kid_name: 'Соколов Миша',
    year_of_birth: '2016',
    passport_contact: 'MP1234567, выдан Московским РУВД г. Минска 01.02.2020',
    registration_contact: 'г. Минск, ул. Немига, 5, кв. 12',
    city: 'Минск',
    location: 3,
    requisite: 1,
    contact_id: contactId,
    utm_source: '',
    utm_campaign: '',
    utm_term: '',
  });

  const academic = (overrides: Partial<Record<string, unknown>> = {}): ContractPayloadInput => {
    const g = group('course');
    return {
      lessons_type: 'academic_year',
      ...common(),
      course: g.course,
      group: g.group,
      start_date: '2026-09-01',
      weeks: 36,
      week_price: '45.00',
      full_price: '1620.01',
      hours_per_week: '4',
      hours_of_adaptation: '00:00:00',
      nickname_inst: '',
      nickname_tg: '',
      nickname_fb: '',
      payments: [
        { date: '2026-09-01', amount: '810.00', count_week: 18 },
        { date: '2027-01-11', amount: '810.01', count_week: '18' },
        { date: '', amount: '', count_week: '' },
      ],
      ...overrides,
    } as ContractPayloadInput;
  };

  const add = (body: unknown, cookie = manager) =>
    server.request('/api/contract/add', { method: 'POST', json: body, cookie });

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    const [contact] = await db.query<{ id: number }>(
      `INSERT INTO contacts (name, last_name, phone) VALUES ('Анна', 'Соколова', '375291112233') RETURNING id`,
    );
    contactId = contact.id;
    const [lead] = await db.query<{ id: number }>(
      `INSERT INTO leads (contact_id, name, phone, manager_id, date_due)
       VALUES ($1, 'Анна Соколова', '375291112233', (SELECT id FROM users WHERE email = 'manager@school.test'), now())
       RETURNING id`,
      [contactId],
    );
    leadId = lead.id;
    // Minsk has groups of every kind: a camp and individual lessons next to the generated ones.
    await db.query(
      `INSERT INTO groups (short_name, course_id, location_id, start_date, camp, weeks, price_per_week)
       VALUES ('МН-ЛагSTEM-9', 9, 3, '2026-06-01', true, 2, '137.50'), ('МН-ИндМат-9', 10, 3, '2026-09-01', false, 36, '70.00'),
              ('МН-Садик-9', 6, 3, '2026-09-01', false, 36, '95.00')`,
    );
    await addStaffUser(db, {
      email: 'sales.tb@school.test',
      shortName: 'Продажи ТБ',
      roles: ['manager'],
      locations: [12],
    });
    server = await startTestServer(db, { now: TEST_NOW });
    manager = await server.signIn('manager@school.test');
    otherBranch = await server.signIn('sales.tb@school.test');
    const answer = await server.request('/api/contract/options/get?location_id=3', { cookie: manager });
    expect(answer.status).toBe(200);
    options = (await answer.json()) as ContractOptions;
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  it("offers the branch's courses of its country, its groups with prices and its country's active requisites", () => {
    expect(options.groups.length).toBeGreaterThan(0);
    expect(options.groups.every((g) => g.location_id === 3)).toBe(true);
    expect(new Set(options.courses.map((c) => c.type))).toEqual(
      new Set(['course', 'camp_program', 'individual']),
    );
    expect(options.courses.map((c) => c.name)).not.toContain('Шахматы'); // Georgia only
    expect(options.requisites).toEqual([
      { id: 1, short_name: 'ИП Ковалёв А. С.' },
      { id: 2, short_name: 'ООО «Школа будущего»' },
    ]);
  });

  it('creates an academic-year contract: the next number of the series, its schedule as receivables, audit rows', async () => {
    const answer = await add(academic());
    expect(answer.status).toBe(200);
    const created = (await answer.json()) as ContractAddResponse;
    expect(created.number).toMatch(/^МН-\d{5}$/);
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT number, status, lessons_type, full_price::text AS full_price, contact_id, lead_id, requisite_id,
              phone, version, to_char(start_date, 'YYYY-MM-DD') AS start_date, details->'payments' AS payments
         FROM contracts WHERE id = $1`,
      [created.contract_id],
    );
    expect(row).toEqual({
      number: created.number,
      status: 'new',
      lessons_type: 'academic_year',
      full_price: '1620.01',
      contact_id: contactId,
      lead_id: leadId,
      requisite_id: 1,
      phone: '375291112233',
      version: 1,
      start_date: '2026-09-01',
      payments: [
        { date: '2026-09-01', amount: '810.00', count_week: 18 },
        { date: '2027-01-11', amount: '810.01', count_week: 18 },
      ],
    });
    const receivables = await db.query(
      `SELECT type, to_char(due_date, 'YYYY-MM-DD') AS due, amount::text AS amount FROM receivables
        WHERE contract_id = $1 ORDER BY due_date`,
      [created.contract_id],
    );
    expect(receivables).toEqual([
      { type: 'tuition', due: '2026-09-01', amount: '810.00' },
      { type: 'tuition', due: '2027-01-11', amount: '810.01' },
    ]);
    const audits = await db.query<{ entity: string; action: string }>(
      `SELECT entity, action FROM audit_log
        WHERE (entity = 'contract' AND entity_id = $1)
           OR (entity = 'receivable' AND entity_id IN (SELECT id::text FROM receivables WHERE contract_id = $2))
        ORDER BY id`,
      [String(created.contract_id), created.contract_id],
    );
    expect(audits).toEqual([
      { entity: 'contract', action: 'create' },
      { entity: 'receivable', action: 'create' },
      { entity: 'receivable', action: 'create' },
    ]);
  });

  it('creates a camp and an individual contract; the camp without schedule owes its price on the first visit', async () => {
    const camp = group('camp_program');
    const campAnswer = await add({
      lessons_type: 'camp',
      ...common(),
      'camp-program': camp.course,
      group: camp.group,
      nutrition: 'Полный день',
      schedule: '09:00-18:00',
      campaign_start: '2026-06-01',
      campaign_end: '2026-06-12',
      first_visit: '2026-06-01',
      last_visit: '2026-06-12',
      day_price: '32.50',
      total_days: 10,
      full_price_camp: '325.00',
      prepayment: '100',
      payments: [],
    });
    expect(campAnswer.status).toBe(200);
    const campId = ((await campAnswer.json()) as ContractAddResponse).contract_id;
    expect(
      await db.query(
        `SELECT to_char(due_date, 'YYYY-MM-DD') AS due, amount::text AS amount FROM receivables WHERE contract_id = $1`,
        [campId],
      ),
    ).toEqual([{ due: '2026-06-01', amount: '325.00' }]);

    const individual = group('individual');
    const lessonAnswer = await add({
      lessons_type: 'individual',
      ...common(),
      course: individual.course,
      // One-to-one lessons: no group.
      lesson_price: '70',
      lesson_duration: '45',
    });
    expect(lessonAnswer.status).toBe(200);
    const lessonId = ((await lessonAnswer.json()) as ContractAddResponse).contract_id;
    const [lesson] = await db.query<{ details: Record<string, unknown> }>(
      'SELECT details FROM contracts WHERE id = $1',
      [lessonId],
    );
    expect(lesson.details).toMatchObject({ lesson_price: '70', lesson_duration: 45 });
    const [{ group_id }] = await db.query<{ group_id: number | null }>(
      'SELECT group_id FROM contracts WHERE id = $1',
      [lessonId],
    );
    expect(group_id).toBeNull();
    expect(await countRows(db, `receivables WHERE contract_id = ${lessonId}`)).toBe(0);
  });

  it('refuses a bad schedule, a course of another type, a group of another course and a lead of another contact, changing nothing', async () => {
    const before = await countRows(db, 'contracts');
    const refusals: [unknown, string][] = [
      [
        academic({
          payments: [
            { date: '2026-09-01', amount: '1620.01', count_week: 36 },
            { date: '', amount: '5', count_week: '' },
          ],
        }),
        'В строке 2 поле Дата обязательно для заполнения',
      ],
      [
        academic({ payments: [{ date: '2026-09-01', amount: '1620.00', count_week: 36 }] }),
        'Сумма платежей графика (1620.00) не равна полной стоимости договора (1620.01)',
      ],
      [academic({ course: group('individual').course }), 'Курс не относится к выбранному типу услуги'],
      [academic({ group: group('course', true).group }), 'Группа не относится к выбранному курсу и филиалу'],
      [academic({ requisite: 3 }), 'Реквизиты не действуют в стране филиала'],
      [academic({ passport_contact: '  ' }), 'Не заполнено поле «passport_contact»'],
    ];
    for (const [body, message] of refusals) {
      const answer = await add(body);
      expect({
        status: answer.status,
        message: ((await answer.json()) as { message: string }).message,
      }).toEqual({
        status: 400,
        message,
      });
    }
    const [otherLead] = await db.query<{ id: number }>(
      `INSERT INTO leads (name, manager_id, date_due) VALUES ('Без контакта', 1, now()) RETURNING id`,
    );
    const answer = await add(academic({ id_lead: otherLead.id }));
    expect(((await answer.json()) as { message: string }).message).toBe('Лид не относится к этому контакту');
    expect(await countRows(db, 'contracts')).toBe(before);
  });

  it("refuses another branch's location with 404 and nothing made", async () => {
    const before = await countRows(db, 'contracts');
    const answer = await add(academic(), otherBranch);
    expect(answer.status).toBe(404);
    expect(await countRows(db, 'contracts')).toBe(before);
  });

  it('replays a double click (the same Idempotency-Key) as one contract', async () => {
    const before = await countRows(db, 'contracts');
    const send = () =>
      server.request('/api/contract/add', {
        method: 'POST',
        json: academic(),
        cookie: manager,
        headers: { 'idempotency-key': 'contract-double-click' },
      });
    const first = (await (await send()).json()) as ContractAddResponse;
    const second = (await (await send()).json()) as ContractAddResponse;
    expect(second).toEqual(first);
    expect(await countRows(db, 'contracts')).toBe(before + 1);
  });

  it('removes a new contract made by mistake: closed, receivables void, number never given again', async () => {
    const created = (await (await add(academic())).json()) as ContractAddResponse;
    const remove = (contract_id: number) =>
      server.request('/api/contract/remove', { method: 'POST', json: { contract_id }, cookie: manager });
    const answer = await remove(created.contract_id);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'OK' });
    const [row] = await db.query(
      'SELECT status, doc_name, version, removed_at IS NOT NULL AS removed FROM contracts WHERE id = $1',
      [created.contract_id],
    );
    expect(row).toEqual({ status: 'closed', doc_name: null, version: 2, removed: true });
    expect(await countRows(db, `receivables WHERE contract_id = ${created.contract_id} AND NOT void`)).toBe(
      0,
    );
    expect(await countRows(db, `receivables WHERE contract_id = ${created.contract_id} AND void`)).toBe(2);
    expect(await countRows(db, `audit_log WHERE entity = 'receivable' AND action = 'void'`)).toBe(2);

    const next = (await (await add(academic())).json()) as ContractAddResponse;
    const serial = (n: string) => Number(n.slice(3));
    expect(serial(next.number)).toBe(serial(created.number) + 1);

    // Removed already, or paid: 409 and nothing changed.
    const again = await remove(created.contract_id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'Удалить можно только новый договор без платежей',
    );
    await db.query(`INSERT INTO payments (contract_id, date, amount) VALUES ($1, '2026-03-16', '10.00')`, [
      next.contract_id,
    ]);
    expect((await remove(next.contract_id)).status).toBe(409);
    expect(await countRows(db, `receivables WHERE contract_id = ${next.contract_id} AND void`)).toBe(0);
  });
});
