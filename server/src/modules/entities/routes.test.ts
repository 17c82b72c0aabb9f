import { ENTITY_TYPE_NAMES, type EntitiesTypes, type Option } from 'shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, seedSmallSchool, userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

const labels = (options: Option[]) => options.map((option) => option.label);

describe.each(TEST_DATABASES)('GET /api/entities-types/get on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedSmallSchool(db);
    server = await startTestServer(db, { now: TEST_NOW });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await db?.dispose();
  });

  const entities = async (email: string) => {
    const response = await server.request('/api/entities-types/get', { cookie: await server.signIn(email) });
    expect(response.status).toBe(200);
    return (await response.json()) as EntitiesTypes;
  };

  it('answers every list as value/label options', async () => {
    const lists = await entities('admin@school.test');
    expect(Object.keys(lists).sort()).toEqual([...ENTITY_TYPE_NAMES].sort());
    for (const name of ENTITY_TYPE_NAMES) {
      expect(lists[name].length).toBeGreaterThan(0);
      for (const option of lists[name]) {
        expect(Object.keys(option).sort()).toEqual(['label', 'value']);
        expect(typeof option.label).toBe('string');
      }
    }
  });

  it('fills the lists from courses, users, roles, requisites and reference entities', async () => {
    const lists = await entities('admin@school.test');
    expect(labels(lists.location)).toEqual(['Барановичи', 'Батуми', 'Брест', 'Гомель', 'Минск', 'Тбилиси']);
    expect(labels(lists.course_of_kindergarten)).toEqual([
      'Садик: английский для малышей',
      'Садик: подготовка к школе',
    ]);
    expect(labels(lists.rb)).toContain('Scratch для начинающих');
    expect(labels(lists.rb)).not.toContain('Шахматы');
    expect(labels(lists.georgia)).toContain('Шахматы');
    expect(labels(lists.georgia)).not.toContain('Scratch для начинающих');
    expect(labels(lists.reasons_cancelled)).toContain('Переезд');
    expect(labels(lists.utm_source)).toContain('instagram');
    expect(labels(lists.subject)).toContain('Математика');
    expect(labels(lists.nutrition)).toContain('Обед');
    expect(labels(lists.schedule)).toContain('09:00–13:00');
    expect(labels(lists.category)).toContain('Аренда');
    expect(labels(lists.operation)).toContain('Оплата аренды');
    expect(lists.access_name).toHaveLength(9);
    expect(lists.access_name).toContainEqual({ value: 8000, label: 'Родитель' });
    expect(labels(lists.requisites)).not.toContain('ИП Лебедева О. В. (закрыто)');

    const teacher = await userIdByEmail(db, 'teacher@school.test');
    const former = await userIdByEmail(db, 'former.teacher@school.test');
    const parent = await userIdByEmail(db, 'parent@school.test');
    const values = (options: Option[]) => options.map((option) => option.value);
    expect(values(lists.user)).toEqual(expect.arrayContaining([teacher, former]));
    expect(values(lists.active_users)).toContain(teacher);
    expect(values(lists.active_users)).not.toContain(former);
    expect(values(lists.user)).not.toContain(parent);
    expect(values(lists.customers)).toContain(parent);
    expect(values(lists['default.teacher'])).toContain(teacher);
    expect(values(lists['default.teacher'])).not.toContain(former);
  });

  it("limits branches and groups to the user's branches", async () => {
    const lists = await entities('methodist@school.test');
    expect(lists.location).toEqual([{ value: 3, label: 'Минск' }]);
    const all = await entities('admin@school.test');
    expect(lists.group.length).toBeGreaterThan(0);
    expect(lists.group.length).toBeLessThan(all.group.length);
    expect(lists.group.every((group) => group.label.startsWith('МН-'))).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await server.request('/api/entities-types/get')).status).toBe(401);
  });
});
