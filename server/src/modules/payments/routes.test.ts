import type { Payment } from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser, countRows } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

describe.each(TEST_DATABASES)(
  'payments: GET /api/payment/get, POST /payment/add and /payment/update on %s',
  (kind) => {
    let db: TestDb;
    let server: TestServer;
    let accountant: string;
    let otherBranch: string;
    let fresh: { id: number; number: string };

    const post = (path: string, json: unknown, cookie = accountant, key?: string) =>
      server.request(`/api${path}`, {
        method: 'POST',
        json,
        cookie,
        headers: key ? { 'idempotency-key': key } : undefined,
      });

    beforeAll(async () => {
      db = await createTestDb(kind, { school: 30 });
      [fresh] = await db.query<{ id: number; number: string }>(
        `INSERT INTO contracts (number, full_name, kid_name, course_id, location_id, status)
       VALUES ('МН-90001', 'Новикова Ольга', 'Новиков Петя', 1, 3, 'new') RETURNING id, number`,
      );
      await addStaffUser(db, {
        email: 'acc.mn@school.test',
        shortName: 'Бухгалтер МН',
        roles: ['accountant'],
        locations: [3],
      });
      await addStaffUser(db, {
        email: 'acc.tb@school.test',
        shortName: 'Бухгалтер ТБ',
        roles: ['accountant'],
        locations: [12],
      });
      server = await startTestServer(db, { now: TEST_NOW });
      accountant = await server.signIn('acc.mn@school.test');
      otherBranch = await server.signIn('acc.tb@school.test');
    }, DATABASE_SETUP_TIMEOUT);
    afterAll(async () => {
      await server?.close();
      await db?.dispose();
    });

    it('records a payment once per key; the first one makes a new contract active; audit rows', async () => {
      const body = { date: '2026-03-16', amount: '150.5', contract_id: fresh.id, number: fresh.number };
      const first = await post('/payment/add', body, accountant, 'pay-1');
      expect(first.status).toBe(200);
      const payment = (await first.json()) as Payment;
      expect(payment).toMatchObject({
        contract_id: fresh.id,
        number: 'МН-90001',
        amount: '150.50',
        full_name: 'Новикова Ольга',
        kid_name: 'Новиков Петя',
        id_location: 3,
        status: 'active',
        currency: 'BYN',
        version: 1,
      });
      const again = await post('/payment/add', body, accountant, 'pay-1');
      expect(await again.json()).toEqual(payment);
      expect(await countRows(db, `payments WHERE contract_id = ${fresh.id}`)).toBe(1);
      expect(
        await db.query(
          `SELECT entity, action FROM audit_log WHERE (entity = 'payment' AND entity_id = $1)
                        OR (entity = 'contract' AND entity_id = $2 AND action = 'activate') ORDER BY id`,
          [String(payment.id), String(fresh.id)],
        ),
      ).toEqual([
        { entity: 'contract', action: 'activate' },
        { entity: 'payment', action: 'create' },
      ]);
    });

    it("takes a payment to 'unknown' in the cashier's branch and attaches it later; a stale edit gets 409", async () => {
      const missing = await post('/payment/add', {
        date: '2026-03-16',
        amount: '20',
        contract_id: 'unknown',
        number: 'unknown',
      });
      expect(missing.status).toBe(400);
      const answer = await post('/payment/add', {
        date: '2026-03-16',
        amount: '20',
        contract_id: 'unknown',
        number: 'unknown',
        id_location: 3,
      });
      const unknown = (await answer.json()) as Payment;
      expect(unknown).toMatchObject({
        contract_id: 'unknown',
        number: 'unknown',
        status: '',
        id_location: 3,
      });

      const attach = {
        id: unknown.id,
        date: '2026-03-15',
        amount: '25.00',
        contract_id: fresh.id,
        number: fresh.number,
      };
      const stale = await post('/payment/update', { ...attach, version: 2 });
      expect(stale.status).toBe(409);
      expect(((await stale.json()) as { message: string }).message).toBe(
        'Запись изменена другим пользователем. Обновите данные.',
      );
      const updated = await post('/payment/update', { ...attach, version: 1 });
      expect(await updated.json()).toMatchObject({
        contract_id: fresh.id,
        date: '2026-03-15',
        amount: '25.00',
        version: 2,
      });
      // Once attached, it keeps its contract.
      const moved = await post('/payment/update', {
        ...attach,
        contract_id: 'unknown',
        number: 'unknown',
        version: 2,
      });
      expect(moved.status).toBe(400);
    });

    it('refuses a cancelled contract, a wrong number and another branch', async () => {
      const [cancelled] = await db.query<{ id: number; number: string }>(
        `INSERT INTO contracts (number, full_name, course_id, location_id, status)
       VALUES ('МН-90002', 'Отменённая', 1, 3, 'cancelled') RETURNING id, number`,
      );
      const before = await countRows(db, 'payments');
      const closed = await post('/payment/add', {
        date: '2026-03-16',
        amount: '10',
        contract_id: cancelled.id,
        number: cancelled.number,
      });
      expect(closed.status).toBe(409);
      const wrong = await post('/payment/add', {
        date: '2026-03-16',
        amount: '10',
        contract_id: fresh.id,
        number: 'МН-00000',
      });
      expect(wrong.status).toBe(400);
      const elsewhere = await post(
        '/payment/add',
        { date: '2026-03-16', amount: '10', contract_id: fresh.id, number: fresh.number },
        otherBranch,
      );
      expect(elsewhere.status).toBe(404);
      expect(await countRows(db, 'payments')).toBe(before);
    });

    it("lists the branch's payments newest first, pages them with totals per currency, never another branch's", async () => {
      const list = (await (
        await server.request('/api/payment/get', { cookie: accountant })
      ).json()) as Payment[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((p) => p.id_location === 3)).toBe(true);
      const dates = list.map((p) => p.date);
      expect([...dates].sort().reverse()).toEqual(dates);

      const page = (await (
        await server.request('/api/payment/get?limit=5&sort=date&order=desc&q=Новикова', {
          cookie: accountant,
        })
      ).json()) as { rows: Payment[]; total: number; totals: { currency: string; amount: string }[] };
      expect(page.total).toBe(2);
      expect(page.rows.map((p) => p.amount)).toEqual(['150.50', '25.00']);
      expect(page.totals).toEqual([{ currency: 'BYN', amount: '175.50' }]);

      const other = (await (
        await server.request('/api/payment/get', { cookie: otherBranch })
      ).json()) as Payment[];
      expect(other.some((p) => p.id_location === 3)).toBe(false);
    });
  },
);
