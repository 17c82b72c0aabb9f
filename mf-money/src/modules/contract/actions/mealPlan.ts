import { MEAL_PLAN_ROWS, MEAL_TYPES, type MealPlanBody, type MealType } from '@school/shared-api';
import { toApiMoney } from '@school/shared-ui';
import { ACTION_MESSAGES as M } from '../messages';

/** A row of the extra-services table as typed: a date and an amount per category ('' when empty). */
export type MealRow = { date: string; amounts: Record<MealType, string> };

export const emptyMealRows = (): MealRow[] =>
  Array.from({ length: MEAL_PLAN_ROWS }, () => ({
    date: '',
    amounts: Object.fromEntries(MEAL_TYPES.map((type) => [type, ''])) as Record<MealType, string>,
  }));

export type MealPlanCheck =
  { ok: true; receivable: MealPlanBody['receivable'] } | { ok: false; message: string };

/**
 * The meal plan's entries (money.md section 5): a row with an amount needs its date ('Вы не заполнили дату
 * в строке N'); a row without a date is skipped; the empty amounts of a dated row are sent as 0.
 */
export function mealPlanEntries(rows: readonly MealRow[]): MealPlanCheck {
  const receivable: MealPlanBody['receivable'] = [];
  for (const [index, row] of rows.entries()) {
    const filled = MEAL_TYPES.filter((type) => row.amounts[type].trim() !== '');
    if (filled.length > 0 && row.date === '') return { ok: false, message: M.mealDateMissing(index + 1) };
    if (row.date === '') continue;
    for (const type of MEAL_TYPES) {
      const text = row.amounts[type].trim();
      const amount = text === '' ? 0 : toApiMoney(text);
      if (amount === null || (typeof amount === 'string' && amount.startsWith('-')))
        return { ok: false, message: M.mealAmountInvalid(index + 1) };
      receivable.push({ amount, type, date: row.date });
    }
  }
  if (receivable.length === 0) return { ok: false, message: M.mealEmpty };
  return { ok: true, receivable };
}
