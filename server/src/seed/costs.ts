import type { CategoryConfig } from '@school/shared-api/contracts';
import type { Queryable } from '../db/db';
import { insertRows } from '../db/insertRows';
import { addDays, addMonths, dateInZone } from '../lib/dates';
import { formatKopecks } from '../lib/money';
import { createPrng, type Prng } from './prng';
import type { SchoolData } from './school';

/**
 * The demo school's 'category' configuration: the categories of costs with their operations (the operations
 * of the reference lists among them), and one category without operations.
 */
export const DEMO_COST_CATEGORIES: CategoryConfig = [
  { category: 'Аренда', operations: ['Оплата аренды', 'Коммунальные услуги'] },
  { category: 'Зарплата', operations: ['Аванс', 'Заработная плата', 'Премия'] },
  { category: 'Материалы', operations: ['Закупка конструкторов', 'Учебные пособия'] },
  { category: 'Канцелярия', operations: ['Канцтовары', 'Бумага и картриджи'] },
  { category: 'Реклама', operations: ['Таргетированная реклама', 'Печать листовок'] },
  { category: 'Питание', operations: ['Оплата питания'] },
  { category: 'Хозяйственные расходы', operations: ['Уборка', 'Мелкий ремонт', 'Хозтовары'] },
  { category: 'Прочие расходы', operations: [] },
];

/** Months of costs before the current one. */
const PAST_MONTHS = 3;

/** A month's cost of a branch: its day of the month, category, operation and amount range in whole units. */
type CostPlan = {
  day: number;
  category: string;
  operation: string;
  min: number;
  max: number;
  chance: number;
};

const MONTHLY: readonly CostPlan[] = [
  { day: 2, category: 'Аренда', operation: 'Оплата аренды', min: 2400, max: 3600, chance: 1 },
  { day: 10, category: 'Аренда', operation: 'Коммунальные услуги', min: 180, max: 420, chance: 1 },
  { day: 5, category: 'Зарплата', operation: 'Заработная плата', min: 6000, max: 9500, chance: 1 },
  { day: 20, category: 'Зарплата', operation: 'Аванс', min: 2500, max: 4000, chance: 1 },
  { day: 25, category: 'Зарплата', operation: 'Премия', min: 300, max: 900, chance: 0.3 },
  { day: 7, category: 'Материалы', operation: 'Закупка конструкторов', min: 400, max: 1500, chance: 0.5 },
  { day: 12, category: 'Материалы', operation: 'Учебные пособия', min: 80, max: 350, chance: 0.6 },
  { day: 3, category: 'Канцелярия', operation: 'Канцтовары', min: 40, max: 160, chance: 0.8 },
  { day: 17, category: 'Канцелярия', operation: 'Бумага и картриджи', min: 60, max: 220, chance: 0.5 },
  { day: 1, category: 'Реклама', operation: 'Таргетированная реклама', min: 300, max: 800, chance: 0.9 },
  { day: 14, category: 'Реклама', operation: 'Печать листовок', min: 90, max: 260, chance: 0.3 },
  { day: 15, category: 'Питание', operation: 'Оплата питания', min: 500, max: 1400, chance: 0.7 },
  { day: 8, category: 'Хозяйственные расходы', operation: 'Уборка', min: 150, max: 300, chance: 1 },
  { day: 22, category: 'Хозяйственные расходы', operation: 'Мелкий ремонт', min: 60, max: 600, chance: 0.3 },
  { day: 18, category: 'Хозяйственные расходы', operation: 'Хозтовары', min: 40, max: 180, chance: 0.6 },
  { day: 27, category: 'Прочие расходы', operation: '', min: 20, max: 250, chance: 0.4 },
];

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

/** One branch's costs from the first day PAST_MONTHS months back to today, none after today. */
function branchCosts(
  prng: Prng,
  location: SchoolData['locations'][number],
  today: string,
  requisites: number[],
  createdBy: number | null,
  at: Date,
): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (let back = PAST_MONTHS; back >= 0; back -= 1) {
    const month = addMonths(firstOfMonth(today), -back);
    for (const plan of MONTHLY) {
      if (!prng.chance(plan.chance)) continue;
      const date = addDays(month, plan.day - 1 + prng.int(0, 2));
      const amount = prng.int(plan.min * 100, plan.max * 100);
      // Requisites are known for most costs; the rest were entered without.
      const type = requisites.length > 0 && prng.chance(0.8) ? prng.pick(requisites) : null;
      if (date > today || date.slice(0, 7) !== month.slice(0, 7)) continue;
      rows.push({
        date_transaction: date,
        category: plan.category,
        operation: plan.operation,
        // Round amounts as bills usually are, some with kopecks.
        amount: formatKopecks(prng.chance(0.7) ? Math.round(amount / 1000) * 1000 : amount),
        type,
        location_id: location.id,
        created_by: createdBy,
        created_at: at,
        updated_at: at,
      });
    }
  }
  return rows;
}

/** The categories with their operations (the 'category' configuration) and a season of costs per branch. */
export async function seedCosts(tx: Queryable, data: SchoolData, at: Date): Promise<void> {
  await insertRows(tx, 'configs', [
    { name: 'category', data: JSON.stringify(DEMO_COST_CATEGORIES), updated_at: at },
  ]);
  const prng = createPrng(20261010);
  const userId = (email: string) => data.users.find((user) => user.email === email)?.id ?? null;
  const accountant = userId('accountant@school.test');
  const accountantBranches = new Set(
    data.userLocations.filter((link) => link.user_id === accountant).map((link) => link.location_id),
  );
  const rows = data.locations
    .filter((location) => location.status === 'active')
    .flatMap((location) =>
      branchCosts(
        prng,
        location,
        dateInZone(at, location.time_zone),
        data.requisites
          .filter(
            (requisite) => requisite.status === 'active' && requisite.country_id === location.country_id,
          )
          .map((requisite) => requisite.id),
        accountantBranches.has(location.id) ? accountant : userId('admin@school.test'),
        at,
      ),
    );
  // Oldest first, so that ids grow with dates as when they are entered day by day.
  rows.sort((a, b) => String(a.date_transaction).localeCompare(String(b.date_transaction)));
  await insertRows(tx, 'transactions', rows);
}
