import type { Option } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';

export function locationOptions(q: Queryable, locations: readonly number[]): Promise<Option[]> {
  return q.query<Option>(
    'SELECT id AS value, name AS label FROM locations WHERE id = ANY($1::int[]) ORDER BY name, id',
    [locations],
  );
}

export function courseOptions(
  q: Queryable,
  filter: { kindergarten?: boolean; countryCode?: string } = {},
): Promise<Option[]> {
  return q.query<Option>(
    `SELECT c.id AS value, c.name AS label FROM courses c
     WHERE ($1::boolean IS NULL OR c.kindergarten = $1)
       AND ($2::text IS NULL OR EXISTS (
             SELECT 1 FROM course_countries cc JOIN countries k ON k.id = cc.country_id
             WHERE cc.course_id = c.id AND k.code = $2))
     ORDER BY c.name, c.id`,
    [filter.kindergarten ?? null, filter.countryCode ?? null],
  );
}

export function groupOptions(q: Queryable, locations: readonly number[]): Promise<Option[]> {
  return q.query<Option>(
    `SELECT id AS value, short_name AS label FROM groups
     WHERE location_id = ANY($1::int[]) AND removed_at IS NULL ORDER BY short_name, id`,
    [locations],
  );
}

/** Staff accounts; `activeOnly` leaves out disabled ones. */
export function employeeOptions(q: Queryable, activeOnly: boolean): Promise<Option[]> {
  return q.query<Option>(
    `SELECT id AS value, short_name AS label FROM users
     WHERE is_employee AND (NOT $1::boolean OR status = 'active')
     ORDER BY short_name, id`,
    [activeOnly],
  );
}

/** Parent and child accounts (staff lists). */
/**
 * Parent and child accounts a staff member may see: like contacts, an account with no contract yet, or
 * one linked to a contract in the user's branches (`locations` null: every branch).
 */
export function customerOptions(q: Queryable, locations: readonly number[] | null): Promise<Option[]> {
  return q.query<Option>(
    `SELECT u.id AS value, COALESCE(NULLIF(u.full_name, ''), u.short_name) AS label FROM users u
     WHERE NOT u.is_employee
       AND ($1::int[] IS NULL
            OR NOT EXISTS (SELECT 1 FROM customer_contracts cc WHERE cc.user_id = u.id)
            OR EXISTS (SELECT 1 FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
                       WHERE cc.user_id = u.id AND k.location_id = ANY($1::int[])))
     ORDER BY label, value`,
    [locations === null ? null : [...locations]],
  );
}

/** Active holders of a role (the default-teacher choices). */
export function roleHolderOptions(q: Queryable, role: string): Promise<Option[]> {
  return q.query<Option>(
    `SELECT u.id AS value, u.short_name AS label FROM users u
     JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
     WHERE r.name = $1 AND u.status = 'active'
     ORDER BY u.short_name, u.id`,
    [role],
  );
}

export function roleOptions(q: Queryable): Promise<Option[]> {
  return q.query<Option>('SELECT id AS value, label FROM roles ORDER BY id');
}

export function requisiteOptions(q: Queryable): Promise<Option[]> {
  return q.query<Option>(
    "SELECT id AS value, short_name AS label FROM requisites WHERE status = 'active' ORDER BY short_name, id",
  );
}

/** Every editable reference entity, with its type. */
export function referenceEntities(q: Queryable): Promise<(Option & { type: string })[]> {
  return q.query<Option & { type: string }>(
    'SELECT type, id AS value, value AS label FROM entities ORDER BY type, value, id',
  );
}

// A customer's family: the contracts linked to the parent or child account, and what they name.

const FAMILY_CONTRACTS = `SELECT k.* FROM contracts k
  WHERE k.id IN (SELECT contract_id FROM customer_contracts WHERE user_id = $1)`;

/** Branches of the contracts linked to the account. */
export function familyLocationOptions(q: Queryable, userId: number): Promise<Option[]> {
  return q.query<Option>(
    `SELECT DISTINCT l.id AS value, l.name AS label FROM (${FAMILY_CONTRACTS}) f
     JOIN locations l ON l.id = f.location_id ORDER BY label, value`,
    [userId],
  );
}

/** Courses of the contracts linked to the account. */
export function familyCourseOptions(q: Queryable, userId: number): Promise<Option[]> {
  return q.query<Option>(
    `SELECT DISTINCT c.id AS value, c.name AS label FROM (${FAMILY_CONTRACTS}) f
     JOIN courses c ON c.id = f.course_id ORDER BY label, value`,
    [userId],
  );
}

/** Groups of the contracts linked to the account. */
export function familyGroupOptions(q: Queryable, userId: number): Promise<Option[]> {
  return q.query<Option>(
    `SELECT DISTINCT g.id AS value, g.short_name AS label FROM (${FAMILY_CONTRACTS}) f
     JOIN groups g ON g.id = f.group_id ORDER BY label, value`,
    [userId],
  );
}

/** The account and the other accounts linked to the same contracts (its family). */
export function familyAccountOptions(q: Queryable, userId: number): Promise<Option[]> {
  return q.query<Option>(
    `SELECT DISTINCT u.id AS value, COALESCE(NULLIF(u.full_name, ''), u.short_name) AS label
     FROM users u
     WHERE NOT u.is_employee
       AND (u.id = $1 OR u.id IN (
         SELECT cc.user_id FROM customer_contracts cc
         WHERE cc.contract_id IN (SELECT contract_id FROM customer_contracts WHERE user_id = $1)))
     ORDER BY label, value`,
    [userId],
  );
}
