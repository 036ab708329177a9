import { readOrderStats } from '@app/functions/orders';
import { listAllOrders } from '@app/functions/orders/seeding';
import { listProfilesByRole } from '@app/functions/profiles';
import type { OrderStats } from '@app/shared/orders';
import type { Order } from '@app/shared/orders';
import { pool } from './measure';
import type { NaiveAnswer } from './naive-reads';
import { readPair, type ReadPair } from './reads';
import { allOrdersOf, allUnattributedOrders } from './stored-orders';

/**
 * The Codes & Orders screen's reads (spec part 2, section 2): its three stat cards and the orders table's
 * first page, the product's way (one BatchGetItem of the total counters; one Query of the orders index)
 * and the naive way: every ambassador's and the unattributed order lists read, summed or sorted.
 */
const READERS = 16;
const FIRST_PAGE = 50;

async function everyOrder(): Promise<Order[]> {
  const people = (await Promise.all([listProfilesByRole('student'), listProfilesByRole('fundraising_ambassador')])).flat();
  const orders = await allUnattributedOrders();
  await pool(people, READERS, async (person) => {
    orders.push(...(await allOrdersOf(person.user_id)));
  });
  return orders;
}

const cents = (dollars: number) => Math.round(dollars * 100);

async function naiveStats(): Promise<NaiveAnswer<OrderStats>> {
  const orders = await everyOrder();
  const sum = (amount: (order: Order) => number) => orders.reduce((total, order) => total + cents(amount(order)), 0) / 100;
  return {
    answer: {
      total_orders: orders.length,
      total_revenue: sum((order) => order.order_amount),
      total_commission: sum((order) => order.commission_amount),
    },
    ordersRead: orders.length,
  };
}

/** Newest first as the orders index sorts them: by `<order_date>#<id>`, byte order, descending. */
const indexKey = (order: Order) => `${order.order_date}#${order.id}`;

async function naiveFirstPage(): Promise<NaiveAnswer<Order[]>> {
  const orders = await everyOrder();
  const newestFirst = orders.sort((a, b) => (indexKey(a) < indexKey(b) ? 1 : indexKey(a) > indexKey(b) ? -1 : 0));
  return { answer: newestFirst.slice(0, FIRST_PAGE), ordersRead: orders.length };
}

const statsSummary = (stats: OrderStats) => `${stats.total_orders} ${stats.total_revenue.toFixed(2)} ${stats.total_commission.toFixed(2)}`;
const orderIds = (orders: Array<{ id: string }>) => orders.map((order) => order.id).join(',');

/** The stat cards and the first page of the orders table. */
export function ordersReads(): ReadPair[] {
  return [
    readPair('codes & orders: three stat cards', readOrderStats, naiveStats, { product: statsSummary, naive: statsSummary }),
    readPair(
      'codes & orders: first page of the orders table',
      async () => (await listAllOrders(undefined, FIRST_PAGE)).orders,
      naiveFirstPage,
      { product: orderIds, naive: orderIds },
    ),
  ];
}
