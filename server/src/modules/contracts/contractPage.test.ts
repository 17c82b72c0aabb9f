import type { ContractData, ContractSearchHit } from '@school/shared-api/contracts';
import { insertRows } from '../../db/insertRows';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, addStaffUser } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

describe.each(TEST_DATABASES)(
  'the contract page: GET /api/contract/search and /api/contract_data/get on %s',
  (kind) => {
    let db: TestDb;
    let server: TestServer;
    let accountant: string;
    let otherBranch: string;

    beforeAll(async () => {
      db = await createTestDb(kind, { school: 30 });
      await insertRows(db, 'locations', [
        { id: 901, name: 'Тест-Минск', city: 'Минск', country_id: 1 },
        { id: 902, name: 'Тест-Батуми', city: 'Батуми', country_id: 2 },
      ]);
      await insertRows(db, 'groups', [
        {
          id: 9101,
          short_name: 'Т-Робо-1',
          course_id: 1,
          location_id: 901,
          weeks: 36,
          price_per_week: '45.00',
        },
      ]);
      await insertRows(db, 'contracts', [
        {
          id: 9201,
          number: 'ТМ-00001',
          full_name: 'Зайцева Алла Петровна',
          phone: '+375 29 111-22-33',
          kid_name: 'Зайцев Миша',
          course_id: 1,
          group_id: 9101,
          location_id: 901,
          status: 'active',
        },
        {
          id: 9202,
          number: 'ТБ-00001',
          full_name: 'Зайцева Нино',
          phone: '',
          kid_name: '',
          course_id: 1,
          group_id: null,
          location_id: 902,
          status: 'new',
        },
      ]);
      await insertRows(db, 'receivables', [
        {
          id: 99001,
          contract_id: 9201,
          type: 'tuition',
          due_date: '2026-09-01',
          amount: '100.10',
          void: false,
        },
        { id: 99002, contract_id: 9201, type: 'lunch', due_date: '2026-09-15', amount: '20.00', void: false },
        {
          id: 99003,
          contract_id: 9201,
          type: 'tuition',
          due_date: '2026-10-01',
          amount: '100.00',
          void: true,
        },
      ]);
      await insertRows(db, 'payments', [
        { id: 99101, contract_id: 9201, date: '2026-09-10', amount: '150.15' },
      ]);
      await addStaffUser(db, {
        email: 'acc.901@school.test',
        shortName: 'Бухгалтер',
        roles: ['accountant'],
        locations: [901],
      });
      await addStaffUser(db, {
        email: 'acc.902@school.test',
        shortName: 'Бухгалтер Б',
        roles: ['accountant'],
        locations: [902],
      });
      server = await startTestServer(db, { now: TEST_NOW });
      accountant = await server.signIn('acc.901@school.test');
      otherBranch = await server.signIn('acc.902@school.test');
    }, DATABASE_SETUP_TIMEOUT);
    afterAll(async () => {
      await server?.close();
      await db?.dispose();
    });

    const search = async (param: string, cookie = accountant) => {
      const response = await server.request(`/api/contract/search?param=${encodeURIComponent(param)}`, {
        cookie,
      });
      expect(response.status).toBe(200);
      return (await response.json()) as Record<string, ContractSearchHit>;
    };

    it("finds the user's branches' contracts by surname, number or phone digits, keyed by contract_id", async () => {
      const hit = {
        contract_id: 9201,
        phone: '+375 29 111-22-33',
        status: 'active',
        full_name: 'Зайцева Алла Петровна',
        number: 'ТМ-00001',
        kid_name: 'Зайцев Миша',
      };
      expect(await search('зайцева')).toEqual({ 9201: hit });
      expect(await search('ТМ-0000')).toEqual({ 9201: hit });
      expect(await search('1112233')).toEqual({ 9201: hit });
      expect(Object.keys(await search('Зайцева', otherBranch))).toEqual(['9202']);
    });

    it('answers the header, the lines by date without voided receivables, and exact totals', async () => {
      const response = await server.request('/api/contract_data/get?id=9201', { cookie: accountant });
      expect(response.status).toBe(200);
      const data = (await response.json()) as ContractData;
      expect(data.contract).toMatchObject({
        number: 'ТМ-00001',
        group: 'Т-Робо-1',
        status: 'active',
        currency: 'BYN',
      });
      expect(
        data.lines.map((line) => [line.date, line.type, line.amount, line.credit, line.category]),
      ).toEqual([
        ['2026-09-01', 'debit', '100.10', '0.00', 'tuition'],
        ['2026-09-10', 'credit', '0.00', '150.15', 'payment'],
        ['2026-09-15', 'debit', '20.00', '0.00', 'lunch'],
      ]);
      expect(data.totals).toEqual({ debit: '120.10', credit: '150.15', balance: '-30.05' });
    });

    it("answers 404 for another branch's contract and 400 for a search under 2 characters", async () => {
      expect((await server.request('/api/contract_data/get?id=9201', { cookie: otherBranch })).status).toBe(
        404,
      );
      expect((await server.request('/api/contract/search?param=з', { cookie: accountant })).status).toBe(400);
    });

    it('renames the child with contract.modify, in the same branch only, with an audit row', async () => {
      const rename = (json: unknown, cookie = accountant) =>
        server.request('/api/contract/kid_rename', { method: 'POST', json, cookie });
      const response = await rename({ contract_id: 9201, kid_name: '  Зайцев Михаил  ' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ contract_id: 9201, kid_name: 'Зайцев Михаил' });
      const [row] = await db.query<{ kid_name: string }>('SELECT kid_name FROM contracts WHERE id = 9201');
      expect(row.kid_name).toBe('Зайцев Михаил');
      const [entry] = await db.query<{ action: string; before: unknown; after: unknown }>(
        "SELECT action, before, after FROM audit_log WHERE entity = 'contract' AND entity_id = '9201' ORDER BY id DESC LIMIT 1",
      );
      expect(entry).toEqual({
        action: 'kid_rename',
        before: { kid_name: 'Зайцев Миша' },
        after: { kid_name: 'Зайцев Михаил' },
      });
      expect((await rename({ contract_id: 9201, kid_name: 'Чужой' }, otherBranch)).status).toBe(404);
      const empty = await rename({ contract_id: 9201, kid_name: '   ' });
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as { errors: Record<string, string> }).errors).toHaveProperty('kid_name');
      const [after] = await db.query<{ kid_name: string }>('SELECT kid_name FROM contracts WHERE id = 9201');
      expect(after.kid_name).toBe('Зайцев Михаил');
    });
  },
);
