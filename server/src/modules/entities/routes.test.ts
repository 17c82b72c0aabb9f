import { ENTITY_TYPE_NAMES, type EntitiesTypes, type Option } from '@school/shared-api/contracts';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../../test/databases';
import { TEST_NOW, userIdByEmail } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/harness';

const labels = (options: Option[]) => options.map((option) => option.label);

describe.each(TEST_DATABASES)('GET /api/entities-types/get on %s', (kind) => {
  let db: TestDb;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDb(kind, { school: 30 });
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

  describe('for parents and children', () => {
    /** Every label of every list, and the lists that have any. */
    const labelsOf = (lists: EntitiesTypes) => Object.values(lists).flatMap((options) => labels(options));
    const filled = (lists: EntitiesTypes) =>
      Object.entries(lists)
        .filter(([, options]) => options.length > 0)
        .map(([name]) => name)
        .sort();
    /** What the contracts linked to an account name: branches, courses, groups. */
    const familyOf = async (email: string) => {
      const rows = await db.query<{ location: string; course: string; grp: string | null }>(
        `SELECT DISTINCT l.name AS location, c.name AS course, g.short_name AS grp
         FROM customer_contracts cc JOIN users u ON u.id = cc.user_id JOIN contracts k ON k.id = cc.contract_id
         JOIN locations l ON l.id = k.location_id JOIN courses c ON c.id = k.course_id
         LEFT JOIN groups g ON g.id = k.group_id
         WHERE u.email = $1`,
        [email],
      );
      const unique = (values: (string | null)[]) =>
        [...new Set(values.filter((v): v is string => v !== null))].sort();
      return {
        location: unique(rows.map((r) => r.location)),
        course: unique(rows.map((r) => r.course)),
        group: unique(rows.map((r) => r.grp)),
      };
    };
    const namesOf = async (emails: string[]) =>
      (
        await db.query<{ short_name: string; full_name: string }>(
          'SELECT short_name, full_name FROM users WHERE email = ANY($1::text[])',
          [emails],
        )
      ).flatMap((user) => [user.short_name, user.full_name].filter(Boolean));

    it('give no staff and no other family, only what their own contracts name', async () => {
      const family = {
        'parent@school.test': ['parent@school.test', 'child@school.test'],
        'child@school.test': ['parent@school.test', 'child@school.test'],
        'parent2@school.test': ['parent2@school.test', 'child2@school.test'],
        'child2@school.test': ['parent2@school.test', 'child2@school.test'],
      } as const;
      const staffNames = (
        await db.query<{ short_name: string }>('SELECT short_name FROM users WHERE is_employee')
      ).map((user) => user.short_name);
      for (const [email, own] of Object.entries(family)) {
        const lists = await entities(email);
        expect(Object.keys(lists).sort()).toEqual([...ENTITY_TYPE_NAMES].sort());
        for (const staffList of [
          'user',
          'active_users',
          'default.teacher',
          'access_name',
          'requisites',
        ] as const)
          expect(lists[staffList]).toEqual([]);
        const ownIds = await Promise.all(own.map((address) => userIdByEmail(db, address)));
        expect(lists.customers.map((option) => option.value).sort()).toEqual([...ownIds].sort());
        const expected = await familyOf(email);
        expect(labels(lists.location).sort()).toEqual(expected.location);
        expect(labels(lists.course).sort()).toEqual(expected.course);
        expect(labels(lists.group).sort()).toEqual(expected.group);
        expect(labels(lists.subject)).toContain('Математика');
        expect(lists.utm_source).toEqual([]);
        expect(lists.reasons_cancelled).toEqual([]);
        expect(lists.operation).toEqual([]);
        // No staff name and no name of the other family anywhere in the answer.
        const others = Object.keys(family).filter((address) => !(own as readonly string[]).includes(address));
        const ownNames = await namesOf([...own]);
        const foreign = [...staffNames, ...(await namesOf(others))].filter(
          (name) => !ownNames.includes(name),
        );
        expect(labelsOf(lists).filter((label) => foreign.includes(label))).toEqual([]);
      }
      expect(filled(await entities('parent2@school.test'))).toEqual(
        ['course', 'customers', 'group', 'location', 'nutrition', 'schedule', 'subject'].sort(),
      );
      // Staff keep their lists; customer accounts like contacts: every one for all branches, else those
      // with no contract yet or one in the user's branches.
      const admin = await entities('admin@school.test');
      expect(admin.customers.length).toBeGreaterThanOrEqual(4);
      const staff = await entities('methodist@school.test');
      expect(staff.user.length).toBeGreaterThan(5);
      const methodist = await userIdByEmail(db, 'methodist@school.test');
      const reachable = await db.query<{ id: number }>(
        `SELECT u.id FROM users u WHERE NOT u.is_employee
           AND (NOT EXISTS (SELECT 1 FROM customer_contracts cc WHERE cc.user_id = u.id)
             OR EXISTS (SELECT 1 FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
                        JOIN user_locations ul ON ul.location_id = k.location_id AND ul.user_id = $1
                        WHERE cc.user_id = u.id))
         ORDER BY u.id`,
        [methodist],
      );
      expect(staff.customers.map((option) => Number(option.value)).sort((a, b) => a - b)).toEqual(
        reachable.map((row) => Number(row.id)),
      );
      expect(staff.customers.length).toBeLessThan(admin.customers.length);
    });
  });

  it('answers 401 without a session', async () => {
    expect((await server.request('/api/entities-types/get')).status).toBe(401);
  });
});
