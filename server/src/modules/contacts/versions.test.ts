import type { Contact, Lead, LeadUpdateResult } from '@school/shared-api/contracts';
import { insertRows, syncIdentity } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

const STALE = 'Запись изменена другим пользователем. Обновите данные.';

/** Contacts 9501-9503 without contracts (everyone's), each with a lead 9511-9513. */
async function loadFixture(db: TestDb, managerId: number): Promise<void> {
  await insertRows(
    db,
    'contacts',
    [9501, 9502, 9503].map((id) => ({
      id,
      name: 'Вера',
      last_name: `Версионная ${id}`,
      phone: `+375 29 800-00-${id % 100}`,
      email: `version${id}@mail.test`,
      kid_name: 'Коля',
      city: 'Минск',
      date_created: new Date('2026-03-01T10:00:00Z'),
    })),
  );
  await syncIdentity(db, 'contacts');
  await insertRows(
    db,
    'leads',
    [9511, 9512, 9513].map((id) => ({
      id,
      contact_id: id - 10,
      name: `Вера ${id}`,
      city: 'Минск',
      phone: `37529810${id}`,
      email: `lead${id}@mail.test`,
      manager_id: managerId,
      utm_source: 'google',
      interested: 'Робототехника',
      date_due: new Date('2026-03-20T09:00:00Z'),
      status: 'new',
    })),
  );
  await syncIdentity(db, 'leads');
}

describe.each(TEST_DATABASES)('versions of leads and contacts on %s', (kind) => {
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
    await loadFixture(db, managerId);
    server = await startTestServer(db);
    [manager, admin] = await Promise.all([
      server.signIn('manager@school.test'),
      server.signIn('admin@school.test'),
    ]);
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const post = (path: string, json: unknown, cookie = manager) =>
    server.request(path, { method: 'POST', json, cookie });
  const stored = async (table: 'contacts' | 'leads', id: number) =>
    (await db.query(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0];
  const auditRows = (entity: string, id: number) =>
    db.query<{ actor_id: number; action: string; before: { version: number }; after: { version: number } }>(
      'SELECT actor_id, action, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
      [entity, String(id)],
    );
  const expectStale = async (response: Response) => {
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(STALE);
  };

  describe('contacts', () => {
    it('change only the fields the update carries, and move the version on by one', async () => {
      const response = await post('/api/contact/update', { id_contact: 9501, version: 1, kid_class: '4А' });
      expect(response.status).toBe(200);
      const contact = (await response.json()) as Contact;
      expect(contact).toMatchObject({
        version: 2,
        kid_class: '4А',
        phone: '+375 29 800-00-1',
        email: 'version9501@mail.test',
        last_name: 'Версионная 9501',
      });
      expect(await stored('contacts', 9501)).toMatchObject({ phone: '+375 29 800-00-1', kid_name: 'Коля' });
      // An empty value is a value: it clears the field.
      const cleared = await post('/api/contact/update', { id_contact: 9501, version: 2, kid_name: '' });
      expect(((await cleared.json()) as Contact).kid_name).toBe('');
      expect(await auditRows('contact', 9501)).toEqual([
        expect.objectContaining({
          actor_id: managerId,
          action: 'update',
          before: expect.objectContaining({ version: 1 }),
        }),
        expect.objectContaining({
          actor_id: managerId,
          action: 'update',
          after: expect.objectContaining({ version: 3 }),
        }),
      ]);
    });

    it('refuse an update from a stale version with 409 and change nothing', async () => {
      expect(
        (await post('/api/contact/update', { id_contact: 9502, version: 1, city: 'Брест' })).status,
      ).toBe(200);
      const before = await stored('contacts', 9502);
      const audits = (await auditRows('contact', 9502)).length;
      await expectStale(
        await post('/api/contact/update', { id_contact: 9502, version: 1, city: 'Гомель' }, admin),
      );
      expect(await stored('contacts', 9502)).toEqual(before);
      expect(await auditRows('contact', 9502)).toHaveLength(audits);
      // A version the row never had is stale too; an unknown contact is 404.
      await expectStale(await post('/api/contact/update', { id_contact: 9502, version: 7, city: 'Гомель' }));
      expect(
        (await post('/api/contact/update', { id_contact: 999999, version: 1, city: 'Гомель' })).status,
      ).toBe(404);
      const missing = await post('/api/contact/update', { id_contact: 9502, city: 'Гомель' });
      expect(missing.status).toBe(400);
      expect(((await missing.json()) as { errors: Record<string, string> }).errors).toHaveProperty('version');
    });

    it('of two concurrent updates from one version, one is saved (200) and the other refused (409)', async () => {
      const answers = await Promise.all([
        post('/api/contact/update', { id_contact: 9503, version: 1, city: 'Гомель' }),
        post('/api/contact/update', { id_contact: 9503, version: 1, city: 'Брест' }, admin),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!;
      const saved = (await winner.json()) as Contact;
      expect(saved.version).toBe(2);
      expect(await stored('contacts', 9503)).toMatchObject({ version: 2, city: saved.city });
      expect(await auditRows('contact', 9503)).toHaveLength(1);
    });
  });

  describe('leads', () => {
    it('change only the fields the update carries, and move the version on by one', async () => {
      const response = await post('/api/lead/update', { id_lead: 9511, version: 1, interested: 'Шахматы' });
      expect(response.status).toBe(200);
      const { lead } = (await response.json()) as LeadUpdateResult;
      expect(lead).toMatchObject({
        version: 2,
        interested: 'Шахматы',
        name: 'Вера 9511',
        phone: '375298109511',
        email: 'lead9511@mail.test',
        city: 'Минск',
        utm_source: 'google',
        date_due: '2026-03-20 12:00:00',
        status: 'new',
      });
      const changed = await post('/api/lead/manager_update', {
        id_lead: 9511,
        version: 2,
        manager: String(adminId),
      });
      expect(((await changed.json()) as Lead).version).toBe(3);
      expect(
        (await auditRows('lead', 9511)).map((row) => [row.actor_id, row.action, row.after.version]),
      ).toEqual([
        [managerId, 'update', 2],
        [managerId, 'manager', 3],
      ]);
    });

    it('refuse an update or a manager change from a stale version with 409 and change nothing', async () => {
      expect((await post('/api/lead/update', { id_lead: 9512, version: 1, status: 'in_work' })).status).toBe(
        200,
      );
      const before = await stored('leads', 9512);
      await expectStale(
        await post(
          '/api/lead/update',
          { id_lead: 9512, version: 1, status: 'done', new_comment: 'Договор' },
          admin,
        ),
      );
      await expectStale(
        await post('/api/lead/manager_update', { id_lead: 9512, version: 1, manager: String(adminId) }),
      );
      expect(await stored('leads', 9512)).toEqual(before);
      const [comments] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM crm_comments WHERE lead_id = 9512',
      );
      expect(comments.n).toBe(0);
      expect(await auditRows('lead', 9512)).toHaveLength(1);
    });

    it('of two concurrent updates from one version, one is saved (200) and the other refused (409)', async () => {
      const answers = await Promise.all([
        post('/api/lead/update', { id_lead: 9513, version: 1, interested: 'Python', new_comment: 'Первый' }),
        post(
          '/api/lead/update',
          { id_lead: 9513, version: 1, status: 'in_work', new_comment: 'Второй' },
          admin,
        ),
        post('/api/lead/manager_update', { id_lead: 9513, version: 1, manager: String(adminId) }),
      ]);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(2);
      expect(await stored('leads', 9513)).toMatchObject({ version: 2 });
      const [comments] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM crm_comments WHERE lead_id = 9513',
      );
      expect(comments.n).toBeLessThanOrEqual(1);
      expect(await auditRows('lead', 9513)).toHaveLength(1);
    });
  });

  it('records every write of leads, contacts and comments with the acting user, in one shape', async () => {
    const comment = await post('/api/comment/add', { id_lead: 9511, comment: 'Перезвонить' });
    const { id_comment: id } = (await comment.json()) as { id_comment: number };
    await server.clock.advance(60_000);
    expect((await post('/api/comment/edit', { id_comment: id, comment: 'Перезвонить завтра' })).status).toBe(
      200,
    );
    const rows = await db.query<{
      actor_id: number;
      action: string;
      before: unknown;
      after: { comment: string };
    }>(
      "SELECT actor_id, action, before, after FROM audit_log WHERE entity = 'comment' AND entity_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(rows.map((row) => [row.actor_id, row.action, row.after.comment])).toEqual([
      [managerId, 'create', 'Перезвонить'],
      [managerId, 'update', 'Перезвонить завтра'],
    ]);
    expect(rows[1].before).toMatchObject({ id, lead_id: 9511, contact_id: null, comment: 'Перезвонить' });
    const missingActor = await db.query(
      "SELECT 1 FROM audit_log WHERE entity IN ('lead', 'contact', 'comment') AND actor_id IS NULL",
    );
    expect(missingActor).toEqual([]);
  });
});
