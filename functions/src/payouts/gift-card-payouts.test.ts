import { randomUUID } from 'node:crypto';
import { pathOf, payouts } from '@app/shared/contracts';
import { payoutMethodLabel, type PayoutsOverview } from '@app/shared/payouts';
import { api, givenUser } from '#test/api';
import { sentEmailsTo } from '#test/mail';
import { givenEarner, makeMinor, storeCardsOfPayout, storeFaults } from '#test/payouts';
import { eventually } from '#test/store';
import { getItem, nowIso, transact } from '#lib/table';
import { paymentSettings } from '../settings';
import { paidBalanceUpdate, payoutPut } from './payout-data';
import { resumePayoutRuns } from './payout-runs';
import { createGiftCard } from './store-gift-cards';

/**
 * Gift card payouts (issue 46) through the real local API, against the store stand-in the backend runs: the
 * card is made for the amount (and the bonus), its last characters kept and its code e-mailed once, never
 * stored; cash to a member under 18 goes only to their guardian, named; a failed creation (a 502, a timeout, a
 * card made late) leaves the payout Failed for a retry that never issues twice.
 */

jest.setTimeout(90_000);

let admin: string;
beforeAll(async () => {
  admin = (await givenUser('admin')).token;
});
afterEach(async () => {
  await storeFaults({ gift_cards_fail: 0, gift_cards_hang: 0, gift_cards_late: 0, gift_cards_late_answer: 'fail' });
});

const payoutsPath = pathOf(payouts.listPayouts);
const today = () => new Date().toISOString().slice(0, 10);
// Untyped answers: a refusal's body is `{ error }`, a success's the recorded payout.
const record = (body: Record<string, unknown>) => api('POST', payoutsPath, { token: admin, body });
const cash = (body: Record<string, unknown>) =>
  record({ method: 'cash', paid_on: today(), reference: `TR-${randomUUID().slice(0, 8)}`, ...body });
const retry = (payoutId: string) => api('POST', pathOf(payouts.retryPayout, { payout_id: payoutId }), { token: admin });
const storedPayout = (payoutId: string) => getItem({ pk: `PAYOUT#${payoutId}`, sk: 'PAYOUT' }, { consistent: true });

/** The gift card e-mail to an address, once it is there; its code read from it. */
async function giftCardEmailTo(address: string) {
  const email = await eventually(async () => {
    const found = (await sentEmailsTo(address)).filter((candidate) => candidate.subject.includes('gift card from'));
    expect(found).toHaveLength(1);
    return found[0]!;
  });
  const code = /Gift card code: ([a-z0-9]+)/i.exec(email.body.text ?? '')?.[1];
  expect(code).toBeDefined();
  return { email, code: code! };
}

describe('a gift card payout', () => {
  it('is issued through the store: sent, with its last characters, its code e-mailed once and kept nowhere', async () => {
    const earner = await givenEarner(admin, [100]);
    const { storeCreditBonusPercent } = await paymentSettings();

    const answer = await record({ user_id: earner.userId, amount: 5, method: 'gift_card' });

    expect(answer.status).toBe(201);
    const bonus = Math.round(5 * storeCreditBonusPercent) / 100;
    expect(answer.body.payout).toMatchObject({
      method: 'gift_card',
      state: 'sent',
      amount: 5,
      bonus,
      card_last_characters: expect.stringMatching(/^[a-z0-9]{4}$/),
      failure_message: null,
      attempts: 1,
      code_emailed: true,
      paid_to_guardian: null,
      run_id: null,
    });
    expect(answer.body.payout).not.toHaveProperty('card_id');
    expect(answer.body.earnings).toMatchObject({ paid_earnings: 5 });
    const last = answer.body.payout.card_last_characters as string;
    expect(payoutMethodLabel(answer.body.payout)).toBe(`Gift card ending ${last.toUpperCase()}`);
    const { email, code } = await giftCardEmailTo(`${earner.userId}@example.test`);
    expect(code.endsWith(last)).toBe(true);
    expect(email.body.text).toContain(`Hi ${earner.firstName},`);
    const stored = await storedPayout(answer.body.payout.id);
    expect(stored).toMatchObject({ card_id: expect.stringMatching(/^gid:\/\/shopify\/GiftCard\//), card_last_characters: last });
    expect(JSON.stringify(stored)).not.toContain(code);
    const cards = await storeCardsOfPayout(answer.body.payout.id);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.note).toContain(`payout ${answer.body.payout.id}`);
    // The member hears of it once, by the code's e-mail, not by the cash payout's.
    expect((await sentEmailsTo(`${earner.userId}@example.test`)).filter((sent) => sent.subject.startsWith('A payout of'))).toEqual([]);
    const listed = (await api<PayoutsOverview>('GET', payoutsPath, { token: admin })).body.recent_payouts.find(
      (payout) => payout.id === answer.body.payout.id,
    );
    expect(listed).toMatchObject({ state: 'sent', card_last_characters: last, method: 'gift_card' });
  });

  it('to a member under 18 e-mails the code to them and to their guardian', async () => {
    const earner = await givenEarner(admin, [100]);
    const guardian = await makeMinor(earner.userId);

    const answer = await record({ user_id: earner.userId, amount: 2, method: 'gift_card' });

    expect(answer.body.payout).toMatchObject({ state: 'sent', code_emailed: true });
    const mine = await giftCardEmailTo(`${earner.userId}@example.test`);
    const theirs = await giftCardEmailTo(guardian);
    expect(theirs.code).toBe(mine.code);
    expect(theirs.email.subject).toContain(earner.firstName);
  });

  it('fails once (a 502): Failed with the store’s message; the retry issues it, once', async () => {
    const earner = await givenEarner(admin, [100]);
    await storeFaults({ gift_cards_fail: 1 });

    const failed = await record({ user_id: earner.userId, amount: 3, method: 'gift_card' });

    expect(failed.status).toBe(201);
    expect(failed.body.payout).toMatchObject({
      state: 'failed',
      failure_message: expect.stringContaining('502'),
      card_last_characters: null,
    });
    // The commission stays paid out while the payout waits: it is the admin's to retry or void.
    expect(failed.body.earnings).toMatchObject({ paid_earnings: 3 });
    expect(await storeCardsOfPayout(failed.body.payout.id)).toHaveLength(0);

    const retried = await retry(failed.body.payout.id);

    expect(retried.status).toBe(200);
    expect(retried.body.payout).toMatchObject({ state: 'sent', attempts: 2, code_emailed: true, failure_message: null });
    expect(await storeCardsOfPayout(failed.body.payout.id)).toHaveLength(1);
    await giftCardEmailTo(`${earner.userId}@example.test`);
    expect(await storedPayout(failed.body.payout.id)).not.toHaveProperty('issuing_since');
  });

  it('times out: Failed; the retry finds no card in the store and makes one', async () => {
    const earner = await givenEarner(admin, [100]);
    // Past the client's 10 s timeout; the stand-in makes nothing.
    await storeFaults({ gift_cards_hang: 1, hang_seconds: 12 });

    const failed = await record({ user_id: earner.userId, amount: 1.5, method: 'gift_card' });

    expect(failed.body.payout).toMatchObject({ state: 'failed', failure_message: expect.any(String) });
    const retried = await retry(failed.body.payout.id);
    expect(retried.body.payout).toMatchObject({ state: 'sent', code_emailed: true });
    expect(await storeCardsOfPayout(failed.body.payout.id)).toHaveLength(1);
  });

  it('succeeds late (made, then a 502): the retry finds the card nobody has the code of, deactivates it and sends a new one, once', async () => {
    const earner = await givenEarner(admin, [100]);
    await storeFaults({ gift_cards_late: 1, gift_cards_late_answer: 'fail' });

    const failed = await record({ user_id: earner.userId, amount: 2.5, method: 'gift_card' });

    expect(failed.body.payout).toMatchObject({ state: 'failed' });
    const [late] = await storeCardsOfPayout(failed.body.payout.id);
    expect(late).toMatchObject({ enabled: true });

    const retried = await retry(failed.body.payout.id);

    expect(retried.body.payout).toMatchObject({ state: 'sent', code_emailed: true, attempts: 2 });
    const cards = await storeCardsOfPayout(failed.body.payout.id);
    expect(cards.map(({ id, enabled }) => ({ id, enabled }))).toEqual([
      { id: late!.id, enabled: false },
      { id: expect.not.stringMatching(late!.id), enabled: true },
    ]);
    expect(cards[1]!.note).toContain(`Payout key: ${failed.body.payout.id}#1`);
    expect(retried.body.payout.card_last_characters).toBe(cards[1]!.lastCharacters);
    const { code } = await giftCardEmailTo(`${earner.userId}@example.test`);
    expect(code.endsWith(cards[1]!.lastCharacters)).toBe(true);
    expect(await storedPayout(failed.body.payout.id)).toMatchObject({ card_id: cards[1]!.id, card_generation: 1 });
  });

  it('left pending by a request cut short mid-issue, is issued by the resume schedule once its claim lapsed: a card made meanwhile is replaced', async () => {
    const [made, none, fresh] = await Promise.all([givenEarner(admin, [100]), givenEarner(admin, [100]), givenEarner(admin, [100])]);
    const longAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    /** A gift card payout as a request that died mid-attempt leaves it: pending, claimed `claimedAt`, its balance moved. */
    const cutShort = async (userId: string, claimedAt: string | null) => {
      const payout = { id: randomUUID(), user_id: userId, amount_cents: 100, paid_on: today(), reference: '', recorded_by: 'test' };
      await transact([
        payoutPut({ ...payout, method: 'gift_card', state: 'pending', created_at: claimedAt ?? nowIso() }),
        paidBalanceUpdate(userId, payout.id, { seenCents: 0, newCents: 100, paidOn: today(), now: nowIso() }),
      ]);
      if (claimedAt) {
        const { updateItem } = await import('#lib/table');
        await updateItem({
          Key: { pk: `PAYOUT#${payout.id}`, sk: 'PAYOUT' },
          UpdateExpression: 'SET issuing_since = :at, first_attempt_at = :at, attempts = :one',
          ExpressionAttributeValues: { ':at': claimedAt, ':one': 1 },
        });
      }
      return payout.id;
    };
    const madeId = await cutShort(made.userId, longAgo);
    // The store made its card; the answer, with the code, died with the request.
    const card = await createGiftCard({ amountCents: 100, note: 'A payout cut short', idempotencyKey: madeId });
    expect(card.ok).toBe(true);
    const noneId = await cutShort(none.userId, longAgo);
    // Pending a moment ago: its request may be issuing it still, so the schedule leaves it.
    const freshId = await cutShort(fresh.userId, null);

    await resumePayoutRuns();

    for (const [payoutId, earner, cardsMade] of [
      [madeId, made, 2],
      [noneId, none, 1],
    ] as const) {
      expect(await storedPayout(payoutId)).toMatchObject({ state: 'sent', code_emailed: true, attempts: 2 });
      expect(await storedPayout(payoutId)).not.toHaveProperty('gsi2pk');
      const cards = await storeCardsOfPayout(payoutId);
      expect(cards).toHaveLength(cardsMade);
      expect(cards.filter((one) => one.enabled)).toHaveLength(1);
      const { code } = await giftCardEmailTo(`${earner.userId}@example.test`);
      expect(code.endsWith(cards.at(-1)!.lastCharacters)).toBe(true);
    }
    expect(await storedPayout(freshId)).toMatchObject({ state: 'pending', attempts: 0, gsi2pk: 'PAYOUTS#PENDING' });
    expect(await storeCardsOfPayout(freshId)).toEqual([]);
  });

  it('refuses a retry of a payout that did not fail, and of an unknown one', async () => {
    const earner = await givenEarner(admin, [100]);
    const sent = await record({ user_id: earner.userId, amount: 1, method: 'gift_card' });
    const paid = await cash({ user_id: earner.userId, amount: 1 });

    for (const payoutId of [sent.body.payout.id, paid.body.payout.id]) {
      const refused = await retry(payoutId);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'not_failed', message: payouts.retryPayout.errors.notFailed });
    }
    expect((await retry(randomUUID())).status).toBe(404);
    expect(await storeCardsOfPayout(sent.body.payout.id)).toHaveLength(1);
  });

  it('voided once failed, gives the commission back and is not retried; one still being issued cannot be voided', async () => {
    const earner = await givenEarner(admin, [100]);
    await storeFaults({ gift_cards_fail: 1 });
    const failed = await record({ user_id: earner.userId, amount: 4, method: 'gift_card' });
    const voidIt = (payoutId: string) =>
      api('POST', pathOf(payouts.voidPayout, { payout_id: payoutId }), { token: admin, body: { reason: 'The store was down' } });

    const voided = await voidIt(failed.body.payout.id);

    expect(voided.status).toBe(200);
    expect(voided.body.earnings).toMatchObject({ paid_earnings: 0 });
    expect((await retry(failed.body.payout.id)).body.error).toMatchObject({ code: 'voided' });
    // A payout pending (its card being asked for), as the ledger holds it mid-issue.
    const pending = { id: randomUUID(), user_id: earner.userId, amount_cents: 100, paid_on: today(), reference: '', recorded_by: 'test' };
    await transact([
      payoutPut({ ...pending, method: 'gift_card', state: 'pending', created_at: nowIso() }),
      paidBalanceUpdate(earner.userId, pending.id, { seenCents: 0, newCents: 100, paidOn: today(), now: nowIso() }),
    ]);
    const refused = await voidIt(pending.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'still_issuing', message: payouts.voidPayout.errors.stillIssuing });
  });
});

describe('voiding a sent gift card', () => {
  const voidIt = (payoutId: string) =>
    api('POST', pathOf(payouts.voidPayout, { payout_id: payoutId }), { token: admin, body: { reason: 'Paid to the wrong member' } });

  it('deactivates the card in the store first; a store that refuses leaves the payout as it was', async () => {
    const earner = await givenEarner(admin, [100]);
    const sent = await record({ user_id: earner.userId, amount: 3, method: 'gift_card' });
    expect(sent.body.payout).toMatchObject({ state: 'sent' });
    const payoutId = sent.body.payout.id as string;

    await storeFaults({ fail: 100 });
    const refused = await voidIt(payoutId).finally(() => storeFaults({ fail: 0 }));

    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'store_refused', message: payouts.voidPayout.errors.storeRefused });
    expect(await storedPayout(payoutId)).not.toHaveProperty('void_reason');
    expect(await storeCardsOfPayout(payoutId)).toEqual([expect.objectContaining({ enabled: true })]);

    const voided = await voidIt(payoutId);

    expect(voided.status).toBe(200);
    expect(voided.body.earnings).toMatchObject({ paid_earnings: 0 });
    expect(await storeCardsOfPayout(payoutId)).toEqual([expect.objectContaining({ enabled: false })]);
  });
});

describe('cash to a member under 18', () => {
  it('is refused without the guardian’s name, and recorded with it', async () => {
    const earner = await givenEarner(admin, [100]);
    await makeMinor(earner.userId);

    const refused = await cash({ user_id: earner.userId, amount: 1 });

    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.paid_to_guardian).toBe(payouts.recordPayout.errors.guardianNameRequired);
    const blank = await cash({ user_id: earner.userId, amount: 1, paid_to_guardian: '   ' });
    expect(blank.status).toBe(400);

    const paid = await cash({ user_id: earner.userId, amount: 1, paid_to_guardian: '  Dana Parent ' });

    expect(paid.status).toBe(201);
    expect(paid.body.payout).toMatchObject({ method: 'cash', state: 'sent', paid_to_guardian: 'Dana Parent', card_last_characters: null });
    expect(payoutMethodLabel(paid.body.payout)).toBe('Cash, paid to your guardian');
    expect(payoutMethodLabel(paid.body.payout, 'admin')).toBe('Cash, paid to guardian Dana Parent');
    const row = (await api<PayoutsOverview>('GET', payoutsPath, { token: admin })).body.balances.find(
      (balance) => balance.user_id === earner.userId,
    );
    expect(row).toMatchObject({ under_18: true, paid_earnings: 1 });
  });

  it('refuses a guardian’s name for an adult’s cash, and for a gift card', async () => {
    const earner = await givenEarner(admin, [100]);

    const adult = await cash({ user_id: earner.userId, amount: 1, paid_to_guardian: 'Dana Parent' });
    const card = await record({ user_id: earner.userId, amount: 1, method: 'gift_card', paid_to_guardian: 'Dana Parent' });

    expect(adult).toMatchObject({ status: 400, body: { error: { message: payouts.recordPayout.errors.notAMinor } } });
    expect(card).toMatchObject({ status: 400, body: { error: { message: payouts.recordPayout.errors.guardianNameForCashOnly } } });
  });

  it.each([
    ['a method that is none', { method: 'paypal' }, 'method', 'Payout method must be gift_card or cash'],
    ['cash without its reference', { method: 'cash', paid_on: '2026-01-02' }, 'reference', 'Reference is required'],
    ['cash without its day', { method: 'cash', reference: 'TR-1' }, 'paid_on', 'Date is required'],
    [
      'a guardian’s name past the limit',
      { method: 'cash', paid_on: '2026-01-02', reference: 'TR-1', paid_to_guardian: 'x'.repeat(101) },
      'paid_to_guardian',
      'Guardian’s name must be 100 characters or less',
    ],
  ])('refuses %s with 400', async (_case, body, field, message) => {
    const answer = await record({ user_id: randomUUID(), amount: 1, ...body });

    expect(answer.status).toBe(400);
    expect(answer.body.error.fields[field]).toBe(message);
  });
});
