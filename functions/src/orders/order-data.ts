import { ADMIN_ORDERS_PAGE_SIZE, STORE_TOPICS } from '@app/shared/orders';
import { orders } from '@app/shared/contracts';
import type { AdminOrder, Order, OrderCredit, OrderFlag } from '@app/shared/orders';
import { MAX_LENGTH } from '@app/shared/platform';
import * as z from 'zod';
import {
  batchGetAll,
  decodeCursor as decodeTableCursor,
  encodeCursor,
  getItem,
  parseItem,
  queryPage,
  type Item,
  type TransactItem,
} from '#lib/table';
import { commissionReasonOf, emptyOrderState, missedMinimumCents, orderStateSchema, orderStatus, type OrderState } from './order-state';

/**
 * Order entity (spec part 1, section 3 `orders`), one item per store order. Keys:
 * - pk ORDER#<store order id>, sk ORDER: the order's state; a conditional write on `version` serialises its events.
 *   It is in no index: its ~1.5 KB (more with every line) would be copied into two indexes on every event.
 * - pk ORDER#<store order id>, sk LISTING: its listing entry, a few bytes holding the order's id, in two indexes:
 *   - gsi1pk ORDERS#<userId> (ORDERS#CAMPAIGN#<campaignId> for a campaign's own code, or ORDERS#UNATTRIBUTED), gsi1sk <order_date>#<id>:
 *     an ambassador's orders, a campaign's own, or the unattributed ones, newest first
 *   - gsi2pk ORDERS, gsi2sk <order_date>#<id>: every order by date (the admin's orders table, the recount)
 *   Written by the orders projection (order-projection.ts) when those keys change (its first sight; a later
 *   snapshot's date), a moment after the order's transaction, so the order's other events touch no index; its order item's `listed` says what it indexes. A listing reads
 *   a page of entries, then one BatchGetItem of their orders. An order item stored before the entries (no
 *   `listed`) carries those index keys itself and is listed as it is, until its next write moves them.
 * A refund that arrives before its order leaves an order without a listing entry until the order comes.
 *
 * Search entry, one per search term of an order (its number without '#', its code, its buyer's e-mail):
 * pk ORDER_SEARCH#<term>, sk <order_date>#<id>, holding the order's id. Written and moved by the orders
 * projection from the terms the order item lists (`search_terms`); an item without that list (stored before
 * the search) gets its entries from its next write, a recount's included. The search finds an order by its
 * store order id through its item's key, and by its ambassador's name or e-mail through the ambassador
 * search's entries and their listing (gsi1), so no entry of an order holds what a member may have erased.
 *
 * Webhook marker: pk WEBHOOK#<X-Shopify-Webhook-Id>, sk WEBHOOK, written once per delivery in the
 * transaction that applies it, so a redelivery changes nothing.
 */
export const orderKeys = {
  primary: (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'ORDER' }),
  byAmbassador: (userId: string | null, orderDate = '', orderId = '') => ({
    gsi1pk: `ORDERS#${userId ?? 'UNATTRIBUTED'}`,
    gsi1sk: `${orderDate}#${orderId}`,
  }),
  all: (orderDate: string, orderId: string) => ({ gsi2pk: 'ORDERS', gsi2sk: `${orderDate}#${orderId}` }),
  listing: (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'LISTING' }),
  search: (term: string, orderDate = '', orderId = '') => ({ pk: `ORDER_SEARCH#${term}`, sk: `${orderDate}#${orderId}` }),
  webhook: (webhookId: string) => ({ pk: `WEBHOOK#${webhookId}`, sk: 'WEBHOOK' }),
};

/** The deliveries an order item remembers having applied (the latest ones; an order gets a handful of events). */
const APPLIED_WEBHOOKS_KEPT = 50;
// A page of an ambassador's listing when every order of theirs is read (a BatchGetItem takes 100 keys).
const EVERY_ORDER_PAGE_SIZE = 100;

const storedOrderSchema = z.object({
  state: orderStateSchema,
  version: z.number(),
  applied_webhooks: z.array(z.string()).optional(),
  search_terms: z.array(z.string()).optional(),
  listed: z.string().nullish(),
  created_at: z.string(),
  order_date: z.string().nullable(),
  student_user_id: z.string().nullable(),
  campaign_id: z.string().nullable(),
});

/** The order's date, which sorts every list of orders; undefined until its order's data came. */
const orderDateOf = ({ order }: OrderState) => (order ? (order.processed_at ?? order.created_at) : undefined);

/**
 * What the admin types to find an order, as its search entries are keyed: trimmed, without a leading '#';
 * an e-mail (it holds '@') lower-cased, anything else (an order number, a code) upper-cased. Order numbers
 * and codes made of the same digits share a term, so one Query finds either.
 */
export function orderSearchTerm(text: string): string {
  const term = text.trim().replace(/^#+/, '').trim();
  return term.includes('@') ? term.toLowerCase() : term.toUpperCase();
}

/** The terms an order is found by: its number, its code and its buyer's e-mail, each once. */
export function orderSearchTerms({ order }: OrderState): string[] {
  if (!order) return [];
  const terms = [order.name, order.discount_code ?? '', order.email ?? ''].map(orderSearchTerm).filter(Boolean);
  return [...new Set(terms)];
}

/** Whom a campaign's own code's order is listed under, apart from the unattributed ones (issue 45); null for any other order. */
const campaignOwner = (state: OrderState) => (state.campaign_id ? `CAMPAIGN#${state.campaign_id}` : null);

/**
 * The index keys of an order's listing entry: by its ambassador (or its campaign, for a campaign's own code; or
 * unattributed) and by date; none before its order's data came.
 */
function listingKeys(state: OrderState) {
  const orderDate = orderDateOf(state);
  if (!orderDate) return undefined;
  return {
    ...orderKeys.byAmbassador(state.ambassador?.user_id ?? campaignOwner(state), orderDate, state.order_id),
    ...orderKeys.all(orderDate, state.order_id),
  };
}

/** What an order's listing entry indexes, as its order item remembers it (`listed`); null while it has none. */
const listingOf = (state: OrderState) => {
  const keys = listingKeys(state);
  return keys ? `${keys.gsi1pk}\n${keys.gsi1sk}` : null;
};

/**
 * The item for an order's state, with the spec's fields beside it for reads, the deliveries applied to it
 * and the terms its search entries index (none unless the caller lists them). It records the listing
 * `state` needs; the orders projection writes both from the item (`searchEntryWrites`, `listingEntryWrites`).
 */
export function orderItem(
  state: OrderState,
  version: number,
  createdAt: string,
  appliedWebhooks: readonly string[] = [],
  searchTerms: readonly string[] = [],
): Item {
  const orderDate = orderDateOf(state);
  const userId = state.ambassador?.user_id ?? null;
  return {
    ...orderKeys.primary(state.order_id),
    state,
    version,
    applied_webhooks: appliedWebhooks.slice(-APPLIED_WEBHOOKS_KEPT),
    search_terms: [...searchTerms],
    listed: listingOf(state),
    id: state.order_id,
    created_at: createdAt,
    order_date: orderDate ?? null,
    student_user_id: userId,
    campaign_id: state.ambassador?.campaign_id ?? state.campaign_id ?? null,
    status: orderStatus(state),
  };
}

/** An order's listing entry: its id under the keys that list it; undefined before its order's data came. */
function listingEntry(state: OrderState): Item | undefined {
  const keys = listingKeys(state);
  return keys ? { ...orderKeys.listing(state.order_id), ...keys, order_id: state.order_id } : undefined;
}

/**
 * The write that moves an order's listing entry to what `next` needs: a Put when its keys changed (its
 * first sight, a snapshot with another date) or when the stored item predates the entries (it listed
 * itself, and the Put of its new item takes its index keys away); nothing otherwise.
 */
export function listingEntryWrites(stored: StoredOrder, next: OrderState): TransactItem[] {
  const entry = listingEntry(next);
  if (!entry || (stored.listed !== undefined && stored.listed === listingOf(next))) return [];
  return [{ Put: { Item: entry } }];
}

function toOrder(item: Item): Order {
  const stored = parseItem(storedOrderSchema, item);
  const { state } = stored;
  return {
    id: state.order_id,
    order_reference: state.order?.name ?? '',
    order_amount: state.valued.sales_cents / 100,
    commission_amount: state.counted.commission_cents / 100,
    gross_amount: (state.order?.gross_cents ?? 0) / 100,
    discount_code: state.order?.discount_code ?? null,
    order_date: stored.order_date ?? '',
    created_at: stored.created_at,
    student_user_id: stored.student_user_id,
    campaign_id: stored.campaign_id,
    status: orderStatus(state),
    shopify_line_items: (state.order?.line_items ?? []).map((line) => ({
      id: line.id,
      title: line.title,
      quantity: line.quantity,
      price: line.price / 100,
      refunded_quantity: state.refunded_lines[line.id]?.quantity ?? 0,
      sku: line.sku,
      product_id: line.product_id,
      gift_card: line.gift_card,
      requires_shipping: line.requires_shipping,
    })),
  };
}

/** An order's flag as admins see it; null when it was never flagged. */
export function orderFlagOf({ flag }: OrderState): OrderFlag | null {
  if (!flag) return null;
  const { reasons, status, flagged_at, decided } = flag;
  return {
    reasons,
    status,
    flagged_at,
    decided_by_name: decided?.by_name ?? null,
    decided_at: decided?.at ?? null,
    note: decided?.note ?? null,
  };
}

/**
 * An order as admins list it, with what the ambassador's own list does not show: the admin's credit, its flag,
 * why it earned the commission it did and the minimum it missed.
 */
export type ListedOrder = Order & { credit: OrderCredit | null; flag: OrderFlag | null } & Pick<
    AdminOrder,
    'commission_reason' | 'below_minimum_of'
  >;

export function toListedOrder(item: Item): ListedOrder {
  const { state } = parseItem(storedOrderSchema, item);
  const { credit } = state;
  const missedMinimum = missedMinimumCents(state);
  return {
    ...toOrder(item),
    credit: credit ? { by_name: credit.by_name, at: credit.at, reason: credit.reason } : null,
    flag: orderFlagOf(state),
    commission_reason: commissionReasonOf(state),
    below_minimum_of: missedMinimum === undefined ? null : missedMinimum / 100,
  };
}

export interface StoredOrder {
  state: OrderState;
  version: number;
  created_at?: string;
  /** The deliveries applied to it, latest last; undefined for an item written before they were kept. */
  applied_webhooks?: string[];
  /** The terms its search entries index; undefined for an item written before the search (it has none). */
  search_terms?: string[];
  /** What its listing entry indexes (null: none yet); undefined for an item written before the entries (it listed itself). */
  listed?: string | null;
}

/** An order's folded state and version (strongly consistent: the consumer writes on top of it); version 0 when new. */
export async function getStoredOrder(orderId: string): Promise<StoredOrder> {
  const item = await getItem(orderKeys.primary(orderId), { consistent: true });
  if (!item) return { state: emptyOrderState(orderId), version: 0, applied_webhooks: [], listed: null };
  return storedOrderOf(item);
}

export function storedOrderOf(item: Item): StoredOrder {
  const { state, version, created_at, applied_webhooks, search_terms, listed } = parseItem(storedOrderSchema, item);
  // An item stored before the listing entries says nothing: undefined, unless it had no index keys to move.
  return { state, version, created_at, applied_webhooks, search_terms, listed: listed === undefined && !item.gsi2pk ? null : listed };
}

/** The keys of an order's search entries: one per term, under the order's date. */
function searchEntryKeys(terms: readonly string[], state: OrderState): Array<{ pk: string; sk: string }> {
  const orderDate = orderDateOf(state);
  return orderDate ? terms.map((term) => orderKeys.search(term, orderDate, state.order_id)) : [];
}

/**
 * The writes that move an order's search entries from those its stored item lists to those of `terms` (by
 * default, those `next` needs): a Put for each new one, a Delete for each gone (a changed code or e-mail,
 * rare). An item stored before the search lists none, so it gets them all. At most three of each.
 */
export function searchEntryWrites(stored: StoredOrder, next: OrderState, terms = orderSearchTerms(next)): TransactItem[] {
  const key = ({ pk, sk }: { pk: string; sk: string }) => `${pk}\n${sk}`;
  const held = searchEntryKeys(stored.search_terms ?? [], stored.state);
  const wanted = searchEntryKeys(terms, next);
  const heldKeys = new Set(held.map(key));
  const wantedKeys = new Set(wanted.map(key));
  return [
    ...wanted.filter((entry) => !heldKeys.has(key(entry))).map((entry) => ({ Put: { Item: { ...entry, order_id: next.order_id } } })),
    ...held.filter((entry) => !wantedKeys.has(key(entry))).map((entry) => ({ Delete: { Key: entry } })),
  ];
}

/** One order as the API shows it. */
export async function getOrder(orderId: string): Promise<Order | undefined> {
  const item = await getItem(orderKeys.primary(orderId));
  return item?.order_date ? toOrder(item) : undefined;
}

/** Where the last page stopped: the Query's LastEvaluatedKey, carried by the browser as base64url JSON. */
const cursorSchema = z.record(z.string(), z.string().max(MAX_LENGTH.id * 2));
const allOrdersCursorSchema = z.object({ pk: z.string(), sk: z.string(), gsi2pk: z.literal('ORDERS'), gsi2sk: z.string() }).strict();

/** A cursor back into the key it carries; a cursor that is not one of ours is the caller's mistake (400). */
const decodeCursor = <S extends z.ZodType>(cursor: string | undefined, schema: S) =>
  decodeTableCursor(cursor, schema, orders.listAdminOrders.errors.badCursor);

const listingEntrySchema = z.object({ order_id: z.string() });

/**
 * The order items a page of an index lists, in its order: its listing entries' orders in one BatchGetItem
 * (eventually consistent, as the index is), and any order item stored before the entries as it came.
 */
async function listedOrderItems(page: Item[]): Promise<Item[]> {
  const orderIds = page.flatMap((item) => (item.sk === 'LISTING' ? [parseItem(listingEntrySchema, item).order_id] : []));
  const fetched = orderIds.length > 0 ? await batchGetAll(orderIds.map((id) => orderKeys.primary(id))) : [];
  const found = new Map(fetched.map((item) => [String(item.pk), item]));
  return page.flatMap((item): Item[] => {
    if (item.sk !== 'LISTING') return [item];
    const order = found.get(String(item.pk));
    return order ? [order] : [];
  });
}

/** One page of an ambassador's orders, newest first; `cursor` continues where the last page stopped. */
async function ordersPage(gsi1pk: string, limit: number, cursor?: string) {
  const page = await queryPage(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
    },
    decodeCursor(cursor, cursorSchema),
  );
  return { orders: (await listedOrderItems(page.items)).map(toOrder), next_cursor: encodeCursor(page.lastKey) };
}

/** An ambassador's orders, newest first (their own dashboard). */
export function listAmbassadorOrders(userId: string, limit = 50, cursor?: string) {
  return ordersPage(orderKeys.byAmbassador(userId).gsi1pk, limit, cursor);
}

/** Every order credited to an ambassador, newest first: their listing a page at a time, however many they sold. */
export async function listEveryAmbassadorOrder(userId: string): Promise<Order[]> {
  const orders: Order[] = [];
  let cursor: string | undefined;
  do {
    const page = await listAmbassadorOrders(userId, EVERY_ORDER_PAGE_SIZE, cursor);
    orders.push(...page.orders);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return orders;
}

/** Orders whose code matched no ambassador, newest first (for the admin). */
export function listUnattributedOrders(limit = 50, cursor?: string) {
  return ordersPage(orderKeys.byAmbassador(null).gsi1pk, limit, cursor);
}

/** One page of every order, attributed or not, newest first: one Query of gsi2 and one BatchGetItem of its orders. */
async function allOrdersPage(cursor: string | undefined, limit: number) {
  const page = await queryPage(
    {
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': 'ORDERS' },
      ScanIndexForward: false,
      Limit: limit,
    },
    decodeCursor(cursor, allOrdersCursorSchema),
  );
  return { items: await listedOrderItems(page.items), lastKey: page.lastKey };
}

/** One page of the admin's orders table. */
export async function listAllOrders(cursor?: string, limit = ADMIN_ORDERS_PAGE_SIZE) {
  const page = await allOrdersPage(cursor, limit);
  return { orders: page.items.map(toListedOrder), next_cursor: encodeCursor(page.lastKey) };
}

/** One order as the admin's table lists it, read strongly consistent (just written); undefined before its order's data came. */
export async function getListedOrder(orderId: string) {
  const item = await getItem(orderKeys.primary(orderId), { consistent: true });
  return item?.order_date ? toListedOrder(item) : undefined;
}

/** One page of every order's stored state, for the recount (the index may lag: its writes check the version). */
export async function listStoredOrders(cursor: string | undefined, limit: number) {
  const page = await allOrdersPage(cursor, limit);
  return { orders: page.items.map(storedOrderOf), next_cursor: encodeCursor(page.lastKey) };
}

const searchEntrySchema = z.object({ order_id: z.string() });

/** Where a search's page stopped: what was searched (as `orderSearchTerm` has it) and the last order shown, by the key every listing sorts by. */
const searchCursorSchema = (term: string) => z.object({ term: z.literal(term), before: z.string().max(MAX_LENGTH.id * 2) }).strict();

/** An order a search found: its listing's sort key (`<order_date>#<id>`), its id, and its item when the read returned it. */
interface Found {
  at: string;
  orderId: string;
  item?: Item;
}

/** What one of a search's reads found, newest first, and whether it has more before the last. */
interface Source {
  found: Found[];
  more: boolean;
}

/** A sort key condition: everything, or only what sorts before `before` (a later page). */
const beforeCondition = (key: string, before: string | undefined) =>
  before ? { condition: ` AND ${key} < :before`, values: { ':before': before } } : { condition: '', values: {} };

/** The search entries of a term (an order number, a code, a buyer's e-mail) before `before`: one Query. */
async function termEntries(term: string, before: string | undefined, limit: number): Promise<Source> {
  const after = beforeCondition('sk', before);
  const page = await queryPage({
    KeyConditionExpression: `pk = :pk${after.condition}`,
    ExpressionAttributeValues: { ':pk': orderKeys.search(term).pk, ...after.values },
    ScanIndexForward: false,
    Limit: limit,
  });
  return {
    found: page.items.map((entry) => ({ at: String(entry.sk), orderId: parseItem(searchEntrySchema, entry).order_id })),
    more: page.lastKey !== undefined,
  };
}

/** An ambassador's orders before `before`: one Query of their listing (an order item stored before the entries lists itself). */
async function ambassadorEntries(userId: string, before: string | undefined, limit: number): Promise<Source> {
  const after = beforeCondition('gsi1sk', before);
  const page = await queryPage({
    IndexName: 'gsi1',
    KeyConditionExpression: `gsi1pk = :pk${after.condition}`,
    ExpressionAttributeValues: { ':pk': orderKeys.byAmbassador(userId).gsi1pk, ...after.values },
    ScanIndexForward: false,
    Limit: limit,
  });
  return {
    found: page.items.map((item) =>
      item.sk === 'LISTING'
        ? { at: String(item.gsi1sk), orderId: parseItem(listingEntrySchema, item).order_id }
        : { at: String(item.gsi1sk), orderId: String(item.id), item },
    ),
    more: page.lastKey !== undefined,
  };
}

/** A store order id as an admin may paste it: the id itself (digits), or Shopify's `gid://shopify/Order/<id>`. */
function storeOrderIdOf(text: string): string | undefined {
  const id = text.trim().replace(/^gid:\/\/shopify\/Order\//i, '');
  return /^\d+$/.test(id) ? id : undefined;
}

/** The order a store order id names, when it sorts before `before`: one GetItem; nothing for text that is no id. */
async function storeIdOrder(text: string, before: string | undefined): Promise<Source> {
  const orderId = storeOrderIdOf(text);
  const item = orderId ? await getItem(orderKeys.primary(orderId)) : undefined;
  // Sorted as every listing sorts it: by the key of its date's listing.
  const at =
    orderId && typeof item?.order_date === 'string' && item.order_date ? orderKeys.all(item.order_date, orderId).gsi2sk : undefined;
  return { found: orderId && at && (!before || at < before) ? [{ at, orderId, item }] : [], more: false };
}

/**
 * One page of the orders a search finds, newest first, whatever the number of orders: ONE Query of the term's
 * search entries (its number, code or buyer's e-mail; an order number and a code of the same digits share the
 * term), one GetItem of the order a store order id names, and one Query of the listing of each ambassador
 * `ambassadorIds` names (those whose name or e-mail begins with it, at most a few), each at most a page; then
 * the page's first orders of them all, once each, and one BatchGetItem of those not read yet. The cursor
 * carries the term and the last order shown, so it continues that search and no other listing.
 */
export async function searchOrders(text: string, ambassadorIds: readonly string[], cursor?: string, limit = ADMIN_ORDERS_PAGE_SIZE) {
  const term = orderSearchTerm(text);
  const before = decodeCursor(cursor, searchCursorSchema(term))?.before;
  const sources = await Promise.all([
    termEntries(term, before, limit),
    storeIdOrder(text, before),
    ...ambassadorIds.map((userId) => ambassadorEntries(userId, before, limit)),
  ]);
  const candidates = new Map<string, Found>();
  for (const found of sources.flatMap((source) => source.found)) {
    if (!candidates.has(found.orderId)) candidates.set(found.orderId, found);
  }
  // Sort keys compare as DynamoDB orders them (by code unit), newest first.
  const sorted = [...candidates.values()].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const page = sorted.slice(0, limit);
  const unread = page.filter((found) => !found.item).map((found) => orderKeys.primary(found.orderId));
  const fetched = unread.length > 0 ? await batchGetAll(unread) : [];
  // BatchGetItem answers in no particular order: the sort keys' order is the page's.
  const items = new Map(fetched.map((item) => [String(item.id), item]));
  const orders = page.flatMap((found) => {
    const item = found.item ?? items.get(found.orderId);
    return item ? [toListedOrder(item)] : [];
  });
  const more = sorted.length > limit || sources.some((source) => source.more);
  const last = page.at(-1);
  return { orders, next_cursor: more && last ? encodeCursor({ term, before: last.at }) : null };
}

const webhookMarkerSchema = z.object({ topic: z.enum(STORE_TOPICS), received_at: z.string() });

/** A store event an order was folded from, as its delivery marker keeps it. */
export type StoreEventRecord = z.infer<typeof webhookMarkerSchema>;

/**
 * An order as its page shows it: its row, its folded state, and the store events it was folded from whose
 * delivery markers are still kept (they expire after 30 days), oldest first: one GetItem and one BatchGetItem
 * of at most the deliveries it remembers. Undefined for no order, or one whose order's data has not come.
 */
export async function getOrderRecord(orderId: string) {
  const item = await getItem(orderKeys.primary(orderId));
  if (!item?.order_date) return undefined;
  const { state, applied_webhooks: applied = [] } = storedOrderOf(item);
  const markers = applied.length > 0 ? await batchGetAll(applied.map((id) => orderKeys.webhook(id))) : [];
  const storeEvents = markers
    .map((marker) => parseItem(webhookMarkerSchema, marker))
    .sort((a, b) => a.received_at.localeCompare(b.received_at));
  return { order: toListedOrder(item), state, storeEvents };
}

/**
 * One page of the orders whose dates' index keys lie from `from` (none: the first order) up to `to`, oldest
 * first, as stored (the index and BatchGetItem may lag: a write on them checks the version). For the
 * commission hold's job, which reads only the days since its last run.
 */
export async function storedOrdersDatedPage(from: string | undefined, to: string, limit: number, startKey?: Item) {
  const page = await queryPage(
    {
      IndexName: 'gsi2',
      // A key condition takes no empty string: without a start, everything up to `to`.
      KeyConditionExpression: from === undefined ? 'gsi2pk = :pk AND gsi2sk <= :to' : 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': orderKeys.all('', '').gsi2pk, ':to': to, ...(from === undefined ? {} : { ':from': from }) },
      Limit: limit,
    },
    startKey,
  );
  return { orders: (await listedOrderItems(page.items)).map(storedOrderOf), lastKey: page.lastKey };
}

/** The order's date as its state holds it (the store's time, with its offset); undefined before its order's data came. */
export const storedOrderDate = (stored: StoredOrder) => orderDateOf(stored.state);

/**
 * The Update that marks an order's commission matured (payable), for its maturing transaction: only at the
 * version read (a store event in between is folded first) and only once; it moves the version, so a fold
 * computed from before it reads again and moves what is payable too.
 */
export function orderMaturedUpdate(stored: StoredOrder, at: string): TransactItem {
  return {
    Update: {
      Key: orderKeys.primary(stored.state.order_id),
      UpdateExpression: 'SET #state.matured_at = :at, version = :next, updated_at = :at',
      ConditionExpression: 'version = :version AND attribute_not_exists(#state.matured_at)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':at': at, ':version': stored.version, ':next': stored.version + 1 },
    },
  };
}
