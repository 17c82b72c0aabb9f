// money/OrderForm: the order generator, a tab of the reports page that mf-sales' /app/reports-links loads at
// run time.
export { OrderForm, type OrderFormProps } from '../modules/reports/OrderForm';
