import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ShopifyRefundPayload } from '@app/shared/orders';
import { STORE_API_VERSION } from '@app/shared/platform';
import { readBody, sendHtml, sendJson } from '#local/http-util';
import { putStoreOrder, putStoreRefund, storeOrdersIn, type StoreOrderRecord } from './store-order-book';
import { sendStoreWebhook } from './store-order';
import { operationSelections, selectedFrom, selectionErrors } from './graphql-selection';
import {
  GIFT_CARD_ROOT_TYPES,
  GIFT_CARD_SCHEMA,
  giftCardCreateInputProblems,
  giftCardResolvers,
  giftCardsRequestedCost,
  GraphQLRequestError,
  rootArgumentErrors,
  type StoredGiftCard,
} from './store-gift-cards';
import {
  checkoutOrder,
  checkoutRefusedPage,
  checkoutResultPage,
  checkoutSchema,
  storefrontPage,
  STOREFRONT_CHECKOUT_PATH,
  type StorefrontCode,
} from './storefront';

/**
 * A local stand-in for the store's Admin GraphQL API at the pinned version (STORE_API_VERSION): the subset
 * the code sync calls (discountCodeBasicCreate, codeDiscountNodeByCode, discountCodeDeactivate,
 * discountCodeDelete, shop) and the gift cards payouts issue (giftCardCreate, giftCardDeactivate, giftCard, giftCards:
 * store-gift-cards.ts), answering in Shopify's shapes, with its cost extensions and leaky-bucket
 * throttling. It refuses what that version refuses: an input field DiscountCodeBasicInput or
 * GiftCardCreateInput does not define, a field a gift card's answer does not have (its full code, after
 * creation), and an older stable version is answered as the pinned one, as Shopify answers a retired version
 * with the oldest it supports. Codes and gift cards persist in a JSON file under the stack's state folder.
 *
 * It also answers the REST `GET /admin/api/{version}/orders.json` the reconciliation reads, from the order
 * book (store-order-book.ts): status, updated_at_min/max and limit (up to 250), cursor pages through the
 * `Link` header's page_info, and REST's own leaky bucket (40 calls, 2 a second leak) reported in
 * X-Shopify-Shop-Api-Call-Limit, with 429 and Retry-After when it is full.
 *
 * POST /_local/faults {"throttle": n, "fail": n} makes the next n GraphQL calls come back THROTTLED or 502,
 * and {"orders_fail": n, "orders_rate_limited": n, "retry_after": seconds} the next n orders.json calls 502
 * or 429 (with that Retry-After), so tests can drive the clients' retries. For giftCardCreate alone,
 * {"gift_cards_fail": n} answers the next n with a 502 and creates nothing, {"gift_cards_hang": n} holds the
 * next n without an answer for `hang_seconds` (30 unless told: past any client's timeout) and creates
 * nothing, and {"gift_cards_late": n} creates the card, then answers as `gift_cards_late_answer` says, "fail"
 * (a 502) or "hang", so the caller believes it failed; {"gift_cards_delay_ms": ms} answers every giftCardCreate
 * that much later (a slow store, so a test can break something while cards are being made; the faults' answer
 * says how many it holds now, `gift_cards_held`). POST /_local/orders {"orders": [...]} and POST /_local/refunds {"refund": {...}} record
 * orders and refunds in the store without any webhook: the deliveries Shopify gave up on.
 */
interface StoredCode {
  id: string;
  code: string;
  title: string;
  percentage: number;
  appliesOncePerCustomer: boolean;
  status: 'ACTIVE' | 'EXPIRED';
  createdAt: string;
}
interface StoreState {
  nextId: number;
  codes: Record<string, StoredCode>;
  giftCards: Record<string, StoredGiftCard>;
}

export const LOCAL_SHOP_NAME = 'Local Apparel Store';
const BUCKET = { maximumAvailable: 1000, restoreRate: 50 };
const MUTATION_COST = 10;
const QUERY_COST = 1;

/** The top-level field an operation selects: `mutation Create($x: T!) { discountCodeBasicCreate(...) {` → discountCodeBasicCreate. */
export function rootFieldOf(query: string): string | undefined {
  const body = query.replace(/#[^\n]*/g, '').replace(/^\s*(query|mutation)\b[^{(]*(\([^)]*\))?\s*/s, '');
  return /^\{\s*(?:\w+\s*:\s*)?(\w+)/.exec(body.trim())?.[1];
}

function userError(field: string[], message: string, code: string) {
  return { field, message, code };
}

/**
 * The API version a request's path names, as the stand-in serves it: the pinned one; an older stable version
 * (quarterly, YYYY-01/04/07/10) falls forward to it, as Shopify answers a retired version with the oldest
 * version it supports (the stand-in supports only the pinned one). Anything else, a newer version, `unstable`
 * or no version at all, is a path it does not serve.
 */
export function servedApiVersion(pathname: string): string | undefined {
  const requested = /^\/admin\/api\/([^/]+)\/graphql\.json$/.exec(pathname)?.[1];
  if (requested === STORE_API_VERSION) return STORE_API_VERSION;
  if (requested && /^\d{4}-(01|04|07|10)$/.test(requested) && requested < STORE_API_VERSION) return STORE_API_VERSION;
  return undefined;
}

/**
 * The input fields of DiscountCodeBasicInput and DiscountContextInput at STORE_API_VERSION (2026-10), as its
 * Admin API reference lists them, deprecated ones left out: Shopify still takes `customerSelection` there
 * (deprecated since 2025-10, replaced by `context`), but the stand-in refuses it as Shopify refuses a field its
 * version does not define, so the client drops a deprecated field before Shopify removes it. Moving the
 * version on means reading these lists again from the new version's reference.
 */
const DISCOUNT_CODE_BASIC_INPUT_FIELDS = new Set([
  'appliesOncePerCustomer',
  'code',
  'combinesWith',
  'context',
  'customerGets',
  'endsAt',
  'minimumRequirement',
  'recurringCycleLimit',
  'startsAt',
  'tags',
  'title',
  'usageLimit',
]);
const DISCOUNT_CONTEXT_INPUT_FIELDS = new Set(['all', 'customers', 'customerSegments', 'markets']);
/** DiscountBuyerSelection, the enum of `context.all`. */
const DISCOUNT_BUYER_SELECTION = ['ALL'];
/** The fields Shopify requires when a basic code discount is created, besides the code (checked with its uniqueness). */
const REQUIRED_ON_CREATE = {
  context: "Context can't be blank",
  customerGets: "Customer gets can't be blank",
  startsAt: "Starts at can't be blank",
  title: "Title can't be blank",
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a DiscountCodeBasicInput value, as GraphQL's input coercion reports it (path and explanation). */
function discountCodeBasicInputProblems(input: unknown): Array<{ path: string[]; explanation: string }> {
  if (!isObject(input)) return [{ path: [], explanation: 'Expected value to not be null' }];
  const problems = Object.keys(input)
    .filter((field) => !DISCOUNT_CODE_BASIC_INPUT_FIELDS.has(field))
    .map((field) => ({ path: [field], explanation: 'Field is not defined on DiscountCodeBasicInput' }));
  const context = input.context;
  if (isObject(context)) {
    for (const field of Object.keys(context).filter((name) => !DISCOUNT_CONTEXT_INPUT_FIELDS.has(name))) {
      problems.push({ path: ['context', field], explanation: 'Field is not defined on DiscountContextInput' });
    }
    if ('all' in context && !DISCOUNT_BUYER_SELECTION.includes(String(context.all))) {
      problems.push({
        path: ['context', 'all'],
        explanation: `Expected ${JSON.stringify(context.all)} to be one of: ${DISCOUNT_BUYER_SELECTION.join(', ')}`,
      });
    }
  }
  return problems;
}

/** The variable a root field's argument is given in an operation: `discountCodeBasicCreate(basicCodeDiscount: $input)` → input. */
function argumentVariable(query: string, field: string, argument: string): string | undefined {
  return new RegExp(`\\b${field}\\s*\\([^)]*\\b${argument}\\s*:\\s*\\$(\\w+)`).exec(query)?.[1];
}

/**
 * Shopify's answer to a variable its version cannot take: a top-level error (HTTP 200, no data) whose message
 * names each field at fault, e.g. "Variable $basicCodeDiscount of type DiscountCodeBasicInput! was provided
 * invalid value for customerSelection (Field is not defined on DiscountCodeBasicInput)".
 */
function invalidVariableError(query: string, variable: string, value: unknown, problems: Array<{ path: string[]; explanation: string }>) {
  const declaration = new RegExp(`\\$${variable}\\s*:\\s*([\\w!\\[\\]]+)`).exec(query);
  const type = declaration?.[1] ?? 'DiscountCodeBasicInput!';
  const before = declaration ? query.slice(0, declaration.index) : '';
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  const reasons = problems.map((problem) => `${problem.path.join('.')} (${problem.explanation})`).join(', ');
  return {
    message: `Variable $${variable} of type ${type} was provided invalid value${problems[0]!.path.length ? ` for ${reasons}` : ''}`,
    ...(declaration ? { locations: [{ line, column }] } : {}),
    extensions: { code: 'INVALID_VARIABLE', value, problems },
  };
}

/** The REST orders path's version, served as servedApiVersion serves GraphQL's. */
function servedOrdersVersion(pathname: string): string | undefined {
  const requested = /^\/admin\/api\/([^/]+)\/orders\.json$/.exec(pathname)?.[1];
  return requested ? servedApiVersion(`/admin/api/${requested}/graphql.json`) : undefined;
}

const REST_BUCKET = { size: 40, leakPerSecond: 2 };
const ORDERS_PAGE = { default: 50, max: 250 };
const ORDER_STATUSES = ['open', 'closed', 'cancelled', 'any'] as const;

interface OrdersFilter {
  status: string;
  updated_at_min?: string;
  updated_at_max?: string;
  limit: number;
}

/** What a page_info cursor holds: the filters of the first page, and the last id listed (orders go newest id first). */
interface OrdersCursor {
  filter: OrdersFilter;
  after_id: number;
}

const encodeCursor = (cursor: OrdersCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
const decodeCursor = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as OrdersCursor;

function matchesFilter(order: StoreOrderRecord, filter: OrdersFilter): boolean {
  const updated = Date.parse(order.updated_at);
  if (filter.updated_at_min && updated < Date.parse(filter.updated_at_min)) return false;
  if (filter.updated_at_max && updated > Date.parse(filter.updated_at_max)) return false;
  if (filter.status === 'open') return !order.cancelled_at && !order.closed_at;
  if (filter.status === 'closed') return Boolean(order.closed_at);
  if (filter.status === 'cancelled') return Boolean(order.cancelled_at);
  return true;
}

/**
 * One page of orders.json, as Shopify answers it: a 400 for what it refuses (filters beside page_info, a
 * bad limit or date), else the orders and the Link to the next page.
 */
function ordersPage(storeDir: string, url: URL): { status: number; body: unknown; link?: string } {
  const params = url.searchParams;
  const limit = Number(params.get('limit') ?? ORDERS_PAGE.default);
  if (!Number.isInteger(limit) || limit < 1 || limit > ORDERS_PAGE.max) {
    return { status: 400, body: { errors: { limit: [`must be between 1 and ${ORDERS_PAGE.max}`] } } };
  }
  let cursor: OrdersCursor;
  const pageInfo = params.get('page_info');
  if (pageInfo) {
    const others = [...params.keys()].filter((key) => key !== 'page_info' && key !== 'limit' && key !== 'fields');
    if (others.length) return { status: 400, body: { errors: { page_info: ['page_info cannot be combined with other filters'] } } };
    try {
      cursor = decodeCursor(pageInfo);
    } catch {
      return { status: 400, body: { errors: { page_info: ['Invalid value.'] } } };
    }
    cursor.filter.limit = limit;
  } else {
    const status = params.get('status') ?? 'open';
    if (!(ORDER_STATUSES as readonly string[]).includes(status)) return { status: 400, body: { errors: { status: ['is invalid'] } } };
    const filter: OrdersFilter = { status, limit };
    for (const key of ['updated_at_min', 'updated_at_max'] as const) {
      const value = params.get(key);
      if (value === null) continue;
      if (Number.isNaN(Date.parse(value))) return { status: 400, body: { errors: { [key]: ['is invalid'] } } };
      filter[key] = value;
    }
    cursor = { filter, after_id: Number.MAX_SAFE_INTEGER };
  }
  const matching = storeOrdersIn(storeDir)
    .filter((order) => order.id < cursor.after_id && matchesFilter(order, cursor.filter))
    .sort((a, b) => b.id - a.id);
  const page = matching.slice(0, limit);
  const more = matching.length > limit;
  const next = more ? new URL(`${url.origin}${url.pathname}`) : undefined;
  if (next)
    next.search = new URLSearchParams({
      limit: String(limit),
      page_info: encodeCursor({ ...cursor, after_id: page.at(-1)!.id }),
    }).toString();
  return { status: 200, body: { orders: page }, ...(next ? { link: `<${next.toString()}>; rel="next"` } : {}) };
}

/**
 * `siteUrl`: the programme site the storefront's test orders send their webhooks to (the local stack's web
 * address, whose gateway adds what CloudFront adds); without it the storefront places no order.
 */
export async function startStoreServer(options: { port: number; stateFile: string; adminToken: string; siteUrl?: string }) {
  const load = (): StoreState => {
    const stored = fs.existsSync(options.stateFile) ? (JSON.parse(fs.readFileSync(options.stateFile, 'utf8')) as Partial<StoreState>) : {};
    // A state file from before gift cards has none.
    return { nextId: stored.nextId ?? 1, codes: stored.codes ?? {}, giftCards: stored.giftCards ?? {} };
  };
  const save = (state: StoreState) => {
    fs.mkdirSync(path.dirname(options.stateFile), { recursive: true });
    fs.writeFileSync(options.stateFile, JSON.stringify(state, null, 2));
  };
  let state = load();
  const storeDir = path.dirname(options.stateFile);
  const faults = {
    throttle: 0,
    fail: 0,
    orders_fail: 0,
    orders_rate_limited: 0,
    retry_after: 2,
    gift_cards_fail: 0,
    gift_cards_hang: 0,
    gift_cards_late: 0,
    gift_cards_late_answer: 'fail' as 'fail' | 'hang',
    gift_cards_delay_ms: 0,
    hang_seconds: 30,
  };
  let restUsed = 0;
  let restLeakedAt = Date.now();
  /** Takes one call from REST's bucket: false when it is full. */
  function takeRestCall(): boolean {
    const now = Date.now();
    restUsed = Math.max(0, restUsed - ((now - restLeakedAt) / 1000) * REST_BUCKET.leakPerSecond);
    restLeakedAt = now;
    if (restUsed + 1 > REST_BUCKET.size) return false;
    restUsed += 1;
    return true;
  }
  const callLimit = () => ({ 'x-shopify-shop-api-call-limit': `${Math.ceil(restUsed)}/${REST_BUCKET.size}` });
  let available = BUCKET.maximumAvailable;
  let lastRefill = Date.now();

  function refill() {
    const now = Date.now();
    available = Math.min(BUCKET.maximumAvailable, available + ((now - lastRefill) / 1000) * BUCKET.restoreRate);
    lastRefill = now;
  }
  const costExtension = (requested: number, actual: number) => ({
    cost: {
      requestedQueryCost: requested,
      actualQueryCost: actual,
      throttleStatus: {
        maximumAvailable: BUCKET.maximumAvailable,
        currentlyAvailable: Math.floor(available),
        restoreRate: BUCKET.restoreRate,
      },
    },
  });

  const findByCode = (code: string) => state.codes[code.trim().toUpperCase()];
  /** A code as the storefront shows it, from the store's own discounts; undefined when no code was given. */
  const storefrontCode = (code: string | null): StorefrontCode | undefined => {
    if (!code?.trim()) return undefined;
    const entry = findByCode(code);
    // The store keeps a percentage as Shopify does, a fraction (0.1 for 10% off).
    return entry
      ? { code: entry.code, percentOff: Math.round(entry.percentage * 100), status: entry.status }
      : { code: code.trim().toUpperCase(), status: 'UNKNOWN' };
  };
  const findById = (id: string) => Object.values(state.codes).find((entry) => entry.id === id);
  const nodeOf = (entry: StoredCode) => ({
    id: entry.id,
    codeDiscount: {
      __typename: 'DiscountCodeBasic',
      title: entry.title,
      status: entry.status,
      appliesOncePerCustomer: entry.appliesOncePerCustomer,
      customerGets: { value: { __typename: 'DiscountPercentage', percentage: entry.percentage } },
      codes: { nodes: [{ code: entry.code }] },
    },
  });

  type Vars = Record<string, unknown>;
  /** A GraphQL variable that should be text; anything else reads as empty. */
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  const resolvers: Record<string, (variables: Vars, query: string) => unknown> = {
    shop: () => ({ name: LOCAL_SHOP_NAME }),
    codeDiscountNodeByCode: (variables) => {
      const entry = findByCode(text(variables.code));
      return entry ? nodeOf(entry) : null;
    },
    discountCodeBasicCreate: (variables, query) => {
      const input = (variables[argumentVariable(query, 'discountCodeBasicCreate', 'basicCodeDiscount') ?? 'basicCodeDiscount'] ?? {}) as {
        title?: string;
        code?: string;
        appliesOncePerCustomer?: boolean;
        customerGets?: { value?: { percentage?: number } };
      } & Record<string, unknown>;
      const code = text(input.code).trim();
      const percentage = Number(input.customerGets?.value?.percentage);
      const errors = [];
      if (!code) errors.push(userError(['basicCodeDiscount', 'code'], "Code can't be blank", 'BLANK'));
      else if (findByCode(code))
        errors.push(userError(['basicCodeDiscount', 'code'], 'Code must be unique. Please try a different code.', 'TAKEN'));
      for (const [field, message] of Object.entries(REQUIRED_ON_CREATE)) {
        if (input[field] === undefined || input[field] === null || input[field] === '') {
          errors.push(userError(['basicCodeDiscount', field], message, 'BLANK'));
        }
      }
      if (input.customerGets && !(percentage > 0 && percentage <= 1))
        errors.push(
          userError(
            ['basicCodeDiscount', 'customerGets', 'value', 'percentage'],
            'Value must be between 0.0 and 1.0',
            'VALUE_OUTSIDE_RANGE',
          ),
        );
      if (errors.length) return { codeDiscountNode: null, userErrors: errors };
      const entry: StoredCode = {
        id: `gid://shopify/DiscountCodeNode/${state.nextId++}`,
        code,
        title: input.title!,
        percentage,
        appliesOncePerCustomer: input.appliesOncePerCustomer ?? false,
        status: 'ACTIVE',
        createdAt: new Date().toISOString(),
      };
      state.codes[code.toUpperCase()] = entry;
      save(state);
      return { codeDiscountNode: nodeOf(entry), userErrors: [] };
    },
    discountCodeDeactivate: (variables) => {
      const entry = findById(text(variables.id));
      if (!entry) return { codeDiscountNode: null, userErrors: [userError(['id'], 'Discount does not exist', 'INVALID')] };
      entry.status = 'EXPIRED';
      save(state);
      return { codeDiscountNode: nodeOf(entry), userErrors: [] };
    },
    discountCodeDelete: (variables) => {
      const entry = findById(text(variables.id));
      if (!entry) return { deletedCodeDiscountId: null, userErrors: [userError(['id'], 'Discount does not exist', 'INVALID')] };
      state.codes = Object.fromEntries(Object.entries(state.codes).filter(([code]) => code !== entry.code.toUpperCase()));
      save(state);
      return { deletedCodeDiscountId: entry.id, userErrors: [] };
    },
  };

  const giftCards = giftCardResolvers({ cards: () => state.giftCards, nextId: () => state.nextId++, save: () => save(state) });
  const held = new Set<NodeJS.Timeout>();
  /** The giftCardCreate calls gift_cards_delay_ms holds right now (answered in POST /_local/faults as gift_cards_held). */
  let createsHeld = 0;
  /** Holds a request without an answer past any client's timeout, then answers 504 if anyone still listens. */
  const hang = (res: http.ServerResponse, headers: Record<string, string>) => {
    const timer = setTimeout(() => {
      held.delete(timer);
      if (res.socket && !res.socket.destroyed) sendJson(res, 504, { errors: 'Gateway Timeout' }, headers);
    }, faults.hang_seconds * 1000);
    held.add(timer);
  };
  const throttled = (res: http.ServerResponse, headers: Record<string, string>, cost: number) =>
    sendJson(
      res,
      200,
      { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }], extensions: costExtension(cost, 0) },
      headers,
    );

  /**
   * A gift card root field, answered as a GraphQL server answers: the selection checked against the types
   * before anything runs, the input coerced, the cost taken (a connection's unused part given back), the
   * answer cut down to the fields selected; with giftCardCreate's faults.
   */
  function answerGiftCardField(res: http.ServerResponse, headers: Record<string, string>, query: string, variables: Vars): void {
    const root = operationSelections(query)[0];
    if (!root) throw new Error('The operation selects nothing');
    const type = GIFT_CARD_ROOT_TYPES[root.name]!;
    const path = [root.alias ?? root.name];
    const refused = [
      ...rootArgumentErrors(root).map((error) => ({
        message: error.message,
        path: error.path,
        extensions: { code: 'argumentNotAccepted' },
      })),
      ...selectionErrors(GIFT_CARD_SCHEMA, type, root.selections ?? [], path),
    ];
    if (refused.length) {
      sendJson(res, 200, { errors: refused }, headers);
      return;
    }
    if (root.name === 'giftCardCreate') {
      const variable = argumentVariable(query, 'giftCardCreate', 'input');
      if (!variable) {
        sendJson(
          res,
          200,
          { errors: [{ message: "The local store stand-in takes giftCardCreate's input as a variable ($input)" }] },
          headers,
        );
        return;
      }
      const problems = giftCardCreateInputProblems(variables[variable]);
      if (problems.length) {
        sendJson(res, 200, { errors: [invalidVariableError(query, variable, variables[variable], problems)] }, headers);
        return;
      }
      if (faults.gift_cards_fail > 0) {
        faults.gift_cards_fail--;
        sendJson(res, 502, { errors: 'Bad Gateway' }, headers);
        return;
      }
      if (faults.gift_cards_hang > 0) {
        faults.gift_cards_hang--;
        hang(res, headers);
        return;
      }
    }
    const requested =
      root.name === 'giftCards'
        ? giftCardsRequestedCost(root, variables)
        : root.name === 'giftCardCreate' || root.name === 'giftCardDeactivate'
          ? MUTATION_COST
          : QUERY_COST;
    refill();
    if (faults.throttle > 0 || available < requested) {
      if (faults.throttle > 0) faults.throttle--;
      throttled(res, headers, requested);
      return;
    }
    available -= requested;
    // Another process may have changed the file: read before each call.
    state = load();
    let value: unknown;
    let actual = requested;
    let search: unknown[] = [];
    try {
      if (root.name === 'giftCards') {
        const page = giftCards.giftCards(variables, root);
        ({ value } = page);
        actual = 2 + page.returned;
        search = page.searchWarnings;
      } else if (root.name === 'giftCard') value = giftCards.giftCard(variables, root);
      else if (root.name === 'giftCardDeactivate') value = giftCards.giftCardDeactivate(variables, root);
      else value = giftCards.giftCardCreate(variables, root);
    } catch (error) {
      if (!(error instanceof GraphQLRequestError)) throw error;
      available += requested;
      sendJson(res, 200, { errors: [{ message: error.message, path: error.path }], extensions: costExtension(requested, 0) }, headers);
      return;
    }
    available += requested - actual;
    if (root.name === 'giftCardCreate' && faults.gift_cards_late > 0) {
      faults.gift_cards_late--;
      if (faults.gift_cards_late_answer === 'hang') hang(res, headers);
      else sendJson(res, 502, { errors: 'Bad Gateway' }, headers);
      return;
    }
    sendJson(
      res,
      200,
      {
        data: { [path[0]!]: selectedFrom(GIFT_CARD_SCHEMA, type, value, root.selections ?? []) },
        extensions: { ...costExtension(requested, actual), ...(search.length ? { search } : {}) },
      },
      headers,
    );
  }

  // The server ignores the handler's promise; the handler answers every request itself, errors included.
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    try {
      const raw = (await readBody(req)).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'GET' && url.pathname === '/') {
        state = load();
        sendHtml(res, 200, storefrontPage(LOCAL_SHOP_NAME, storefrontCode(url.searchParams.get('discount'))));
        return;
      }
      if (req.method === 'POST' && url.pathname === STOREFRONT_CHECKOUT_PATH) {
        const checkout = checkoutSchema.safeParse(Object.fromEntries(new URLSearchParams(raw)));
        if (!checkout.success || !options.siteUrl) {
          sendHtml(
            res,
            400,
            checkoutRefusedPage(
              checkout.success ? 'This store has no programme to send orders to.' : 'Choose a size and a quantity from 1 to 10.',
            ),
          );
          return;
        }
        state = load();
        const order = checkoutOrder(checkout.data, storefrontCode(checkout.data.code));
        putStoreOrder(storeDir, order);
        const status = await sendStoreWebhook(options.siteUrl, 'orders/paid', order);
        sendHtml(res, status === 200 ? 200 : 502, checkoutResultPage(options.siteUrl, { order, status }));
        return;
      }
      if (req.method === 'POST' && url.pathname === '/_local/faults') {
        Object.assign(faults, JSON.parse(raw || '{}'));
        sendJson(res, 200, { ...faults, gift_cards_held: createsHeld });
        return;
      }
      if (req.method === 'POST' && url.pathname === '/_local/orders') {
        const { orders = [] } = JSON.parse(raw || '{}') as { orders?: StoreOrderRecord[] };
        for (const order of orders) putStoreOrder(storeDir, order);
        sendJson(res, 200, { recorded: orders.length });
        return;
      }
      if (req.method === 'POST' && url.pathname === '/_local/refunds') {
        const { refund } = JSON.parse(raw || '{}') as { refund?: ShopifyRefundPayload };
        const order = refund ? putStoreRefund(storeDir, refund) : undefined;
        sendJson(res, order ? 200 : 404, order ? { order } : { errors: 'Not Found' });
        return;
      }
      const ordersVersion = req.method === 'GET' ? servedOrdersVersion(url.pathname) : undefined;
      if (ordersVersion) {
        const headers = { 'x-shopify-api-version': ordersVersion };
        if (req.headers['x-shopify-access-token'] !== options.adminToken) {
          sendJson(res, 401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' }, headers);
          return;
        }
        if (faults.orders_fail > 0) {
          faults.orders_fail--;
          sendJson(res, 502, { errors: 'Bad Gateway' }, headers);
          return;
        }
        const faulted = faults.orders_rate_limited > 0;
        if (faulted || !takeRestCall()) {
          if (faulted) faults.orders_rate_limited--;
          // Shopify asks for 2 seconds; a fault may ask for less, so tests stay quick.
          const retryAfter = faulted ? faults.retry_after : 2;
          sendJson(
            res,
            429,
            { errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.' },
            { ...headers, ...callLimit(), 'retry-after': retryAfter.toFixed(1) },
          );
          return;
        }
        const page = ordersPage(storeDir, url);
        sendJson(res, page.status, page.body, { ...headers, ...callLimit(), ...(page.link ? { link: page.link } : {}) });
        return;
      }
      const version = servedApiVersion(url.pathname);
      if (req.method !== 'POST' || !version) {
        sendJson(res, 404, { errors: 'Not Found' });
        return;
      }
      if (req.headers['x-shopify-access-token'] !== options.adminToken) {
        sendJson(res, 401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
        return;
      }
      const headers = { 'x-shopify-api-version': version };
      if (faults.fail > 0) {
        faults.fail--;
        sendJson(res, 502, { errors: 'Bad Gateway' }, headers);
        return;
      }
      const { query = '', variables = {} } = JSON.parse(raw || '{}') as { query?: string; variables?: Vars };
      const field = rootFieldOf(query);
      if (field && Object.hasOwn(GIFT_CARD_ROOT_TYPES, field)) {
        if (field === 'giftCardCreate' && faults.gift_cards_delay_ms > 0) {
          createsHeld++;
          await sleep(faults.gift_cards_delay_ms).finally(() => createsHeld--);
        }
        answerGiftCardField(res, headers, query, variables);
        return;
      }
      const resolve = field ? resolvers[field] : undefined;
      if (!resolve) {
        sendJson(
          res,
          200,
          {
            errors: [
              {
                message: `Field '${field ?? '?'}' doesn't exist on type 'QueryRoot' or 'Mutation'`,
                extensions: { code: 'undefinedField' },
              },
            ],
          },
          headers,
        );
        return;
      }
      const variable = field === 'discountCodeBasicCreate' ? argumentVariable(query, field, 'basicCodeDiscount') : undefined;
      const problems = variable ? discountCodeBasicInputProblems(variables[variable]) : [];
      if (variable && problems.length) {
        sendJson(res, 200, { errors: [invalidVariableError(query, variable, variables[variable], problems)] }, headers);
        return;
      }
      const cost = /^\s*mutation\b/.test(query) ? MUTATION_COST : QUERY_COST;
      refill();
      if (faults.throttle > 0 || available < cost) {
        if (faults.throttle > 0) faults.throttle--;
        throttled(res, headers, cost);
        return;
      }
      available -= cost;
      // Another process (a second stack, a test) may have changed the file: read before each call.
      state = load();
      sendJson(res, 200, { data: { [field!]: resolve(variables, query) }, extensions: costExtension(cost, cost) }, headers);
      return;
    } catch (error) {
      sendJson(res, 400, { errors: [{ message: String(error) }] });
    }
  };
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of held) clearTimeout(timer);
        held.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
