import {
  CUSTOMER_MESSAGES as M,
  CUSTOMER_ROLE_IDS,
  CUSTOMERS_LIMIT,
  STALE_VERSION_MESSAGE,
  type Customer,
  type ParsedBody,
  type ParsedQuery,
  type customerEndpoints,
} from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { ApiError, fieldError, notFound } from '../../http/errors';
import type { RouteScope } from '../../http/route';
import * as repo from './repository';

type ListQuery = ParsedQuery<typeof customerEndpoints.customersGet>;
type AddBody = ParsedBody<typeof customerEndpoints.customersAdd>;
type AddRow = AddBody['customers'][number];
type UpdateBody = ParsedBody<typeof customerEndpoints.customersUpdate>;
type DisableBody = ParsedBody<typeof customerEndpoints.customersDisable>;

/** The branches of a branch-scoped call: null for every branch. */
const branchesOf = (scope: RouteScope): readonly number[] | null =>
  scope.kind === 'branch' && !scope.allBranches ? scope.locations : null;

function customerOf(row: repo.CustomerSqlRow): Customer {
  return {
    id_user: row.id,
    full_name: row.full_name,
    email: row.email,
    role: row.role,
    last_activity: row.last_activity ? new Date(row.last_activity).toISOString() : null,
    number: row.contract.map((contract) => contract.number).join(', '),
    contract: row.contract,
    status: row.status,
    version: row.version,
  };
}

const relationOf = (role: readonly number[]): 'parent' | 'child' =>
  role.includes(CUSTOMER_ROLE_IDS.child) && !role.includes(CUSTOMER_ROLE_IDS.parent) ? 'child' : 'parent';

/** A PostgreSQL unique violation (an e-mail taken between the check and the insert). */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

const emailTaken = (emails: readonly string[]) =>
  new ApiError(409, M.emailTaken + emails.join(', '), { email: M.emailTaken + emails.join(', ') });

/** Every contract named must exist, not be removed and be of the caller's branches; else 404. */
async function requireLinkable(q: Queryable, ids: readonly number[], branches: readonly number[] | null) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await repo.linkableContracts(q, unique, branches);
  if (found.length !== unique.length) throw notFound();
  return unique;
}

/** GET /get/customers: the accounts the caller's branches see, by name, optionally searched. */
export async function listCustomers(q: Queryable, scope: RouteScope, query: ListQuery): Promise<Customer[]> {
  const rows = await repo.customerRows(q, branchesOf(scope), query.q || null, CUSTOMERS_LIMIT);
  return rows.map(customerOf);
}

const rowKey = (row: AddRow) =>
  JSON.stringify([row.email, row.full_name, row.role, [...new Set(row.contracts)].sort((a, b) => a - b)]);

/**
 * The rows of a list without repeats: a row repeated exactly counts once; one e-mail with different data
 * in two rows is refused (422).
 */
export function distinctRows(rows: readonly AddRow[]): AddRow[] {
  const byEmail = new Map<string, { key: string; row: AddRow }>();
  for (const row of rows) {
    const key = rowKey(row);
    const seen = byEmail.get(row.email);
    if (!seen) byEmail.set(row.email, { key, row });
    else if (seen.key !== key) throw fieldError(422, 'email', M.emailTwice + row.email);
  }
  return [...byEmail.values()].map(({ row }) => row);
}

/**
 * POST /add/customers: every row becomes an active account with its role and contracts, or none does (an
 * e-mail already held by an account: 409 with the e-mails; a contract outside the caller's branches: 404).
 */
export async function addCustomers(db: Db, auth: AuthContext, scope: RouteScope, body: AddBody) {
  const branches = branchesOf(scope);
  const rows = distinctRows(body.customers);
  try {
    return await db.transaction(async (tx) => {
      await requireLinkable(
        tx,
        rows.flatMap((row) => row.contracts),
        branches,
      );
      const taken = await repo.takenEmails(
        tx,
        rows.map((row) => row.email),
      );
      if (taken.length > 0) throw emailTaken(taken);
      const added: Customer[] = [];
      for (const row of rows) {
        const id = await repo.insertCustomer(tx, row);
        const relation = row.role === CUSTOMER_ROLE_IDS.child ? 'child' : 'parent';
        await repo.setCustomerContracts(tx, id, [...new Set(row.contracts)], branches, relation);
        const customer = customerOf((await repo.customerRow(tx, id, branches))!);
        await audit(tx, {
          actorId: auth.userId,
          entity: 'customer',
          entityId: id,
          action: 'create',
          before: null,
          after: customer,
        });
        added.push(customer);
      }
      return added;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(rows.map((row) => row.email));
    throw error;
  }
}

/**
 * POST /update/customers from the version shown: name, e-mail and the links to the contracts of the
 * caller's branches (links to other branches' contracts stay). Saving makes the account active.
 */
export async function updateCustomer(db: Db, auth: AuthContext, scope: RouteScope, body: UpdateBody) {
  const branches = branchesOf(scope);
  try {
    return await db.transaction(async (tx) => {
      const before = await repo.customerRow(tx, body.id_user, branches, true);
      if (!before) throw notFound();
      if (before.version !== body.version) throw new ApiError(409, STALE_VERSION_MESSAGE);
      const contracts = await requireLinkable(tx, body.contracts, branches);
      if ((await repo.takenEmails(tx, [body.email], body.id_user)).length > 0) throw emailTaken([body.email]);
      await repo.updateCustomerRow(tx, body.id_user, body);
      await repo.setCustomerContracts(tx, body.id_user, contracts, branches, relationOf(before.role));
      const after = customerOf((await repo.customerRow(tx, body.id_user, branches))!);
      await audit(tx, {
        actorId: auth.userId,
        entity: 'customer',
        entityId: body.id_user,
        action: 'update',
        before: customerOf(before),
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken([body.email]);
    throw error;
  }
}

/** POST /disabled/customers from the version shown: the account is disabled and its sessions end. */
export function disableCustomer(db: Db, auth: AuthContext, scope: RouteScope, body: DisableBody) {
  const branches = branchesOf(scope);
  return db.transaction(async (tx) => {
    const before = await repo.customerRow(tx, body.id_user, branches, true);
    if (!before) throw notFound();
    if (before.version !== body.version) throw new ApiError(409, STALE_VERSION_MESSAGE);
    if (before.status === 'disabled') return customerOf(before);
    await repo.disableCustomerRow(tx, body.id_user);
    const after = customerOf((await repo.customerRow(tx, body.id_user, branches))!);
    await audit(tx, {
      actorId: auth.userId,
      entity: 'customer',
      entityId: body.id_user,
      action: 'disable',
      before: customerOf(before),
      after,
    });
    return after;
  });
}
