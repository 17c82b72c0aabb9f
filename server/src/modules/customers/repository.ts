import type { Queryable } from '../../db/db';

// Customer accounts (users that are not employees) and their links to contracts (customer_contracts).
// $branches null: every branch.

export type CustomerSqlRow = {
  id: number;
  email: string;
  full_name: string;
  status: 'active' | 'disabled';
  last_activity: Date | null;
  version: number;
  role: number[];
  contract: { contract_id: number; number: string }[];
};

/** An account is seen when it has no linked contract yet, or one in the branches. */
const customerInBranches = (user: string, branches: string) => `(${branches}::int[] IS NULL
  OR NOT EXISTS (SELECT 1 FROM customer_contracts cc WHERE cc.user_id = ${user})
  OR EXISTS (SELECT 1 FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
             WHERE cc.user_id = ${user} AND k.location_id = ANY(${branches}::int[])))`;

const CUSTOMER_COLUMNS = `u.id, u.email, u.full_name, u.status, u.last_activity, u.version,
  COALESCE((SELECT array_agg(ur.role_id ORDER BY ur.role_id) FROM user_roles ur WHERE ur.user_id = u.id), '{}') AS role,
  COALESCE((SELECT json_agg(json_build_object('contract_id', k.id, 'number', k.number) ORDER BY k.number, k.id)
            FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
            WHERE cc.user_id = u.id AND k.removed_at IS NULL
              AND ($1::int[] IS NULL OR k.location_id = ANY($1::int[]))), '[]') AS contract`;

/** `%`, `_` and `\` of a search taken literally in ILIKE. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Customer accounts in the branches, by name, at most `limit`; `search` matches a part of the name, the
 * e-mail or the number of a linked contract of the branches. Contracts listed: those of the branches.
 */
export function customerRows(
  q: Queryable,
  branches: readonly number[] | null,
  search: string | null,
  limit: number,
): Promise<CustomerSqlRow[]> {
  return q.query<CustomerSqlRow>(
    `SELECT ${CUSTOMER_COLUMNS}
     FROM users u
     WHERE NOT u.is_employee AND ${customerInBranches('u.id', '$1')}
       AND ($2::text IS NULL OR u.full_name ILIKE $2 OR u.email ILIKE $2
            OR EXISTS (SELECT 1 FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
                       WHERE cc.user_id = u.id AND k.number ILIKE $2
                         AND ($1::int[] IS NULL OR k.location_id = ANY($1::int[]))))
     ORDER BY u.full_name, u.id
     LIMIT $3`,
    [branches === null ? null : [...branches], search ? likePattern(search) : null, limit],
  );
}

/** One customer account as the branches see it (locked for the change when `lock`). */
export async function customerRow(
  q: Queryable,
  id: number,
  branches: readonly number[] | null,
  lock = false,
): Promise<CustomerSqlRow | undefined> {
  const [row] = await q.query<CustomerSqlRow>(
    `SELECT ${CUSTOMER_COLUMNS} FROM users u
     WHERE u.id = $2 AND NOT u.is_employee AND ${customerInBranches('u.id', '$1')}
     ${lock ? 'FOR UPDATE OF u' : ''}`,
    [branches === null ? null : [...branches], id],
  );
  return row;
}

/** The contracts among `ids` that exist, are not removed and are in the branches, with their branch. */
export function linkableContracts(
  q: Queryable,
  ids: readonly number[],
  branches: readonly number[] | null,
): Promise<{ id: number; number: string; location_id: number }[]> {
  return q.query(
    `SELECT k.id, k.number, k.location_id FROM contracts k
     WHERE k.id = ANY($1::int[]) AND k.removed_at IS NULL
       AND ($2::int[] IS NULL OR k.location_id = ANY($2::int[]))`,
    [[...ids], branches === null ? null : [...branches]],
  );
}

/** Accounts (staff or customers) holding any of the e-mails, case-insensitively, apart from `exceptId`. */
export async function takenEmails(
  q: Queryable,
  emails: readonly string[],
  exceptId: number | null = null,
): Promise<string[]> {
  const rows = await q.query<{ email: string }>(
    `SELECT lower(email) AS email FROM users
     WHERE lower(email) = ANY($1::text[]) AND ($2::int IS NULL OR id <> $2::int) ORDER BY 1`,
    [emails.map((email) => email.toLowerCase()), exceptId],
  );
  return rows.map((row) => row.email);
}

export async function insertCustomer(
  q: Queryable,
  row: { email: string; full_name: string; role: number },
): Promise<number> {
  const [user] = await q.query<{ id: number }>(
    `INSERT INTO users (email, short_name, full_name, status, is_employee)
     VALUES ($1, $2, $2, 'active', false) RETURNING id`,
    [row.email, row.full_name],
  );
  await q.query(`INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)`, [user.id, row.role]);
  return user.id;
}

/**
 * Links the account to exactly `contractIds` among the contracts of the branches (links to other
 * branches' contracts stay), then keeps its user_locations to the branches of all its linked contracts.
 */
export async function setCustomerContracts(
  q: Queryable,
  userId: number,
  contractIds: readonly number[],
  branches: readonly number[] | null,
  relation: 'parent' | 'child',
): Promise<void> {
  await q.query(
    `DELETE FROM customer_contracts cc USING contracts k
     WHERE cc.user_id = $1 AND k.id = cc.contract_id AND NOT (k.id = ANY($2::int[]))
       AND ($3::int[] IS NULL OR k.location_id = ANY($3::int[]))`,
    [userId, [...contractIds], branches === null ? null : [...branches]],
  );
  await q.query(
    `INSERT INTO customer_contracts (user_id, contract_id, relation)
     SELECT $1, id, $3 FROM unnest($2::int[]) AS id
     ON CONFLICT (user_id, contract_id) DO NOTHING`,
    [userId, [...contractIds], relation],
  );
  await q.query(
    `DELETE FROM user_locations ul WHERE ul.user_id = $1 AND NOT EXISTS (
       SELECT 1 FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
       WHERE cc.user_id = $1 AND k.location_id = ul.location_id)`,
    [userId],
  );
  await q.query(
    `INSERT INTO user_locations (user_id, location_id)
     SELECT DISTINCT $1::int, k.location_id FROM customer_contracts cc JOIN contracts k ON k.id = cc.contract_id
     WHERE cc.user_id = $1
     ON CONFLICT (user_id, location_id) DO NOTHING`,
    [userId],
  );
}

export async function updateCustomerRow(
  q: Queryable,
  id: number,
  fields: { full_name: string; email: string },
): Promise<void> {
  await q.query(
    `UPDATE users SET short_name = CASE WHEN full_name = $2 THEN short_name ELSE $2 END,
       full_name = $2, email = $3, status = 'active', version = version + 1
     WHERE id = $1`,
    [id, fields.full_name, fields.email],
  );
}

/** Sets the account disabled; the trigger of migration 002 ends its sessions at once. */
export async function disableCustomerRow(q: Queryable, id: number): Promise<void> {
  await q.query(`UPDATE users SET status = 'disabled', version = version + 1 WHERE id = $1`, [id]);
}
