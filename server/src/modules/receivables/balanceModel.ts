// Test support of balance.property.test.ts (not imported by the server): the random sequences of money
// actions and the model of what each does to a contract's lines (DESIGN.md section 5).
import fc from 'fast-check';
import { MEAL_TYPES, type MealType } from '@school/shared-api/contracts';

export type Status = 'new' | 'active' | 'cancelled' | 'closed';

/** A debit line as the model keeps it: a receivable (void ones are kept, marked, as the database does). */
export type Debit = { type: string; date: string; kopecks: number; void: boolean };

export type ModelContract = {
  id: number;
  number: string;
  location: number;
  status: Status;
  childrenClub: boolean;
  debits: Debit[];
  /** Credit lines: the contract's payments by id. */
  payments: Map<number, { date: string; kopecks: number; version: number }>;
};

/** A payment to contract 'unknown', taken in a branch, not yet attached. */
export type UnknownPayment = { id: number; location: number; date: string; kopecks: number; version: number };

// The actions. Targets are indexes taken modulo the run's contracts (or unknown payments); dates are offsets
// in days from the branches' today.
export type Action =
  | { kind: 'create'; branch: number; kindergarten: boolean; rows: Row[]; price: number; start: number }
  | { kind: 'pay'; target: number; kopecks: number; offset: number }
  | { kind: 'payUnknown'; branch: number; kopecks: number }
  | { kind: 'attach'; payment: number; target: number }
  | { kind: 'editPayment'; target: number; kopecks: number }
  | { kind: 'mealPlan'; target: number; entries: { type: MealType; offset: number; kopecks: number }[] }
  | { kind: 'additional'; target: number; offset: number; kopecks: number }
  | { kind: 'cancel'; target: number }
  | { kind: 'extend'; target: number; group: number }
  | { kind: 'clock'; days: number };
type Row = { offset: number; kopecks: number };

const kopecks = fc.integer({ min: 1, max: 300_000 });
const offset = fc.integer({ min: -150, max: 240 });
/** Small: a run has a few contracts, and the same one is often acted on again. */
const target = fc.nat({ max: 3 });

const create = fc.record({
  kind: fc.constant('create' as const),
  branch: fc.nat({ max: 1 }),
  kindergarten: fc.boolean(),
  rows: fc.array(fc.record({ offset, kopecks }), { maxLength: 4 }),
  price: kopecks,
  start: offset,
});

// Weighted so that a short sequence often pays a contract before it extends or cancels it.
const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: create, weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('pay' as const), target, kopecks, offset }), weight: 4 },
  {
    arbitrary: fc.record({ kind: fc.constant('payUnknown' as const), branch: fc.nat({ max: 1 }), kopecks }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('attach' as const), payment: target, target }), weight: 2 },
  fc.record({ kind: fc.constant('editPayment' as const), target, kopecks }),
  fc.record({
    kind: fc.constant('mealPlan' as const),
    target,
    entries: fc.array(
      fc.record({
        type: fc.constantFrom(...MEAL_TYPES),
        offset: fc.integer({ min: -40, max: 40 }),
        kopecks: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  }),
  fc.record({ kind: fc.constant('additional' as const), target, offset, kopecks }),
  fc.record({ kind: fc.constant('cancel' as const), target }),
  {
    arbitrary: fc.record({ kind: fc.constant('extend' as const), target, group: fc.nat({ max: 5 }) }),
    weight: 3,
  },
  fc.record({ kind: fc.constant('clock' as const), days: fc.integer({ min: 1, max: 45 }) }),
);

/** A short sequence that starts with a contract (the other actions need one). */
export const sequence = (maxLength: number): fc.Arbitrary<Action[]> =>
  fc.tuple(create, fc.array(action, { minLength: 1, maxLength })).map(([first, rest]) => [first, ...rest]);

export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Debit lines that count (not void). */
export const liveDebits = (contract: ModelContract) => contract.debits.filter((line) => !line.void);

export const creditOf = (contract: ModelContract) =>
  sum([...contract.payments.values()].map((payment) => payment.kopecks));

/** Debit - credit over every line: what the contract page's totals show. */
export const balanceOf = (contract: ModelContract) =>
  sum(liveDebits(contract).map((line) => line.kopecks)) - creditOf(contract);

/** The debt page's figures at the branch's today: receivables due by then, every payment. */
export function debtOf(contract: ModelContract, today: string): { debt: number; credit: number } {
  return {
    debt: sum(
      liveDebits(contract)
        .filter((line) => line.date <= today)
        .map((line) => line.kopecks),
    ),
    credit: creditOf(contract),
  };
}

/** Cancellation and extension void the receivables due after today (DESIGN.md section 5). */
export function voidAfter(contract: ModelContract, today: string): void {
  for (const line of contract.debits) if (line.date > today) line.void = true;
}

/**
 * The meal plan as the server stores it: entries of one category and day add up to one receivable, zero
 * amounts are not stored.
 */
export function mealPlanDebits(entries: { type: MealType; date: string; kopecks: number }[]): Debit[] {
  const sums = new Map<string, Debit>();
  for (const entry of entries) {
    const key = `${entry.date} ${entry.type}`;
    const line = sums.get(key) ?? { type: entry.type, date: entry.date, kopecks: 0, void: false };
    line.kopecks += entry.kopecks;
    sums.set(key, line);
  }
  return [...sums.values()].filter((line) => line.kopecks > 0);
}

/** Lines as comparable text, sorted: a multiset. */
export const lineKeys = (lines: { type: string; date: string; kopecks: number }[]) =>
  lines.map((line) => `${line.date} ${line.type} ${line.kopecks}`).sort();
