import type {
  Contact,
  ContactHistory,
  ContactSearchResponse,
  Lead,
  LeadCounters,
  LeadsPage,
} from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import { insertRows, syncIdentity } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import * as leads from '../leads/service';
import * as contacts from './service';

// The branch administrator works in Барановичи (24) only; the manager in Минск (3) and Барановичи.
const MINSK = 3;
const BARANOVICHI = 24;

/** Contacts 9301 (a contract in Минск only), 9302 (a contract in Барановичи), 9303 (no contract yet). */
const IN_MINSK = 9301;
const IN_BARANOVICHI = 9302;
const WITHOUT_CONTRACT = 9303;
/** Leads of those contacts, and one without a contact. */
const LEAD_IN_MINSK = 9311;
const LEAD_IN_BARANOVICHI = 9312;
const LEAD_WITHOUT_CONTRACT = 9313;
const LEAD_WITHOUT_CONTACT = 9314;

async function loadFixture(db: TestDb, administratorId: number): Promise<{ foreignComment: number }> {
  const contact = (id: number, name: string) => ({
    id,
    name,
    last_name: 'Скоупова',
    phone: `+375 29 700-00-${String(id % 100).padStart(2, '0')}`,
    email: `scope${id}@mail.test`,
    passport_contact: `MP${id}`,
    registration_contact: `Адрес ${id}`,
    date_created: new Date('2026-03-01T10:00:00Z'),
  });
  await insertRows(db, 'contacts', [
    contact(IN_MINSK, 'Минская'),
    contact(IN_BARANOVICHI, 'Барановичская'),
    contact(WITHOUT_CONTRACT, 'Новая'),
  ]);
  await syncIdentity(db, 'contacts');
  const lead = (id: number, contact_id: number | null) => ({
    id,
    contact_id,
    name: `Скоупова лид ${id}`,
    city: 'Минск',
    phone: `37529710${id}`,
    manager_id: administratorId,
    utm_source: 'google',
    // In work, due today at 12:00 in Минск: counted by the counters when in scope.
    date_due: new Date('2026-03-16T09:00:00Z'),
    date_created: new Date('2026-03-02T10:00:00Z'),
    status: 'in_work',
  });
  await insertRows(db, 'leads', [
    lead(LEAD_IN_MINSK, IN_MINSK),
    lead(LEAD_IN_BARANOVICHI, IN_BARANOVICHI),
    lead(LEAD_WITHOUT_CONTRACT, WITHOUT_CONTRACT),
    lead(LEAD_WITHOUT_CONTACT, null),
  ]);
  await syncIdentity(db, 'leads');
  const contract = (id: number, contact_id: number, location_id: number) => ({
    id,
    number: `S-${id}`,
    contact_id,
    full_name: 'Скоупова Анна',
    course_id: 1,
    location_id,
    status: 'active',
    full_price: '100.00',
  });
  await insertRows(db, 'contracts', [
    contract(9321, IN_MINSK, MINSK),
    contract(9322, IN_BARANOVICHI, BARANOVICHI),
  ]);
  await syncIdentity(db, 'contracts');
  const [comment] = await db.query<{ id: number }>(
    `INSERT INTO crm_comments (contact_id, author_id, comment) VALUES ($1, $2, 'Свой комментарий') RETURNING id`,
    [IN_MINSK, administratorId],
  );
  return { foreignComment: comment.id };
}

describe.each(TEST_DATABASES)('branch scope of contacts and leads on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let administrator: string;
  let manager: string;
  let admin: string;
  let support: string;
  let administratorId: number;
  let foreignComment: number;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    administratorId = await userIdByEmail(db, 'administrator@school.test');
    ({ foreignComment } = await loadFixture(db, administratorId));
    server = await startTestServer(db);
    [administrator, manager, admin, support] = await Promise.all(
      ['administrator', 'manager', 'admin', 'support'].map((name) => server.signIn(`${name}@school.test`)),
    );
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const get = async <T>(path: string, cookie = administrator): Promise<T> => {
    const response = await server.request(path, { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const post = (path: string, json: unknown, cookie = administrator) =>
    server.request(path, { method: 'POST', json, cookie });
  const notFound = async (response: Response) => {
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe('Неверные данные');
  };
  /** Every contact of the answer is one the user may see: no contract, or one in `branches`. */
  const outOfBranches = async (ids: number[], branches: number[]) =>
    db.query<{ id: number }>(
      `SELECT c.id FROM contacts c
       WHERE c.id = ANY($1::int[])
         AND EXISTS (SELECT 1 FROM contracts k WHERE k.contact_id = c.id)
         AND NOT EXISTS (SELECT 1 FROM contracts k WHERE k.contact_id = c.id AND k.location_id = ANY($2::int[]))`,
      [ids, branches],
    );
  const storedContact = (id: number) =>
    db.query('SELECT * FROM contacts WHERE id = $1', [id]).then((rows) => rows[0]);
  const storedLead = (id: number) =>
    db.query('SELECT * FROM leads WHERE id = $1', [id]).then((rows) => rows[0]);

  it("lists and searches only contacts without a contract or with one in the user's branches", async () => {
    const listed = (await get<Contact[]>('/api/contacts/get?limit=1000')).map((c) => c.id_contact);
    expect(listed).toEqual(expect.arrayContaining([IN_BARANOVICHI, WITHOUT_CONTRACT]));
    expect(listed).not.toContain(IN_MINSK);
    expect(await outOfBranches(listed, [BARANOVICHI])).toEqual([]);
    // The generated school has contacts of every branch: the list is really limited.
    const all = (await get<Contact[]>('/api/contacts/get?limit=1000', admin)).map((c) => c.id_contact);
    expect((await outOfBranches(all, [BARANOVICHI])).length).toBeGreaterThan(5);
    const managers = (await get<Contact[]>('/api/contacts/get?limit=1000', manager)).map((c) => c.id_contact);
    expect(managers).toEqual(expect.arrayContaining([IN_MINSK, IN_BARANOVICHI, WITHOUT_CONTRACT]));
    expect(await outOfBranches(managers, [MINSK, BARANOVICHI])).toEqual([]);

    const found = await get<ContactSearchResponse>('/api/contact/search?q=скоупова&all=1');
    expect(found.contacts.map((c) => c.id_contact).sort()).toEqual([IN_BARANOVICHI, WITHOUT_CONTRACT]);
    expect(found.leads.map((l) => l.id_lead).sort()).toEqual([
      LEAD_IN_BARANOVICHI,
      LEAD_WITHOUT_CONTRACT,
      LEAD_WITHOUT_CONTACT,
    ]);
    const everything = await get<ContactSearchResponse>('/api/contact/search?q=скоупова&all=1', admin);
    expect(everything.contacts).toHaveLength(3);
    expect(everything.leads).toHaveLength(4);
  });

  it("answers 404 for another branch's contact: history, update, comments", async () => {
    await notFound(
      await server.request(`/api/history_contact/get?id=${IN_MINSK}`, { cookie: administrator }),
    );
    const history = await get<ContactHistory>(`/api/history_contact/get?id=${IN_BARANOVICHI}`);
    expect(history.leads.map((l) => l.id_lead)).toEqual([LEAD_IN_BARANOVICHI]);
    expect(
      (await get<ContactHistory>(`/api/history_contact/get?id=${IN_MINSK}`, manager)).contact.id_contact,
    ).toBe(IN_MINSK);

    const before = await storedContact(IN_MINSK);
    await notFound(
      await post('/api/contact/update', {
        id_contact: IN_MINSK,
        version: 1,
        passport_contact: 'Чужой паспорт',
      }),
    );
    await notFound(await post('/api/comment/add', { id_contact: IN_MINSK, comment: 'Чужой контакт' }));
    await notFound(await post('/api/comment/add', { id_lead: LEAD_IN_MINSK, comment: 'Чужой лид' }));
    await notFound(await post('/api/comment/edit', { id_comment: foreignComment, comment: 'Изменено' }));
    expect(await storedContact(IN_MINSK)).toEqual(before);
    const [comments] = await db.query<{ n: number; own: string }>(
      `SELECT count(*)::int AS n, min(comment) AS own FROM crm_comments
       WHERE contact_id = $1 OR lead_id = $2`,
      [IN_MINSK, LEAD_IN_MINSK],
    );
    expect(comments).toEqual({ n: 1, own: 'Свой комментарий' });

    const own = await post('/api/contact/update', {
      id_contact: IN_BARANOVICHI,
      version: 1,
      kid_class: '2А',
    });
    expect(own.status).toBe(200);
  });

  it("answers 404 for the leads of another branch's contact; leads without a contact are everyone's", async () => {
    const before = await storedLead(LEAD_IN_MINSK);
    await notFound(
      await post('/api/lead/update', { id_lead: LEAD_IN_MINSK, version: 1, interested: 'Шахматы' }),
    );
    await notFound(
      await post('/api/lead/manager_update', {
        id_lead: LEAD_IN_MINSK,
        version: 1,
        manager: String(administratorId),
      }),
    );
    await notFound(
      await server.request(`/api/check/duplicate?id=${LEAD_IN_MINSK}`, { cookie: administrator }),
    );
    await notFound(
      await post('/api/lead/add', {
        id_contact: String(IN_MINSK),
        name: 'Новый лид',
        city: 'Минск',
        phone: '375291112233',
        date_due: '2026-03-20 10:00',
        new_comment: 'Звонок',
        utm_source: 'google',
      }),
    );
    expect(await storedLead(LEAD_IN_MINSK)).toEqual(before);
    expect(await get<Lead[]>(`/api/leads/search?id_lead=${LEAD_IN_MINSK}`)).toEqual([]);

    for (const id of [LEAD_IN_BARANOVICHI, LEAD_WITHOUT_CONTRACT, LEAD_WITHOUT_CONTACT]) {
      const [lead] = await get<Lead[]>(`/api/leads/search?id_lead=${id}`);
      expect(lead.id_lead).toBe(id);
      expect((await server.request(`/api/check/duplicate?id=${id}`, { cookie: administrator })).status).toBe(
        200,
      );
    }
    const updated = await post('/api/lead/update', {
      id_lead: LEAD_WITHOUT_CONTACT,
      version: 1,
      interested: 'Шахматы',
    });
    expect(updated.status).toBe(200);
  });

  it('limits the board, its totals, the extended search and the counters', async () => {
    const column = await get<LeadsPage>('/api/leads/get?status=in_work');
    const ids = column.leads.map((l) => l.id_lead);
    expect(ids).not.toContain(LEAD_IN_MINSK);
    expect(ids).toEqual(expect.arrayContaining([LEAD_IN_BARANOVICHI, LEAD_WITHOUT_CONTRACT]));
    const adminColumn = await get<LeadsPage>('/api/leads/get?status=in_work', admin);
    expect(adminColumn.leads.map((l) => l.id_lead)).toContain(LEAD_IN_MINSK);
    expect(column.total).toBe(adminColumn.total - 1);
    const mine = await get<LeadsPage>(`/api/leads/get?status=in_work&manager=${administratorId}`);
    expect(mine.total).toBe(3);

    const searched = await get<Lead[]>('/api/leads/search?name=скоупова');
    expect(searched.map((l) => l.id_lead).sort()).toEqual([
      LEAD_IN_BARANOVICHI,
      LEAD_WITHOUT_CONTRACT,
      LEAD_WITHOUT_CONTACT,
    ]);
    // The administrator manages all four; the one of the Минск contact is not theirs to see.
    expect(await get<LeadCounters>('/api/leads/counters')).toEqual({ in_work_today: 3, in_work_total: 3 });
  });

  it('shows and changes passport and registration only with contract.view', async () => {
    const [withView] = await get<Contact[]>(`/api/contacts/get?q=барановичская`);
    expect(withView).toMatchObject({
      passport_contact: `MP${IN_BARANOVICHI}`,
      registration_contact: `Адрес ${IN_BARANOVICHI}`,
    });

    // Support holds contacts.view without contract.view.
    const [hidden] = await get<Contact[]>(`/api/contacts/get?q=барановичская`, support);
    expect(hidden).toMatchObject({ passport_contact: '', registration_contact: '' });
    const history = await get<ContactHistory>(`/api/history_contact/get?id=${IN_BARANOVICHI}`, support);
    expect(history.contact.passport_contact).toBe('');

    const refused = await post(
      '/api/contact/update',
      { id_contact: IN_BARANOVICHI, version: hidden.version, passport_contact: 'MP0000000' },
      support,
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({
      passport_contact: 'Поле «Паспорт» может изменить только сотрудник с доступом к договорам',
    });
    // The dialog sends back the '' it was shown: nothing changes but the other fields.
    const saved = await post('/api/contact/update', { ...hidden, kid_class: '3В' }, support);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      kid_class: '3В',
      passport_contact: '',
      registration_contact: '',
    });
    expect(await storedContact(IN_BARANOVICHI)).toMatchObject({
      kid_class: '3В',
      passport_contact: `MP${IN_BARANOVICHI}`,
      registration_contact: `Адрес ${IN_BARANOVICHI}`,
    });
  });
});

describe.each(TEST_DATABASES)(
  'branch scope in the services themselves (without the route check) on %s',
  (kind) => {
    let db: TestDb;
    let auth: AuthContext;
    let foreignComment: number;
    const NOW = new Date('2026-03-16T09:00:00Z');

    beforeAll(async () => {
      db = await createTestDb(kind, { school: 30 });
      const administratorId = await userIdByEmail(db, 'administrator@school.test');
      ({ foreignComment } = await loadFixture(db, administratorId));
      auth = {
        userId: administratorId,
        sessionHash: '',
        email: 'administrator@school.test',
        shortName: '',
        isEmployee: true,
        permissions: ['contacts.view', 'leads.view', 'contract.view'],
        roles: ['administrator'],
        locations: [BARANOVICHI],
        allBranches: false,
      };
    }, DATABASE_SETUP_TIMEOUT);
    afterAll(() => db?.dispose());

    const refusedWith404 = async (work: Promise<unknown>) => {
      await expect(work).rejects.toMatchObject({ statusCode: 404, message: 'Неверные данные' });
    };

    it('refuses every read and write of an out-of-scope contact or lead with 404', async () => {
      await refusedWith404(contacts.contactHistory(db, auth, IN_MINSK));
      await refusedWith404(
        contacts.updateContact(db, auth, { id_contact: IN_MINSK, version: 1, name: 'Чужая' }, NOW),
      );
      await refusedWith404(contacts.addComment(db, auth, { id_contact: IN_MINSK, comment: 'Чужой' }, NOW));
      await refusedWith404(contacts.addComment(db, auth, { id_lead: LEAD_IN_MINSK, comment: 'Чужой' }, NOW));
      await refusedWith404(
        contacts.editComment(db, auth, { id_comment: foreignComment, comment: 'Чужой' }, NOW),
      );
      await refusedWith404(leads.checkDuplicate(db, auth, LEAD_IN_MINSK));
      await refusedWith404(
        leads.updateLead(
          db,
          auth,
          { id_lead: LEAD_IN_MINSK, version: 1, name: 'Чужой', create_contact: false },
          NOW,
        ),
      );
      await refusedWith404(
        leads.changeManager(
          db,
          auth,
          { id_lead: LEAD_IN_MINSK, version: 1, manager: String(auth.userId) },
          NOW,
        ),
      );
      const [contact] = await db.query<{ name: string; version: number }>(
        'SELECT name, version FROM contacts WHERE id = $1',
        [IN_MINSK],
      );
      expect(contact).toEqual({ name: 'Минская', version: 1 });
      const [lead] = await db.query<{ name: string; version: number }>(
        'SELECT name, version FROM leads WHERE id = $1',
        [LEAD_IN_MINSK],
      );
      expect(lead).toEqual({ name: `Скоупова лид ${LEAD_IN_MINSK}`, version: 1 });
    });

    it('with every branch, the same calls reach the contact', async () => {
      const everywhere = { ...auth, allBranches: true };
      expect((await contacts.contactHistory(db, everywhere, IN_MINSK)).contact.id_contact).toBe(IN_MINSK);
      expect(await leads.checkDuplicate(db, everywhere, LEAD_IN_MINSK)).toBe(false);
    });
  },
);
