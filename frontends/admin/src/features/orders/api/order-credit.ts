import { orders, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';

type CreditBody = RouteInput<typeof orders.creditOrder>['body'];

/** Credit to Ambassador: the order, as the table shows it after the credit. */
export function creditOrder(orderId: string, body: CreditBody) {
  return api(orders.creditOrder, { params: { orderId }, body });
}

/** Undo Credit: the order, unattributed again. */
export function undoOrderCredit(orderId: string) {
  return api(orders.undoOrderCredit, { params: { orderId } });
}
