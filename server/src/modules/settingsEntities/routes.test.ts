import {
  STALE_VERSION_MESSAGE,
  SETTINGS_ENTITY_MESSAGES as M,
  type EditableEntity,
  type EntitiesTypes,
  type LocationRow,
  type ReportLink,
  type RequisiteRow,
} from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

type Json = Record<string, unknown> & { message?: string; errors?: Record<string, string> };

describe.each(TEST_DATABASES)('settings: entities, locations, requisites, report links on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    await addStaffUser(db, {
      email: 'accountant3.se@school.test',
      shortName: 'Бухгалтер Минска',
      roles: ['accountant'],
      locations: [3],
    });
    server = await startTestServer(db);
    cookies.admin = await server.signIn('admin@school.test');
    cookies.manager = await server.signIn('manager@school.test');
    cookies.accountant = await server.signIn('accountant3.se@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const send = async <T = Json>(method: string, path: string, json: unknown, cookie = cookies.admin) => {
    const response = await server.request(`/api${path}`, { method, json, cookie });
    return { status: response.status, body: (await response.json()) as T };
  };
  const get = async <T = Json>(path: string, cookie = cookies.admin) => {
    const response = await server.request(`/api${path}`, { cookie });
    return { status: response.status, body: (await response.json()) as T };
  };
  const audits = (entity: string, id: number) =>
    db.query<{ action: string; before: unknown; after: unknown }>(
      'SELECT action, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
      [entity, String(id)],
    );
  const lists = async () => (await get<EntitiesTypes>('/entities-types/get')).body;

  it('refuses every call without both transactions.view and transactions.add', async () => {
    expect((await get('/entities/get', cookies.manager)).status).toBe(403);
    expect((await get('/locations/get', cookies.manager)).status).toBe(403);
    expect((await send('PUT', '/requisite/update', {}, cookies.manager)).status).toBe(403);
  });

  it('adds, modifies and removes an entity with audit rows; the reference lists follow at once', async () => {
    expect((await send('POST', '/entity/add', { type: 'subject', value: '  ' })).status).toBe(400);
    const added = await send<{ type: string; data: EditableEntity }>('POST', '/entity/add', {
      type: 'subject',
      value: 'Астрономия',
    });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      type: 'subject',
      data: { id: expect.any(Number), type: 'subject', value: 'Астрономия', version: 1 },
    });
    const id = added.body.data.id;
    expect((await lists()).subject).toContainEqual({ value: id, label: 'Астрономия' });
    const again = await send('POST', '/entity/add', { type: 'subject', value: 'астрономия ' });
    expect(again).toEqual({ status: 422, body: expect.objectContaining({ message: M.duplicateEntity }) });

    const listed = await get<EditableEntity[]>('/entities/get');
    expect(listed.body).toContainEqual(added.body.data);

    const modified = await send<EditableEntity>('POST', '/entity/modify', {
      id,
      type: 'subject',
      value: 'Астрофизика',
      version: 1,
    });
    expect(modified.body).toEqual({ id, type: 'subject', value: 'Астрофизика', version: 2 });
    const stale = await send('POST', '/entity/modify', { id, type: 'subject', value: 'Старое', version: 1 });
    expect(stale).toEqual({ status: 409, body: expect.objectContaining({ message: STALE_VERSION_MESSAGE }) });
    expect((await lists()).subject).toContainEqual({ value: id, label: 'Астрофизика' });

    expect((await send('POST', '/entity/remove', { id, version: 2 })).body).toEqual({ id });
    expect((await lists()).subject.map((option) => option.value)).not.toContain(id);
    expect((await send('POST', '/entity/remove', { id })).status).toBe(404);
    expect((await audits('entity', id)).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('adds a location with address empty and status active by default; it is offered at once', async () => {
    const missing = await send('POST', '/location/add', { name: 'Гродно', city: '' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(expect.arrayContaining(['city', 'country_id']));
    expect(
      (await send('POST', '/location/add', { name: 'Гродно', city: 'Гродно', country_id: 999 })).body.message,
    ).toBe(M.unknownCountry);

    const added = await send<LocationRow>('POST', '/location/add', {
      name: 'Гродно',
      city: 'Гродно',
      country_id: 1,
    });
    expect(added.body).toEqual({
      id: expect.any(Number),
      name: 'Гродно',
      city: 'Гродно',
      address: '',
      status: 'active',
      country_id: 1,
      version: 1,
    });
    const id = added.body.id;
    // The administrator holds every branch: the new one is in the lists of every form without a reload.
    expect((await lists()).location).toContainEqual({ value: id, label: 'Гродно' });
    // A branch-limited holder of the rights sees only their branches, and cannot edit another's.
    const theirs = await get<LocationRow[]>('/locations/get', cookies.accountant);
    expect(theirs.body.map((row) => row.id)).toEqual([3]);
    const foreign = await send(
      'PUT',
      '/location/update',
      { ...added.body, address: 'ул. Советская, 1' },
      cookies.accountant,
    );
    expect(foreign.status).toBe(404);

    const updated = await send<LocationRow>('PUT', '/location/update', {
      ...added.body,
      address: 'ул. Советская, 1',
    });
    expect(updated.body).toEqual({ ...added.body, address: 'ул. Советская, 1', version: 2 });
    expect((await send('PUT', '/location/update', { ...added.body, name: 'Старое' })).status).toBe(409);

    expect((await get(`/location/remove?id=${id}`)).body).toEqual({ id, outcome: 'deleted' });
    expect((await lists()).location.map((option) => option.value)).not.toContain(id);
    expect((await audits('location', id)).map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('sets a location that contracts or staff name inactive instead of deleting it', async () => {
    const removed = await get('/location/remove?id=24');
    expect(removed.body).toEqual({ id: 24, outcome: 'deactivated' });
    const [row] = await db.query<{ status: string }>('SELECT status FROM locations WHERE id = 24');
    expect(row.status).toBe('inactive');
    const [audit] = await audits('location', 24);
    expect(audit).toMatchObject({
      action: 'deactivate',
      after: expect.objectContaining({ status: 'inactive' }),
    });
    // A branch no staff member holds but a row names through a foreign key (a task here): kept, inactive.
    const fresh = await send<LocationRow>('POST', '/location/add', {
      name: 'Лида',
      city: 'Лида',
      country_id: 1,
    });
    await db.query(
      "INSERT INTO tasks (title, author_id, location_id) SELECT 'Проверить филиал', id, $1 FROM users WHERE email = 'admin@school.test'",
      [fresh.body.id],
    );
    expect((await get(`/location/remove?id=${fresh.body.id}`)).body).toEqual({
      id: fresh.body.id,
      outcome: 'deactivated',
    });
    const [kept] = await db.query<{ status: string }>('SELECT status FROM locations WHERE id = $1', [
      fresh.body.id,
    ]);
    expect(kept.status).toBe('inactive');
    expect((await get('/location/remove?id=abc')).status).toBe(400);
    expect((await get('/location/remove?id=99999')).status).toBe(404);
    await db.query("UPDATE locations SET status = 'active' WHERE id = 24");
  });

  it('adds, updates and removes a requisite; one in use becomes inactive', async () => {
    const missing = await send('POST', '/requisite/add', { short_name: 'ИП Новикова', legal_entity_id: '' });
    expect(missing.status).toBe(400);
    const added = await send<RequisiteRow>('POST', '/requisite/add', {
      short_name: 'ИП Новикова',
      legal_entity_id: '190000077',
    });
    expect(added.body).toEqual({
      id: expect.any(Number),
      short_name: 'ИП Новикова',
      legal_entity_id: '190000077',
      status: 'active',
      version: 1,
    });
    const id = added.body.id;
    expect((await lists()).requisites).toContainEqual({ value: id, label: 'ИП Новикова' });
    const updated = await send<RequisiteRow>('PUT', '/requisite/update', {
      ...added.body,
      status: 'inactive',
    });
    expect(updated.body).toMatchObject({ status: 'inactive', version: 2 });
    // Inactive requisites are not offered.
    expect((await lists()).requisites.map((option) => option.value)).not.toContain(id);
    expect((await get<RequisiteRow[]>('/requisites/get')).body).toContainEqual(updated.body);
    expect((await get(`/requisite/remove?id=${id}`)).body).toEqual({ id, outcome: 'deleted' });
    expect((await audits('requisite', id)).map((row) => row.action)).toEqual(['create', 'update', 'delete']);

    const [used] = await db.query<{ id: number }>(
      'SELECT requisite_id AS id FROM requisite_holidays ORDER BY requisite_id LIMIT 1',
    );
    expect((await get(`/requisite/remove?id=${used.id}`)).body).toEqual({
      id: used.id,
      outcome: 'deactivated',
    });
    expect(
      await db.query('SELECT 1 FROM requisite_holidays WHERE requisite_id = $1', [used.id]),
    ).not.toHaveLength(0);
  });

  it('answers 404 without the row, 409 from an old version and 422 for refused values, changing nothing', async () => {
    const first = await send<{ data: EditableEntity }>('POST', '/entity/add', {
      type: 'subject',
      value: 'Логика',
    });
    const second = await send<{ data: EditableEntity }>('POST', '/entity/add', {
      type: 'subject',
      value: 'Риторика',
    });
    const taken = await send('POST', '/entity/modify', { ...second.body.data, value: ' логика' });
    expect(taken).toEqual({ status: 422, body: expect.objectContaining({ message: M.duplicateEntity }) });
    const staleRemove = await send('POST', '/entity/remove', { id: first.body.data.id, version: 7 });
    expect(staleRemove).toEqual({
      status: 409,
      body: expect.objectContaining({ message: STALE_VERSION_MESSAGE }),
    });
    // A reference value of a type this tab does not edit is not found here.
    const [fixed] = await db.query<{ id: number }>(
      "INSERT INTO entities (type, value) VALUES ('not_editable', 'Чужое') RETURNING id",
    );
    const fixedBody = { id: fixed.id, type: 'subject', value: 'Чужое', version: 1 };
    expect((await send('POST', '/entity/modify', fixedBody)).status).toBe(404);
    expect((await send('POST', '/entity/remove', { id: fixed.id })).status).toBe(404);
    expect((await send('POST', '/entity/modify', { ...first.body.data, id: 99999 })).status).toBe(404);

    const location = await send<LocationRow>('POST', '/location/add', {
      name: 'Брест',
      city: 'Брест',
      country_id: 1,
    });
    const noCountry = await send('PUT', '/location/update', { ...location.body, country_id: 99999 });
    expect(noCountry).toEqual({ status: 422, body: expect.objectContaining({ message: M.unknownCountry }) });
    expect((await send('PUT', '/location/update', { ...location.body, id: 99999 })).status).toBe(404);

    const requisite = await send<RequisiteRow>('POST', '/requisite/add', {
      short_name: 'ИП Орлова',
      legal_entity_id: '190000078',
    });
    const stale = await send('PUT', '/requisite/update', { ...requisite.body, version: 2 });
    expect(stale).toEqual({ status: 409, body: expect.objectContaining({ message: STALE_VERSION_MESSAGE }) });
    expect((await send('PUT', '/requisite/update', { ...requisite.body, id: 99999 })).status).toBe(404);
    expect((await get('/requisite/remove?id=99999')).status).toBe(404);

    expect((await audits('entity', first.body.data.id)).map((row) => row.action)).toEqual(['create']);
    expect((await audits('location', location.body.id)).map((row) => row.action)).toEqual(['create']);
    expect(await audits('requisite', requisite.body.id)).toEqual([
      { action: 'create', before: null, after: requisite.body },
    ]);
  });

  it('refuses a PUT from another site and changes nothing', async () => {
    const [before] = await db.query('SELECT * FROM requisites WHERE id = 1');
    const response = await server.request('/api/requisite/update', {
      method: 'PUT',
      cookie: cookies.admin,
      headers: { origin: 'https://evil.example' },
      json: { id: 1, short_name: 'Чужой', legal_entity_id: '190000009', status: 'active', version: 1 },
    });
    expect(response.status).toBe(403);
    expect(await db.query('SELECT * FROM requisites WHERE id = 1')).toEqual([before]);
  });

  it('answers the report links of the report_links configuration, leaving out malformed entries', async () => {
    const links = await get<ReportLink[]>('/report-links/get', cookies.manager);
    expect(links.status).toBe(200);
    expect(links.body.map((link) => link.label)).toEqual([
      'Аналитика продаж',
      'Журнал',
      'Расписание',
      'Отчёт о доходах и расходах',
      'Выгрузка лидов',
      'FAQ',
    ]);
    await db.query(
      `UPDATE configs SET data = '[{"label": "Дашборд", "url": "https://example.com/d"},
        {"label": "Плохая", "url": "javascript:alert(1)"}, 5]'::jsonb WHERE name = 'report_links'`,
    );
    expect((await get<ReportLink[]>('/report-links/get', cookies.manager)).body).toEqual([
      { label: 'Дашборд', url: 'https://example.com/d' },
    ]);
  });
});
