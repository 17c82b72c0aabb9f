import * as exposed from '../OrderForm';

// mf-sales' /app/reports-links loads the export by this name (money/OrderForm, export OrderForm).
test('money/OrderForm exports the order form under the name the links page loads', () => {
  expect(Object.keys(exposed)).toEqual(['OrderForm']);
  expect(typeof exposed.OrderForm).toBe('function');
});
