import { StoreApiError, storeGraphql } from '#lib/store-admin-api';

/**
 * Store credit paid as the store's own gift cards, through the Admin GraphQL API at STORE_API_VERSION
 * (giftCardCreate, giftCards), checked against that version's reference: moving the version on means
 * checking them again (the store stand-in refuses an input field the version does not define).
 *
 * A payout must never be issued twice, and giftCardCreate takes no idempotency key. A creation whose answer
 * is lost (a 5xx, a timeout) may have made the card all the same, so it is never retried blindly: the
 * payout's retry first asks `findGiftCard`. The key has to be on the card where a lookup can find it:
 * - not in `code`: we let the store choose the code, so nothing we keep can re-derive a card's code, and the
 *   code is only ever in giftCardCreate's own answer;
 * - in the note, which the customer never sees, on a line of its own (`Payout key: <key>`). The giftCards
 *   search cannot search notes: 2026-10 documents the default field (the code), balance_status, created_at,
 *   customer_id, expires_on, id, initial_value, recipient_id, source and status, and a field it lacks is
 *   dropped from the search rather than refused. So the lookup narrows with documented filters only,
 *   `source:api_client` (cards an app issued) and, when the caller knows when its first attempt was,
 *   `created_at:>=`, newest first, and reads each card's note for the exact key line.
 * The lookup and the creation are not atomic: a payout is attempted by one worker at a time (its state says so).
 */

/** The shop's currency, which every amount of the programme is in. */
const SHOP_CURRENCY = 'USD';
const KEY_LINE_PREFIX = 'Payout key: ';
const LOOKUP_PAGE = 100;

const CREATE = `mutation CreatePayoutGiftCard($input: GiftCardCreateInput!) {
  giftCardCreate(input: $input) {
    giftCard { id lastCharacters }
    giftCardCode
    userErrors { field message code }
  }
}`;

const FIND = `query FindPayoutGiftCard($query: String!, $after: String) {
  giftCards(first: ${LOOKUP_PAGE}, after: $after, query: $query, sortKey: CREATED_AT, reverse: true) {
    nodes { id lastCharacters note enabled }
    pageInfo { hasNextPage endCursor }
  }
}`;

const DEACTIVATE = `mutation DeactivatePayoutGiftCard($id: ID!) {
  giftCardDeactivate(id: $id) {
    giftCard { id enabled }
    userErrors { field message code }
  }
}`;

export interface GiftCardRequest {
  /** Whole cents, above zero. */
  amountCents: number;
  /** The internal note, naming the programme and the payout; the customer never sees it. */
  note: string;
  /** The last day the card can be spent (YYYY-MM-DD); none for a card that never expires. */
  expiresOn?: string | null;
  /** The store's customer the card is issued to (gid://shopify/Customer/...), where the store knows one. */
  customerId?: string | null;
  /** The payout's key: one card per key, however many attempts it takes. */
  idempotencyKey: string;
}

/** A card made: its full code is here and nowhere else, to be sent once and never kept. */
export interface GiftCardCreated {
  ok: true;
  cardId: string;
  lastCharacters: string;
  code: string;
}

/** No card made, or none known to be: `retryable` when it is worth trying again (after `findGiftCard`). */
export interface GiftCardNotCreated {
  ok: false;
  message: string;
  retryable: boolean;
}

/** A card the store already holds for a payout: `enabled` false once it was deactivated (for good). */
export interface IssuedGiftCard {
  cardId: string;
  lastCharacters: string;
  enabled: boolean;
}

interface GiftCardUserError {
  field?: string[] | null;
  message: string;
  code?: string | null;
}

/** The line of a card's note that says which payout it pays. */
function keyLine(idempotencyKey: string): string {
  return `${KEY_LINE_PREFIX}${idempotencyKey}`;
}

/** A decimal amount as the store takes it: 2550 cents are "25.50". */
function decimalAmount(cents: number): string {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * Creates a gift card for a payout, in one attempt at most: a 5xx or a timeout is `retryable` (the card may
 * exist all the same: ask `findGiftCard` before trying again); a user error is not, and carries the store's
 * message. THROTTLED answers are waited out, since the store made nothing.
 */
export async function createGiftCard(request: GiftCardRequest): Promise<GiftCardCreated | GiftCardNotCreated> {
  if (!Number.isInteger(request.amountCents)) {
    return { ok: false, message: 'A gift card is for a whole number of cents.', retryable: false };
  }
  if (!request.idempotencyKey.trim() || /[\r\n]/.test(request.idempotencyKey)) {
    return { ok: false, message: 'A gift card needs its payout key, on one line.', retryable: false };
  }
  try {
    const data = await storeGraphql<{
      giftCardCreate: {
        giftCard: { id: string; lastCharacters: string } | null;
        giftCardCode: string | null;
        userErrors: GiftCardUserError[];
      };
    }>(
      CREATE,
      {
        input: {
          // `initialAmount` replaced the deprecated `initialValue` in 2026-07.
          initialAmount: { amount: decimalAmount(request.amountCents), currencyCode: SHOP_CURRENCY },
          note: `${request.note}\n${keyLine(request.idempotencyKey)}`,
          expiresOn: request.expiresOn ?? null,
          customerId: request.customerId ?? null,
        },
      },
      10,
      { once: true },
    );
    const { giftCard, giftCardCode, userErrors } = data.giftCardCreate;
    if (userErrors.length) {
      return {
        ok: false,
        message: `The store refused the gift card: ${userErrors.map((error) => error.message).join('; ')}`,
        retryable: false,
      };
    }
    if (!giftCard || !giftCardCode) return { ok: false, message: 'The store answered without a gift card.', retryable: true };
    return { ok: true, cardId: giftCard.id, lastCharacters: giftCard.lastCharacters, code: giftCardCode };
  } catch (error) {
    if (error instanceof StoreApiError) return { ok: false, message: error.message, retryable: error.retryable };
    throw error;
  }
}

/**
 * The card the store holds for a payout's key, if any: what a retry asks first, so that no payout is issued
 * twice. `createdSince` (an ISO time no later than the payout's first attempt) bounds the search; without
 * it every card an app issued is read, newest first. Throws when the store cannot be asked: not knowing is
 * not "none".
 */
export async function findGiftCard(idempotencyKey: string, options: { createdSince?: string } = {}): Promise<IssuedGiftCard | undefined> {
  const query = ['source:api_client', ...(options.createdSince ? [`created_at:>='${options.createdSince}'`] : [])].join(' ');
  const wanted = keyLine(idempotencyKey);
  let after: string | null = null;
  do {
    const data: {
      giftCards: {
        nodes: Array<{ id: string; lastCharacters: string; note: string | null; enabled: boolean }>;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    } = await storeGraphql(FIND, { query, after }, 2 + LOOKUP_PAGE);
    const card = data.giftCards.nodes.find((node) => (node.note ?? '').split('\n').includes(wanted));
    if (card) return { cardId: card.id, lastCharacters: card.lastCharacters, enabled: card.enabled };
    after = data.giftCards.pageInfo.hasNextPage ? data.giftCards.pageInfo.endCursor : null;
  } while (after);
  return undefined;
}

/**
 * Deactivates a card for good (giftCardDeactivate): no one can spend it, and it cannot be enabled again. Safe to
 * send again (a card already deactivated stays so), so the client retries it as any call. Throws when the store
 * cannot be asked or refuses: a card whose code nobody holds must not stay live beside the one that replaces it.
 */
export async function deactivateGiftCard(cardId: string): Promise<void> {
  const data = await storeGraphql<{
    giftCardDeactivate: { giftCard: { id: string; enabled: boolean } | null; userErrors: Array<{ message: string; code?: string | null }> };
  }>(DEACTIVATE, { id: cardId }, 10);
  const { giftCard, userErrors } = data.giftCardDeactivate;
  if (userErrors.length || !giftCard || giftCard.enabled) {
    const why = userErrors.map((error) => error.message).join('; ') || 'it is still enabled';
    throw new Error(`The store did not deactivate gift card ${cardId}: ${why}`);
  }
}
