import {
  DATABASE_SETUP_TIMEOUT,
  TEST_DATABASES,
  createPostgresDbOfOwnRole,
  createTestDb,
  type TestDb,
} from '../test/databases';
import { audit } from './audit';
import { migrate, readMigrations } from './migrate';

// The audit trail is append-only in the database itself (migration 031): whatever a route, a script or an
// injected statement tries, a recorded change stays as it was written.

const entry = {
  actorId: null,
  entity: 'payment',
  entityId: 7,
  action: 'update',
  before: { amount: '1.00' },
  after: { amount: '2.00' },
} as const;

const rowsOf = (db: TestDb) =>
  db.query<{ entity_id: string; after: unknown }>(
    "SELECT entity_id, after FROM audit_log WHERE entity = 'payment'",
  );

describe.each(TEST_DATABASES)('audit_log on %s', (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await db.transaction((tx) => audit(tx, entry));
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(() => db?.dispose());

  it('takes new rows', async () => {
    await db.transaction((tx) => audit(tx, { ...entry, entityId: 8 }));
    expect((await rowsOf(db)).map((row) => row.entity_id).sort()).toEqual(['7', '8']);
  });

  it.each([
    ['UPDATE', "UPDATE audit_log SET after = '{}'::jsonb WHERE entity = 'payment'"],
    ['DELETE', "DELETE FROM audit_log WHERE entity = 'payment'"],
    ['TRUNCATE', 'TRUNCATE audit_log'],
  ])('refuses %s by its trigger, even to a superuser, and keeps the rows', async (operation, sql) => {
    const [me] = await db.query<{ superuser: boolean }>(
      'SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user',
    );
    expect(me.superuser).toBe(true);
    await expect(db.query(sql)).rejects.toThrow(`audit_log is append-only: ${operation} refused`);
    expect(await rowsOf(db)).toContainEqual({ entity_id: '7', after: { amount: '2.00' } });
  });

  it('keeps firing the triggers under session_replication_role = replica', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        await tx.query("DELETE FROM audit_log WHERE entity = 'payment'");
      }),
    ).rejects.toThrow('audit_log is append-only: DELETE refused');
    expect(await rowsOf(db)).toHaveLength(2);
  });
});

const postgresOnly = TEST_DATABASES.includes('postgres') ? describe : describe.skip;

postgresOnly('audit_log for the server’s own role on PostgreSQL', () => {
  let db: TestDb & { role: string };
  beforeAll(async () => {
    db = await createPostgresDbOfOwnRole();
    await db.transaction((tx) => audit(tx, entry));
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(() => db?.dispose());

  it('is a role that is not a superuser and owns the table', async () => {
    const [me] = await db.query<{ name: string; superuser: boolean; owner: string }>(
      `SELECT current_user AS name, r.rolsuper AS superuser, t.tableowner AS owner
       FROM pg_roles r, pg_tables t WHERE r.rolname = current_user AND t.tablename = 'audit_log'`,
    );
    expect(me).toEqual({ name: db.role, superuser: false, owner: db.role });
  });

  it('holds SELECT and INSERT on audit_log and not UPDATE, DELETE or TRUNCATE', async () => {
    const [rights] = await db.query<Record<string, boolean>>(
      `SELECT has_table_privilege(current_user, 'audit_log', 'SELECT') AS select,
              has_table_privilege(current_user, 'audit_log', 'INSERT') AS insert,
              has_table_privilege(current_user, 'audit_log', 'UPDATE') AS update,
              has_table_privilege(current_user, 'audit_log', 'DELETE') AS delete,
              has_table_privilege(current_user, 'audit_log', 'TRUNCATE') AS truncate,
              has_table_privilege('public', 'audit_log', 'UPDATE') AS public_update`,
    );
    expect(rights).toEqual({
      select: true,
      insert: true,
      update: false,
      delete: false,
      truncate: false,
      public_update: false,
    });
  });

  it.each(["UPDATE audit_log SET after = '{}'::jsonb", 'DELETE FROM audit_log', 'TRUNCATE audit_log'])(
    'refuses %s for lack of the privilege',
    async (sql) => {
      await expect(db.query(sql)).rejects.toThrow('permission denied for table audit_log');
      expect(await rowsOf(db)).toEqual([{ entity_id: '7', after: { amount: '2.00' } }]);
    },
  );
});

describe.each(TEST_DATABASES)('the journal’s permission on %s', (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(kind, { migrated: false });
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(() => db?.dispose());

  it('is granted to the head administrator of a school whose roles existed before migration 031', async () => {
    const migrations = readMigrations();
    await migrate(
      db,
      migrations.filter((m) => m.version < '031'),
    );
    await db.query(
      `INSERT INTO roles (id, name, label, all_branches)
       VALUES (1, 'admin', 'Главный администратор', true), (2, 'manager', 'Менеджер', false)`,
    );
    await migrate(db, migrations);
    const holders = await db.query<{ name: string }>(
      `SELECT r.name FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
       WHERE rp.permission = 'audit.view'`,
    );
    expect(holders).toEqual([{ name: 'admin' }]);
  });
});
