import type { Transaction } from '@school/shared-api';
import { checkCost, costValuesOf, emptyCostValues, type CostFormValues } from '../costForm';

const categories = [
  { category: 'Аренда', operations: ['Оплата аренды'] },
  { category: 'Прочие расходы', operations: [] },
];
const filled: CostFormValues = {
  ...emptyCostValues('2026-03-16', '3'),
  category: 'Аренда',
  operation: 'Оплата аренды',
  amount: '1 234,5',
};

test('a filled form becomes the API body: the amount in two decimals, ids as numbers', () => {
  expect(checkCost(filled, categories)).toEqual({
    ok: true,
    body: {
      date_transaction: '2026-03-16',
      category: 'Аренда',
      operation: 'Оплата аренды',
      amount: '1234.50',
      location_id: 3,
      type: null,
    },
  });
});

test.each<[Partial<CostFormValues>, string, string[]]>([
  [{ date_transaction: '' }, 'заполните все поля', ['date_transaction']],
  [{ category: '', operation: '' }, 'заполните все поля', ['category']],
  [{ operation: '' }, 'заполните все поля', ['operation']],
  [{ amount: ' ', location_id: '' }, 'заполните все поля', ['amount', 'location_id']],
  [{ amount: 'abc' }, 'Сумма должна быть числом', ['amount']],
  [{ amount: '12.345' }, 'Сумма должна быть числом', ['amount']],
  [{ amount: '-5' }, 'Сумма должна быть числом', ['amount']],
  [{ amount: '1e3' }, 'Сумма должна быть числом', ['amount']],
  [{ amount: '0,00' }, 'Сумма должна быть больше нуля', ['amount']],
])('%j is refused with ‘%s’', (change, message, fields) => {
  expect(checkCost({ ...filled, ...change }, categories)).toEqual({ ok: false, message, fields });
});

test('a category without operations needs none and sends none', () => {
  const checked = checkCost({ ...filled, category: 'Прочие расходы', operation: '' }, categories);
  expect(checked).toMatchObject({ ok: true, body: { category: 'Прочие расходы', operation: '' } });
});

test('an old cost of a category no longer configured keeps its operation', () => {
  const old: Transaction = {
    id: 1,
    date_transaction: '2025-01-10',
    category: 'Старая',
    operation: 'Старая операция',
    amount: '99.90',
    type: 2,
    location_id: 24,
    currency: 'BYN',
    version: 4,
  };
  const values = costValuesOf(old);
  expect(values.amount).toBe('99,90');
  expect(checkCost(values, categories)).toEqual({
    ok: true,
    body: {
      date_transaction: '2025-01-10',
      category: 'Старая',
      operation: 'Старая операция',
      amount: '99.90',
      location_id: 24,
      type: 2,
    },
  });
});
