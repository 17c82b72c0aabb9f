// Who reaches which contacts and leads, and what of a contact (docs/decisions.md). Repository layer: the
// one SQL condition of the branch scope, used by every query of the contacts and leads repositories that
// reads or locks them.

/** Whose contacts and leads a user reaches: every branch (roles with all branches), or their branches. */
export type BranchScope = { allBranches: boolean; locations: readonly number[] };

/** The parameter the conditions below take: null for every branch, else the user's branch ids. */
export function scopeParam(scope: BranchScope): number[] | null {
  return scope.allBranches ? null : [...scope.locations];
}

/**
 * SQL condition: the contact whose id is the SQL expression `contactId` is in the scope given by the
 * parameter `param` (from scopeParam): every branch, or the contact has no contract yet, or it has a
 * contract in one of the branches. Both probes read the (contact_id, location_id) index of contracts.
 */
export function contactInScope(contactId: string, param: string): string {
  return `(${param}::int[] IS NULL
    OR NOT EXISTS (SELECT 1 FROM contracts scope_k WHERE scope_k.contact_id = ${contactId})
    OR EXISTS (SELECT 1 FROM contracts scope_k
               WHERE scope_k.contact_id = ${contactId} AND scope_k.location_id = ANY(${param}::int[])))`;
}

/** SQL condition: the lead aliased `lead` is in scope: it has no contact, or its contact is in scope. */
export function leadInScope(lead: string, param: string): string {
  return `(${lead}.contact_id IS NULL OR ${contactInScope(`${lead}.contact_id`, param)})`;
}

/** The passport and registration fields of a contact: shown and changed only with contract.view. */
export const PASSPORT_FIELDS = ['passport_contact', 'registration_contact'] as const;

export function seesPassports(auth: { permissions: readonly string[] }): boolean {
  return auth.permissions.includes('contract.view');
}
