import { debtRows, refreshBalances } from '../modules/debt/repository';
import { toKopecks } from '../lib/money';
import { DATABASE_SETUP_TIMEOUT, TEST_DATABASES, createTestDb, type TestDb } from '../test/databases';
import { countRows } from '../test/fixtures';
import { DEMO_EMAILS, seedDemoSchool } from './demo';
import { generateSchool } from './school';

const NOW = new Date('2026-11-22T09:00:00Z');

describe.each(TEST_DATABASES)('the demo school on %s', (kind) => {
  let db: TestDb;
  let loaded: boolean;

  beforeAll(async () => {
    db = await createTestDb(kind);
    loaded = await seedDemoSchool(db, NOW);
  }, DATABASE_SETUP_TIMEOUT);
  afterAll(() => db?.dispose());

  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params))[0];

  it('has branches in Belarus and Georgia, including Минск (3) and Барановичи (24)', async () => {
    expect(loaded).toBe(true);
    const locations = await db.query<{ id: number; name: string; code: string }>(
      'SELECT l.id, l.name, c.code FROM locations l JOIN countries c ON c.id = l.country_id ORDER BY l.id',
    );
    expect(locations).toEqual(
      expect.arrayContaining([
        { id: 3, name: 'Минск', code: 'BY' },
        { id: 24, name: 'Барановичи', code: 'BY' },
        expect.objectContaining({ name: 'Батуми', code: 'GE' }),
        expect.objectContaining({ name: 'Гомель', code: 'BY' }),
        expect.objectContaining({ name: 'Тбилиси', code: 'GE' }),
      ]),
    );
  });

  it('has courses of every type, kindergarten courses, 20+ groups with teachers and weekdays, and reference lists', async () => {
    const types = await db.query<{ type: string }>('SELECT DISTINCT type FROM courses ORDER BY type');
    expect(types.map((t) => t.type)).toEqual(['camp_program', 'course', 'individual']);
    expect(
      (await one<{ n: number }>(
        "SELECT count(*)::int AS n FROM courses WHERE kindergarten AND name LIKE 'Садик%'",
      ))!.n,
    ).toBeGreaterThan(0);
    expect(await countRows(db, 'groups')).toBeGreaterThanOrEqual(20);
    const bare = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM groups g
       WHERE cardinality(g.day_of_the_week) = 0 OR NOT EXISTS (SELECT 1 FROM group_teachers t WHERE t.group_id = g.id)`,
    );
    expect(bare!.n).toBe(0);
    const entityTypes = await db.query<{ type: string }>('SELECT DISTINCT type FROM entities ORDER BY type');
    expect(entityTypes.map((t) => t.type)).toEqual(
      expect.arrayContaining([
        'category',
        'nutrition',
        'operation',
        'reasons_cancelled',
        'schedule',
        'subject',
        'utm_source',
      ]),
    );
    expect(await countRows(db, 'requisites')).toBeGreaterThan(0);
  });

  it('has one demo user per role; staff are employees, the parent has two children and the teacher teaches', async () => {
    const users = await db.query<{ email: string; roles: string[]; is_employee: boolean }>(
      `SELECT u.email, array_agg(r.name ORDER BY r.name) AS roles, u.is_employee
       FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
       WHERE u.email = ANY($1::text[]) GROUP BY u.id ORDER BY u.id`,
      [[...DEMO_EMAILS]],
    );
    expect(users.map((u) => [u.email, u.roles, u.is_employee])).toEqual([
      ['admin@school.test', ['admin'], true],
      ['manager@school.test', ['manager'], true],
      ['accountant@school.test', ['accountant'], true],
      ['methodist@school.test', ['methodist'], true],
      ['administrator@school.test', ['administrator'], true],
      ['teacher@school.test', ['teacher'], true],
      ['support@school.test', ['support'], true],
      ['parent@school.test', ['parent'], false],
      ['child@school.test', ['child'], false],
    ]);
    const links = await db.query<{ email: string; relation: string; n: number }>(
      `SELECT u.email, cc.relation, count(*)::int AS n FROM customer_contracts cc JOIN users u ON u.id = cc.user_id
       GROUP BY u.email, cc.relation ORDER BY u.email`,
    );
    expect(links).toHaveLength(4);
    expect(links).toEqual(
      expect.arrayContaining([
        { email: 'child@school.test', relation: 'child', n: 1 },
        { email: 'parent@school.test', relation: 'parent', n: 2 },
        { email: 'child2@school.test', relation: 'child', n: 1 },
        { email: 'parent2@school.test', relation: 'parent', n: 1 },
      ]),
    );
    const teaching = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM group_teachers gt JOIN users u ON u.id = gt.user_id WHERE u.email = 'teacher@school.test'",
    );
    expect(teaching!.n).toBeGreaterThan(0);
    const teachers = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE r.name = 'teacher'",
    );
    expect(teachers!.n).toBeGreaterThan(3);
    const permissions = await db.query<{ permission: string }>(
      "SELECT permission FROM role_permissions rp JOIN roles r ON r.id = rp.role_id WHERE r.name = 'methodist' ORDER BY permission",
    );
    expect(permissions.map((p) => p.permission)).toEqual(
      expect.arrayContaining([
        'group.add',
        'group.modify',
        'group.remove',
        'group.view',
        'topic.remove',
        'tasks.view',
      ]),
    );
  });

  it('has a second family with accounts: another contact, another branch, none of the first family', async () => {
    const families = await db.query<{
      email: string;
      contact_id: number;
      location_id: number;
      is_employee: boolean;
    }>(
      `SELECT DISTINCT u.email, k.contact_id, k.location_id, u.is_employee
       FROM customer_contracts cc JOIN users u ON u.id = cc.user_id JOIN contracts k ON k.id = cc.contract_id
       WHERE u.email = ANY($1::text[])`,
      [['parent@school.test', 'child@school.test', 'parent2@school.test', 'child2@school.test']],
    );
    const of = (email: string) => families.filter((row) => row.email === email);
    expect(of('parent@school.test').map((row) => [row.contact_id, row.location_id])).toEqual([[1, 3]]);
    const [second] = of('parent2@school.test');
    expect(of('parent2@school.test')).toHaveLength(1);
    expect(second).toMatchObject({ location_id: 24, is_employee: false });
    expect(second.contact_id).not.toBe(1);
    expect(of('child2@school.test')).toEqual([{ ...second, email: 'child2@school.test' }]);
    const roles = await db.query<{ email: string; role: string }>(
      `SELECT u.email, r.name AS role FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
       WHERE u.email IN ('parent2@school.test', 'child2@school.test') ORDER BY r.name`,
    );
    expect(roles).toEqual([
      { email: 'child2@school.test', role: 'child' },
      { email: 'parent2@school.test', role: 'parent' },
    ]);
  });

  it('has 200+ contracts, each with ten tuition rows adding up exactly to its full price, and payments', async () => {
    expect(await countRows(db, 'contracts')).toBeGreaterThanOrEqual(200);
    const wrong = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM contracts c
       JOIN (SELECT contract_id, count(*) AS rows, sum(amount) AS total FROM receivables
             WHERE type = 'tuition' GROUP BY contract_id) r ON r.contract_id = c.id
       WHERE r.rows <> 10 OR r.total <> c.full_price`,
    );
    expect(wrong!.n).toBe(0);
    const withoutSchedule = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM contracts c WHERE NOT EXISTS (SELECT 1 FROM receivables r WHERE r.contract_id = c.id AND r.type = 'tuition')",
    );
    expect(withoutSchedule!.n).toBe(0);
    expect(await countRows(db, 'payments')).toBeGreaterThan(200);
    const statuses = await db.query<{ status: string }>(
      'SELECT DISTINCT status FROM contracts ORDER BY status',
    );
    expect(statuses.map((s) => s.status)).toEqual(['active', 'cancelled', 'closed', 'new']);
  });

  it('gives the debt page real debts and overpayments', async () => {
    const locations = (await db.query<{ id: number }>('SELECT id FROM locations')).map((l) => l.id);
    await refreshBalances(db, locations, NOW);
    const rows = await debtRows(db, locations);
    const debts = rows.filter((row) => toKopecks(row.balance) > 0);
    const overpaid = rows.filter((row) => toKopecks(row.balance) < 0);
    expect(debts.length).toBeGreaterThan(10);
    expect(overpaid.length).toBeGreaterThan(3);
    expect(overpaid.length).toBeLessThan(debts.length);
  });

  it('has a few hundred leads in every status and for several managers, with comments, contacts, duplicates and deadlines around now', async () => {
    expect(await countRows(db, 'leads')).toBe(400);
    const statuses = await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM leads GROUP BY status ORDER BY status',
    );
    expect(statuses.map((s) => s.status)).toEqual(['disqualified', 'done', 'in_work', 'new', 'rejected']);
    expect(statuses.every((s) => s.n >= 20)).toBe(true);
    const managers = await db.query<{ email: string; n: number }>(
      'SELECT u.email, count(*)::int AS n FROM leads l JOIN users u ON u.id = l.manager_id GROUP BY u.email ORDER BY n DESC',
    );
    expect(managers[0].email).toBe('manager@school.test');
    expect(managers.length).toBeGreaterThanOrEqual(3);
    const [facts] = await db.query<{
      commented: number;
      linked: number;
      duplicates: number;
      expired: number;
      soon: number;
      later: number;
      contracts: number;
      contact_comments: number;
    }>(
      `SELECT
         (SELECT count(DISTINCT lead_id)::int FROM crm_comments WHERE lead_id IS NOT NULL) AS commented,
         (SELECT count(*)::int FROM leads WHERE contact_id IS NOT NULL) AS linked,
         (SELECT count(*)::int FROM leads WHERE duplicate) AS duplicates,
         (SELECT count(*)::int FROM leads WHERE status IN ('new', 'in_work') AND date_due < $1) AS expired,
         (SELECT count(*)::int FROM leads WHERE status IN ('new', 'in_work') AND date_due >= $1 AND date_due < $2) AS soon,
         (SELECT count(*)::int FROM leads WHERE status IN ('new', 'in_work') AND date_due >= $2) AS later,
         (SELECT count(*)::int FROM contracts WHERE lead_id IS NOT NULL) AS contracts,
         (SELECT count(*)::int FROM crm_comments WHERE contact_id IS NOT NULL) AS contact_comments`,
      [NOW, new Date(NOW.getTime() + 2 * 60 * 60 * 1000)],
    );
    expect(facts.commented).toBe(400);
    expect(facts.linked).toBeGreaterThan(20);
    expect(facts.duplicates).toBeGreaterThan(5);
    expect(facts.expired).toBeGreaterThan(20);
    expect(facts.soon).toBeGreaterThan(20);
    expect(facts.later).toBeGreaterThan(20);
    expect(facts.contracts).toBeGreaterThan(10);
    expect(facts.contact_comments).toBeGreaterThan(5);
  });

  it('loads only once', async () => {
    const before = await countRows(db, 'contracts');
    expect(await seedDemoSchool(db, NOW)).toBe(false);
    expect(await countRows(db, 'contracts')).toBe(before);
    expect(await countRows(db, 'roles')).toBe(9);
  });
});

describe('the school generator', () => {
  it('is deterministic for a seed and a date', () => {
    const a = generateSchool({ contracts: 50, today: '2026-11-22', seed: 1 });
    const b = generateSchool({ contracts: 50, today: '2026-11-22', seed: 1 });
    const c = generateSchool({ contracts: 50, today: '2026-11-22', seed: 2 });
    expect(a).toEqual(b);
    expect(c.contracts).not.toEqual(a.contracts);
    const withLeads = (seed: number) =>
      generateSchool({ contracts: 50, today: '2026-11-22', seed, leads: 100, now: '2026-11-22T09:00:00Z' });
    expect(withLeads(1)).toEqual(withLeads(1));
    expect(withLeads(1).leads).toHaveLength(100);
    // Leads come from their own generator: the rest of the school stays the same.
    expect(withLeads(1).payments).toEqual(a.payments);
  });

  it('makes a large school whose schedules add up to the kopeck', () => {
    const school = generateSchool({ contracts: 20_000, today: '2026-11-22' });
    expect(school.contracts).toHaveLength(20_000);
    expect(school.groups.length).toBeGreaterThan(1000);
    const totals = new Map<number, number>();
    for (const row of school.receivables) {
      if (row.type === 'tuition')
        totals.set(row.contract_id, (totals.get(row.contract_id) ?? 0) + toKopecks(row.amount));
    }
    const mismatched = school.contracts.filter(
      (contract) => totals.get(contract.id) !== toKopecks(contract.full_price),
    );
    expect(mismatched).toEqual([]);
    expect(new Set(school.contracts.map((c) => c.number)).size).toBe(20_000);
    expect(new Set(school.users.map((u) => u.email.toLowerCase())).size).toBe(school.users.length);
  });
});
