import type { Config } from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, setUserStatus, userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';
import { zoomConfig } from '../lessons/repository';
import { zoomLinkOf } from '../lessons/zoom';
import { configData } from '../journal/repository';
import { supportUserOf } from '../journal/service';
import { scheduleSlots } from '../classSchedule/slots';
import { categoryConfig } from '../costs/repository';

type Refusal = { message: string };

describe.each(TEST_DATABASES)(
  'configs: GET /api/configs/get, POST /config/update, /config/add, GET /config/remove on %s',
  (kind) => {
    let db: TestDb;
    let server: TestServer;
    let admin: string;
    let manager: string;
    let groupId: number;

    const post = (path: string, json: unknown, cookie = admin) =>
      server.request(`/api${path}`, { method: 'POST', json, cookie });
    const get = (path: string, cookie = admin) => server.request(`/api${path}`, { cookie });
    const configNamed = async (name: string): Promise<Config> => {
      const response = await get(`/configs/get?name=${name}`);
      expect(response.status).toBe(200);
      const [config] = (await response.json()) as Config[];
      return config;
    };
    const auditOf = (id: number) =>
      db.query<{ action: string; before: unknown; after: unknown }>(
        `SELECT action, before, after FROM audit_log WHERE entity = 'config' AND entity_id = $1 ORDER BY id`,
        [String(id)],
      );
    const refusal = async (response: Response, status = 400): Promise<string> => {
      expect(response.status).toBe(status);
      return ((await response.json()) as Refusal).message;
    };

    beforeAll(async () => {
      db = await createTestDb(kind, { school: 30 });
      server = await startTestServer(db, { now: TEST_NOW });
      admin = await server.signIn('admin@school.test');
      manager = await server.signIn('manager@school.test');
      const [group] = await db.query<{ id: number }>(`SELECT max(id) AS id FROM groups`);
      groupId = group.id;
    }, DATABASE_SETUP_TIMEOUT);
    afterAll(async () => {
      await server?.close();
      await db?.dispose();
    });

    it('lists every configuration with its version; the named ones alone on request', async () => {
      const response = await get('/configs/get');
      expect(response.status).toBe(200);
      const names = ((await response.json()) as Config[]).map((config) => config.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'administration',
          'category',
          'default_teacher',
          'holidays',
          'responsibility',
          'schedule',
          'support',
          'zoom_params',
        ]),
      );
      const support = await configNamed('support');
      expect(support).toMatchObject({ name: 'support', version: 1 });
      expect(supportUserOf(support.data)).toBe(await userIdByEmail(db, 'support@school.test'));
    });

    it('needs configs.view and configs.modify', async () => {
      expect((await get('/configs/get', manager)).status).toBe(403);
      const zoom = await configNamed('zoom_params');
      expect(
        (await post('/config/update', { config_id: zoom.id, data: [], version: zoom.version }, manager))
          .status,
      ).toBe(403);
    });

    it('adds a Zoom link of a group to the list, which the lessons and the personal area read at once', async () => {
      await db.query(
        `UPDATE configs SET data = (SELECT COALESCE(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(data) e
                                     WHERE (e->>'group_id')::int <> $1)
          WHERE name = 'zoom_params'`,
        [groupId],
      );
      const before = await configNamed('zoom_params');
      expect(zoomLinkOf(await zoomConfig(db), groupId)).toBeNull();
      const link = 'https://zoom.us/j/5550001111';
      const response = await post('/config/add', { name: 'zoom_params', data: { link, group_id: groupId } });
      expect(response.status).toBe(200);
      const saved = (await response.json()) as Config;
      expect(saved).toMatchObject({ id: before.id, version: before.version + 1 });
      expect(saved.data).toContainEqual({ link, group_id: groupId });
      expect(zoomLinkOf(await zoomConfig(db), groupId)).toBe(link);
      expect((await auditOf(before.id)).at(-1)).toMatchObject({ action: 'add_item' });

      const again = await post('/config/add', { name: 'zoom_params', data: { link, group_id: groupId } });
      expect(await refusal(again)).toBe(`У группы ${groupId} уже есть ссылка Zoom`);
    });

    it('refuses a link that is not http(s) or a group that does not exist, and saves nothing', async () => {
      const before = await configNamed('zoom_params');
      const ftp = await post('/config/add', {
        name: 'zoom_params',
        data: { link: 'ftp://zoom.us/j/1', group_id: groupId },
      });
      expect(await refusal(ftp)).toMatch(/^Неверные данные настройки «zoom_params» \(поле link\)/);
      const noGroup = await post('/config/update', {
        config_id: before.id,
        data: [{ link: 'https://zoom.us/j/1', group_id: 999999 }],
        version: before.version,
      });
      expect(await refusal(noGroup)).toBe('Нет групп с номерами: 999999');
      expect(await configNamed('zoom_params')).toEqual(before);
    });

    it('updates from the version read (409 on a stale one) and audits before and after', async () => {
      const support = await configNamed('support');
      const manager = await userIdByEmail(db, 'manager@school.test');
      const response = await post('/config/update', {
        config_id: support.id,
        data: { user_id: manager },
        business: true,
        version: support.version,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        ...support,
        data: { user_id: manager },
        version: support.version + 1,
      });
      expect(supportUserOf(await configData(db, 'support'))).toBe(manager);
      expect((await auditOf(support.id)).at(-1)).toEqual({
        action: 'update',
        before: support,
        after: { name: 'support', data: { user_id: manager }, version: support.version + 1, business: true },
      });
      const stale = await post('/config/update', {
        config_id: support.id,
        data: { user_id: manager },
        version: support.version,
      });
      expect(stale.status).toBe(409);
    });

    it('refuses a support user who is not active', async () => {
      const support = await configNamed('support');
      const teacher = await userIdByEmail(db, 'teacher@school.test');
      await setUserStatus(db, 'teacher@school.test', 'disabled');
      try {
        const response = await post('/config/update', {
          config_id: support.id,
          data: { user_id: teacher },
          version: support.version,
        });
        expect(await refusal(response)).toBe(`Нет активных пользователей с номерами: ${teacher}`);
      } finally {
        await setUserStatus(db, 'teacher@school.test', 'active');
      }
      expect(await configNamed('support')).toEqual(support);
    });

    it('checks the schedule, category and responsibility shapes that their readers use', async () => {
      const schedule = await configNamed('schedule');
      const wrong = await post('/config/update', {
        config_id: schedule.id,
        data: ['9:00', '25:00'],
        version: schedule.version,
      });
      expect(await refusal(wrong)).toMatch(/^Неверные данные настройки «schedule» \(поле 1\)/);
      const saved = await post('/config/update', {
        config_id: schedule.id,
        data: ['9:00', '10:30'],
        version: schedule.version,
      });
      expect(saved.status).toBe(200);
      expect(await scheduleSlots(db)).toEqual(['0:00', '9:00', '10:30']);

      const category = await configNamed('category');
      const noOperations = await post('/config/update', {
        config_id: category.id,
        data: [{ category: 'Аренда' }],
        version: category.version,
      });
      expect(await refusal(noOperations)).toMatch(/«category» \(поле 0\.operations\)/);
      const categories = [{ category: 'Аренда', operations: ['Оплата аренды'] }];
      expect(
        (
          await post('/config/update', {
            config_id: category.id,
            data: categories,
            version: category.version,
          })
        ).status,
      ).toBe(200);
      expect(await categoryConfig(db)).toEqual(categories);

      const responsibility = await configNamed('responsibility');
      const noBranch = await post('/config/update', {
        config_id: responsibility.id,
        data: [{ location: 99999, user: await userIdByEmail(db, 'manager@school.test') }],
        version: responsibility.version,
      });
      expect(await refusal(noBranch)).toBe('Нет филиалов с номерами: 99999');
    });

    it('saves the holidays into the requisites’ holidays that the payment schedules read', async () => {
      const holidays = await configNamed('holidays');
      const [requisite] = await db.query<{ id: number }>(`SELECT min(id) AS id FROM requisites`);
      const data = [
        {
          requisite_id: requisite.id,
          name: 'Зимние каникулы',
          date_from: '2026-12-28',
          date_to: '2027-01-10',
        },
      ];
      const response = await post('/config/update', {
        config_id: holidays.id,
        data,
        version: holidays.version,
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as Config).data).toEqual(data);
      const rows = await db.query(
        `SELECT requisite_id, name, to_char(date_from, 'YYYY-MM-DD') AS date_from,
                to_char(date_to, 'YYYY-MM-DD') AS date_to FROM requisite_holidays`,
      );
      expect(rows).toEqual(data);
      const backwards = await post('/config/update', {
        config_id: holidays.id,
        data: [{ ...data[0], date_from: '2027-01-10', date_to: '2026-12-28' }],
        version: holidays.version + 1,
      });
      expect(await refusal(backwards)).toMatch(/«holidays» \(поле 0\.date_to\)/);
    });

    it('creates a configuration once, removes it with its audit row, answers 404 for a missing one', async () => {
      const created = await post('/config/add', { name: 'faq_links', data: { url: 'https://faq.test' } });
      expect(created.status).toBe(200);
      const config = (await created.json()) as Config;
      expect(config).toMatchObject({ name: 'faq_links', data: { url: 'https://faq.test' }, version: 1 });
      const twice = await post('/config/add', { name: 'faq_links', data: {} });
      expect(await refusal(twice, 409)).toBe('Конфигурация «faq_links» уже есть: измените её');
      const bad = await post('/config/add', { name: 'Плохое имя', data: {} });
      expect(bad.status).toBe(400);

      expect((await get(`/config/remove?id=${config.id}`, manager)).status).toBe(403);
      const removed = await get(`/config/remove?id=${config.id}`);
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ status: 'OK' });
      expect(await db.query(`SELECT 1 FROM configs WHERE id = $1`, [config.id])).toEqual([]);
      expect((await auditOf(config.id)).map((row) => row.action)).toEqual(['create', 'delete']);
      expect((await get(`/config/remove?id=${config.id}`)).status).toBe(404);
    });
  },
);
