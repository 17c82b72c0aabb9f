import {
  UNKNOWN,
  type PageAnswer,
  type PageRequest,
  type Payment,
  type paymentEndpoints,
} from '@school/shared-api/contracts';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { ApiError, fieldError, notFound, staleVersion } from '../../http/errors';
import type { RouteScope } from '../../http/route';
import { formatKopecks, toKopecks } from '../../lib/money';
import { searchWords } from '../../lib/searchWords';

export const PAYMENT_MESSAGES = {
  contractClosed: 'Нельзя добавить платеж по отмененному или закрытому договору',
  numberMismatch: 'Номер не совпадает с номером договора',
  unknownNeedsBranch: 'Укажите филиал, где принят платеж',
  onlyUnknownReattached: 'Договор можно указать только у платежа на «unknown»',
  otherCurrency: 'Платеж принят в другой валюте: его нельзя отнести к договору филиала другой страны',
} as const;

/** The branches a scope reaches: null for every branch. */
const branchesOf = (scope: RouteScope): number[] | null =>
  scope.kind === 'branch' && !scope.allBranches ? scope.locations : null;

const COLUMNS = `
  p.id, COALESCE(p.contract_id::text, '${UNKNOWN}') AS contract_id, COALESCE(c.number, '${UNKNOWN}') AS number,
  to_char(p.date, 'YYYY-MM-DD') AS date, p.amount::text AS amount, COALESCE(c.full_name, '') AS full_name,
  COALESCE(c.kid_name, '') AS kid_name, p.location_id AS id_location, COALESCE(c.status, '') AS status,
  CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END AS currency, p.version`;
const FROM = `
  FROM payments p
  LEFT JOIN contracts c ON c.id = p.contract_id
  JOIN locations l ON l.id = p.location_id
  JOIN countries co ON co.id = l.country_id`;

type SqlPayment = Omit<Payment, 'contract_id'> & { contract_id: string };

const toPayment = (row: SqlPayment): Payment => ({
  ...row,
  contract_id: row.contract_id === UNKNOWN ? UNKNOWN : Number(row.contract_id),
});

const SORTS: Record<string, string> = {
  date: 'p.date',
  amount: 'p.amount',
  number: "COALESCE(c.number, '')",
  full_name: "COALESCE(c.full_name, '')",
};

/** GET /payment/get: the payments of the caller's branches, newest first; or one page with its totals. */
export async function listPayments(
  q: Queryable,
  scope: RouteScope,
  page: PageRequest | null,
): Promise<Payment[] | PageAnswer<typeof paymentEndpoints.paymentGet>> {
  const branches = branchesOf(scope);
  const filter = page?.filters.location_id;
  const where = `WHERE ($1::int[] IS NULL OR p.location_id = ANY($1::int[]))
      AND ($2::int IS NULL OR p.location_id = $2)
      AND NOT EXISTS (SELECT 1 FROM unnest($3::text[]) AS w(word)
                      WHERE lower(COALESCE(c.number, '${UNKNOWN}') || ' ' || COALESCE(c.full_name, '') || ' ' ||
                                  COALESCE(c.kid_name, '')) NOT LIKE '%' || w.word || '%' ESCAPE '\\')`;
  const params = [branches, typeof filter === 'number' ? filter : null, searchWords(page?.q ?? '')];
  if (!page) {
    const rows = await q.query<SqlPayment>(
      `SELECT ${COLUMNS} ${FROM} ${where} ORDER BY p.date DESC, p.id DESC`,
      params,
    );
    return rows.map(toPayment);
  }
  const direction = page.order === 'desc' ? 'DESC' : 'ASC';
  const rows = await q.query<SqlPayment>(
    `SELECT ${COLUMNS} ${FROM} ${where}
     ORDER BY ${SORTS[page.sort] ?? SORTS.date} ${direction}, p.id ${direction}
     LIMIT $4 OFFSET $5`,
    [...params, page.limit, page.offset],
  );
  const [summary] = await q.query<{ total: number; totals: { currency: 'BYN' | 'GEL'; amount: string }[] }>(
    `SELECT (SELECT count(*)::int ${FROM} ${where}) AS total,
            COALESCE((SELECT json_agg(json_build_object('currency', s.currency, 'amount', s.amount::text)
                                      ORDER BY s.currency)
                        FROM (SELECT CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END AS currency,
                                     SUM(p.amount) AS amount
                                ${FROM} ${where} GROUP BY 1) s), '[]') AS totals`,
    params,
  );
  return {
    rows: rows.map(toPayment),
    total: summary.total,
    offset: page.offset,
    limit: page.limit,
    totals: summary.totals,
  };
}

async function paymentById(q: Queryable, id: number): Promise<Payment> {
  const [row] = await q.query<SqlPayment>(`SELECT ${COLUMNS} ${FROM} WHERE p.id = $1`, [id]);
  if (!row) throw notFound();
  return toPayment(row);
}

type ContractRow = { id: number; number: string; status: string; version: number; location_id: number };

/** The contract a payment names, checked against the number sent with it and open for payments. */
async function payableContract(tx: Queryable, id: number, number: string): Promise<ContractRow> {
  const [contract] = await tx.query<ContractRow>(
    'SELECT id, number, status, version, location_id FROM contracts WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!contract) throw notFound();
  if (number !== '' && number !== contract.number)
    throw fieldError(400, 'number', PAYMENT_MESSAGES.numberMismatch);
  if (contract.status === 'cancelled' || contract.status === 'closed') {
    throw new ApiError(409, PAYMENT_MESSAGES.contractClosed);
  }
  return contract;
}

/** The first payment makes a new contract active (DESIGN.md section 5), with its audit row. */
async function activate(tx: Queryable, contract: ContractRow, actorId: number, now: Date): Promise<void> {
  if (contract.status !== 'new') return;
  await tx.query(`UPDATE contracts SET status = 'active', version = version + 1 WHERE id = $1`, [
    contract.id,
  ]);
  await audit(tx, {
    actorId,
    entity: 'contract',
    entityId: contract.id,
    action: 'activate',
    before: { status: 'new', version: contract.version },
    after: { status: 'active', version: contract.version + 1 },
    at: now,
  });
}

type AddBody = {
  date: string;
  amount: string;
  contract_id: number | typeof UNKNOWN;
  number: string;
  id_location?: number;
};

/** POST /payment/add, in one transaction with its audit row. */
export async function addPayment(db: Db, actorId: number, body: AddBody, now: Date): Promise<Payment> {
  return db.transaction(async (tx) => {
    const amount = formatKopecks(toKopecks(body.amount));
    let contractId: number | null = null;
    let locationId: number | null = body.id_location ?? null;
    if (body.contract_id !== UNKNOWN) {
      const contract = await payableContract(tx, body.contract_id, body.number);
      contractId = contract.id;
      locationId = contract.location_id;
      await activate(tx, contract, actorId, now);
    } else if (locationId === null) {
      throw fieldError(400, 'id_location', PAYMENT_MESSAGES.unknownNeedsBranch);
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO payments (contract_id, date, amount, location_id, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [contractId, body.date, amount, locationId, actorId, now],
    );
    await audit(tx, {
      actorId,
      entity: 'payment',
      entityId: row.id,
      action: 'create',
      before: null,
      after: { contract_id: contractId, date: body.date, amount, location_id: locationId },
      at: now,
    });
    return paymentById(tx, row.id);
  });
}

/** Whether two branches are in one country (and so count in one currency). */
async function sameCountry(tx: Queryable, a: number, b: number): Promise<boolean> {
  const [row] = await tx.query<{ same: boolean }>(
    `SELECT (SELECT country_id FROM locations WHERE id = $1) = (SELECT country_id FROM locations WHERE id = $2) AS same`,
    [a, b],
  );
  return row.same === true;
}

type UpdateBody = AddBody & { id: number; version: number };

/**
 * POST /payment/update: date and amount from the version the user saw (409 otherwise); a payment to
 * 'unknown' may be attached to its contract (editableOnlyUnknown), a payment of a contract keeps it.
 */
export async function updatePayment(db: Db, actorId: number, body: UpdateBody, now: Date): Promise<Payment> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      contract_id: number | null;
      date: string;
      amount: string;
      version: number;
      location_id: number | null;
    }>(
      `SELECT contract_id, to_char(date, 'YYYY-MM-DD') AS date, amount::text AS amount, version, location_id
         FROM payments WHERE id = $1 FOR UPDATE`,
      [body.id],
    );
    if (!row) throw notFound();
    const { location_id: takenIn, ...before } = row;
    if (before.version !== body.version) throw staleVersion();
    let contractId = before.contract_id;
    if (body.contract_id !== UNKNOWN && body.contract_id !== before.contract_id) {
      if (before.contract_id !== null)
        throw fieldError(400, 'contract_id', PAYMENT_MESSAGES.onlyUnknownReattached);
      const contract = await payableContract(tx, body.contract_id, body.number);
      // The money was taken in the currency of the branch that took it: a contract of another country
      // would count it in its own (DESIGN.md section 5: a total never mixes currencies).
      if (takenIn !== null && !(await sameCountry(tx, takenIn, contract.location_id)))
        throw fieldError(400, 'contract_id', PAYMENT_MESSAGES.otherCurrency);
      contractId = contract.id;
      await activate(tx, contract, actorId, now);
    } else if (body.contract_id === UNKNOWN && before.contract_id !== null) {
      throw fieldError(400, 'contract_id', PAYMENT_MESSAGES.onlyUnknownReattached);
    }
    const amount = formatKopecks(toKopecks(body.amount));
    await tx.query(
      `UPDATE payments SET contract_id = $2, date = $3, amount = $4, version = version + 1 WHERE id = $1`,
      [body.id, contractId, body.date, amount],
    );
    await audit(tx, {
      actorId,
      entity: 'payment',
      entityId: body.id,
      action: 'update',
      before,
      after: { contract_id: contractId, date: body.date, amount, version: before.version + 1 },
      at: now,
    });
    return paymentById(tx, body.id);
  });
}
