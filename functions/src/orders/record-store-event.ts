import type { Ambassador } from '@app/shared/leaderboards';
import { REPEAT_BUYER_DAILY_LIMIT, type FlagReason, type StoreWebhookDetail } from '@app/shared/orders';
import { nowIso, transact, TransactionCancelled, type TransactItem } from '#lib/table';
import { recordMetric } from '#lib/observability';
import { campaignTotalsUpdates, getAmbassadorTotals, totalsUpdates } from '../leaderboards';
import { getProfile, isCampaignCodeClaim, type CodeClaim } from '../profiles';
import { paymentTermsHeld } from '../settings';
import { getStoredOrder, orderItem, orderKeys, orderSearchTerms, storedOrderOf, type StoredOrder } from './order-data';
import {
  applyStoreEvent,
  attributedLinkSource,
  attributionCodesOf,
  difference,
  emptyOrderState,
  isZero,
  orderIdOf,
  type OrderState,
} from './order-state';
import { cachedPaymentTerms, claimOfCode, ownerEmail } from './ingest-cache';
import { buyerDayCount, flagEntryWrites } from './order-flags-data';

// An order's version moving under us (a concurrent event of the same order) means re-read and recompute.
const MAX_ATTEMPTS = 12;
// Delivery markers outlive Shopify's retry window (48 hours) with room to spare.
const MARKER_TTL_SECONDS = 30 * 24 * 3600;

/** Who an order is attributed to, from their totals row or profile. */
export const ambassadorOf = ({ user_id, role, campaign_id, first_name, last_name, school }: Ambassador): Ambassador => ({
  user_id,
  role,
  campaign_id,
  first_name,
  last_name,
  school,
});

interface Attribution {
  ambassador: Ambassador;
  /** The code that matched them. */
  code: string;
  /** Its claim: who holds it, with their e-mail. */
  claim: CodeClaim;
  /** Who they are came from the claim, unread: the order's transaction must find their totals row (`existing`). */
  unread: boolean;
}

/** An order with a campaign's own code (issue 45): the campaign's sale, no member's. */
interface CampaignAttribution {
  campaignId: string;
}

/**
 * The ambassador who owns the first of the codes that matches one, the campaign when that code is a
 * campaign's own, or null when none matches. A code's claim may be remembered (ingest-cache) and says who
 * holds it; `fresh` asks again (a remembered holder was erased). A claim made before claims carried who holds
 * it is looked up in their totals row, else their profile.
 */
async function attribute(codes: string[], fresh: boolean): Promise<Attribution | CampaignAttribution | null> {
  for (const code of codes) {
    for (const asked of fresh ? [true] : [false, true]) {
      const claim = await claimOfCode(code, asked);
      if (!claim) break;
      if (isCampaignCodeClaim(claim)) return { campaignId: claim.campaignId };
      if (claim.ambassador) return { ambassador: claim.ambassador, code, claim, unread: true };
      // An ambassador given a code before totals rows existed has none until their first sale.
      const found = (await getAmbassadorTotals(claim.userId, true)) ?? (asked ? await getProfile(claim.userId) : undefined);
      if (found) return { ambassador: ambassadorOf(found), code, claim, unread: false };
    }
  }
  return null;
}

/** The ambassador who owns the first of the codes that matches one, or null when none does. */
export async function attributionFor(codes: string[]): Promise<Ambassador | null> {
  const found = await attribute(codes, false);
  return found && 'ambassador' in found ? found.ambassador : null;
}

/**
 * The writes that move an order from what is stored to `next`: its item, guarded by the stored version, and
 * what its ambassador sees move with it (their totals and campaign's, by the difference in what the order adds
 * to them, or its campaign's alone for a campaign's own code; its flag). What admins read across every order (its listing and search entries, the day and all-order
 * counters) follows the item's change on the table's stream (order-projection.ts). One set of writes for a
 * store event and for a recount, so the two can never count an order differently. The item comes first:
 * callers tell a version conflict by its index, and find the order as it stands in the refusal.
 */
export function orderFoldWrites(
  stored: StoredOrder,
  next: OrderState,
  appliedWebhooks: readonly string[],
  { existing = false }: { existing?: boolean } = {},
): TransactItem[] {
  const previous = stored.state;
  const delta = difference(next.counted, previous.counted);
  const now = nowIso();
  const isNew = stored.version === 0;
  // Whose totals the difference moves: the ambassador's, who stays the same for a store event; an admin's
  // credit gives an unattributed order one, and its undo takes them away (their totals move back).
  const credited = next.ambassador ?? previous.ambassador;
  return [
    {
      Put: {
        Item: {
          ...orderItem(next, stored.version + 1, stored.created_at ?? now, appliedWebhooks, orderSearchTerms(next)),
          updated_at: now,
        },
        ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'version = :version',
        ...(isNew ? {} : { ExpressionAttributeValues: { ':version': stored.version } }),
        // An order that moved since it was read comes back with the refusal: the caller folds again without reading it.
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    // Once its commission matured (became payable), every change to it moves what is payable too: never clawed back from a payout.
    // An ambassador known unread is held to exist even by an order that moves nothing.
    ...(credited && (!isZero(delta) || existing)
      ? totalsUpdates(credited, delta, { existing, source: next.link_source, payable: previous.matured_at !== undefined })
      : []),
    ...(!credited && next.campaign_id && !isZero(delta) ? campaignTotalsUpdates(next.campaign_id, delta) : []),
    ...flagEntryWrites(previous, next),
  ];
}

/**
 * Applies one verified store delivery: stores the order's new state and moves the ambassador's and the
 * campaign's totals by the change in its contribution, all in one transaction guarded by the delivery's
 * marker and the order's version. A redelivery, or a duplicate racing it, changes nothing.
 */
export async function recordStoreEvent(detail: StoreWebhookDetail): Promise<'recorded' | 'duplicate'> {
  const orderId = orderIdOf(detail);
  // Set when the delivery's marker exists but the order does not show the delivery: a write cut short.
  let markerOrphaned = false;
  // Set when a transaction failed the settings' check: the Payments settings were saved since they were kept.
  let freshTerms = false;
  // Set when the buyer's count for the day failed its limit: the order is one too many, and is flagged.
  let overBuyerLimit = false;
  // Set when the ambassador a remembered claim named has no totals row: erased since, so the codes are asked again.
  let freshClaims = false;
  // The order as the last refused transaction found it (its item comes back with a failed condition).
  let returned: StoredOrder | undefined;
  for (let attempt = 1; ; attempt++) {
    // Most deliveries are an order's first event: try that without reading, and read only if the order exists.
    const stored: StoredOrder =
      returned ??
      (attempt === 1 && 'order' in detail
        ? { state: emptyOrderState(orderId), version: 0, applied_webhooks: [], listed: null }
        : await getStoredOrder(orderId));
    returned = undefined;
    const needsAttribution = stored.state.ambassador === undefined && 'order' in detail;
    const found = needsAttribution ? await attribute(attributionCodesOf(detail), freshClaims) : undefined;
    // A campaign's own code credits no ambassador: no link source, no flag, no buyer's count (nobody earns a commission by it).
    const campaignId = found && 'campaignId' in found ? found.campaignId : undefined;
    const attribution = found && 'campaignId' in found ? null : found;
    const ambassador = attribution === undefined ? undefined : (attribution?.ambassador ?? null);
    const linkSource = attribution ? attributedLinkSource(detail, attribution.code) : undefined;
    const buyer = attribution && 'order' in detail ? detail.order.email : undefined;
    const flagReasons = attribution ? await flagReasonsFor(attribution.claim, buyer, overBuyerLimit) : undefined;
    const terms = await cachedPaymentTerms(freshTerms);
    const next = applyStoreEvent(stored.state, detail, { ambassador, campaignId, linkSource, flagReasons, terms: terms.settings });
    // The order's totals Update then comes right after its marker and its item.
    const existing = Boolean(attribution?.unread && next.ambassador);
    // An attributed order with a buyer's e-mail counts among that buyer's orders with the code that day.
    const dated = next.order && (next.order.processed_at ?? next.order.created_at);
    const buyerCount =
      attribution && buyer && dated
        ? buyerDayCount(attribution.ambassador.user_id, dated.slice(0, 10), buyer, overBuyerLimit ? undefined : REPEAT_BUYER_DAILY_LIMIT)
        : undefined;
    const fold = orderFoldWrites(stored, next, [...(stored.applied_webhooks ?? []), detail.webhook_id], { existing });
    // The Payments settings' check follows the marker and the fold.
    const termsAt = 1 + fold.length;
    try {
      await transact([
        {
          Put: {
            Item: {
              ...orderKeys.webhook(detail.webhook_id),
              topic: detail.topic,
              order_id: orderId,
              received_at: detail.received_at,
              expires_at: Math.floor(Date.now() / 1000) + MARKER_TTL_SECONDS,
            },
            ...(markerOrphaned ? {} : { ConditionExpression: 'attribute_not_exists(pk)' }),
          },
        },
        ...fold,
        paymentTermsHeld(terms),
        ...(buyerCount ? [buyerCount] : []),
      ]);
      return 'recorded';
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      const current = error.items[1];
      if (current) returned = storedOrderOf(current);
      if (buyerCount && error.conditionFailedAt(error.reasons.length - 1) && !overBuyerLimit) {
        // The buyer's orders with this code today reached the limit: this one is flagged.
        overBuyerLimit = true;
        continue;
      }
      if (error.conditionFailedAt(0)) {
        // The marker says this delivery was applied; the order must say so too. A store that died in the
        // middle of the transaction (DynamoDB Local does not always keep one atomic through a crash) can
        // leave the marker without the order: then apply it, rewriting the marker.
        const { applied_webhooks } = returned ?? (await getStoredOrder(orderId));
        if (!applied_webhooks || applied_webhooks.includes(detail.webhook_id)) return 'duplicate';
        if (attempt >= MAX_ATTEMPTS) throw error;
        markerOrphaned = true;
        continue;
      }
      if (existing && error.conditionFailedAt(2) && attempt < MAX_ATTEMPTS) {
        freshClaims = true;
        continue;
      }
      // The order or the Payments settings moved since they were read: recompute, with the order as returned or read again.
      if (!error.conditionFailed || attempt >= MAX_ATTEMPTS) throw error;
      freshTerms = error.conditionFailedAt(termsAt);
    }
  }
}

/**
 * Why an order being attributed is held for an admin: its buyer's e-mail is the ambassador's own, or the
 * buyer's orders with the code that day went past the limit (`overBuyerLimit`, told by the transaction).
 */
async function flagReasonsFor(claim: CodeClaim, buyer: string | undefined, overBuyerLimit: boolean): Promise<FlagReason[]> {
  const reasons: FlagReason[] = [];
  if (buyer && buyer === (await ownerEmail(claim))) reasons.push('self_referral');
  if (overBuyerLimit) reasons.push('repeat_buyer');
  return reasons;
}

/** The order consumer: records a delivery, and counts it among the orders ingested unless it was a redelivery. */
export async function ingestStoreEvent(detail: StoreWebhookDetail): Promise<'recorded' | 'duplicate'> {
  const outcome = await recordStoreEvent(detail);
  if (outcome === 'recorded') recordMetric('ordersIngested');
  return outcome;
}
