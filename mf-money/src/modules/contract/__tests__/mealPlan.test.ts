import { emptyMealRows, mealPlanEntries } from '../actions/mealPlan';

const rowsWith = (edit: (rows: ReturnType<typeof emptyMealRows>) => void) => {
  const rows = emptyMealRows();
  edit(rows);
  return rows;
};

test('ten empty rows: nothing to send', () => {
  expect(emptyMealRows()).toHaveLength(10);
  expect(mealPlanEntries(emptyMealRows())).toEqual({ ok: false, message: 'Заполните хотя бы одну строку' });
});

test('an amount without a date names its row', () => {
  const rows = rowsWith((r) => {
    r[0].date = '2026-03-02';
    r[4].amounts.snack = '1';
  });
  expect(mealPlanEntries(rows)).toEqual({ ok: false, message: 'Вы не заполнили дату в строке 5' });
});

test('a bad or negative amount names its row', () => {
  expect(
    mealPlanEntries(rowsWith((r) => (Object.assign(r[1], { date: '2026-03-02' }).amounts.lunch = 'abc'))),
  ).toEqual({ ok: false, message: 'Неверная сумма в строке 2' });
  expect(
    mealPlanEntries(rowsWith((r) => (Object.assign(r[1], { date: '2026-03-02' }).amounts.lunch = '-1'))),
  ).toEqual({ ok: false, message: 'Неверная сумма в строке 2' });
});

test('a dated row sends every category, the empty ones as 0; undated empty rows are skipped', () => {
  const rows = rowsWith((r) => {
    r[2].date = '2026-03-02';
    r[2].amounts.electives = ' 7,05 ';
  });
  expect(mealPlanEntries(rows)).toEqual({
    ok: true,
    receivable: [
      { amount: 0, type: 'breakfast', date: '2026-03-02' },
      { amount: 0, type: 'lunch', date: '2026-03-02' },
      { amount: 0, type: 'snack', date: '2026-03-02' },
      { amount: 0, type: 'extension', date: '2026-03-02' },
      { amount: '7.05', type: 'electives', date: '2026-03-02' },
    ],
  });
});
