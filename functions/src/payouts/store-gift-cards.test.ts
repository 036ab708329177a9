import { randomUUID } from 'node:crypto';
import { storeGraphql } from '#lib/store-admin-api';
import { createGiftCard, deactivateGiftCard, findGiftCard, type GiftCardRequest } from './store-gift-cards';

/**
 * Against the store stand-in the backend runs (scripts/src/store), whose faults make giftCardCreate fail
 * once, hang past the client's timeout, or make the card and then fail: the three ways a payout's card
 * creation can go wrong that a retry must survive without paying twice.
 */
const storeUrl = (path: string) => new URL(path, process.env.SHOPIFY_ADMIN_API_URL).toString();

async function inStore(faults: Record<string, unknown>) {
  const response = await fetch(storeUrl('/_local/faults'), { method: 'POST', body: JSON.stringify(faults) });
  expect(response.status).toBe(200);
}

/** A payout's card: $25.50 under a key of its own. */
const payoutCard = (fields: Partial<GiftCardRequest> = {}): GiftCardRequest => ({
  amountCents: 2550,
  note: 'Ambassador Program payout',
  idempotencyKey: `payout-${randomUUID()}`,
  ...fields,
});

/** The client's timeout, made short: the stand-in's hang outlasts it either way, and the test need not wait 10 s. */
function shortClientTimeout() {
  const timeout = AbortSignal.timeout.bind(AbortSignal);
  jest.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(500));
}

describe('store gift cards', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await inStore({ gift_cards_fail: 0, gift_cards_hang: 0, gift_cards_late: 0, gift_cards_late_answer: 'fail' });
  });

  it('creates a card for the amount with its code, and finds it again by its key, without the code', async () => {
    const request = payoutCard({ expiresOn: '2099-12-31', customerId: 'gid://shopify/Customer/42' });

    const created = await createGiftCard(request);

    expect(created).toEqual({
      ok: true,
      cardId: expect.stringMatching(/^gid:\/\/shopify\/GiftCard\/\d+$/),
      lastCharacters: expect.stringMatching(/^[a-z0-9]{4}$/),
      code: expect.stringMatching(/^[a-z0-9]{16}$/),
    });
    if (!created.ok) return;
    expect(created.code.endsWith(created.lastCharacters)).toBe(true);
    expect(await findGiftCard(request.idempotencyKey)).toEqual({
      cardId: created.cardId,
      lastCharacters: created.lastCharacters,
      enabled: true,
    });
    const { giftCard } = await storeGraphql<{ giftCard: unknown }>(
      'query Card($id: ID!) { giftCard(id: $id) { initialValue { amount currencyCode } note expiresOn customer { id } } }',
      { id: created.cardId },
      1,
    );
    expect(giftCard).toEqual({
      initialValue: { amount: '25.5', currencyCode: 'USD' },
      note: `Ambassador Program payout\nPayout key: ${request.idempotencyKey}`,
      expiresOn: '2099-12-31',
      customer: { id: 'gid://shopify/Customer/42' },
    });
  });

  it('finds nothing for a key no card carries, nor for one made before the time it is told', async () => {
    const request = payoutCard();
    await createGiftCard(request);

    expect(await findGiftCard(`payout-${randomUUID()}`)).toBeUndefined();
    expect(await findGiftCard(request.idempotencyKey, { createdSince: new Date(Date.now() + 60_000).toISOString() })).toBeUndefined();
    expect(await findGiftCard(request.idempotencyKey, { createdSince: new Date(Date.now() - 60_000).toISOString() })).toBeDefined();
  });

  it("answers a user error with the store's message, not retryable", async () => {
    expect(await createGiftCard(payoutCard({ amountCents: 0 }))).toEqual({
      ok: false,
      message: 'The store refused the gift card: Initial value must be greater than 0',
      retryable: false,
    });
    expect(await createGiftCard(payoutCard({ expiresOn: '2020-01-01' }))).toEqual({
      ok: false,
      message: 'The store refused the gift card: Expires on must be in the future',
      retryable: false,
    });
    expect(await createGiftCard(payoutCard({ amountCents: 10.5 }))).toMatchObject({ ok: false, retryable: false });
  });

  it('fails once (a 502): retryable, no card made, so the retry finds none and creates it', async () => {
    const request = payoutCard();
    await inStore({ gift_cards_fail: 1 });

    expect(await createGiftCard(request)).toEqual({ ok: false, message: 'The store answered HTTP 502.', retryable: true });
    expect(await findGiftCard(request.idempotencyKey)).toBeUndefined();
    const retried = await createGiftCard(request);
    expect(retried).toMatchObject({ ok: true });
    expect(await findGiftCard(request.idempotencyKey)).toEqual({
      cardId: retried.ok && retried.cardId,
      lastCharacters: retried.ok && retried.lastCharacters,
      enabled: true,
    });
  });

  it('times out: retryable, and no card made (the client did not try again on its own, which would have made one)', async () => {
    const request = payoutCard();
    shortClientTimeout();
    await inStore({ gift_cards_hang: 1, hang_seconds: 3 });

    const outcome = await createGiftCard(request);

    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('The store could not be reached'), retryable: true });
    expect(await findGiftCard(request.idempotencyKey)).toBeUndefined();
  });

  it.each(['fail', 'hang'] as const)(
    'succeeds late (the card made, then a %s): retryable, and the retry’s lookup finds the card, so it is not issued twice',
    async (answer) => {
      const request = payoutCard();
      shortClientTimeout();
      await inStore({ gift_cards_late: 1, gift_cards_late_answer: answer, hang_seconds: 3 });

      const outcome = await createGiftCard(request);

      expect(outcome).toMatchObject({ ok: false, retryable: true });
      expect(await findGiftCard(request.idempotencyKey)).toEqual({
        cardId: expect.stringMatching(/^gid:\/\/shopify\/GiftCard\/\d+$/),
        lastCharacters: expect.stringMatching(/^[a-z0-9]{4}$/),
        enabled: true,
      });
    },
  );

  it('deactivates a card for good: found again disabled; an unknown card is refused with the store’s message', async () => {
    const request = payoutCard();
    const created = await createGiftCard(request);
    if (!created.ok) throw new Error(created.message);

    await deactivateGiftCard(created.cardId);
    await deactivateGiftCard(created.cardId);

    expect(await findGiftCard(request.idempotencyKey)).toEqual({
      cardId: created.cardId,
      lastCharacters: created.lastCharacters,
      enabled: false,
    });
    await expect(deactivateGiftCard('gid://shopify/GiftCard/999999999')).rejects.toThrow(
      'The store did not deactivate gift card gid://shopify/GiftCard/999999999: Gift card could not be found',
    );
  });
});
