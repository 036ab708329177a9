import { formatDollars } from '../platform/money';
import type { AdminOrder, CreditReason } from './admin-orders';

/** The few words an orders-table row says under a $0.00 commission, by reason (the order page says them in full). */
const COMMISSION_REASON_LABELS: Record<Exclude<CreditReason, 'earned' | 'below_minimum'>, string> = {
  not_paid: 'Not paid yet',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  unattributed: 'No ambassador’s code',
  flag_held: 'Held until an admin decides its flag',
  flag_voided: 'Voided',
  no_shirts: 'No shirts',
  no_campaign: 'No campaign',
  campaign_code: 'The campaign’s own code: no commission',
  no_rate: 'A 0% rate when it was paid',
  no_sales: 'Gift cards earn no commission',
};

/**
 * Why an order earned no commission, in the words its row shows under the $0.00 (issue 45); undefined when it
 * earned some. Read from the reason the orders API gives with the commission, never from the formula again.
 */
export function noCommissionReason(order: Pick<AdminOrder, 'commission_reason' | 'below_minimum_of'>): string | undefined {
  const reason = order.commission_reason;
  if (reason === 'earned') return undefined;
  if (reason === 'below_minimum')
    return order.below_minimum_of === null ? 'Below the minimum order' : `Below the ${formatDollars(order.below_minimum_of)} minimum`;
  return COMMISSION_REASON_LABELS[reason];
}
