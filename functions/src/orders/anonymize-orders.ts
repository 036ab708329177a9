import type { Ambassador } from '@app/shared/leaderboards';
import { listEveryAmbassadorOrder } from './order-data';
import { refold } from './refold-order';

/** How an erased member is named wherever the ledger keeps their sales. */
const FORMER_MEMBER = { first_name: 'Former', last_name: 'member' } as const;

/**
 * Keeps an erased member's orders in the ledger under `anonymousId`: each order credited to them is refolded
 * with its ambassador replaced (role and campaign kept, names and school gone), in the order's own transaction
 * guarded by its version, so a store event arriving meanwhile is folded first and the anonymizing applied to it.
 * Their contribution does not change, so no total moves; a later refund moves the anonymous id's totals and the
 * campaign's, which stay balanced. Running it again finds no order under the member's id.
 */
export async function anonymizeAmbassadorOrders(userId: string, anonymousId: string): Promise<number> {
  const orders = await listEveryAmbassadorOrder(userId);
  for (const order of orders) {
    await refold(order.id, ({ state }) =>
      state.ambassador?.user_id === userId ? { ...state, ambassador: anonymousAmbassador(state.ambassador, anonymousId) } : state,
    );
  }
  return orders.length;
}

function anonymousAmbassador(ambassador: Ambassador, anonymousId: string): Ambassador {
  return { ...ambassador, ...FORMER_MEMBER, user_id: anonymousId, school: null };
}
