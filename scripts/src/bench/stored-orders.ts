import { listAmbassadorOrders } from '@app/functions/orders';
import { listUnattributedOrders } from '@app/functions/orders/seeding';
import { isShirtLine, type Order, type ShirtRules } from '@app/shared/orders';

// DynamoDB caps a page at 1 MB anyway; ask for as much as it will give.
const PAGE_SIZE = 1_000;

type OrderPage = { orders: Order[]; next_cursor: string | null };

async function everyPage(list: (cursor: string | undefined) => Promise<OrderPage>): Promise<Order[]> {
  const orders: Order[] = [];
  let cursor: string | undefined;
  do {
    const page = await list(cursor);
    orders.push(...page.orders);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return orders;
}

/** Every stored order of one ambassador: their order list (gsi1), page after page. */
export function allOrdersOf(userId: string): Promise<Order[]> {
  return everyPage((cursor) => listAmbassadorOrders(userId, PAGE_SIZE, cursor));
}

/** Every stored order whose code matched nobody. */
export function allUnattributedOrders(): Promise<Order[]> {
  return everyPage((cursor) => listUnattributedOrders(PAGE_SIZE, cursor));
}

export interface OrderSum {
  units: number;
  sales_cents: number;
  commission_cents: number;
  orders: number;
}

/**
 * Orders added up from what the API shows of them, as the earlier product did: shirts are the line
 * quantities less refunded ones of the lines the Payments settings call shirts (none once cancelled),
 * sales and commission the net amounts.
 */
export function sumOf(orders: Order[], rules: ShirtRules): OrderSum {
  const sum: OrderSum = { units: 0, sales_cents: 0, commission_cents: 0, orders: 0 };
  for (const order of orders) {
    const units =
      order.status === 'cancelled'
        ? 0
        : order.shopify_line_items
            .filter((line) => isShirtLine(line, rules))
            .reduce((total, line) => total + Math.max(0, line.quantity - line.refunded_quantity), 0);
    const salesCents = Math.round(order.order_amount * 100);
    sum.units += units;
    sum.sales_cents += salesCents;
    sum.commission_cents += Math.round(order.commission_amount * 100);
    if (units > 0 || salesCents > 0) sum.orders++;
  }
  return sum;
}
