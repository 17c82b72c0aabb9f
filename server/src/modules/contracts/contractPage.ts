import type { ContractData, ContractSearchHit } from '@school/shared-api/contracts';
import type { AuthContext } from '../../auth/service';
import { audit } from '../../db/audit';
import type { Db, Queryable } from '../../db/db';
import { notFound } from '../../http/errors';
import { formatKopecks, toKopecks } from '../../lib/money';
import { likeContains, textFilter } from '../../lib/searchWords';

/** The most hits the contract page's search lists. */
export const CONTRACT_SEARCH_LIMIT = 20;

/**
 * GET /contract/search: contracts of the user's branches whose number, client or child contains the text,
 * or whose phone contains its digits; keyed by contract_id, newest first.
 */
export async function searchContracts(
  q: Queryable,
  auth: AuthContext,
  param: string,
): Promise<Record<string, ContractSearchHit>> {
  const filter = textFilter(param);
  const rows = await q.query<ContractSearchHit>(
    `SELECT c.id AS contract_id, c.phone, c.status, c.full_name, c.number, c.kid_name
       FROM contracts c
      WHERE c.location_id = ANY($1::int[])
        AND (lower(c.full_name) LIKE $2 OR lower(c.kid_name) LIKE $2 OR lower(c.number) LIKE $2
             OR ($3::text IS NOT NULL AND regexp_replace(c.phone, '\\D', '', 'g') LIKE $3))
      ORDER BY c.date_created DESC, c.id DESC
      LIMIT $4`,
    [
      auth.locations,
      likeContains(param),
      filter.digits ? likeContains(filter.digits) : null,
      CONTRACT_SEARCH_LIMIT,
    ],
  );
  return Object.fromEntries(rows.map((row) => [String(row.contract_id), row]));
}

type LineRow = { id: number; type: 'debit' | 'credit'; date: string; amount: string; category: string };

/**
 * GET /contract_data/get: the contract's header, its lines by date (receivables not voided as debit,
 * payments as credit) and their totals. The entry's `ids` checked the contract against the user's branches.
 */
export async function contractData(q: Queryable, contractId: number): Promise<ContractData> {
  const [contract] = await q.query<ContractData['contract']>(
    `SELECT c.id AS contract_id, c.number, c.full_name, c.phone, c.kid_name, c.course_id, k.name AS course,
            c.group_id, COALESCE(g.short_name, '') AS "group", c.status, c.children_club, c.location_id,
            CASE co.code WHEN 'GE' THEN 'GEL' ELSE 'BYN' END AS currency, c.version
       FROM contracts c
       JOIN courses k ON k.id = c.course_id
       JOIN locations l ON l.id = c.location_id
       LEFT JOIN countries co ON co.id = l.country_id
       LEFT JOIN groups g ON g.id = c.group_id
      WHERE c.id = $1`,
    [contractId],
  );
  if (!contract) throw notFound();
  const lines = await q.query<LineRow>(
    `SELECT id, 'debit' AS type, to_char(due_date, 'YYYY-MM-DD') AS date, amount::text AS amount, type AS category
       FROM receivables WHERE contract_id = $1 AND NOT void
     UNION ALL
     SELECT id, 'credit', to_char(date, 'YYYY-MM-DD'), amount::text, 'payment'
       FROM payments WHERE contract_id = $1
     ORDER BY date, type DESC, id`,
    [contractId],
  );
  let debit = 0;
  let credit = 0;
  const rows = lines.map((line) => {
    const kopecks = toKopecks(line.amount);
    if (line.type === 'debit') debit += kopecks;
    else credit += kopecks;
    return {
      id: line.id,
      contract_id: contractId,
      type: line.type,
      date: line.date,
      amount: line.type === 'debit' ? formatKopecks(kopecks) : '0.00',
      credit: line.type === 'credit' ? formatKopecks(kopecks) : '0.00',
      category: line.category,
    };
  });
  return {
    contract,
    lines: rows,
    totals: {
      debit: formatKopecks(debit),
      credit: formatKopecks(credit),
      balance: formatKopecks(debit - credit),
    },
  };
}

/** POST /contract/kid_rename: the child's name, with its audit row, in one transaction. */
export async function renameKid(
  db: Db,
  actorId: number,
  body: { contract_id: number; kid_name: string },
  now: Date,
): Promise<{ contract_id: number; kid_name: string }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<{ kid_name: string }>(
      'SELECT kid_name FROM contracts WHERE id = $1 FOR UPDATE',
      [body.contract_id],
    );
    if (!before) throw notFound();
    await tx.query('UPDATE contracts SET kid_name = $2 WHERE id = $1', [body.contract_id, body.kid_name]);
    await audit(tx, {
      actorId,
      entity: 'contract',
      entityId: body.contract_id,
      action: 'kid_rename',
      before,
      after: { kid_name: body.kid_name },
      at: now,
    });
    return { contract_id: body.contract_id, kid_name: body.kid_name };
  });
}
