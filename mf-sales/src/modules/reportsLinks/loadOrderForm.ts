import type { ComponentType } from 'react';
import { loadMoneyExport } from '../remote/loadMoneyModule';

/** What the links page passes to the money area's order generator. */
export type OrderFormProps = {
  /** h2: the form is a section of the page, beside the links. */
  headingLevel?: 'h2' | 'h3';
};

/** Loads money/OrderForm (the order generator of the reports page, money.md) at run time. */
export function loadOrderForm(retry = false): Promise<ComponentType<OrderFormProps>> {
  return loadMoneyExport<ComponentType<OrderFormProps>>('OrderForm', 'OrderForm', retry);
}
