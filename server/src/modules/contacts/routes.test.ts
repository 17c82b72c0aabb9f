import type {
  CommentResponse,
  Contact,
  ContactHistory,
  ContactSearchResponse,
  ContractListRow,
} from '@school/shared-api/contracts';
import { insertRows, syncIdentity } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { countRows, userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

/**
 * Мария (contact 9001) with two leads, one turned into a contract, a closed contract and one in
 * Батуми (outside the manager's branches); leads without a contact; comments.
 */
async function loadFixture(db: TestDb, managerId: number): Promise<void> {
  await insertRows(db, 'contacts', [
    {
      id: 9001,
      name: 'Мария',
      last_name: 'Кузнецова',
      phone: '+375 29 555-12-34',
      email: 'maria@mail.test',
      kid_name: 'Кузнецов Иван',
      city: 'Минск',
      nickname_inst: 'maria_k',
      date_created: new Date('2026-03-05T10:00:00Z'),
    },
    {
      id: 9002,
      name: 'Игорь',
      last_name: 'Титов',
      phone: '+375 33 111-22-33',
      email: '',
      kid_name: '',
      city: 'Гомель',
      nickname_inst: '',
      date_created: new Date('2026-03-06T10:00:00Z'),
    },
  ]);
  await syncIdentity(db, 'contacts');
  const lead = (
    id: number,
    contact_id: number | null,
    name: string,
    status: string,
    created: string,
    phone: string,
  ) => ({
    id,
    contact_id,
    name,
    city: 'Минск',
    phone,
    manager_id: managerId,
    utm_source: 'google',
    date_due: new Date('2026-03-20T09:00:00Z'),
    date_created: new Date(created),
    status,
    rejected: status === 'rejected' ? 'Переезд' : '',
  });
  await insertRows(db, 'leads', [
    lead(9101, 9001, 'Мария Кузнецова', 'done', '2026-02-01T10:00:00Z', '375295551234'),
    lead(9102, 9001, 'Мария Кузнецова', 'in_work', '2026-03-01T10:00:00Z', '375295551234'),
    lead(9103, null, 'Мария Отказ', 'rejected', '2026-03-02T10:00:00Z', '375295550000'),
    lead(9104, null, 'Мария Новая', 'new', '2026-03-03T10:00:00Z', '375295559999'),
  ]);
  await syncIdentity(db, 'leads');
  const contract = (
    id: number,
    lead_id: number | null,
    location_id: number,
    status: string,
    doc_name: string | null,
    created: string,
  ) => ({
    id,
    number: `T-${id}`,
    contact_id: 9001,
    lead_id,
    full_name: 'Кузнецова Мария Олеговна',
    phone: '+375 29 555-12-34',
    kid_name: 'Кузнецов Иван',
    course_id: 1,
    location_id,
    status,
    full_price: '1620.00',
    doc_name,
    date_created: new Date(created),
  });
  await insertRows(db, 'contracts', [
    contract(9201, 9101, 3, 'active', 'T-9201.docx', '2026-02-10T10:00:00Z'),
    contract(9202, null, 3, 'closed', 'T-9202.docx', '2025-09-01T10:00:00Z'),
    contract(9203, null, 31, 'new', null, '2026-03-10T10:00:00Z'),
  ]);
  await syncIdentity(db, 'contracts');
  await insertRows(db, 'crm_comments', [
    {
      contact_id: 9001,
      lead_id: null,
      author_id: managerId,
      comment: 'Первый звонок',
      created_at: new Date('2026-03-10T10:00:00Z'),
    },
    {
      contact_id: 9001,
      lead_id: null,
      author_id: managerId,
      comment: 'Второй звонок',
      created_at: new Date('2026-03-12T10:00:00Z'),
    },
    {
      contact_id: null,
      lead_id: 9101,
      author_id: managerId,
      comment: 'Договор подписан',
      created_at: new Date('2026-02-10T10:00:00Z'),
    },
  ]);
}

describe.each(TEST_DATABASES)('contacts, comments and the contracts table on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let manager: string;
  let admin: string;
  let support: string;
  let teacher: string;
  let managerId: number;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    managerId = await userIdByEmail(db, 'manager@school.test');
    await loadFixture(db, managerId);
    server = await startTestServer(db);
    [manager, admin, support, teacher] = await Promise.all(
      ['manager', 'admin', 'support', 'teacher'].map((name) => server.signIn(`${name}@school.test`)),
    );
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
  const errorsOf = async (response: Response) =>
    ((await response.json()) as { errors: Record<string, string> }).errors;

  it('answers 401 without a session and 403 without contacts.view (or contract.view for the table)', async () => {
    expect((await server.request('/api/contacts/get')).status).toBe(401);
    expect((await post('/api/comment/add', { id_contact: 9001, comment: 'x' }, '')).status).toBe(401);
    for (const path of [
      '/api/contacts/get',
      '/api/contact/search?q=мария',
      '/api/history_contact/get?id=9001',
      '/api/contracts/get',
    ]) {
      expect((await server.request(path, { cookie: teacher })).status).toBe(403);
    }
    expect((await post('/api/contact/update', { id_contact: 9001, name: 'Мария' }, teacher)).status).toBe(
      403,
    );
    expect((await post('/api/comment/add', { id_contact: 9001, comment: 'x' }, teacher)).status).toBe(403);
    expect((await post('/api/comment/edit', { id_comment: 1, comment: 'x' }, teacher)).status).toBe(403);
    expect((await server.request('/api/contracts/get', { cookie: support })).status).toBe(403);
  });

  it('GET /api/contacts/get lists contacts newest first, limited, optionally by text or phone digits', async () => {
    const all = await get<Contact[]>('/api/contacts/get', admin);
    expect(all.length).toBeGreaterThan(20);
    const created = all.map((contact) => contact.date_created);
    expect(created).toEqual([...created].sort().reverse());
    expect(await get<Contact[]>('/api/contacts/get?limit=2')).toHaveLength(2);
    const [maria] = await get<Contact[]>('/api/contacts/get?q=КУЗНЕЦОВА');
    expect(maria).toMatchObject({
      id_contact: 9001,
      name: 'Мария',
      nickname_inst: 'maria_k',
      year_of_birth: '',
    });
    expect(maria.comment.map((c) => c.comment)).toEqual(['Второй звонок', 'Первый звонок']);
    expect((await get<Contact[]>('/api/contacts/get?q=555-12-34')).map((c) => c.id_contact)).toEqual([9001]);
    expect((await server.request('/api/contacts/get?limit=0', { cookie: manager })).status).toBe(400);
  });

  it('GET /api/contact/search finds contacts and leads, hiding done, rejected and disqualified leads unless all=1', async () => {
    const found = await get<ContactSearchResponse>('/api/contact/search?q=мария');
    // The generated school has other Марии among its contacts.
    expect(found.contacts.map((c) => c.id_contact)).toContain(9001);
    expect(found.leads.map((l) => l.id_lead)).toEqual([9104, 9102]);
    const all = await get<ContactSearchResponse>('/api/contact/search?q=мария&all=1');
    expect(all.leads.map((l) => l.id_lead)).toEqual([9104, 9103, 9102, 9101]);
    const byPhone = await get<ContactSearchResponse>('/api/contact/search?q=%2B375%2029%20555');
    expect(byPhone.contacts.map((c) => c.id_contact)).toEqual([9001]);
    expect(byPhone.leads.map((l) => l.id_lead)).toEqual([9104, 9102]);
    expect((await get<ContactSearchResponse>('/api/contact/search?q=maria_K')).contacts).toHaveLength(1);
    // contacts.view without leads.view: contacts only.
    const supportView = await get<ContactSearchResponse>('/api/contact/search?q=мария', support);
    expect(supportView).toMatchObject({ leads: [] });
    expect(supportView.contacts).toEqual(found.contacts);
    const empty = await server.request('/api/contact/search?q=%20', { cookie: manager });
    expect(empty.status).toBe(400);
    expect(Object.keys(await errorsOf(empty))).toEqual(['q']);
  });

  it('GET /api/contact/search and /api/contacts/get match every word of the text, in any order', async () => {
    const reversed = await get<ContactSearchResponse>('/api/contact/search?q=Кузнецова%20Мария&all=1');
    expect(reversed.contacts.map((c) => c.id_contact)).toEqual([9001]);
    expect(reversed.leads.map((l) => l.id_lead)).toEqual([9102, 9101]);
    // Words are parts of any field: the name's end and the e-mail's start.
    const parts = await get<ContactSearchResponse>('/api/contact/search?q=%20ецова%20%20maria@%20');
    expect(parts.contacts.map((c) => c.id_contact)).toEqual([9001]);
    // Every word must occur: a word found nowhere finds nothing.
    const oneMissing = await get<ContactSearchResponse>('/api/contact/search?q=Мария%20Титов&all=1');
    expect(oneMissing).toEqual({ contacts: [], leads: [] });
    // LIKE's wildcards in a word are plain characters.
    expect(await get<ContactSearchResponse>('/api/contact/search?q=Мария%20%25')).toEqual({
      contacts: [],
      leads: [],
    });
    expect((await get<Contact[]>('/api/contacts/get?q=кузнецова%20мария')).map((c) => c.id_contact)).toEqual([
      9001,
    ]);
  });

  it('GET /api/history_contact/get gives comments, leads with their comments and contract, and the other contracts of the branches', async () => {
    const history = await get<ContactHistory>('/api/history_contact/get?id=9001');
    expect(history.contact.id_contact).toBe(9001);
    expect(history.comments.map((c) => c.comment)).toEqual(['Второй звонок', 'Первый звонок']);
    expect(history.leads.map((l) => l.id_lead)).toEqual([9102, 9101]);
    expect(history.leads[1]).toMatchObject({
      contract_id: 9201,
      contract_number: 'T-9201',
      status_contract: 'active',
      doc_name: 'T-9201.docx',
      date_created_contract: '2026-02-10T10:00:00.000Z',
      children_club: false,
      comment: [expect.objectContaining({ comment: 'Договор подписан' })],
    });
    expect(history.leads[0]).toMatchObject({
      contract_id: null,
      contract_number: '',
      status_contract: '',
      doc_name: '',
    });
    // The closed contract has no document to download; Батуми is not the manager's branch.
    expect(history.contracts).toEqual([
      expect.objectContaining({ contract_id: 9202, status_contract: 'closed', doc_name: '' }),
    ]);
    const adminView = await get<ContactHistory>('/api/history_contact/get?id=9001', admin);
    expect(adminView.contracts?.map((c) => c.contract_id)).toEqual([9203, 9202]);
    expect((await get<ContactHistory>('/api/history_contact/get?id=9001', support)).leads).toEqual([]);
    expect((await server.request('/api/history_contact/get?id=123456', { cookie: manager })).status).toBe(
      404,
    );
    expect((await server.request('/api/history_contact/get', { cookie: manager })).status).toBe(400);
  });

  it('POST /api/contact/update saves the contact dialog, with the nickname rule, and writes the audit log', async () => {
    const [maria] = await get<Contact[]>('/api/contacts/get?q=кузнецова');
    const badNick = await post('/api/contact/update', { ...maria, nickname_tg: 'a b' });
    expect(badNick.status).toBe(400);
    expect(await errorsOf(badNick)).toEqual({
      nickname_tg: 'Никнейм должен содержать не менее 3 символов и не содержать пробелов',
    });
    const noName = await post('/api/contact/update', { ...maria, name: ' ' });
    expect(noName.status).toBe(400);
    expect(Object.keys(await errorsOf(noName))).toEqual(['name']);
    const [unchanged] = await db.query<{ nickname_tg: string }>(
      'SELECT nickname_tg FROM contacts WHERE id = 9001',
    );
    expect(unchanged.nickname_tg).toBe('');

    const response = await post('/api/contact/update', {
      ...maria,
      kid_class: '3Б',
      year_of_birth: '2017-05-04',
      passport_contact: 'MP1234567',
      nickname_tg: 'maria_tg',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id_contact: 9001,
      kid_class: '3Б',
      year_of_birth: '2017-05-04',
      passport_contact: 'MP1234567',
      nickname_tg: 'maria_tg',
      comment: [expect.objectContaining({ comment: 'Второй звонок' }), expect.anything()],
    });
    const audit = await db.query<{
      action: string;
      before: { kid_class: string };
      after: { kid_class: string };
    }>("SELECT action, before, after FROM audit_log WHERE entity = 'contact' AND entity_id = '9001'");
    expect(audit).toEqual([expect.objectContaining({ action: 'update' })]);
    expect([audit[0].before.kid_class, audit[0].after.kid_class]).toEqual(['', '3Б']);
    expect((await post('/api/contact/update', { ...maria, id_contact: 123456 })).status).toBe(404);
  });

  describe('comments', () => {
    it('adds a comment to a contact or a lead, never an empty one', async () => {
      const before = await countRows(db, 'crm_comments');
      for (const body of [
        { id_contact: 9002, comment: '   ' },
        { id_contact: 9002 },
        { comment: 'Без владельца' },
        { id_contact: 9002, id_lead: 9104, comment: 'Обоим' },
      ]) {
        expect((await post('/api/comment/add', body)).status).toBe(400);
      }
      expect(await countRows(db, 'crm_comments')).toBe(before);

      const added = await post('/api/comment/add', { id_contact: 9002, comment: 'Перезвонить в пятницу' });
      expect(added.status).toBe(200);
      const saved = (await added.json()) as CommentResponse;
      expect(saved).toEqual({
        id_comment: expect.any(Number),
        date_update: '2026-03-16T09:00:00.000Z',
        autor_id: managerId,
      });
      const onLead = await post('/api/comment/add', { id_lead: 9104, comment: 'Не берёт трубку' });
      expect(onLead.status).toBe(200);
      // A lead's comments need leads.view too: without it the lead and its comments are not there (404; a
      // 403 would sign the support user out).
      expect((await post('/api/comment/add', { id_lead: 9104, comment: 'x' }, support)).status).toBe(404);
      const { id_comment: leadComment } = (await onLead.json()) as CommentResponse;
      const edited = await post('/api/comment/edit', { id_comment: leadComment, comment: 'Чужое' }, support);
      expect(edited.status).toBe(404);
      expect(await edited.json()).toEqual({ statusCode: 404, message: 'Неверные данные' });
      const [kept] = await db.query<{ comment: string }>('SELECT comment FROM crm_comments WHERE id = $1', [
        leadComment,
      ]);
      expect(kept.comment).toBe('Не берёт трубку');
      expect(
        (await post('/api/comment/add', { id_contact: 9002, comment: 'Поддержка' }, support)).status,
      ).toBe(200);
      expect((await post('/api/comment/add', { id_contact: 123456, comment: 'x' })).status).toBe(404);
      const history = await get<ContactHistory>('/api/history_contact/get?id=9002');
      expect(history.comments.map((c) => c.comment)).toEqual(['Поддержка', 'Перезвонить в пятницу']);
      // One audit shape: the stored comment, which names its contact or lead.
      const audit = await db.query<{ actor_id: number; contact_id: string | null; lead_id: string | null }>(
        `SELECT actor_id, after->>'contact_id' AS contact_id, after->>'lead_id' AS lead_id FROM audit_log
         WHERE entity = 'comment' AND action = 'create' AND before IS NULL ORDER BY id`,
      );
      const supportId = await userIdByEmail(db, 'support@school.test');
      expect(audit).toEqual([
        { actor_id: managerId, contact_id: '9002', lead_id: null },
        { actor_id: managerId, contact_id: null, lead_id: '9104' },
        { actor_id: supportId, contact_id: '9002', lead_id: null },
      ]);
    });

    it('lets only the author edit a comment, never to empty', async () => {
      const added = (await (
        await post('/api/comment/add', { id_contact: 9002, comment: 'Опечатка' })
      ).json()) as CommentResponse;
      await server.clock.advance(60_000);
      const edited = await post('/api/comment/edit', { id_comment: added.id_comment, comment: 'Исправлено' });
      expect(edited.status).toBe(200);
      expect(await edited.json()).toEqual({
        id_comment: added.id_comment,
        date_update: '2026-03-16T09:01:00.000Z',
        autor_id: managerId,
      });
      expect((await post('/api/comment/edit', { id_comment: added.id_comment, comment: '' })).status).toBe(
        400,
      );
      const other = await post(
        '/api/comment/edit',
        { id_comment: added.id_comment, comment: 'Чужое' },
        admin,
      );
      expect(other.status).toBe(400);
      expect(((await other.json()) as { message: string }).message).toBe(
        'Изменить комментарий может только его автор',
      );
      expect((await post('/api/comment/edit', { id_comment: 999999, comment: 'x' })).status).toBe(404);
      const [stored] = await db.query<{ comment: string }>('SELECT comment FROM crm_comments WHERE id = $1', [
        added.id_comment,
      ]);
      expect(stored.comment).toBe('Исправлено');
      const [audit] = await db.query<{ before: { comment: string }; after: { comment: string } }>(
        "SELECT before, after FROM audit_log WHERE entity = 'comment' AND action = 'update'",
      );
      expect([audit.before.comment, audit.after.comment]).toEqual(['Опечатка', 'Исправлено']);
    });
  });

  it("GET /api/contracts/get lists the contracts of the user's branches, newest first, closed ones without a document", async () => {
    const rows = await get<ContractListRow[]>('/api/contracts/get');
    expect(rows.every((row) => [3, 24].includes(row.location_id))).toBe(true);
    expect(rows.some((row) => row.id_contract === 9203)).toBe(false);
    const dates = rows.map((row) => row.date_of_create);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows.find((row) => row.id_contract === 9201)).toEqual({
      id_contract: 9201,
      number: 'T-9201',
      full_name: 'Кузнецова Мария Олеговна',
      doc_name: 'T-9201.docx',
      phone: '+375 29 555-12-34',
      date_of_create: '2026-02-10T10:00:00.000Z',
      location: 'Минск',
      location_id: 3,
      full_price: '1620.00',
      kid_name: 'Кузнецов Иван',
      course: 'Робототехника',
      group_id: null,
      status: 'active',
    });
    expect(rows.find((row) => row.id_contract === 9202)?.doc_name).toBe('');
    expect(
      (await get<ContractListRow[]>('/api/contracts/get?q=t-92', admin)).map((row) => row.id_contract),
    ).toEqual([9203, 9201, 9202]);
    expect(
      (await get<ContractListRow[]>('/api/contracts/get?q=555 12 34')).map((row) => row.id_contract),
    ).toEqual([9201, 9202]);
    expect(await get<ContractListRow[]>('/api/contracts/get?limit=3')).toHaveLength(3);
    expect((await server.request('/api/contracts/get?limit=100000', { cookie: manager })).status).toBe(400);
  });
});
