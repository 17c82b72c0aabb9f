import type { Transaction, TransactionOptions } from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser, countRows } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

type Page = { rows: Transaction[]; total: number; totals: { currency: string; amount: string }[] };
type Refusal = { message: string; errors?: Record<string, string> };

const cost = {
  date_transaction: '2026-03-16',
  category: 'Аренда',
  operation: 'Оплата аренды',
  amount: '1500.5',
  location_id: 3,
};

describe.each(TEST_DATABASES)(
  'costs: GET /api/transaction/get, options, POST /transaction/add, /update and /remove on %s',
  (kind) => {
    let db: TestDb;
    let server: TestServer;
    let accountant: string;
    let otherBranch: string;
    let admin: string;
    let manager: string;

    const post = (path: string, json: unknown, cookie = accountant, key?: string) =>
      server.request(`/api${path}`, {
        method: 'POST',
        json,
        cookie,
        headers: key ? { 'idempotency-key': key } : undefined,
      });
    const get = async <T>(path: string, cookie = accountant): Promise<T> => {
      const response = await server.request(`/api${path}`, { cookie });
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    };
    const add = async (body: unknown, cookie = accountant): Promise<Transaction> => {
      const response = await post('/transaction/add', body, cookie);
      expect(response.status).toBe(200);
      return (await response.json()) as Transaction;
    };
    const auditOf = (id: number) =>
      db.query<{ action: string; before: unknown; after: unknown }>(
        `SELECT action, before, after FROM audit_log WHERE entity = 'transaction' AND entity_id = $1 ORDER BY id`,
        [String(id)],
      );

    beforeAll(async () => {
      db = await createTestDb(kind, { school: 30 });
      await addStaffUser(db, {
        email: 'acc.mn@school.test',
        shortName: 'Бухгалтер МН',
        roles: ['accountant'],
        locations: [3],
      });
      await addStaffUser(db, {
        email: 'acc.gm@school.test',
        shortName: 'Бухгалтер ГМ',
        roles: ['accountant'],
        locations: [12],
      });
      server = await startTestServer(db, { now: TEST_NOW });
      accountant = await server.signIn('acc.mn@school.test');
      otherBranch = await server.signIn('acc.gm@school.test');
      admin = await server.signIn('admin@school.test');
      manager = await server.signIn('manager@school.test');
    }, DATABASE_SETUP_TIMEOUT);
    afterAll(async () => {
      await server?.close();
      await db?.dispose();
    });

    it('offers the categories with their operations, the user’s branches with currency, the requisites', async () => {
      const options = await get<TransactionOptions>('/transaction/options/get');
      expect(options.categories).toContainEqual({
        category: 'Аренда',
        operations: ['Оплата аренды', 'Коммунальные услуги'],
      });
      expect(options.categories).toContainEqual({ category: 'Прочие расходы', operations: [] });
      expect(options.locations).toEqual([{ value: 3, label: 'Минск', currency: 'BYN', active: true }]);
      expect(options.requisites.map((r) => r.label)).toContain('ООО «Future School Georgia»');
      expect(options.requisites).toContainEqual({
        value: 4,
        label: 'ИП Лебедева О. В. (закрыто)',
        currency: 'BYN',
        active: false,
      });
      const every = await get<TransactionOptions>('/transaction/options/get', admin);
      expect(every.locations).toContainEqual({ value: 31, label: 'Батуми', currency: 'GEL', active: true });
      expect(every.locations.at(-1)).toMatchObject({ value: 50, active: false });
    });

    it('records a cost once per Idempotency-Key, in whole kopecks, with its audit row', async () => {
      const before = await countRows(db, 'transactions');
      const first = await post('/transaction/add', cost, accountant, 'cost-1');
      expect(first.status).toBe(200);
      const created = (await first.json()) as Transaction;
      expect(created).toMatchObject({
        ...cost,
        amount: '1500.50',
        type: null,
        currency: 'BYN',
        version: 1,
      });
      const again = await post('/transaction/add', cost, accountant, 'cost-1');
      expect(await again.json()).toEqual(created);
      const changed = await post('/transaction/add', { ...cost, amount: '10' }, accountant, 'cost-1');
      expect(changed.status).toBe(422);
      expect(await countRows(db, 'transactions')).toBe(before + 1);
      expect(await auditOf(created.id)).toEqual([
        {
          action: 'create',
          before: null,
          after: {
            date_transaction: '2026-03-16',
            category: 'Аренда',
            operation: 'Оплата аренды',
            amount: '1500.50',
            type: null,
            location_id: 3,
            version: 1,
          },
        },
      ]);
    });

    it('refuses incomplete and wrong costs with Russian messages naming the field, changing nothing', async () => {
      const before = await countRows(db, 'transactions');
      const cases: [unknown, string, string][] = [
        [{ ...cost, category: '' }, 'category', 'Не заполнено поле «category»'],
        [
          { ...cost, date_transaction: undefined },
          'date_transaction',
          'Не заполнено поле «date_transaction»',
        ],
        [{ ...cost, amount: 'сто' }, 'amount', 'Некорректное значение поля «amount»'],
        [{ ...cost, amount: '10.555' }, 'amount', 'Некорректное значение поля «amount»'],
        [{ ...cost, amount: '0' }, 'amount', 'Некорректное значение поля «amount»'],
        [{ ...cost, amount: '-5' }, 'amount', 'Некорректное значение поля «amount»'],
        [{ ...cost, category: 'Казино' }, 'category', 'Категории «Казино» нет в настройке категорий затрат'],
        [{ ...cost, operation: 'Аванс' }, 'operation', 'Операция «Аванс» не относится к категории «Аренда»'],
        [{ ...cost, operation: '' }, 'operation', 'Выберите операцию категории «Аренда»'],
        [
          { ...cost, category: 'Прочие расходы', operation: 'Аванс' },
          'operation',
          'У категории «Прочие расходы» нет операций: операция не указывается',
        ],
        [{ ...cost, type: 3 }, 'type', 'Реквизиты другой страны, чем филиал'],
        [{ ...cost, type: 4 }, 'type', 'Таких действующих реквизитов нет'],
      ];
      for (const [body, field, message] of cases) {
        const response = await post('/transaction/add', body);
        const refusal = (await response.json()) as Refusal;
        expect({ field, status: response.status, message: refusal.message }).toEqual({
          field,
          status: 400,
          message,
        });
        expect(refusal.errors?.[field]).toBe(message);
      }
      expect(await countRows(db, 'transactions')).toBe(before);
      // A category without operations takes none; a requisite of the branch's country is kept.
      expect(
        await add({ ...cost, category: 'Прочие расходы', operation: '', amount: '12', type: 1 }),
      ).toMatchObject({ category: 'Прочие расходы', operation: '', amount: '12.00', type: 1 });
    });

    it('a closed branch takes no new cost; a cost does not move to another country', async () => {
      const closed = await post('/transaction/add', { ...cost, location_id: 50 }, admin);
      expect(closed.status).toBe(400);
      expect(((await closed.json()) as Refusal).errors?.location_id).toBe(
        'Филиал закрыт: новые затраты в нём не вводятся',
      );
      const created = await add(cost, admin);
      const moved = await post(
        '/transaction/update',
        { ...cost, id: created.id, location_id: 31, version: 1 },
        admin,
      );
      expect(moved.status).toBe(400);
      expect(((await moved.json()) as Refusal).errors?.location_id).toMatch(/другой страны/);
      const withinCountry = await post(
        '/transaction/update',
        { ...cost, id: created.id, location_id: 24, version: 1 },
        admin,
      );
      expect(await withinCountry.json()).toMatchObject({ location_id: 24, version: 2 });
    });

    it('edits from the version read (409 on a stale one), with before and after in the audit', async () => {
      const created = await add({ ...cost, amount: '200' });
      const edit = {
        ...cost,
        id: created.id,
        operation: 'Коммунальные услуги',
        amount: '210.4',
        date_transaction: '2026-03-10',
      };
      const stale = await post('/transaction/update', { ...edit, version: 2 });
      expect(stale.status).toBe(409);
      expect(((await stale.json()) as Refusal).message).toBe(
        'Запись изменена другим пользователем. Обновите данные.',
      );
      const wrong = await post('/transaction/update', { ...edit, operation: 'Премия', version: 1 });
      expect(wrong.status).toBe(400);
      const updated = await post('/transaction/update', { ...edit, version: 1 });
      expect(await updated.json()).toMatchObject({
        id: created.id,
        operation: 'Коммунальные услуги',
        amount: '210.40',
        date_transaction: '2026-03-10',
        version: 2,
      });
      const again = await post('/transaction/update', { ...edit, version: 1 });
      expect(again.status).toBe(409);
      const [, audit] = await auditOf(created.id);
      expect(audit).toMatchObject({
        action: 'update',
        before: { operation: 'Оплата аренды', amount: '200.00', version: 1 },
        after: { operation: 'Коммунальные услуги', amount: '210.40', version: 2 },
      });
    });

    it('keeps the category of an old cost that the configuration no longer has', async () => {
      const [old] = await db.query<{ id: number }>(
        `INSERT INTO transactions (date_transaction, category, operation, amount, location_id)
         VALUES ('2025-01-10', 'Старая категория', 'Старая операция', 99, 3) RETURNING id`,
      );
      const updated = await post('/transaction/update', {
        ...cost,
        id: old.id,
        category: 'Старая категория',
        operation: 'Старая операция',
        amount: '100',
        version: 1,
      });
      expect(await updated.json()).toMatchObject({ category: 'Старая категория', amount: '100.00' });
    });

    it('removes a cost after its version check; the audit keeps the removed row', async () => {
      const created = await add({ ...cost, amount: '77' });
      const stale = await post('/transaction/remove', { id: created.id, version: 5 });
      expect(stale.status).toBe(409);
      const removed = await post('/transaction/remove', { id: created.id, version: 1 });
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ status: 'OK' });
      expect(await countRows(db, `transactions WHERE id = ${created.id}`)).toBe(0);
      expect((await auditOf(created.id)).at(-1)).toEqual({
        action: 'delete',
        before: {
          date_transaction: '2026-03-16',
          category: 'Аренда',
          operation: 'Оплата аренды',
          amount: '77.00',
          type: null,
          location_id: 3,
          version: 1,
        },
        after: null,
      });
      expect((await post('/transaction/remove', { id: created.id })).status).toBe(404);
    });

    it('another branch’s cost cannot be read, added, edited or removed', async () => {
      const created = await add({ ...cost, amount: '55' });
      const before = await countRows(db, 'transactions');
      const list = await get<Transaction[]>('/transaction/get', otherBranch);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((row) => row.location_id === 12)).toBe(true);
      const page = await get<Page>(`/transaction/get?limit=50&location_id=3`, otherBranch);
      expect(page).toMatchObject({ rows: [], total: 0, totals: [] });
      const answers = [
        await post('/transaction/add', cost, otherBranch),
        await post('/transaction/update', { ...cost, id: created.id, version: 1 }, otherBranch),
        await post(
          '/transaction/update',
          { ...cost, id: created.id, location_id: 12, version: 1 },
          otherBranch,
        ),
        await post('/transaction/remove', { id: created.id }, otherBranch),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
      expect(await countRows(db, 'transactions')).toBe(before);
      expect(await get<Transaction[]>('/transaction/get')).toContainEqual(created);
    });

    it('needs transactions.view to read and transactions.add to change', async () => {
      expect((await server.request('/api/transaction/get', { cookie: manager })).status).toBe(403);
      expect((await server.request('/api/transaction/options/get', { cookie: manager })).status).toBe(403);
      expect((await post('/transaction/add', cost, manager)).status).toBe(403);
      expect((await server.request('/api/transaction/get')).status).toBe(401);
    });

    it('lists newest first, pages with totals per currency, filters by branch, category, period and text', async () => {
      const list = await get<Transaction[]>('/transaction/get');
      expect(list.every((row) => row.location_id === 3)).toBe(true);
      const dates = list.map((row) => row.date_transaction);
      expect([...dates].sort().reverse()).toEqual(dates);

      const every = await get<Page>('/transaction/get?limit=10&sort=amount&order=desc', admin);
      expect(every.rows).toHaveLength(10);
      expect(every.totals.map((total) => total.currency)).toEqual(['BYN', 'GEL']);
      const amounts = every.rows.map((row) => Number(row.amount));
      expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);

      const [expected] = await db.query<{ n: number; sum: string }>(
        `SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::text AS sum FROM transactions
         WHERE location_id = 31 AND category = 'Аренда' AND date_transaction BETWEEN '2026-01-01' AND '2026-02-28'`,
      );
      const batumi = await get<Page>(
        `/transaction/get?limit=50&location_id=31&category=${encodeURIComponent('Аренда')}` +
          '&date_from=2026-01-01&date_to=2026-02-28',
        admin,
      );
      expect(batumi.total).toBe(expected.n);
      expect(expected.n).toBeGreaterThan(0);
      expect(batumi.totals).toEqual([{ currency: 'GEL', amount: expected.sum }]);
      expect(batumi.rows.every((row) => row.currency === 'GEL')).toBe(true);

      const badPeriod = await server.request('/api/transaction/get?limit=5&date_from=2026-02-30', {
        cookie: accountant,
      });
      expect(badPeriod.status).toBe(400);
      expect(((await badPeriod.json()) as Refusal).errors?.date_from).toBe(
        'Некорректное значение поля «date_from»',
      );

      const searched = await get<Page>(`/transaction/get?limit=50&q=${encodeURIComponent('коммунальные')}`);
      expect(searched.total).toBeGreaterThan(0);
      expect(searched.rows.every((row) => row.operation === 'Коммунальные услуги')).toBe(true);
    });
  },
);
