import type { CategoryConfig, Transaction } from '@school/shared-api';
import { toApiMoney } from '@school/shared-ui';
import { COST_MESSAGES as M } from './messages';

/** The cost form's fields as typed (select values as text), named as the API names them. */
export type CostFormValues = {
  date_transaction: string;
  category: string;
  operation: string;
  amount: string;
  location_id: string;
  /** The requisite (the edit form only); '' for none. */
  type: string;
};
export type CostField = keyof CostFormValues;
export const COST_FIELDS: readonly CostField[] = [
  'date_transaction',
  'category',
  'operation',
  'amount',
  'location_id',
  'type',
];

/** What the API takes for a cost (POST /transaction/add; the update adds the id and version). */
export type CostBody = {
  date_transaction: string;
  category: string;
  operation: string;
  amount: string;
  location_id: number;
  type: number | null;
};

/** The outcome of the form's check: the body to send, or the spec's message and the fields it is about. */
export type CostCheck =
  { ok: true; body: CostBody } | { ok: false; message: string; fields: readonly CostField[] };

/** An amount with at most two decimals, by point or comma, spaces allowed between thousands. */
const AMOUNT = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/** The operations the category allows ([] for a category without operations or one not configured). */
export function operationsOf(categories: CategoryConfig, category: string): string[] {
  return categories.find((item) => item.category === category)?.operations ?? [];
}

export function emptyCostValues(date: string, locationId: string): CostFormValues {
  return {
    date_transaction: date,
    category: '',
    operation: '',
    amount: '',
    location_id: locationId,
    type: '',
  };
}

/** A saved cost in the form (the amount as the user types it: a comma). */
export function costValuesOf(row: Transaction): CostFormValues {
  return {
    date_transaction: row.date_transaction,
    category: row.category,
    operation: row.operation,
    amount: row.amount.replace('.', ','),
    location_id: String(row.location_id),
    type: row.type === null ? '' : String(row.type),
  };
}

/**
 * The spec's check of the add form (money.md section 5): date, category, operation, amount and branch are
 * required - 'заполните все поля' (the operation only when the category has operations: a category without
 * them takes none; an old cost of a category no longer configured keeps its own) - and the amount is a number ('Сумма должна быть числом'), more than zero.
 */
export function checkCost(values: CostFormValues, categories: CategoryConfig): CostCheck {
  // A category no longer configured (an old cost being edited) keeps the operation it has.
  const configured = categories.find((item) => item.category === values.category);
  const needsOperation = configured ? configured.operations.length > 0 : values.operation !== '';
  const missing = COST_FIELDS.filter((field) => {
    if (field === 'type') return false;
    if (field === 'operation' && !needsOperation) return false;
    return values[field].trim() === '';
  });
  if (missing.length > 0) return { ok: false, message: M.fillAll, fields: missing };
  const typed = values.amount.replace(/[\s\u00a0]/g, '');
  if (!AMOUNT.test(typed)) return { ok: false, message: M.amountNotNumber, fields: ['amount'] };
  const amount = toApiMoney(typed) as string;
  if (!/[1-9]/.test(amount)) return { ok: false, message: M.amountPositive, fields: ['amount'] };
  return {
    ok: true,
    body: {
      date_transaction: values.date_transaction,
      category: values.category,
      operation: needsOperation ? values.operation : '',
      amount,
      location_id: Number(values.location_id),
      type: values.type === '' ? null : Number(values.type),
    },
  };
}
