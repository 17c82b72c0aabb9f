import { ENDPOINTS, type Endpoint } from '@school/shared-api/contracts';
import type { Queryable } from '../db/db';
import { ApiError } from './errors';
import { checkNamedRows, ScopeRegistry, type BranchReach, type RouteScope } from './scope';

// The framework asks the module that registered a kind of row; it runs no SQL of its own.
const q = {} as Queryable;
const entry = { ids: { contract_id: 'contract' } } as unknown as Endpoint;

function registryWith(inBranch: Set<number>, ofFamily: Set<number>) {
  const asked: BranchReach[] = [];
  const scopes = new ScopeRegistry();
  scopes.register('contract', {
    branch: (_q, id, reach) => {
      asked.push(reach);
      return Promise.resolve(inBranch.has(id));
    },
    family: (_q, id) => Promise.resolve(ofFamily.has(id)),
  });
  return { scopes, asked };
}

async function statusOf(work: Promise<void>): Promise<number | 'passed'> {
  try {
    await work;
    return 'passed';
  } catch (error) {
    return (error as ApiError).statusCode;
  }
}

describe('scope checks through registered resolvers', () => {
  it('asks the resolver with the caller’s branches (null for every branch) and answers 404 outside them', async () => {
    const { scopes, asked } = registryWith(new Set([5]), new Set());
    const branch: RouteScope & { kind: 'branch' } = {
      kind: 'branch',
      allBranches: false,
      locations: [1, 2],
      userId: 9,
    };
    expect(await statusOf(checkNamedRows(q, scopes, entry, branch, [{ contract_id: 5 }]))).toBe('passed');
    expect(await statusOf(checkNamedRows(q, scopes, entry, branch, [undefined, { contract_id: '6' }]))).toBe(
      404,
    );
    await checkNamedRows(q, scopes, entry, { ...branch, allBranches: true }, [{ contract_id: 5 }]);
    expect(asked).toEqual([
      { branches: [1, 2], userId: 9 },
      { branches: [1, 2], userId: 9 },
      { branches: null, userId: 9 },
    ]);
  });

  it('skips absent and zero ids, and rows of every scope for all and public entries', async () => {
    const { scopes, asked } = registryWith(new Set(), new Set());
    const branch: RouteScope = { kind: 'branch', allBranches: false, locations: [1], userId: 9 };
    await checkNamedRows(q, scopes, entry, branch, [{ contract_id: 0 }, { contract_id: '0' }, {}]);
    await checkNamedRows(q, scopes, entry, { kind: 'all' }, [{ contract_id: 7 }]);
    expect(asked).toEqual([]);
  });

  it('uses the family resolver, and refuses kinds without a family or own rule', async () => {
    const { scopes } = registryWith(new Set(), new Set([3]));
    const family = { kind: 'family', userId: 4 } as const;
    expect(await statusOf(checkNamedRows(q, scopes, entry, family, [{ contract_id: 3 }]))).toBe('passed');
    expect(await statusOf(checkNamedRows(q, scopes, entry, family, [{ contract_id: 8 }]))).toBe(404);
    expect(
      await statusOf(checkNamedRows(q, scopes, entry, { kind: 'own', userId: 4 }, [{ contract_id: 3 }])),
    ).toBe(404);
  });

  it('refuses a kind registered twice and names the kinds no module resolves', () => {
    const { scopes } = registryWith(new Set(), new Set());
    expect(() => scopes.register('contract', { branch: () => Promise.resolve(true) })).toThrow(/twice/);
    expect(() => scopes.assertCovers(Object.values(ENDPOINTS))).toThrow(/group/);
    expect(() => scopes.assertCovers([entry])).not.toThrow();
  });
});
