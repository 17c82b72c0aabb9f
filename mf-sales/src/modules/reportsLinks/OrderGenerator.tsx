import { receiptEndpoints, useCanCall } from '@school/shared-api';
import { RemoteModule } from '@school/shared-ui';
import { loadOrderForm } from './loadOrderForm';
import { REPORTS_LINKS_MESSAGES as M } from './messages';

/**
 * The order generator of /reports-links: the money area's order form (money/OrderForm), loaded at run time
 * through the one loader (a spinner while it loads, the error panel with a retry when it cannot be had).
 * Neither loaded nor shown to those who may not make the call (report.view).
 */
export function OrderGenerator() {
  const allowed = useCanCall(receiptEndpoints.generateOrder);
  if (!allowed) return null;
  return (
    <RemoteModule
      name="money/OrderForm"
      load={loadOrderForm}
      failure={{ title: M.orderFailedTitle, text: M.orderFailedText }}
    >
      {(OrderForm) => <OrderForm headingLevel="h2" />}
    </RemoteModule>
  );
}
