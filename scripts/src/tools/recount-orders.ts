import type { RecountPage } from '@app/shared/orders';
import { orders } from '@app/shared/contracts';
import { walkAdminPages, type OperatorTarget } from './admin-session';

/** Walks the recount route page after page until the last one; `onChange` hears of every order whose totals moved. */
export async function recountOrders(
  target: OperatorTarget,
  onChange: (change: RecountPage['changed'][number]) => void,
): Promise<{ examined: number; changed: number }> {
  const total = { examined: 0, changed: 0 };
  await walkAdminPages(target, orders.recountOrders, (page) => {
    total.examined += page.examined;
    total.changed += page.changed.length;
    page.changed.forEach(onChange);
  });
  return total;
}
