import { auditWrites, type AuditedChange } from '#lib/audit';
import type { Caller } from '#lib/http';
import { transact, TransactionCancelled } from '#lib/table';
import { getProfile } from '../profiles';
import { paymentTermsHeld } from '../settings';
import { cachedPaymentTerms } from './ingest-cache';
import { getStoredOrder, type StoredOrder } from './order-data';
import { valueOrder, type OrderState } from './order-state';
import { orderFoldWrites } from './record-store-event';

// A store event (or another admin) moving the order under us means read it again and decide again.
const MAX_ATTEMPTS = 12;

/**
 * Refolds an order with `change` made to its state: every total moves by the difference in the order's own
 * transaction, guarded by its version and the Payments settings as a store event's is (the milestone badges
 * and Auto Sale objectives an added sale earns follow its totals). `change` decides on the order as read, each attempt;
 * `audit` says, of the order as read and as changed, what the admin's audit entry in the same transaction records.
 */
export async function refold(
  orderId: string,
  change: (stored: StoredOrder) => OrderState,
  audit?: (stored: StoredOrder, changed: OrderState) => AuditedChange,
): Promise<void> {
  let freshTerms = false;
  for (let attempt = 1; ; attempt++) {
    const stored = await getStoredOrder(orderId);
    const changed = change(stored);
    const terms = await cachedPaymentTerms(freshTerms);
    const next = valueOrder(changed, terms.settings);
    try {
      await transact([
        ...orderFoldWrites(stored, next, stored.applied_webhooks ?? []),
        paymentTermsHeld(terms),
        ...(audit ? auditWrites(audit(stored, changed)) : []),
      ]);
      return;
    } catch (error) {
      if (!(error instanceof TransactionCancelled) || !error.conditionFailed || attempt >= MAX_ATTEMPTS) throw error;
      freshTerms = true;
    }
  }
}

/** The name an admin's decision is kept under: their profile's, or 'An admin' without one. */
export async function adminName(caller: Caller): Promise<string> {
  const admin = await getProfile(caller.userId);
  return (admin ? `${admin.first_name} ${admin.last_name}`.trim() : '') || 'An admin';
}
