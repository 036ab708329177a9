import { randomInt } from 'node:crypto';
import { argumentNames, argumentValue, type ObjectTypes, type SelectedField } from './graphql-selection';

/**
 * The store stand-in's gift cards, as the Admin GraphQL API at the pinned version (2026-10) documents them:
 * giftCardCreate(input: GiftCardCreateInput!) answering giftCard, giftCardCode and userErrors (GiftCardUserError:
 * field, message, code from GiftCardErrorCode), giftCardDeactivate(id: ID!) answering giftCard and userErrors
 * (GiftCardDeactivateUserError, GIFT_CARD_NOT_FOUND: a deactivated card cannot be used, nor enabled again),
 * giftCard(id:) and giftCards(first:, after:, query:, sortKey:, reverse:). A card's full code is in giftCardCreate's answer only: the GiftCard type has no field for it,
 * only lastCharacters and maskedCode, so no later read can return it.
 *
 * The error codes are the reference's; their wording follows Shopify's validation messages as far as the
 * reference shows them, and clients should read the code, not the words.
 */
export interface StoredGiftCard {
  id: string;
  /** The full code: the store knows it (a checkout redeems it), the API never returns it after creation. */
  code: string;
  initialAmount: { amount: string; currencyCode: string };
  note: string | null;
  expiresOn: string | null;
  customerId: string | null;
  recipient: { id: string; message: string | null; preferredName: string | null; sendNotificationAt: string | null } | null;
  templateSuffix: string | null;
  createdAt: string;
  updatedAt: string;
  /** When it was deactivated (giftCardDeactivate), for good; absent on cards stored before the stand-in deactivated any. */
  deactivatedAt?: string | null;
}

/** The root fields of this module. */
export const GIFT_CARD_ROOT_TYPES: Record<string, string> = {
  giftCardCreate: 'GiftCardCreatePayload',
  giftCardDeactivate: 'GiftCardDeactivatePayload',
  giftCard: 'GiftCard',
  giftCards: 'GiftCardConnection',
};

/** Each root field's arguments at 2026-10. */
const ROOT_ARGUMENTS: Record<string, readonly string[]> = {
  giftCardCreate: ['input'],
  giftCardDeactivate: ['id'],
  giftCard: ['id'],
  giftCards: ['first', 'last', 'after', 'before', 'query', 'reverse', 'savedSearchId', 'sortKey'],
};

/**
 * The output types the stand-in answers, with the fields 2026-10 defines; the ones it does not answer are
 * listed apart, so a query for them says so rather than pretending they do not exist.
 */
export const GIFT_CARD_SCHEMA: ObjectTypes = {
  types: {
    GiftCardCreatePayload: { giftCard: 'GiftCard', giftCardCode: null, userErrors: 'GiftCardUserError' },
    GiftCardUserError: { field: null, message: null, code: null },
    GiftCardDeactivatePayload: { giftCard: 'GiftCard', userErrors: 'GiftCardDeactivateUserError' },
    GiftCardDeactivateUserError: { field: null, message: null, code: null },
    GiftCard: {
      id: null,
      lastCharacters: null,
      maskedCode: null,
      initialValue: 'MoneyV2',
      balance: 'MoneyV2',
      note: null,
      expiresOn: null,
      createdAt: null,
      updatedAt: null,
      enabled: null,
      deactivatedAt: null,
      templateSuffix: null,
      customer: 'Customer',
      recipientAttributes: 'GiftCardRecipient',
    },
    MoneyV2: { amount: null, currencyCode: null },
    Customer: { id: null },
    GiftCardRecipient: { recipient: 'Customer', message: null, preferredName: null, sendNotificationAt: null },
    GiftCardConnection: { nodes: 'GiftCard', edges: 'GiftCardEdge', pageInfo: 'PageInfo' },
    GiftCardEdge: { cursor: null, node: 'GiftCard' },
    PageInfo: { hasNextPage: null, hasPreviousPage: null, startCursor: null, endCursor: null },
  },
  notServed: {
    GiftCard: ['lineItem', 'order', 'transactions'],
    Customer: ['email', 'displayName', 'firstName', 'lastName', 'phone', 'state', 'tags', 'note', 'createdAt', 'updatedAt'],
  },
};

/**
 * The input fields of GiftCardCreateInput at 2026-10, deprecated ones left out: `initialValue` (a Decimal,
 * deprecated since 2026-07 for `initialAmount`, a MoneyInput) is refused as Shopify refuses a field its
 * version does not define, as the discount input's deprecated fields are, so the client moves before
 * Shopify removes it. `notify` is in `unstable` only.
 */
const GIFT_CARD_CREATE_INPUT_FIELDS = new Set([
  'code',
  'crossCurrencyRedemptionStrategy',
  'customerId',
  'expiresOn',
  'initialAmount',
  'note',
  'recipientAttributes',
  'templateSuffix',
]);
const MONEY_INPUT_FIELDS = new Set(['amount', 'currencyCode']);
const GIFT_CARD_RECIPIENT_INPUT_FIELDS = new Set(['id', 'message', 'preferredName', 'sendNotificationAt']);
const CROSS_CURRENCY_REDEMPTION_STRATEGIES = ['MARKET_FX', 'NONE', 'SPOT_FX'];
const GIFT_CARD_SORT_KEYS = [
  'AMOUNT_SPENT',
  'BALANCE',
  'CODE',
  'CREATED_AT',
  'CUSTOMER_NAME',
  'DISABLED_AT',
  'EXPIRES_ON',
  'ID',
  'INITIAL_VALUE',
  'UPDATED_AT',
];
const MAX_PAGE = 250;
const GENERATED_CODE_LENGTH = 16;
const CODE_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

export interface InputProblem {
  path: string[];
  explanation: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isDecimal = (value: unknown) => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) || Number.isFinite(value);
const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const isDateTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function unknownFields(value: Record<string, unknown>, known: Set<string>, type: string, path: string[]): InputProblem[] {
  return Object.keys(value)
    .filter((field) => !known.has(field))
    .map((field) => ({ path: [...path, field], explanation: `Field is not defined on ${type}` }));
}

/** What is wrong with a GiftCardCreateInput value, as GraphQL's input coercion reports it (before anything runs). */
export function giftCardCreateInputProblems(input: unknown): InputProblem[] {
  if (!isObject(input)) return [{ path: [], explanation: 'Expected value to not be null' }];
  const problems = unknownFields(input, GIFT_CARD_CREATE_INPUT_FIELDS, 'GiftCardCreateInput', []);
  const { initialAmount, expiresOn, recipientAttributes, crossCurrencyRedemptionStrategy } = input;
  if (initialAmount !== undefined && initialAmount !== null) {
    if (!isObject(initialAmount)) problems.push({ path: ['initialAmount'], explanation: 'Expected value to be an object' });
    else {
      problems.push(...unknownFields(initialAmount, MONEY_INPUT_FIELDS, 'MoneyInput', ['initialAmount']));
      if (initialAmount.amount === undefined || initialAmount.amount === null)
        problems.push({ path: ['initialAmount', 'amount'], explanation: 'Expected value to not be null' });
      else if (!isDecimal(initialAmount.amount))
        problems.push({
          path: ['initialAmount', 'amount'],
          explanation: `Could not coerce value ${JSON.stringify(initialAmount.amount)} to Decimal`,
        });
      if (initialAmount.currencyCode === undefined || initialAmount.currencyCode === null)
        problems.push({ path: ['initialAmount', 'currencyCode'], explanation: 'Expected value to not be null' });
      else if (typeof initialAmount.currencyCode !== 'string' || !/^[A-Z]{3}$/.test(initialAmount.currencyCode))
        problems.push({
          path: ['initialAmount', 'currencyCode'],
          explanation: `Expected ${JSON.stringify(initialAmount.currencyCode)} to be one of the CurrencyCode values (ISO 4217, such as USD)`,
        });
    }
  }
  if (expiresOn !== undefined && expiresOn !== null && !isDate(expiresOn))
    problems.push({ path: ['expiresOn'], explanation: `Could not coerce value ${JSON.stringify(expiresOn)} to Date` });
  if (
    crossCurrencyRedemptionStrategy !== undefined &&
    !(typeof crossCurrencyRedemptionStrategy === 'string' && CROSS_CURRENCY_REDEMPTION_STRATEGIES.includes(crossCurrencyRedemptionStrategy))
  )
    problems.push({
      path: ['crossCurrencyRedemptionStrategy'],
      explanation: `Expected ${JSON.stringify(crossCurrencyRedemptionStrategy)} to be one of: ${CROSS_CURRENCY_REDEMPTION_STRATEGIES.join(', ')}`,
    });
  if (recipientAttributes !== undefined && recipientAttributes !== null) {
    if (!isObject(recipientAttributes)) problems.push({ path: ['recipientAttributes'], explanation: 'Expected value to be an object' });
    else {
      problems.push(
        ...unknownFields(recipientAttributes, GIFT_CARD_RECIPIENT_INPUT_FIELDS, 'GiftCardRecipientInput', ['recipientAttributes']),
      );
      if (recipientAttributes.id === undefined || recipientAttributes.id === null)
        problems.push({ path: ['recipientAttributes', 'id'], explanation: 'Expected value to not be null' });
      const at = recipientAttributes.sendNotificationAt;
      if (at !== undefined && at !== null && !isDateTime(at))
        problems.push({
          path: ['recipientAttributes', 'sendNotificationAt'],
          explanation: `Could not coerce value ${JSON.stringify(at)} to DateTime`,
        });
    }
  }
  return problems;
}

/** An error the whole request answers with (HTTP 200, no data for the field), as GraphQL reports a bad argument. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly path: string[],
  ) {
    super(message);
  }
}

/** Each argument the root field does not take. */
export function rootArgumentErrors(root: SelectedField): GraphQLRequestError[] {
  const known = ROOT_ARGUMENTS[root.name] ?? [];
  return argumentNames(root.args)
    .filter((argument) => !known.includes(argument))
    .map((argument) => new GraphQLRequestError(`Field '${root.name}' doesn't accept argument '${argument}'`, [root.alias ?? root.name]));
}

/** What a giftCards call may cost before it runs (Shopify: a connection costs 2 plus the objects it may return). */
export function giftCardsRequestedCost(root: SelectedField, variables: Record<string, unknown>): number {
  return 2 + Math.max(0, Number(argumentValue(root.args, 'first', variables) ?? argumentValue(root.args, 'last', variables) ?? 0) || 0);
}

function userError(field: string[], message: string, code: string) {
  return { field, message, code };
}

/** A decimal as Shopify writes a MoneyV2 amount: "25.0", "12.5", "12.34". */
function moneyAmount(value: unknown): string {
  const fixed = Number(value).toFixed(2);
  return fixed.endsWith('0') ? fixed.slice(0, -1) : fixed;
}

const today = () => new Date().toISOString().slice(0, 10);
const numericId = (gid: string) => Number(/\/(\d+)$/.exec(gid)?.[1] ?? Number.NaN);
const isCustomerId = (value: unknown) => typeof value === 'string' && /^gid:\/\/shopify\/Customer\/\d+$/.test(value);

/** A card as the GiftCard type shows it: everything but its code, which only its last four characters stand for. */
function giftCardView(card: StoredGiftCard) {
  const lastCharacters = card.code.slice(-4);
  return {
    id: card.id,
    lastCharacters,
    maskedCode: `•••• •••• •••• ${lastCharacters}`,
    initialValue: card.initialAmount,
    // The stand-in records no spending: a card's balance is what it was issued with.
    balance: card.initialAmount,
    note: card.note,
    expiresOn: card.expiresOn,
    createdAt: card.createdAt,
    updatedAt: card.updatedAt,
    enabled: !card.deactivatedAt,
    deactivatedAt: card.deactivatedAt ?? null,
    templateSuffix: card.templateSuffix,
    customer: card.customerId ? { id: card.customerId } : null,
    recipientAttributes: card.recipient
      ? {
          recipient: { id: card.recipient.id },
          message: card.recipient.message,
          preferredName: card.recipient.preferredName,
          sendNotificationAt: card.recipient.sendNotificationAt,
        }
      : null,
  };
}

/** One term of a search query: `field:>=value`, a bare word (the default field), `-` for NOT. */
interface SearchTerm {
  negated: boolean;
  field?: string;
  comparator: '' | '>' | '>=' | '<' | '<=';
  value: string;
}

const SEARCH_FIELDS = [
  'balance_status',
  'created_at',
  'customer_id',
  'expires_on',
  'id',
  'initial_value',
  'recipient_id',
  'source',
  'status',
];

/**
 * A giftCards search (Shopify's search syntax: terms ANDed, OR between groups, `-` to negate, `field:`,
 * comparators, quoted values), with the fields 2026-10 lists. As Shopify does, a field the resource does not
 * have is dropped from the search, whose other terms still filter, and named in a warning.
 */
function parseSearch(query: string): { groups: SearchTerm[][]; warnings: Array<{ field: string; message: string }> } {
  const groups: SearchTerm[][] = [[]];
  const warnings: Array<{ field: string; message: string }> = [];
  for (const match of query.matchAll(/(-)?(?:([a-z_]+):)?(>=|<=|>|<)?('[^']*'|"[^"]*"|[^\s'"]+)/gi)) {
    const [, negated, field, comparator = '', written = ''] = match;
    if (!field && written === 'AND') continue;
    if (!field && written === 'OR') {
      groups.push([]);
      continue;
    }
    if (field && !SEARCH_FIELDS.includes(field)) {
      warnings.push({ field, message: 'Invalid search field for this query.' });
      continue;
    }
    const value = /^['"]/.test(written) ? written.slice(1, -1) : written;
    groups.at(-1)!.push({ negated: Boolean(negated), field, comparator: comparator as SearchTerm['comparator'], value });
  }
  return { groups: groups.filter((group) => group.length), warnings };
}

function compare(actual: number, comparator: SearchTerm['comparator'], wanted: number): boolean {
  if (Number.isNaN(actual) || Number.isNaN(wanted)) return false;
  if (comparator === '>') return actual > wanted;
  if (comparator === '>=') return actual >= wanted;
  if (comparator === '<') return actual < wanted;
  if (comparator === '<=') return actual <= wanted;
  return actual === wanted;
}

function matchesTerm(card: StoredGiftCard, term: SearchTerm): boolean {
  const expired = card.expiresOn !== null && card.expiresOn < today();
  const idOf = (value: string) => (/^\d+$/.test(value) ? Number(value) : numericId(value));
  switch (term.field) {
    case undefined: {
      const code = card.code.toLowerCase();
      const word = term.value.toLowerCase();
      return code === word || (word.length >= 4 && code.endsWith(word));
    }
    case 'id':
      return compare(numericId(card.id), term.comparator, Number(term.value));
    case 'created_at':
      return compare(Date.parse(card.createdAt), term.comparator, Date.parse(term.value));
    case 'expires_on':
      return card.expiresOn !== null && compare(Date.parse(card.expiresOn), term.comparator, Date.parse(term.value));
    case 'initial_value':
      return compare(Number(card.initialAmount.amount), term.comparator, Number(term.value));
    case 'customer_id':
      return card.customerId !== null && numericId(card.customerId) === idOf(term.value);
    case 'recipient_id':
      return card.recipient !== null && numericId(card.recipient.id) === idOf(term.value);
    // Every card here was issued through the API; none was sold or made by hand in the admin.
    case 'source':
      return term.value === 'api_client';
    // Nothing is spent from a card here, so each is full.
    case 'balance_status':
      return term.value === 'full' || term.value === 'full_or_partial';
    case 'status':
      if (term.value === 'disabled') return Boolean(card.deactivatedAt);
      if (term.value === 'enabled') return !card.deactivatedAt && !expired;
      if (term.value === 'expired') return expired;
      if (term.value === 'expiring') return card.expiresOn !== null && !expired;
      return false;
    default:
      return false;
  }
}

function sortValue(card: StoredGiftCard, sortKey: string): number | string {
  if (sortKey === 'CREATED_AT') return Date.parse(card.createdAt);
  if (sortKey === 'UPDATED_AT') return Date.parse(card.updatedAt);
  if (sortKey === 'EXPIRES_ON') return card.expiresOn ?? '9999-12-31';
  if (sortKey === 'INITIAL_VALUE' || sortKey === 'BALANCE') return Number(card.initialAmount.amount);
  if (sortKey === 'CODE') return card.code.toLowerCase();
  return numericId(card.id);
}

const cursorOf = (card: StoredGiftCard) => Buffer.from(JSON.stringify({ id: card.id })).toString('base64url');
function idOfCursor(cursor: string): string {
  try {
    return (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { id: string }).id;
  } catch {
    throw new GraphQLRequestError('Invalid cursor for current pagination sort.', ['giftCards']);
  }
}

/** What the resolvers read and write of the stand-in's state. */
export interface GiftCardBook {
  cards(): Record<string, StoredGiftCard>;
  nextId(): number;
  save(): void;
}

/** The resolvers of the gift card root fields, each given the operation's variables and its root field as selected. */
export function giftCardResolvers(book: GiftCardBook) {
  const findByCode = (code: string) => Object.values(book.cards()).find((card) => card.code.toLowerCase() === code.toLowerCase());
  const newCode = () => {
    for (;;) {
      const code = Array.from({ length: GENERATED_CODE_LENGTH }, () => CODE_CHARACTERS[randomInt(CODE_CHARACTERS.length)]).join('');
      if (!findByCode(code)) return code;
    }
  };

  return {
    giftCardCreate(variables: Record<string, unknown>, root: SelectedField) {
      const input = argumentValue(root.args, 'input', variables) as {
        initialAmount?: { amount: string | number; currencyCode: string } | null;
        code?: string | null;
        note?: string | null;
        expiresOn?: string | null;
        customerId?: string | null;
        recipientAttributes?: {
          id: string;
          message?: string | null;
          preferredName?: string | null;
          sendNotificationAt?: string | null;
        } | null;
        templateSuffix?: string | null;
      };
      const errors = [];
      const amount = input.initialAmount?.amount;
      if (amount === undefined) errors.push(userError(['input', 'initialAmount'], 'Initial value is required', 'MISSING_ARGUMENT'));
      else if (!(Number(amount) > 0))
        errors.push(userError(['input', 'initialAmount'], 'Initial value must be greater than 0', 'GREATER_THAN'));
      const code = input.code?.trim();
      if (code !== undefined) {
        if (code.length < 8) errors.push(userError(['input', 'code'], 'Code is too short (minimum is 8 characters)', 'TOO_SHORT'));
        else if (code.length > 20) errors.push(userError(['input', 'code'], 'Code is too long (maximum is 20 characters)', 'TOO_LONG'));
        else if (!/^[a-z0-9]+$/i.test(code))
          errors.push(userError(['input', 'code'], 'Code can only contain letters (a-z) and numbers (0-9)', 'INVALID'));
        else if (findByCode(code)) errors.push(userError(['input', 'code'], 'Code has already been taken', 'TAKEN'));
      }
      if (input.expiresOn && input.expiresOn < today())
        errors.push(userError(['input', 'expiresOn'], 'Expires on must be in the future', 'INVALID'));
      // The stand-in keeps no customers: any Customer ID is one the store knows.
      if (input.customerId !== undefined && input.customerId !== null && !isCustomerId(input.customerId))
        errors.push(userError(['input', 'customerId'], 'Customer could not be found', 'CUSTOMER_NOT_FOUND'));
      if (input.recipientAttributes && !isCustomerId(input.recipientAttributes.id))
        errors.push(userError(['input', 'recipientAttributes', 'id'], 'Recipient could not be found', 'RECIPIENT_NOT_FOUND'));
      if (errors.length) return { giftCard: null, giftCardCode: null, userErrors: errors };
      const now = new Date().toISOString();
      const card: StoredGiftCard = {
        id: `gid://shopify/GiftCard/${book.nextId()}`,
        code: code || newCode(),
        initialAmount: { amount: moneyAmount(amount), currencyCode: input.initialAmount!.currencyCode },
        note: input.note ?? null,
        expiresOn: input.expiresOn ?? null,
        customerId: input.customerId ?? null,
        recipient: input.recipientAttributes
          ? {
              id: input.recipientAttributes.id,
              message: input.recipientAttributes.message ?? null,
              preferredName: input.recipientAttributes.preferredName ?? null,
              sendNotificationAt: input.recipientAttributes.sendNotificationAt ?? null,
            }
          : null,
        templateSuffix: input.templateSuffix ?? null,
        createdAt: now,
        updatedAt: now,
      };
      book.cards()[card.id] = card;
      book.save();
      return { giftCard: giftCardView(card), giftCardCode: card.code, userErrors: [] };
    },

    /**
     * Deactivates a card for good. The reference does not say what a second deactivation answers: the
     * stand-in answers the card as it is, deactivated when it was first.
     */
    giftCardDeactivate(variables: Record<string, unknown>, root: SelectedField) {
      const id = argumentValue(root.args, 'id', variables);
      if (typeof id !== 'string')
        throw new GraphQLRequestError("Field 'giftCardDeactivate' is missing required arguments: id", [root.alias ?? root.name]);
      const card = book.cards()[id];
      if (!card) return { giftCard: null, userErrors: [userError(['id'], 'Gift card could not be found', 'GIFT_CARD_NOT_FOUND')] };
      if (!card.deactivatedAt) {
        card.deactivatedAt = new Date().toISOString();
        card.updatedAt = card.deactivatedAt;
        book.save();
      }
      return { giftCard: giftCardView(card), userErrors: [] };
    },

    giftCard(variables: Record<string, unknown>, root: SelectedField) {
      const id = argumentValue(root.args, 'id', variables);
      if (typeof id !== 'string')
        throw new GraphQLRequestError("Field 'giftCard' is missing required arguments: id", [root.alias ?? root.name]);
      const card = book.cards()[id];
      return card ? giftCardView(card) : null;
    },

    /** One page of cards and, when the search named a field it does not have, Shopify's warning for extensions.search. */
    giftCards(variables: Record<string, unknown>, root: SelectedField) {
      const path = [root.alias ?? root.name];
      const first = argumentValue(root.args, 'first', variables);
      if (argumentValue(root.args, 'last', variables) !== undefined || argumentValue(root.args, 'before', variables) !== undefined)
        throw new GraphQLRequestError('The local store stand-in pages gift cards forwards only (first, after)', path);
      if (typeof first !== 'number') throw new GraphQLRequestError('you must provide one of first or last', path);
      if (first < 0 || first > MAX_PAGE) throw new GraphQLRequestError(`The maximum number of items in a connection is ${MAX_PAGE}`, path);
      const sortKeyGiven = argumentValue(root.args, 'sortKey', variables) ?? 'ID';
      const sortKey = typeof sortKeyGiven === 'string' ? sortKeyGiven : JSON.stringify(sortKeyGiven);
      if (!GIFT_CARD_SORT_KEYS.includes(sortKey))
        throw new GraphQLRequestError(
          `Argument 'sortKey' on Field 'giftCards' has an invalid value (${sortKey}). Expected type 'GiftCardSortKeys'.`,
          path,
        );
      const reverse = argumentValue(root.args, 'reverse', variables) === true;
      const query = argumentValue(root.args, 'query', variables);
      const search = typeof query === 'string' ? parseSearch(query) : { groups: [], warnings: [] };
      const matching = Object.values(book.cards())
        .filter(
          (card) =>
            search.groups.length === 0 || search.groups.some((group) => group.every((term) => matchesTerm(card, term) !== term.negated)),
        )
        .sort((a, b) => {
          const [x, y] = [sortValue(a, sortKey), sortValue(b, sortKey)];
          const order = x < y ? -1 : x > y ? 1 : numericId(a.id) - numericId(b.id);
          return reverse ? -order : order;
        });
      const after = argumentValue(root.args, 'after', variables);
      const start = typeof after === 'string' ? matching.findIndex((card) => card.id === idOfCursor(after)) + 1 : 0;
      const page = matching.slice(start, start + first);
      return {
        value: {
          nodes: page.map(giftCardView),
          edges: page.map((card) => ({ cursor: cursorOf(card), node: giftCardView(card) })),
          pageInfo: {
            hasNextPage: start + first < matching.length,
            hasPreviousPage: start > 0,
            startCursor: page[0] ? cursorOf(page[0]) : null,
            endCursor: page.at(-1) ? cursorOf(page.at(-1)!) : null,
          },
        },
        returned: page.length,
        searchWarnings: search.warnings.length ? [{ path, query, warnings: search.warnings }] : [],
      };
    },
  };
}
