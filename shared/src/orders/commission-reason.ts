import { formatDollars } from '../platform/money';
import type { AdminOrder } from './admin-orders';

/** What says why an order earned nothing: the fields of an order row the reason is read from. */
export type CommissionReasonFields = Pick<
  AdminOrder,
  'commission_amount' | 'order_amount' | 'status' | 'student_user_id' | 'flag' | 'below_minimum_of'
>;

/**
 * Why an order earned no commission, in the words its row shows under the $0.00 (issue 45); undefined when it
 * earned some. Read from what the orders API computed with the commission, never from the formula again.
 */
export function noCommissionReason(order: CommissionReasonFields): string | undefined {
  if (order.commission_amount > 0) return undefined;
  if (order.status === 'pending') return 'Not paid yet';
  if (order.status === 'cancelled') return 'Cancelled';
  if (order.status === 'refunded') return 'Refunded';
  if (!order.student_user_id) return 'No ambassador’s code';
  if (order.flag?.status === 'held') return 'Held until an admin decides its flag';
  if (order.flag?.status === 'voided') return 'Voided';
  if (order.below_minimum_of !== null) return `Below the ${formatDollars(order.below_minimum_of)} minimum`;
  if (order.order_amount === 0) return 'Gift cards earn no commission';
  return 'No commission at the rate it was paid under';
}
