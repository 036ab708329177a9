import { AMBASSADOR_SEARCH_LIMIT } from '@app/shared/ambassadors';
import { climateDonation, organizationDonation } from '@app/shared/leaderboards';
import {
  isShirtLine,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrdersPage,
  type CreatedCode,
  type CreateCodeInput,
  type CreditReason,
  type OrderHistoryEntry,
} from '@app/shared/orders';
import { normalizeCode } from '@app/shared/code-sync';
import { orders as contracts } from '@app/shared/contracts';
import { changed } from '#lib/audit';
import { Conflict, NotFound } from '#lib/errors';
import { getCampaignNames } from '../campaigns';
import { assignChosenCode } from '../code-sync';
import { getProfileSummaries, retiredCodes, searchAmbassadorEntries } from '../profiles';
import { cachedPaymentTerms } from './ingest-cache';
import { getOrderRecord, listAllOrders, searchOrders, type ListedOrder, type StoreEventRecord } from './order-data';
import { commissionReasonOf, creditsNothing, type OrderState } from './order-state';
import { readOrderStats } from './order-totals';

/**
 * The Codes & Orders screen: one page of every order newest first (one Query), or of the orders a search
 * finds by number, store order id, code or buyer's e-mail, or by the beginning of their ambassador's name or
 * e-mail (the ambassador search's Queries, then searchOrders' bounded reads), each attributed one named by its
 * ambassador (one BatchGetItem for the page's ambassadors), and the stat cards (one BatchGetItem of the totals' shards).
 */
export async function adminOrdersPage({ cursor, search }: { cursor?: string; search?: string }): Promise<AdminOrdersPage> {
  const [page, stats] = await Promise.all([search ? searchedOrders(search, cursor) : listAllOrders(cursor), readOrderStats()]);
  return { orders: await adminOrderRows(page.orders), next_cursor: page.next_cursor, stats };
}

/** The orders a search finds, with those of the ambassadors whose name or e-mail begins with it (erased members have no entry). */
async function searchedOrders(search: string, cursor: string | undefined) {
  const ambassadors = await searchAmbassadorEntries(search, AMBASSADOR_SEARCH_LIMIT, false);
  return searchOrders(
    search,
    ambassadors.map((ambassador) => ambassador.user_id),
    cursor,
  );
}

/**
 * Orders as the admin's table shows them: each named by its ambassador (one BatchGetItem for them all), and
 * each unattributed one whose code a deleted account held told so (one BatchGetItem of their codes' claims).
 */
export async function adminOrderRows(orders: ListedOrder[]): Promise<AdminOrder[]> {
  const unattributedCodes = orders.flatMap((order) => (!order.student_user_id && order.discount_code ? [order.discount_code] : []));
  const [profiles, retired] = await Promise.all([
    getProfileSummaries(orders.flatMap((order) => (order.student_user_id ? [order.student_user_id] : []))),
    retiredCodes(unattributedCodes),
  ]);
  return orders.map(({ shopify_line_items: _lines, ...order }) => {
    const profile = order.student_user_id ? profiles.get(order.student_user_id) : undefined;
    return {
      ...order,
      ambassador: profile
        ? { user_id: profile.user_id, first_name: profile.first_name, last_name: profile.last_name, email: profile.email }
        : null,
      code_retired: !order.student_user_id && order.discount_code !== null && retired.has(normalizeCode(order.discount_code)),
    };
  });
}

/**
 * Create Code: the chosen code for an ambassador who has none. Its store sync is queued in the same
 * transaction and announced, so it is pending until the code sync domain sends it; a code the store
 * already holds for another discount shows as a failed sync with its reason on the sync screen.
 */
export async function createAmbassadorCode(input: Required<CreateCodeInput>): Promise<CreatedCode> {
  const { errors } = contracts.createCode;
  const outcome = await assignChosenCode(input.user_id, { code: input.code, discountPercent: input.discount_percent }, (code) => ({
    subjectType: 'code',
    subjectId: code,
    personId: input.user_id,
    changes: [changed('personal_code', null, code), changed('discount_percent', null, input.discount_percent)],
  }));
  switch (outcome.status) {
    case 'not-ambassador':
      throw new NotFound(errors.notFound);
    case 'has-code':
      throw new Conflict(errors.hasCode, 'has_code');
    case 'taken':
      throw new Conflict(errors.codeTaken, 'code_taken');
    case 'assigned':
      return {
        user_id: input.user_id,
        personal_code: outcome.code,
        shop_link: outcome.shop_link,
        discount_percent: outcome.discount_percent,
        sync_status: 'pending',
      };
  }
}

/** The campaign an order counts for: its ambassador's, or the campaign whose own code it used; null for neither. */
const campaignOf = (state: OrderState) => state.ambassador?.campaign_id ?? state.campaign_id ?? null;

/** Each share of an order's money, and why it is what it is (spec part 1, section 9: commission, $5 and $1 a shirt). */
function creditedOf(state: OrderState): AdminOrderDetail['credited'] {
  const nothing = creditsNothing(state);
  const shirts = state.counted.units;
  const share = (amount: number, zeroReason: CreditReason | undefined) => ({
    amount,
    reason: nothing ?? (amount > 0 ? 'earned' : (zeroReason ?? 'no_shirts')),
  });
  const campaignId = campaignOf(state);
  return {
    shirts,
    commission_rate: state.commission_rate,
    min_order: state.min_order_cents / 100,
    commission: { amount: state.counted.commission_cents / 100, reason: commissionReasonOf(state) },
    organization: share(campaignId ? organizationDonation(shirts) : 0, campaignId ? undefined : 'no_campaign'),
    climate: share(climateDonation(shirts), undefined),
  };
}

/** The order's history, oldest first: the store events still kept, an admin's credits and undos, its flag and the decision on it. */
function historyOf(state: OrderState, storeEvents: readonly StoreEventRecord[]): OrderHistoryEntry[] {
  const entry = (at: string, event: OrderHistoryEntry['event'], rest: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry => ({
    at,
    event,
    topic: null,
    by_name: null,
    note: null,
    ...rest,
  });
  const { flag } = state;
  const entries = [
    ...storeEvents.map(({ topic, received_at }) => entry(received_at, 'store', { topic })),
    ...state.credit_log.map((credit) =>
      entry(credit.at, credit.action === 'credited' ? 'credited' : 'credit_undone', { by_name: credit.by_name, note: credit.reason }),
    ),
    ...(flag ? [entry(flag.flagged_at, 'flagged')] : []),
    ...(flag?.decided
      ? [
          entry(flag.decided.at, flag.status === 'voided' ? 'flag_voided' : 'flag_cleared', {
            by_name: flag.decided.by_name,
            note: flag.decided.note,
          }),
        ]
      : []),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * An order's page: its row as the table shows it, its buyer and lines (each line's shirts under the Payments
 * settings of now), what it credited to whom and why, its refunds and history. One GetItem and one
 * BatchGetItem of its delivery markers, its ambassador's profile and campaign's name (one BatchGetItem each).
 */
export async function adminOrderDetail(orderId: string): Promise<AdminOrderDetail> {
  const record = await getOrderRecord(orderId);
  if (!record) throw new NotFound(contracts.getAdminOrder.errors.notFound);
  const { state, storeEvents } = record;
  const campaignId = campaignOf(state);
  const [[row], campaigns, terms] = await Promise.all([
    adminOrderRows([record.order]),
    campaignId ? getCampaignNames([campaignId]) : Promise.resolve(new Map<string, string>()),
    cachedPaymentTerms(),
  ]);
  const { order } = state;
  const attributedBy = state.credit ? 'admin' : state.link_source ? 'link' : state.ambassador || state.campaign_id ? 'code' : null;
  return {
    ...row!,
    buyer_email: order?.email ?? null,
    currency: order?.currency ?? '',
    lines: (order?.line_items ?? []).map((line) => ({
      id: line.id,
      title: line.title,
      sku: line.sku,
      quantity: line.quantity,
      unit_price: line.price / 100,
      discount: Math.max(0, line.price * line.quantity - line.subtotal_cents) / 100,
      subtotal: line.subtotal_cents / 100,
      refunded_quantity: state.refunded_lines[line.id]?.quantity ?? 0,
      shirt: isShirtLine(line, terms.settings),
      gift_card: line.gift_card,
    })),
    refund_count: state.refund_ids.length,
    attributed_by: attributedBy,
    link_source: state.link_source ?? null,
    campaign_name: campaignId ? (campaigns.get(campaignId) ?? null) : null,
    credited: creditedOf(state),
    matured_at: state.matured_at ?? null,
    history: historyOf(state, storeEvents),
  };
}
