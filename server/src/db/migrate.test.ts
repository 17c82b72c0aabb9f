import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../test/databases';
import { audit } from './audit';
import { insertRows } from './insertRows';
import { migrate, readMigrations } from './migrate';

describe.each(TEST_DATABASES)('migrations on %s', (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(kind, { migrated: false });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(() => db?.dispose());

  it('applies every migration once, in order, and records it', async () => {
    const versions = readMigrations().map((m) => m.version);
    expect(versions[0]).toBe('001');
    expect(await migrate(db)).toEqual(versions);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(versions);
  });

  it('creates the tables of the schema', async () => {
    const rows = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'audit_log',
        'contacts',
        'contracts',
        'countries',
        'course_countries',
        'courses',
        'customer_contracts',
        'entities',
        'group_teachers',
        'groups',
        'locations',
        'login_tokens',
        'payments',
        'receivables',
        'requisites',
        'role_permissions',
        'roles',
        'sessions',
        'user_locations',
        'user_roles',
        'users',
      ]),
    );
  });

  it('rolls a failing migration back entirely', async () => {
    const broken = [
      { version: '999', name: 'broken', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' },
    ];
    await expect(migrate(db, broken)).rejects.toThrow();
    const left = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
    expect(left).toHaveLength(0);
    expect(await db.query("SELECT 1 FROM schema_migrations WHERE version = '999'")).toHaveLength(0);
  });

  it('returns dates as YYYY-MM-DD, numeric as strings, int casts as numbers', async () => {
    const [row] = await db.query<{ d: string; n: string; c: number; a: number[] }>(
      "SELECT DATE '2026-01-31' AS d, 1234.5::numeric(12, 2) AS n, count(*)::int AS c, ARRAY[1, 2] AS a FROM (VALUES (1), (2)) v(x)",
    );
    expect(row).toEqual({ d: '2026-01-31', n: '1234.50', c: 2, a: [1, 2] });
  });

  it('keeps e-mails unique whatever their case, and writes audit rows as JSON', async () => {
    await insertRows(db, 'users', [{ email: 'Someone@School.test', short_name: 'A' }]);
    await expect(
      insertRows(db, 'users', [{ email: 'someone@school.test', short_name: 'B' }]),
    ).rejects.toThrow();
    await db.transaction((tx) =>
      audit(tx, {
        actorId: null,
        entity: 'payment',
        entityId: 7,
        action: 'update',
        before: { amount: '1.00' },
        after: { amount: '2.00' },
      }),
    );
    const [row] = await db.query<{ after: { amount: string } }>(
      "SELECT after FROM audit_log WHERE entity = 'payment' AND entity_id = '7'",
    );
    expect(row.after).toEqual({ amount: '2.00' });
  });
});
