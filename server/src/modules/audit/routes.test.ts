import ExcelJS from 'exceljs';
import type { AuditPage, AuditRow } from '@school/shared-api/contracts';
import { audit, type AuditEntry } from '../../db/audit';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

// The journal's changes of its own, after everything the small school recorded: in May 2026 (the school's
// data is of March), contracts 90001 and 90002. Times are UTC; Minsk is UTC+3.
const MAY = [
  { at: '2026-05-01T20:59:59Z', entityId: 90001, action: 'create', actor: 'admin' }, // 1 May, 23:59:59 in Minsk
  { at: '2026-05-01T21:00:00Z', entityId: 90001, action: 'cancel', actor: 'manager' }, // 2 May, 00:00 in Minsk
  { at: '2026-05-03T10:00:00Z', entityId: 90002, action: 'create', actor: 'manager' },
  { at: '2026-05-03T10:00:00Z', entityId: 90002, action: 'kid_rename', actor: null },
] as const;

describe.each(TEST_DATABASES)('the audit journal: GET /api/audit/get and /audit/export on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;
  let admin: string;
  let manager: string;
  let adminId: number;
  let managerId: number;

  const get = (path: string, cookie = admin) => server.request(`/api${path}`, { cookie });
  const page = async (query: string): Promise<AuditPage> => {
    const response = await get(`/audit/get?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as AuditPage;
  };
  const keys = (rows: AuditRow[]) => rows.map((row) => `${row.entity_id} ${row.action}`);

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
    adminId = await userIdByEmail(db, 'admin@school.test');
    managerId = await userIdByEmail(db, 'manager@school.test');
    const actors = { admin: adminId, manager: managerId };
    for (const change of MAY) {
      const entry: AuditEntry = {
        actorId: change.actor === null ? null : actors[change.actor],
        entity: 'contract',
        entityId: change.entityId,
        action: change.action,
        before: change.action === 'create' ? null : { status: 'new', kid_name: 'Аня', version: 1 },
        after: { status: change.action === 'cancel' ? 'cancelled' : 'new', kid_name: 'Аня', version: 2 },
        at: new Date(change.at),
      };
      await db.transaction((tx) => audit(tx, entry));
    }
    server = await startTestServer(db, { now: TEST_NOW });
    admin = await server.signIn('admin@school.test');
    manager = await server.signIn('manager@school.test');
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  it('answers the newest changes first, the same moment by the newest row, with the user’s name', async () => {
    const first = await page('limit=4');
    expect(keys(first.rows)).toEqual(['90002 kid_rename', '90002 create', '90001 cancel', '90001 create']);
    expect(first.rows[0]).toMatchObject({
      at: '2026-05-03T10:00:00.000Z',
      actor_id: null,
      actor_name: null,
      entity: 'contract',
      before: { status: 'new', kid_name: 'Аня', version: 1 },
      after: { status: 'new', kid_name: 'Аня', version: 2 },
    });
    expect(first.rows[2]).toMatchObject({ actor_id: managerId, actor_name: expect.any(String) });
    expect(first).toMatchObject({ offset: 0, limit: 4, has_more: expect.any(Boolean) });
  });

  it('pages without repeating or skipping a row, and says whether a next page exists', async () => {
    const filter = 'entity=contract&date_from=2026-05-01';
    const one = await page(`${filter}&limit=3`);
    const two = await page(`${filter}&limit=3&offset=3`);
    expect(keys(one.rows)).toEqual(['90002 kid_rename', '90002 create', '90001 cancel']);
    expect(one.has_more).toBe(true);
    expect(keys(two.rows)).toEqual(['90001 create']);
    expect(two).toMatchObject({ offset: 3, limit: 3, has_more: false });
    expect((await page(`${filter}&limit=4`)).has_more).toBe(false);
    expect((await page('limit=1')).rows).toHaveLength(1);
  });

  it('filters by the row, the user, the kind of change and the days of the period in Minsk', async () => {
    expect(keys((await page('entity=contract&entity_id=90001')).rows)).toEqual([
      '90001 cancel',
      '90001 create',
    ]);
    expect(keys((await page(`actor=${managerId}&date_from=2026-05-01`)).rows)).toEqual([
      '90002 create',
      '90001 cancel',
    ]);
    expect(keys((await page('action=kid_rename&date_from=2026-05-01')).rows)).toEqual(['90002 kid_rename']);
    expect(keys((await page('date_from=2026-05-01&date_to=2026-05-01')).rows)).toEqual(['90001 create']);
    expect(keys((await page('date_from=2026-05-02&date_to=2026-05-02')).rows)).toEqual(['90001 cancel']);
    expect((await page('entity=payment&entity_id=90001')).rows).toEqual([]);
    expect((await page('date_from=2026-05-04')).rows).toEqual([]);
  });

  it('shows a change made through the API with its user and the row before and after', async () => {
    const [contract] = await db.query<{ id: number; number: string }>(
      "SELECT id, number FROM contracts WHERE status IN ('new', 'active') ORDER BY id LIMIT 1",
    );
    const added = await server.request('/api/payment/add', {
      method: 'POST',
      cookie: admin,
      json: { date: '2026-03-16', amount: '12.50', contract_id: contract.id, number: contract.number },
    });
    expect(added.status).toBe(200);
    const payment = (await added.json()) as { id: number };
    const { rows } = await page(`entity=payment&entity_id=${payment.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: adminId,
      action: 'create',
      before: null,
      after: expect.objectContaining({ amount: '12.50', contract_id: contract.id }),
    });
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['entity=nothing', 'entity'],
      ['action=erase', 'action'],
      ['entity_id=-1', 'entity_id'],
      ['date_from=2026-02-30', 'date_from'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
    ]) {
      const response = await get(`/audit/get?${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty(field);
    }
  });

  it('is the head administrator’s: another role gets 403, nobody signed in 401', async () => {
    for (const path of ['/audit/get', '/audit/export']) {
      expect((await get(path, manager)).status).toBe(403);
      expect((await server.request(`/api${path}`)).status).toBe(401);
    }
  });

  it('exports the matching changes as XLSX, one row per changed field, with the filters in the caption', async () => {
    const response = await get('/audit/export?entity=contract&entity_id=90001');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain('audit_2026-03-16.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Журнал изменений');
    expect(sheet.getCell('A1').value).toBe('Журнал изменений');
    expect(sheet.getCell('A2').value).toBe('Фильтры: Сущность: Договор; Номер записи: 90001');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(4)).toEqual([
      'Время (Минск)',
      'Пользователь',
      'Сущность',
      'Номер записи',
      'Действие',
      'Изменения',
      'Поле',
      'Было',
      'Стало',
    ]);
    // The cancel changed two fields; the creation shows its whole row.
    const body = [5, 6, 7, 8, 9].map(values);
    expect(body[0]).toEqual([
      '02.05.2026 00:00:00',
      expect.any(String),
      'Договор',
      '90001',
      'Отмена',
      undefined,
      'status',
      'new',
      'cancelled',
    ]);
    expect(body[1].slice(6)).toEqual(['version', '1', '2']);
    expect(body[2]).toEqual([
      '01.05.2026 23:59:59',
      expect.any(String),
      'Договор',
      '90001',
      'Создание',
      'Создано',
      'status',
      undefined,
      'new',
    ]);
    // In jsonb's order of the keys (shorter first).
    expect(body[3].slice(6)).toEqual(['version', undefined, '2']);
    expect(body[4].slice(6)).toEqual(['kid_name', undefined, 'Аня']);
    expect(sheet.rowCount).toBe(9);
  });
});
