import type {
  Lead,
  LeadAddResult,
  LeadCounters,
  LeadsPage,
  LeadUpdateResult,
} from '@school/shared-api/contracts';
import { insertRows, syncIdentity } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { countRows, userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

// The test clock: 2026-03-16 09:00 UTC is 12:00 in Минск (UTC+3), the users' first branch.
const HOUR = 60 * 60 * 1000;
const at = (iso: string, hours = 0) => new Date(new Date(iso).getTime() + hours * HOUR);

type LeadFixture = {
  id: number;
  status?: string;
  manager_id: number;
  created: Date;
  due: Date;
  name?: string;
  phone?: string;
  contact_id?: number | null;
};

function leadRow(lead: LeadFixture) {
  return {
    id: lead.id,
    contact_id: lead.contact_id ?? null,
    name: lead.name ?? `Лид ${lead.id}`,
    city: 'Минск',
    phone: lead.phone ?? `37529${String(lead.id).padStart(7, '0')}`,
    email: '',
    manager_id: lead.manager_id,
    utm_source: 'instagram',
    date_due: lead.due,
    date_created: lead.created,
    status: lead.status ?? 'new',
    rejected: '',
    disqualified: false,
  };
}

/**
 * 25 new leads (20 of the manager, 5 of the admin), created an hour apart from 1 March with
 * deadlines in the opposite order, and leads in work due today and later.
 */
async function loadBoard(db: TestDb, managerId: number, adminId: number): Promise<void> {
  const rows: LeadFixture[] = [];
  for (let i = 0; i < 25; i += 1) {
    rows.push({
      id: 1001 + i,
      manager_id: i < 20 ? managerId : adminId,
      created: at('2026-03-01T08:00:00Z', i),
      due: at('2026-03-20T08:00:00Z', -i),
    });
  }
  rows.push(
    // In work of the manager: 10:00 and 23:30 today in Минск count as today; tomorrow does not.
    {
      id: 2001,
      status: 'in_work',
      manager_id: managerId,
      created: at('2026-03-02T08:00:00Z'),
      due: at('2026-03-16T07:00:00Z'),
    },
    {
      id: 2002,
      status: 'in_work',
      manager_id: managerId,
      created: at('2026-03-02T09:00:00Z'),
      due: at('2026-03-16T20:30:00Z'),
    },
    {
      id: 2003,
      status: 'in_work',
      manager_id: managerId,
      created: at('2026-03-02T10:00:00Z'),
      due: at('2026-03-16T21:30:00Z'),
    },
    {
      id: 2004,
      status: 'in_work',
      manager_id: adminId,
      created: at('2026-03-02T11:00:00Z'),
      due: at('2026-03-16T08:00:00Z'),
    },
    {
      id: 2005,
      status: 'done',
      manager_id: managerId,
      created: at('2026-03-03T08:00:00Z'),
      due: at('2026-03-10T08:00:00Z'),
    },
  );
  await insertRows(db, 'leads', rows.map(leadRow));
  await syncIdentity(db, 'leads');
}

const GOOD_LEAD = {
  name: 'Ольга Смирнова',
  city: 'Минск',
  phone: '375447770011',
  date_due: '2026-03-16 15:00',
  new_comment: 'Просила перезвонить после обеда',
  utm_source: 'instagram',
  year_of_birth: '2017',
  interested: 'Робототехника',
};

describe.each(TEST_DATABASES)('leads routes on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let manager: string;
  let admin: string;
  let managerId: number;
  let adminId: number;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    managerId = await userIdByEmail(db, 'manager@school.test');
    adminId = await userIdByEmail(db, 'admin@school.test');
    await loadBoard(db, managerId, adminId);
    server = await startTestServer(db);
    manager = await server.signIn('manager@school.test');
    admin = await server.signIn('admin@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const get = async <T>(path: string, cookie = manager): Promise<T> => {
    const response = await server.request(path, { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const post = (path: string, json: unknown, cookie = manager) =>
    server.request(path, { method: 'POST', json, cookie });
  const addLead = async (body: object, cookie = manager): Promise<LeadAddResult> => {
    const response = await post('/api/lead/add', body, cookie);
    expect(response.status).toBe(200);
    return (await response.json()) as LeadAddResult;
  };
  const leadAudit = async (id: number) =>
    db.query<{
      action: string;
      actor_id: number;
      before: { status?: string } | null;
      after: { status?: string };
    }>(
      "SELECT action, actor_id, before, after FROM audit_log WHERE entity = 'lead' AND entity_id = $1 ORDER BY id",
      [String(id)],
    );

  describe('permissions', () => {
    it('answers 401 without a session and 403 without leads.view', async () => {
      expect((await server.request('/api/leads/get?status=new')).status).toBe(401);
      expect((await post('/api/lead/add', GOOD_LEAD, '')).status).toBe(401);
      const teacher = await server.signIn('teacher@school.test');
      const support = await server.signIn('support@school.test'); // contacts.view only
      for (const cookie of [teacher, support]) {
        expect((await server.request('/api/leads/get?status=new', { cookie })).status).toBe(403);
        expect((await server.request('/api/leads/counters', { cookie })).status).toBe(403);
        expect((await server.request('/api/leads/search', { cookie })).status).toBe(403);
        expect((await server.request('/api/check/duplicate?id=1001', { cookie })).status).toBe(403);
        expect((await post('/api/lead/add', GOOD_LEAD, cookie)).status).toBe(403);
        expect((await post('/api/lead/update', { id_lead: 1001 }, cookie)).status).toBe(403);
        expect((await post('/api/lead/manager_update', { id_lead: 1001, manager: '1' }, cookie)).status).toBe(
          403,
        );
      }
    });
  });

  describe('GET /api/leads/get (one board column)', () => {
    it('pages 15 at a time, newest first by default, with the total', async () => {
      const first = await get<LeadsPage>('/api/leads/get?status=new');
      expect(first).toMatchObject({ total: 25, page: 1, pages: 2, page_size: 15 });
      expect(first.leads.map((lead) => lead.id_lead)).toEqual(Array.from({ length: 15 }, (_, i) => 1025 - i));
      const second = await get<LeadsPage>('/api/leads/get?status=new&page=2');
      expect(second.leads.map((lead) => lead.id_lead)).toEqual(
        Array.from({ length: 10 }, (_, i) => 1010 - i),
      );
      expect(second.page).toBe(2);
    });

    it('sorts by date_due or date_created in both orders', async () => {
      const byDue = await get<LeadsPage>('/api/leads/get?status=new&sort=date_due&order=asc');
      expect(byDue.leads[0].id_lead).toBe(1025);
      expect(byDue.leads[0].date_due).toBe('2026-03-19 11:00:00'); // 20 March 08:00 UTC - 24 h, in Минск
      const dues = byDue.leads.map((lead) => lead.date_due);
      expect(dues).toEqual([...dues].sort());
      const oldest = await get<LeadsPage>('/api/leads/get?status=new&sort=date_created&order=asc');
      expect(oldest.leads.slice(0, 3).map((lead) => lead.id_lead)).toEqual([1001, 1002, 1003]);
    });

    it("filters by manager ('0' or empty is everyone) and shows a page past the end as the last one", async () => {
      const mine = await get<LeadsPage>(`/api/leads/get?status=new&manager=${adminId}`);
      expect(mine.total).toBe(5);
      expect(mine.leads.every((lead) => lead.manager === String(adminId))).toBe(true);
      expect(mine.leads[0].manager_name).not.toBe('');
      expect((await get<LeadsPage>('/api/leads/get?status=new&manager=0')).total).toBe(25);
      expect((await get<LeadsPage>('/api/leads/get?status=new&manager=')).total).toBe(25);
      const past = await get<LeadsPage>('/api/leads/get?status=new&page=9');
      expect(past).toMatchObject({ page: 2, pages: 2 });
      const empty = await get<LeadsPage>('/api/leads/get?status=disqualified');
      expect(empty).toMatchObject({ leads: [], total: 0, page: 1, pages: 1 });
    });

    it('refuses a bad column, page or sort with 400 naming the field', async () => {
      for (const [query, field] of [
        ['status=lost', 'status'],
        ['', 'status'],
        ['status=new&page=0', 'page'],
        ['status=new&sort=name', 'sort'],
        ['status=new&manager=abc', 'manager'],
      ]) {
        const response = await server.request(`/api/leads/get?${query}`, { cookie: manager });
        expect(response.status).toBe(400);
        const body = (await response.json()) as { message: string; errors: Record<string, string> };
        expect(Object.keys(body.errors)).toEqual([field]);
        expect(body.message).toContain(field);
      }
    });
  });

  it("GET /api/leads/counters counts the user's leads in work due today (the branch's day) and in total", async () => {
    expect(await get<LeadCounters>('/api/leads/counters')).toEqual({ in_work_today: 2, in_work_total: 3 });
    expect(await get<LeadCounters>('/api/leads/counters', admin)).toEqual({
      in_work_today: 1,
      in_work_total: 1,
    });
  });

  describe('POST /api/lead/add', () => {
    it('refuses a lead missing the creation fields with every message, and stores nothing', async () => {
      const before = await countRows(db, 'leads');
      const response = await post('/api/lead/add', { name: '', nickname_inst: 'ab' });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(body.errors).toEqual({
        name: 'Заполните поле «Имя»',
        city: 'Заполните поле «Город»',
        date_due: 'Дата обязательное поле!',
        new_comment: 'Заполните поле «Комментарий»',
        utm_source: 'Заполните поле «Источник»',
        nickname_inst: 'Никнейм должен содержать не менее 3 символов и не содержать пробелов',
      });
      expect(body.message).toBe('Заполните поле «Имя»');
      const noContact = await post('/api/lead/add', { ...GOOD_LEAD, phone: '' });
      expect(((await noContact.json()) as { errors: Record<string, string> }).errors).toEqual({
        phone: 'Заполните телефон или хотя бы один никнейм',
      });
      const letters = await post('/api/lead/add', { ...GOOD_LEAD, phone: '+375 29' });
      expect(letters.status).toBe(400);
      expect(((await letters.json()) as { errors: Record<string, string> }).errors).toHaveProperty('phone');
      const badDate = await post('/api/lead/add', { ...GOOD_LEAD, date_due: '2026-02-30 10:00' });
      expect(badDate.status).toBe(400);
      expect(((await badDate.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
        'date_due',
      );
      expect(await countRows(db, 'leads')).toBe(before);
      expect(await countRows(db, 'crm_comments')).toBe(0);
    });

    it('creates a new lead of the current user with its first comment, and writes the audit log', async () => {
      const { lead, contact } = await addLead(GOOD_LEAD);
      expect(contact).toBeNull();
      expect(lead).toMatchObject({
        id_contact: '0',
        name: 'Ольга Смирнова',
        manager: String(managerId),
        status: 'new',
        duplicate: false,
        date_due: '2026-03-16 15:00:00',
        date_created: '2026-03-16T09:00:00.000Z',
        rejected: '',
        disqualified: false,
      });
      expect(lead.comment).toEqual([
        expect.objectContaining({ comment: 'Просила перезвонить после обеда', creator: managerId }),
      ]);
      const rows = await leadAudit(lead.id_lead);
      expect(rows).toEqual([
        expect.objectContaining({ action: 'create', actor_id: managerId, before: null }),
      ]);
      expect(rows[0].after).toMatchObject({ status: 'new' });
    });

    it('takes another active employee as manager, never a disabled one', async () => {
      const { lead } = await addLead({ ...GOOD_LEAD, phone: '375447770012', manager: String(adminId) });
      expect(lead.manager).toBe(String(adminId));
      const formerId = await userIdByEmail(db, 'former.teacher@school.test');
      const parentId = await userIdByEmail(db, 'parent@school.test');
      for (const id of [formerId, parentId, 99999]) {
        const response = await post('/api/lead/add', { ...GOOD_LEAD, manager: String(id) });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
          manager: 'Менеджером лида может быть только активный сотрудник',
        });
      }
    });

    it('creates the contact with the lead, and refuses a second contact of the same person with 409', async () => {
      const { lead, contact } = await addLead({
        ...GOOD_LEAD,
        name: 'Павел Ковалёв',
        phone: '375251234000',
        email: 'pavel@mail.test',
        create_contact: true,
      });
      expect(contact).toMatchObject({
        name: 'Павел Ковалёв',
        phone: '375251234000',
        email: 'pavel@mail.test',
      });
      expect(lead.id_contact).toBe(String(contact!.id_contact));
      expect(lead.duplicate).toBe(false);
      const [leads, contacts] = [await countRows(db, 'leads'), await countRows(db, 'contacts')];
      for (const same of [{ phone: '375251234000' }, { phone: '375250000001', email: 'PAVEL@mail.test' }]) {
        const response = await post('/api/lead/add', { ...GOOD_LEAD, ...same, create_contact: true });
        expect(response.status).toBe(409);
        expect(((await response.json()) as { message: string }).message).toBe(
          'Такой контакт уже существует. Вы можете создать только лид',
        );
      }
      expect([await countRows(db, 'leads'), await countRows(db, 'contacts')]).toEqual([leads, contacts]);
      // A new lead of that contact (from the contact dialog) is the same person, not a duplicate.
      const again = await addLead({
        ...GOOD_LEAD,
        phone: '375251234000',
        id_contact: String(contact!.id_contact),
      });
      expect(again.lead).toMatchObject({ id_contact: String(contact!.id_contact), duplicate: false });
      // Only a lead: allowed, and marked as a duplicate of the contact.
      const only = await addLead({ ...GOOD_LEAD, phone: '375251234000' });
      expect(only.lead.duplicate).toBe(true);
      const unknown = await post('/api/lead/add', { ...GOOD_LEAD, id_contact: '999999' });
      expect(unknown.status).toBe(404);
    });
  });

  it('GET /api/check/duplicate compares phone, e-mail and nicknames with other leads and contacts', async () => {
    const original = await addLead({ ...GOOD_LEAD, phone: '', nickname_tg: 'Kate_Minsk' });
    expect(
      (await get<{ duplicate: boolean }>(`/api/check/duplicate?id=${original.lead.id_lead}`)).duplicate,
    ).toBe(false);
    const copy = await addLead({ ...GOOD_LEAD, phone: '', nickname_tg: 'kate_minsk' });
    expect(copy.lead.duplicate).toBe(true);
    expect(
      (await get<{ duplicate: boolean }>(`/api/check/duplicate?id=${original.lead.id_lead}`)).duplicate,
    ).toBe(true);
    // The same nickname in another network is someone else.
    const other = await addLead({ ...GOOD_LEAD, phone: '', nickname_inst: 'kate_minsk' });
    expect(other.lead.duplicate).toBe(false);
    expect((await server.request('/api/check/duplicate?id=999999', { cookie: manager })).status).toBe(404);
    expect((await server.request('/api/check/duplicate?id=abc', { cookie: manager })).status).toBe(400);
  });

  describe('POST /api/lead/update', () => {
    const update = async (body: object, cookie = manager): Promise<LeadUpdateResult> => {
      const response = await post('/api/lead/update', body, cookie);
      expect(response.status).toBe(200);
      return (await response.json()) as LeadUpdateResult;
    };
    const refused = async (body: object) => {
      const response = await post('/api/lead/update', body);
      expect(response.status).toBe(400);
      return ((await response.json()) as { errors: Record<string, string> }).errors;
    };

    it('needs a phone or a nickname, appends a non-empty comment, newest first', async () => {
      const { lead } = await addLead({ ...GOOD_LEAD, phone: '375290001122' });
      expect(await refused({ ...lead, phone: '' })).toEqual({
        phone: 'Заполните телефон или хотя бы один никнейм',
      });
      const { lead: worked } = await update({
        ...lead,
        status: 'in_work',
        new_comment: 'Записали на пробное',
      });
      expect(worked.status).toBe('in_work');
      expect(worked.comment.map((c) => c.comment)).toEqual(['Записали на пробное', GOOD_LEAD.new_comment]);
      const { lead: same } = await update({ ...worked, new_comment: '   ' });
      expect(same.comment).toHaveLength(2);
      const audit = await leadAudit(lead.id_lead);
      expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update']);
      expect(audit[1].before).toMatchObject({ status: 'new' });
      expect(audit[1].after).toMatchObject({ status: 'in_work' });
    });

    it('rejects only with a reason from reasons_cancelled', async () => {
      const { lead } = await addLead({ ...GOOD_LEAD, phone: '375290001123' });
      expect(await refused({ ...lead, status: 'rejected' })).toEqual({ rejected: 'Выберите причину отказа' });
      expect(await refused({ ...lead, status: 'rejected', rejected: 'Просто так' })).toEqual({
        rejected: 'Выберите причину отказа из списка',
      });
      const { lead: rejected } = await update({ ...lead, status: 'rejected', rejected: 'Переезд' });
      expect(rejected).toMatchObject({ status: 'rejected', rejected: 'Переезд' });
      const { lead: back } = await update({ ...rejected, status: 'in_work' });
      expect(back).toMatchObject({ status: 'in_work', rejected: '' });
    });

    it('marks a lead unqualified only with a name and a comment', async () => {
      const { lead } = await addLead({ ...GOOD_LEAD, phone: '375290001124' });
      expect(await refused({ ...lead, status: 'disqualified', name: '' })).toEqual({
        name: 'Заполните поле «Имя»',
        new_comment: 'Заполните поле «Комментарий»',
      });
      const { lead: low } = await update({ ...lead, status: 'disqualified', new_comment: 'Не наш профиль' });
      expect(low).toMatchObject({ status: 'disqualified', disqualified: true });
    });

    it('creates or marks an unqualified lead with only a name and a comment (no phone, city, source or date)', async () => {
      const bare = { name: 'Спам из формы', new_comment: 'Реклама, не клиент', status: 'disqualified' };
      const created = await post('/api/lead/add', { ...bare, name: '' });
      expect(created.status).toBe(400);
      expect(((await created.json()) as { errors: object }).errors).toEqual({
        name: 'Заполните поле «Имя»',
      });
      const { lead: low } = await addLead(bare);
      expect(low).toMatchObject({ status: 'disqualified', disqualified: true, phone: '', city: '' });
      expect(low.comment.map((c) => c.comment)).toEqual(['Реклама, не клиент']);

      // A saved lead without phone or nickname: the update rules would ask for one, Unqualified does not.
      const { lead } = await addLead({ ...GOOD_LEAD, phone: '', nickname_tg: 'spam_bot_1' });
      const { lead: marked } = await update({
        ...lead,
        nickname_tg: '',
        status: 'disqualified',
        new_comment: 'Бот',
      });
      expect(marked).toMatchObject({ status: 'disqualified', nickname_tg: '' });
    });

    it('locks name, phone, e-mail and city once the lead has a contact, unless it is new', async () => {
      const { lead } = await addLead({
        ...GOOD_LEAD,
        phone: '375290001125',
        email: 'lock@mail.test',
        create_contact: true,
      });
      // New: still editable.
      const { lead: renamed } = await update({ ...lead, name: 'Ольга Петровна Смирнова' });
      expect(renamed.name).toBe('Ольга Петровна Смирнова');
      const { lead: worked } = await update({ ...renamed, status: 'in_work' });
      const errors = await refused({ ...worked, name: 'Другая', city: 'Гомель', email: 'x@mail.test' });
      expect(errors).toEqual({
        name: 'Поле «Имя» нельзя изменить: у лида уже есть контакт',
        email: 'Поле «E-mail» нельзя изменить: у лида уже есть контакт',
        city: 'Поле «Город» нельзя изменить: у лида уже есть контакт',
      });
      const [stored] = await db.query<{ name: string; city: string }>(
        'SELECT name, city FROM leads WHERE id = $1',
        [lead.id_lead],
      );
      expect(stored).toEqual({ name: 'Ольга Петровна Смирнова', city: 'Минск' });
      // Other fields still change.
      const { lead: moved } = await update({ ...worked, date_due: '2026-03-18 11:30', interested: 'Python' });
      expect(moved).toMatchObject({ date_due: '2026-03-18 11:30:00', interested: 'Python' });
    });

    it('creates the contact of a lead without one, once (409 afterwards or when the person is a contact)', async () => {
      const { lead } = await addLead({ ...GOOD_LEAD, phone: '375290001126' });
      const created = await update({ ...lead, create_contact: true });
      expect(created.contact).toBe(true);
      expect(created.lead.id_contact).not.toBe('0');
      const again = await post('/api/lead/update', { ...created.lead, create_contact: true });
      expect(again.status).toBe(409);
      const { lead: twin } = await addLead({ ...GOOD_LEAD, phone: '375290001126' });
      const contacts = await countRows(db, 'contacts');
      const existing = await post('/api/lead/update', { ...twin, create_contact: true });
      expect(existing.status).toBe(409);
      expect(((await existing.json()) as { message: string }).message).toBe(
        'Такой контакт уже существует. Вы можете создать только лид',
      );
      expect(await countRows(db, 'contacts')).toBe(contacts);
    });

    it('answers 404 for an unknown lead and 400 without id_lead or version', async () => {
      expect((await post('/api/lead/update', { ...GOOD_LEAD, id_lead: 999999, version: 1 })).status).toBe(
        404,
      );
      const missing = await post('/api/lead/update', { ...GOOD_LEAD, version: 1 });
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { errors: Record<string, string> }).errors).toHaveProperty('id_lead');
      const { lead } = await addLead({ ...GOOD_LEAD, phone: '375290001128' });
      const unversioned = await post('/api/lead/update', { id_lead: lead.id_lead, name: 'Без версии' });
      expect(unversioned.status).toBe(400);
      expect(((await unversioned.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
        'version',
      );
    });
  });

  it('POST /api/lead/manager_update changes the manager to an active employee at once', async () => {
    const { lead } = await addLead({ ...GOOD_LEAD, phone: '375290001127' });
    const response = await post('/api/lead/manager_update', {
      id_lead: lead.id_lead,
      version: lead.version,
      manager: String(adminId),
    });
    expect(response.status).toBe(200);
    const changed = (await response.json()) as Lead;
    expect(changed).toMatchObject({ manager: String(adminId), version: lead.version + 1 });
    expect((await leadAudit(lead.id_lead)).map((row) => row.action)).toEqual(['create', 'manager']);
    const formerId = await userIdByEmail(db, 'former.teacher@school.test');
    const disabled = await post('/api/lead/manager_update', {
      id_lead: lead.id_lead,
      version: changed.version,
      manager: String(formerId),
    });
    expect(disabled.status).toBe(400);
    expect(((await disabled.json()) as { message: string }).message).toBe(
      'Менеджером лида может быть только активный сотрудник',
    );
    const [stored] = await db.query<{ manager_id: number }>('SELECT manager_id FROM leads WHERE id = $1', [
      lead.id_lead,
    ]);
    expect(stored.manager_id).toBe(adminId);
    expect(
      (await post('/api/lead/manager_update', { id_lead: 999999, version: 1, manager: '1' })).status,
    ).toBe(404);
    expect(
      (await post('/api/lead/manager_update', { id_lead: lead.id_lead, version: changed.version })).status,
    ).toBe(400);
    const stale = await post('/api/lead/manager_update', {
      id_lead: lead.id_lead,
      version: lead.version,
      manager: String(managerId),
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(
      'Запись изменена другим пользователем. Обновите данные.',
    );
  });

  it('GET /api/leads/search finds leads by any criterion, newest first', async () => {
    const search = (query: string) => get<Lead[]>(`/api/leads/search?${query}`);
    expect((await search('name=лид 100')).map((lead) => lead.id_lead)).toEqual([
      1009, 1008, 1007, 1006, 1005, 1004, 1003, 1002, 1001,
    ]);
    expect((await search('phone=+375 29 000-10-05')).map((lead) => lead.id_lead)).toEqual([1005]);
    expect(
      (await search(`status=in_work&manager=${managerId}&date_to=2026-03-10`)).map((lead) => lead.id_lead),
    ).toEqual([2003, 2002, 2001]);
    expect((await search('date_from=2026-03-03&date_to=2026-03-03')).map((lead) => lead.id_lead)).toEqual([
      2005,
    ]);
    // Until the end of 1 March in Минск (21:00 UTC): the first 13 board leads.
    expect((await search('date_to=2026-03-01')).map((lead) => lead.id_lead)).toEqual(
      Array.from({ length: 13 }, (_, i) => 1013 - i),
    );
    expect((await search('nickname=KATE')).length).toBe(3);
    expect((await search('utm_source=INSTAGRAM')).length).toBeGreaterThan(30);
    expect(await search('city=Батуми')).toEqual([]);
    const bad = await server.request('/api/leads/search?date_from=2026-13-01', { cookie: manager });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toHaveProperty('date_from');
  });

  it('keeps the board totals (kept by triggers) equal to the leads through inserts, updates and deletes', async () => {
    const mismatches = () =>
      db.query(
        `SELECT s.status, s.manager_id, s.n, COALESCE(k.n, 0) AS kept
         FROM (SELECT status, manager_id, count(*)::int AS n FROM leads GROUP BY status, manager_id) s
         FULL JOIN lead_counts k ON k.status = s.status AND k.manager_id = s.manager_id
         WHERE COALESCE(s.n, 0) <> COALESCE(k.n, 0)`,
      );
    expect(await mismatches()).toEqual([]);
    await db.query("UPDATE leads SET status = 'done' WHERE id IN (1001, 1002)");
    await db.query('DELETE FROM crm_comments WHERE lead_id = 1003');
    await db.query('DELETE FROM leads WHERE id = 1003');
    expect(await mismatches()).toEqual([]);
    const [stored] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM leads WHERE status = 'new'",
    );
    expect((await get<LeadsPage>('/api/leads/get?status=new')).total).toBe(stored.n);
  });
});
