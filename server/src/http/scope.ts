import type { Endpoint } from '@school/shared-api/contracts';
import type { Queryable } from '../db/db';
import { notFound } from './errors';
import type { RouteScope } from './route';
import { inBranchScope, inFamilyScope, inOwnScope } from './scopeRepository';

/**
 * The scope check of an entry, before its handler runs: every row the request names in the entry's `ids`
 * fields must exist and be inside the caller's scope, else 404 'Неверные данные' (never 403, which signs
 * the user out, and no hint whether the row exists). Repositories still limit lists by the same rules.
 */
export async function checkNamedRows(
  q: Queryable,
  entry: Endpoint,
  scope: RouteScope,
  inputs: readonly unknown[],
): Promise<void> {
  if (!entry.ids) return;
  for (const [field, entity] of Object.entries(entry.ids)) {
    for (const input of inputs) {
      const raw = (input as Record<string, unknown> | undefined)?.[field];
      // Ids arrive as numbers, or as digit strings where the spec sends them so ('0' = none).
      const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
      if (typeof value !== 'number' || value <= 0) continue;
      let allowed: boolean;
      switch (scope.kind) {
        case 'public':
        case 'all':
          continue;
        case 'branch':
          allowed = await inBranchScope(
            q,
            entity,
            value,
            scope.allBranches ? null : scope.locations,
            scope.userId,
          );
          break;
        case 'family':
          allowed = await inFamilyScope(q, entity, value, scope.userId);
          break;
        case 'own':
          allowed = inOwnScope(entity, value, scope.userId);
          break;
      }
      if (!allowed) throw notFound();
    }
  }
}
