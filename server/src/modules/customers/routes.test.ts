import { CUSTOMER_MESSAGES as M, STALE_VERSION_MESSAGE, type Customer } from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { addStaffUser, userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

type Json = Record<string, unknown> & { message?: string };

describe.each(TEST_DATABASES)('customers: parent and child accounts and their contracts on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  const cookies: Record<string, string> = {};
  /** Contracts of Минск (3) and of another branch. */
  let minsk: { id: number; number: string }[];
  let other: { id: number; number: string };

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    // A branch role with every user.* right: staff of Минск only.
    const [role] = await db.query<{ id: number }>(
      `INSERT INTO roles (name, label, all_branches) VALUES ('people_t', 'Клиенты', false) RETURNING id`,
    );
    for (const permission of ['user.view', 'user.add', 'user.modify', 'user.disabled']) {
      await db.query('INSERT INTO role_permissions (role_id, permission) VALUES ($1, $2)', [
        role.id,
        permission,
      ]);
    }
    await addStaffUser(db, {
      email: 'people.t@school.test',
      shortName: 'Клиентский Менеджер',
      roles: ['people_t'],
      locations: [3],
    });
    minsk = await db.query(
      `SELECT id, number FROM contracts WHERE location_id = 3 AND removed_at IS NULL ORDER BY id LIMIT 3`,
    );
    [other] = await db.query(
      `SELECT id, number FROM contracts WHERE location_id <> 3 AND removed_at IS NULL ORDER BY id LIMIT 1`,
    );
    server = await startTestServer(db);
    for (const email of ['people.t', 'admin', 'administrator', 'manager']) {
      cookies[email] = await server.signIn(`${email}@school.test`);
    }
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const post = async (path: string, json: unknown, cookie = cookies['people.t']) => {
    const response = await server.request(`/api${path}`, { method: 'POST', json, cookie });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const get = async <T = Json>(path: string, cookie = cookies['people.t']) => {
    const response = await server.request(`/api${path}`, { cookie });
    return { status: response.status, body: (await response.json()) as T };
  };
  const audits = (id: number) =>
    db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'customer' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );

  it('adds a parent linked to two contracts once, though the row came twice, and links scope the diary', async () => {
    expect(minsk.length).toBeGreaterThanOrEqual(2);
    const row = {
      email: 'New.Parent@Mail.test',
      full_name: 'Новикова Анна',
      role: 8000,
      contracts: [minsk[0].id, minsk[1].id],
    };
    const answer = await post('/add/customers', {
      customers: [row, { ...row, contracts: [minsk[1].id, minsk[0].id] }],
    });
    expect(answer.status).toBe(200);
    const added = answer.body as unknown as Customer[];
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      email: 'new.parent@mail.test',
      full_name: 'Новикова Анна',
      role: [8000],
      status: 'active',
      last_activity: null,
    });
    expect(added[0].contract.map((c) => c.contract_id).sort()).toEqual([minsk[0].id, minsk[1].id].sort());
    const links = await db.query<{ relation: string }>(
      'SELECT relation FROM customer_contracts WHERE user_id = $1',
      [added[0].id_user],
    );
    expect(links.map((l) => l.relation)).toEqual(['parent', 'parent']);
    expect(await audits(added[0].id_user)).toEqual([{ action: 'create' }]);

    // The new parent signs in and the personal area lists both children (one per contract).
    const parent = await server.signIn('new.parent@mail.test');
    const area = await post('/personal/area', { date: '2026-03-16' }, parent);
    expect(area.status).toBe(200);
    const children = area.body.children as { contract_id: number }[];
    expect(children.map((c) => c.contract_id).sort()).toEqual([minsk[0].id, minsk[1].id].sort());
  });

  it('refuses an e-mail any account holds (staff too) with the message, adding nothing', async () => {
    const before = await db.query('SELECT count(*)::int AS n FROM users');
    const answer = await post('/add/customers', {
      customers: [
        { email: 'fresh.one@mail.test', full_name: 'Первый', role: 11111, contracts: [] },
        { email: 'MANAGER@school.test', full_name: 'Второй', role: 8000, contracts: [] },
      ],
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(M.emailTaken + 'manager@school.test');
    expect(await db.query('SELECT count(*)::int AS n FROM users')).toEqual(before);
  });

  it('refuses one e-mail with different data twice in a list, and a required field missing', async () => {
    const row = { email: 'twice@mail.test', full_name: 'Дважды', role: 8000, contracts: [] };
    const twice = await post('/add/customers', { customers: [row, { ...row, role: 11111 }] });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe(M.emailTwice + 'twice@mail.test');
    const empty = await post('/add/customers', { customers: [{ ...row, full_name: ' ' }] });
    expect(empty.status).toBe(400);
    const role = await post('/add/customers', { customers: [{ ...row, role: 2 }] });
    expect(role.status).toBe(400);
  });

  it("does not link a contract of another branch (404), and hides that branch's customers", async () => {
    const foreign = await post('/add/customers', {
      customers: [{ email: 'foreign@mail.test', full_name: 'Чужой', role: 8000, contracts: [other.id] }],
    });
    expect(foreign.status).toBe(404);
    // The admin links one there; the Минск staff member does not see that account.
    const byAdmin = await post(
      '/add/customers',
      { customers: [{ email: 'foreign@mail.test', full_name: 'Чужой', role: 8000, contracts: [other.id] }] },
      cookies.admin,
    );
    expect(byAdmin.status).toBe(200);
    const [foreignCustomer] = byAdmin.body as unknown as Customer[];
    const list = await get<Customer[]>('/get/customers?q=foreign');
    expect(list.body).toEqual([]);
    const edit = await post('/update/customers', {
      id_user: foreignCustomer.id_user,
      full_name: 'Чужой',
      email: 'foreign@mail.test',
      contracts: [minsk[0].id],
      version: foreignCustomer.version,
    });
    expect(edit.status).toBe(404);
    const adminList = await get<Customer[]>('/get/customers?q=foreign', cookies.admin);
    expect(adminList.body.map((c) => c.email)).toEqual(['foreign@mail.test']);
  });

  it('searches by name, e-mail and contract number', async () => {
    const byName = await get<Customer[]>(`/get/customers?q=${encodeURIComponent('новикова')}`);
    expect(byName.body.map((c) => c.email)).toEqual(['new.parent@mail.test']);
    const byEmail = await get<Customer[]>('/get/customers?q=NEW.PARENT');
    expect(byEmail.body.map((c) => c.email)).toEqual(['new.parent@mail.test']);
    const byNumber = await get<Customer[]>(`/get/customers?q=${encodeURIComponent(minsk[1].number)}`);
    expect(byNumber.body.map((c) => c.email)).toContain('new.parent@mail.test');
    const wildcard = await get<Customer[]>('/get/customers?q=%25%25');
    expect(wildcard.body).toEqual([]);
  });

  it('edits name, e-mail and contracts from the version shown; a stale version changes nothing', async () => {
    const [customer] = (await get<Customer[]>('/get/customers?q=new.parent')).body;
    const edit = await post('/update/customers', {
      id_user: customer.id_user,
      full_name: 'Новикова Анна Сергеевна',
      email: 'anna@mail.test',
      contracts: [minsk[1].id, minsk[2].id],
      version: customer.version,
    });
    expect(edit.status).toBe(200);
    const after = edit.body as unknown as Customer;
    expect(after).toMatchObject({
      full_name: 'Новикова Анна Сергеевна',
      email: 'anna@mail.test',
      version: customer.version + 1,
    });
    expect(after.contract.map((c) => c.contract_id).sort()).toEqual([minsk[1].id, minsk[2].id].sort());
    const stale = await post('/update/customers', {
      id_user: customer.id_user,
      full_name: 'Другое',
      email: 'anna@mail.test',
      contracts: [minsk[0].id],
      version: customer.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_VERSION_MESSAGE);
    const none = await post('/update/customers', { ...after, contracts: [], version: after.version });
    expect(none.status).toBe(400);
    const taken = await post('/update/customers', {
      id_user: customer.id_user,
      full_name: after.full_name,
      email: 'admin@school.test',
      contracts: [minsk[1].id],
      version: after.version,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(M.emailTaken + 'admin@school.test');
    expect((await audits(customer.id_user)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it("keeps another branch's links when a branch edits the account", async () => {
    const both = await post(
      '/add/customers',
      {
        customers: [
          {
            email: 'both@mail.test',
            full_name: 'Два Филиала',
            role: 11111,
            contracts: [minsk[0].id, other.id],
          },
        ],
      },
      cookies.admin,
    );
    const [customer] = both.body as unknown as Customer[];
    const seen = (await get<Customer[]>('/get/customers?q=both@')).body[0];
    expect(seen.contract.map((c) => c.contract_id)).toEqual([minsk[0].id]);
    const edit = await post('/update/customers', {
      id_user: customer.id_user,
      full_name: seen.full_name,
      email: seen.email,
      contracts: [minsk[2].id],
      version: seen.version,
    });
    expect(edit.status).toBe(200);
    const links = await db.query<{ contract_id: number; relation: string }>(
      'SELECT contract_id, relation FROM customer_contracts WHERE user_id = $1 ORDER BY contract_id',
      [customer.id_user],
    );
    expect(links).toEqual(
      [
        { contract_id: minsk[2].id, relation: 'child' },
        { contract_id: other.id, relation: 'child' },
      ].sort((a, b) => a.contract_id - b.contract_id),
    );
  });

  it('disables an account: its sessions end at once, the change is audited', async () => {
    const id = await userIdByEmail(db, 'anna@mail.test');
    const session = await server.signIn('anna@mail.test');
    expect((await post('/personal/area', { date: '2026-03-16' }, session)).status).toBe(200);
    const [customer] = (await get<Customer[]>('/get/customers?q=anna@')).body;
    const stale = await post('/disabled/customers', { id_user: id, version: customer.version - 1 });
    expect(stale.status).toBe(409);
    const answer = await post('/disabled/customers', { id_user: id, version: customer.version });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'disabled', version: customer.version + 1 });
    expect((await post('/personal/area', { date: '2026-03-16' }, session)).status).toBe(401);
    expect((await audits(id)).map((a) => a.action)).toEqual(['create', 'update', 'disable']);
  });

  it('is not for staff accounts, nor for those without the rights', async () => {
    const managerId = await userIdByEmail(db, 'manager@school.test');
    const staff = await post('/disabled/customers', { id_user: managerId, version: 1 }, cookies.admin);
    expect(staff.status).toBe(404);
    // The branch administrator sees customers (user.view) but may not add, edit or disable them.
    expect((await get('/get/customers', cookies.administrator)).status).toBe(200);
    const add = await post(
      '/add/customers',
      { customers: [{ email: 'x@mail.test', full_name: 'Икс', role: 8000, contracts: [] }] },
      cookies.administrator,
    );
    expect(add.status).toBe(403);
    expect((await get('/get/customers', cookies.manager)).status).toBe(403);
  });
});
