import { expandPermissions, type RoleDefinition } from '../auth/roles';
import type { Queryable } from '../db/db';
import { insertRows, syncIdentity } from '../db/insertRows';
import type { SchoolData } from './school';

export async function countRoles(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM roles');
  return row.n;
}

/** True when a school is loaded already (any branch exists). */
export async function hasSchool(q: Queryable): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM locations LIMIT 1');
  return rows.length > 0;
}

export async function insertRoles(q: Queryable, roles: readonly RoleDefinition[]): Promise<void> {
  await insertRows(
    q,
    'roles',
    roles.map((r) => ({ id: r.id, name: r.name, label: r.label, all_branches: r.allBranches })),
  );
  await insertRows(
    q,
    'role_permissions',
    roles.flatMap((r) =>
      expandPermissions(r.permissions).map((permission) => ({ role_id: r.id, permission })),
    ),
  );
  await syncIdentity(q, 'roles');
}

/** Table order respects foreign keys; identity sequences move past the explicit ids. */
const TABLES: readonly [keyof SchoolData, string, boolean][] = [
  ['countries', 'countries', true],
  ['locations', 'locations', true],
  ['requisites', 'requisites', true],
  ['requisiteHolidays', 'requisite_holidays', true],
  ['entities', 'entities', true],
  ['users', 'users', true],
  ['userRoles', 'user_roles', false],
  ['userLocations', 'user_locations', false],
  ['courses', 'courses', true],
  ['courseCountries', 'course_countries', false],
  ['groups', 'groups', true],
  ['groupTeachers', 'group_teachers', false],
  ['contacts', 'contacts', true],
  ['leads', 'leads', true],
  ['crmComments', 'crm_comments', true],
  ['contracts', 'contracts', true],
  ['customerContracts', 'customer_contracts', false],
  ['receivables', 'receivables', true],
  ['payments', 'payments', true],
];

export async function insertSchool(q: Queryable, data: SchoolData): Promise<void> {
  for (const [key, table, hasIdentity] of TABLES) {
    await insertRows(q, table, data[key] as Record<string, unknown>[]);
    if (hasIdentity) await syncIdentity(q, table);
  }
}
