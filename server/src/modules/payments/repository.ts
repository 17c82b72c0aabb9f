import type { ScopeResolver } from '../../http/scope';
import { rowExists } from '../../db/db';

/**
 * Scope check (http/scope.ts): a payment by the branch it was taken in (a payment to 'unknown' has no
 * contract to say it); for a family, a payment of one of the account's contracts.
 */
export const paymentScope: ScopeResolver = {
  branch: (q, id, { branches }) =>
    rowExists(
      q,
      'SELECT 1 FROM payments p WHERE p.id = $1 AND ($2::int[] IS NULL OR p.location_id = ANY($2::int[]))',
      [id, branches],
    ),
  family: (q, id, userId) =>
    rowExists(
      q,
      `SELECT 1 FROM payments p JOIN customer_contracts cc ON cc.contract_id = p.contract_id
       WHERE p.id = $1 AND cc.user_id = $2`,
      [id, userId],
    ),
};
