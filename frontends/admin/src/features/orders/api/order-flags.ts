import { orders, type RouteInput } from '@app/shared/contracts';
import type { OrderFlagsPage } from '@app/shared/orders';
import { api } from '@app/ui/api';
import { useCursorPages } from '@app/ui';

type FlagsStatus = 'held' | 'decided';

/** One page of flagged orders: those waiting for a decision, or those decided. */
export function listOrderFlags(status: FlagsStatus, cursor: string | undefined): Promise<OrderFlagsPage> {
  return api(orders.listOrderFlags, { query: { status, cursor } });
}

export function useOrderFlags(status: FlagsStatus) {
  return useCursorPages(['admin', 'order-flags', status], (cursor) => listOrderFlags(status, cursor));
}

/** Clear or Void a flagged order. */
export function decideOrderFlag(orderId: string, body: RouteInput<typeof orders.decideOrderFlag>['body']) {
  return api(orders.decideOrderFlag, { params: { orderId }, body });
}
