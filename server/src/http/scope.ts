import type { Endpoint, ScopedEntity } from '@school/shared-api/contracts';
import type { Queryable } from '../db/db';
import { notFound } from './errors';

/** Whose rows a handler may reach, computed from the entry's scope and the signed-in user. */
export type RouteScope =
  | { kind: 'public' }
  | { kind: 'all' }
  | { kind: 'branch'; allBranches: boolean; locations: number[]; userId: number }
  | { kind: 'family'; userId: number }
  | { kind: 'own'; userId: number };

/** What a branch check is asked about: the caller's branches (null: every branch) and the caller. */
export type BranchReach = { branches: readonly number[] | null; userId: number };

/**
 * How the module that owns a kind of row tells whether one row is in the caller's scope. The framework
 * knows no table: each module registers the resolvers of its kinds (server layers; fastify/demo's
 * repository plugins). A kind without `family` or `own` has no rows of a family or of one's own.
 */
export type ScopeResolver = {
  branch(q: Queryable, id: number, reach: BranchReach): Promise<boolean>;
  family?(q: Queryable, id: number, userId: number): Promise<boolean>;
  own?(id: number, userId: number): boolean;
};

/** The resolvers of one app, filled by the modules' registrations. */
export class ScopeRegistry {
  private readonly resolvers = new Map<ScopedEntity, ScopeResolver>();

  register(entity: ScopedEntity, resolver: ScopeResolver): void {
    if (this.resolvers.has(entity)) throw new Error(`The scope of '${entity}' is registered twice`);
    this.resolvers.set(entity, resolver);
  }

  resolverOf(entity: ScopedEntity): ScopeResolver {
    const resolver = this.resolvers.get(entity);
    if (!resolver) throw new Error(`No module registered the scope of '${entity}'`);
    return resolver;
  }

  /** Fails when an entry names in `ids` a kind of row no module resolves (checked once, at start). */
  assertCovers(entries: readonly Endpoint[]): void {
    const missing = new Set<ScopedEntity>();
    for (const entry of entries) {
      for (const entity of Object.values(entry.ids ?? {}))
        if (!this.resolvers.has(entity)) missing.add(entity);
    }
    if (missing.size > 0) throw new Error(`No module registered the scope of: ${[...missing].join(', ')}`);
  }
}

/**
 * The scope check of an entry, before its handler runs: every row the request names in the entry's `ids`
 * fields must exist and be inside the caller's scope, else 404 'Неверные данные' (never 403, which signs
 * the user out, and no hint whether the row exists). Repositories still limit lists by the same rules.
 */
export async function checkNamedRows(
  q: Queryable,
  scopes: ScopeRegistry,
  entry: Endpoint,
  scope: RouteScope,
  inputs: readonly unknown[],
): Promise<void> {
  if (!entry.ids || scope.kind === 'public' || scope.kind === 'all') return;
  for (const [field, entity] of Object.entries(entry.ids)) {
    for (const input of inputs) {
      const raw = (input as Record<string, unknown> | undefined)?.[field];
      // Ids arrive as numbers, or as digit strings where the spec sends them so ('0' = none).
      const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
      if (typeof value !== 'number' || value <= 0) continue;
      const resolver = scopes.resolverOf(entity);
      let allowed: boolean;
      switch (scope.kind) {
        case 'branch':
          allowed = await resolver.branch(q, value, {
            branches: scope.allBranches ? null : [...scope.locations],
            userId: scope.userId,
          });
          break;
        case 'family':
          allowed = resolver.family ? await resolver.family(q, value, scope.userId) : false;
          break;
        case 'own':
          allowed = resolver.own ? resolver.own(value, scope.userId) : false;
          break;
      }
      if (!allowed) throw notFound();
    }
  }
}
