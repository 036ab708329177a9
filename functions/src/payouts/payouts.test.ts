import { randomUUID } from 'node:crypto';
import { ambassadors, pathOf, payouts } from '@app/shared/contracts';
import type { MyEarnings, PayoutBalance, PayoutsOverview } from '@app/shared/payouts';
import { api, givenUser } from '#test/api';
import { sentEmailsTo } from '#test/mail';
import { eventually, givenAmbassador, sendWebhook, settled, shopifyOrder } from '#test/store';
import { getItem, nowIso, transact, TransactionCancelled, updateItem } from '#lib/table';
import { getAmbassadorTotals, payableCommissionCoversCheck } from '../leaderboards';
import { matureCommissions } from '../orders';
import { markErasureBegun } from '../profiles';
import { paymentSettings } from '../settings';
import { assignPersonalCode } from '../code-sync';
import { paidBalanceUpdate, payoutPut } from './payout-data';

const DAY_MS = 24 * 3600 * 1000;

let admin: string;
/** When an order must have been placed for its commission to be past the hold (Settings > Payments; no test changes it). */
let pastTheHold: Date;
beforeAll(async () => {
  admin = (await givenUser('admin')).token;
  pastTheHold = new Date(Date.now() - ((await paymentSettings()).commissionHoldDays + 1) * DAY_MS);
});

const payoutsPath = pathOf(payouts.listPayouts);
const today = () => new Date().toISOString().slice(0, 10);

const overview = () => api<PayoutsOverview>('GET', payoutsPath, { token: admin });
// Untyped answers: a refusal's body is `{ error }`, a success's the recorded payout.
const record = (body: Record<string, unknown>, token = admin) =>
  api('POST', payoutsPath, { token, body: { paid_on: today(), reference: `TR-${randomUUID().slice(0, 8)}`, ...body } });

async function balanceOf(userId: string): Promise<PayoutBalance | undefined> {
  const answer = await overview();
  expect(answer.status).toBe(200);
  return answer.body.balances.find((row) => row.user_id === userId);
}

/**
 * An ambassador with a code whose paid orders (one per amount, in dollars), placed before the commission
 * hold, have reached their totals and matured (the hold's job run now); answers what they earned, all payable.
 */
async function givenEarner(amounts: number[]) {
  const ambassador = await givenAmbassador('student');
  for (const amount of amounts) {
    await sendWebhook('orders/paid', shopifyOrder({ code: ambassador.code, quantity: 1, unitPrice: amount, at: pastTheHold }));
  }
  // Every order counted first: the first one alone would already show some earnings.
  await eventually(async () => expect((await getAmbassadorTotals(ambassador.userId))?.orders_count).toBe(amounts.length));
  await settled();
  await matureCommissions(new Date());
  const row = await balanceOf(ambassador.userId);
  // Commission follows Settings > Payments, which other test files may change: whatever it is, it is above zero here.
  expect(row?.total_earnings).toBeGreaterThan(0);
  const earned = row!.total_earnings;
  expect(row).toMatchObject({ payable_earnings: earned, pending_earnings: 0 });
  return { ...ambassador, earned };
}

describe('payouts view', () => {
  it('lists each ambassador with a code: earned, paid, unpaid, flagged at the payout threshold', async () => {
    const big = await givenEarner([1000]);
    const idle = await givenAmbassador('student');

    const { body } = await overview();

    const bigRow = body.balances.find((row) => row.user_id === big.userId)!;
    expect(bigRow).toMatchObject({
      first_name: big.firstName,
      last_name: 'Tester',
      email: `${big.userId}@example.test`,
      role: 'student',
      personal_code: big.code,
      total_earnings: big.earned,
      paid_earnings: 0,
      unpaid_earnings: big.earned,
    });
    expect(body.balances.find((row) => row.user_id === idle.userId)).toMatchObject({
      total_earnings: 0,
      unpaid_earnings: 0,
      above_threshold: false,
    });
    for (const row of body.balances) {
      expect(row.above_threshold).toBe(row.payable_earnings > 0 && row.payable_earnings >= body.payout_threshold);
    }
    const unpaid = body.balances.map((row) => row.unpaid_earnings);
    expect(unpaid).toEqual([...unpaid].sort((a, b) => b - a));
  });
});

describe('record payout', () => {
  it('moves the ambassador from unpaid to paid, and lists the payout', async () => {
    const earner = await givenEarner([100, 60]);
    const reference = `BANK-${randomUUID().slice(0, 8)}`;

    const answer = await record({ user_id: earner.userId, amount: 3.5, paid_on: '2026-11-20', reference });

    expect(answer.status).toBe(201);
    expect(answer.body.payout).toMatchObject({ user_id: earner.userId, amount: 3.5, paid_on: '2026-11-20', reference });
    expect(answer.body.earnings).toEqual({
      total_earnings: earner.earned,
      paid_earnings: 3.5,
      unpaid_earnings: Math.round((earner.earned - 3.5) * 100) / 100,
      pending_earnings: 0,
      payable_earnings: Math.round((earner.earned - 3.5) * 100) / 100,
    });
    const { body } = await overview();
    expect(body.balances.find((row) => row.user_id === earner.userId)).toMatchObject({
      paid_earnings: 3.5,
      unpaid_earnings: answer.body.earnings.unpaid_earnings,
    });
    expect(body.recent_payouts.find((payout) => payout.id === answer.body.payout.id)).toMatchObject({
      reference,
      amount: 3.5,
      ambassador: { first_name: earner.firstName, last_name: 'Tester', email: `${earner.userId}@example.test` },
    });
    // Through the bus, the ambassador hears of it (issue 45).
    const email = await eventually(async () => {
      const [sent] = (await sentEmailsTo(`${earner.userId}@example.test`)).filter((candidate) =>
        candidate.subject.startsWith('A payout of'),
      );
      expect(sent).toBeDefined();
      return sent!;
    });
    expect(email.subject).toBe('A payout of $3.50 was sent to you');
    expect(email.body.text).toContain(`(reference ${reference})`);
  });

  it('never takes a balance below zero', async () => {
    const earner = await givenEarner([100]);
    expect((await record({ user_id: earner.userId, amount: earner.earned - 1 })).status).toBe(201);

    const tooMuch = await record({ user_id: earner.userId, amount: 1.01 });

    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ error: { code: 'more_than_unpaid', message: payouts.recordPayout.errors.moreThanUnpaid } });
    expect((await record({ user_id: earner.userId, amount: 1 })).status).toBe(201);
    expect((await record({ user_id: earner.userId, amount: 0.01 })).status).toBe(409);
    expect(await balanceOf(earner.userId)).toMatchObject({ paid_earnings: earner.earned, unpaid_earnings: 0, above_threshold: false });
  });

  it('refuses a payout to an ambassador who has earned nothing, and to someone who is no ambassador', async () => {
    const idle = await givenAmbassador('student');
    const other = await givenUser('admin');

    expect((await record({ user_id: idle.userId, amount: 1 })).status).toBe(409);
    const notAmbassador = await record({ user_id: other.userId, amount: 1 });
    expect(notAmbassador.status).toBe(404);
    expect(notAmbassador.body.error.message).toBe(payouts.recordPayout.errors.notFound);
    expect((await record({ user_id: randomUUID(), amount: 1 })).status).toBe(404);
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'amount', 'Amount must be greater than 0'],
    ['a negative amount', { amount: -5 }, 'amount', 'Amount must be greater than 0'],
    ['fractions of a cent', { amount: 1.234 }, 'amount', 'Amount can have at most 2 decimals'],
    ['no amount', { amount: undefined }, 'amount', 'Amount is required'],
    ['a date that is no date', { amount: 1, paid_on: '2026-02-30' }, 'paid_on', 'Date must be a valid date'],
    ['a blank reference', { amount: 1, reference: '  ' }, 'reference', 'Reference is required'],
  ])('refuses %s with 400', async (_case, body, field, message) => {
    const earner = await givenAmbassador('student');

    const answer = await record({ user_id: earner.userId, ...body });

    expect(answer.status).toBe(400);
    expect(answer.body.error.fields[field]).toBe(message);
  });

  it('lets exactly one of two concurrent payouts of the whole balance pass', async () => {
    const earner = await givenEarner([200]);

    const answers = await Promise.all([
      record({ user_id: earner.userId, amount: earner.earned }),
      record({ user_id: earner.userId, amount: earner.earned }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await balanceOf(earner.userId)).toMatchObject({ paid_earnings: earner.earned, unpaid_earnings: 0 });
  });

  it('lets at most the balance through when many payouts race', async () => {
    const earner = await givenEarner([100]);
    const part = Math.floor((earner.earned / 3) * 100) / 100;

    const answers = await Promise.all(Array.from({ length: 6 }, () => record({ user_id: earner.userId, amount: part })));

    const passed = answers.filter((answer) => answer.status === 201).length;
    expect(passed).toBeGreaterThanOrEqual(1);
    expect(passed).toBeLessThanOrEqual(3);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const row = await balanceOf(earner.userId);
    expect(row?.paid_earnings).toBeCloseTo(passed * part, 2);
    expect(row!.unpaid_earnings).toBeGreaterThanOrEqual(0);
  });

  it('refuses, in the transaction itself, a payout computed from a stale balance or beyond what was earned', async () => {
    const earner = await givenEarner([100]);
    const earnedCents = Math.round(earner.earned * 100);
    expect((await record({ user_id: earner.userId, amount: 1 })).status).toBe(201);
    const payoutOf = (seenCents: number, newCents: number) => {
      const payout = { id: randomUUID(), user_id: earner.userId, amount_cents: newCents - seenCents, paid_on: today(), reference: 'R' };
      return transact([
        payoutPut({ ...payout, recorded_by: 'test', created_at: nowIso() }),
        paidBalanceUpdate(earner.userId, payout.id, { seenCents, newCents, paidOn: today(), now: nowIso() }),
        payableCommissionCoversCheck(earner.userId, newCents),
      ]);
    };

    // Read before the first payout: the paid total has moved since.
    await expect(payoutOf(0, earnedCents)).rejects.toBeInstanceOf(TransactionCancelled);
    // Read right, but more than was earned.
    await expect(payoutOf(100, earnedCents + 1)).rejects.toBeInstanceOf(TransactionCancelled);
    expect(await balanceOf(earner.userId)).toMatchObject({ paid_earnings: 1 });
    await payoutOf(100, earnedCents);
    expect(await balanceOf(earner.userId)).toMatchObject({ paid_earnings: earner.earned, unpaid_earnings: 0 });
  });

  it('pays at most what is past the commission hold: more is refused with a clear 409, within it passes', async () => {
    const earner = await givenEarner([100]);
    await sendWebhook('orders/paid', shopifyOrder({ code: earner.code, quantity: 1, unitPrice: 300 }));
    await eventually(async () => expect((await getAmbassadorTotals(earner.userId))?.orders_count).toBe(2));
    const row = await balanceOf(earner.userId);
    expect(row).toMatchObject({ payable_earnings: earner.earned });
    expect(row!.pending_earnings).toBeGreaterThan(0);
    expect(row!.unpaid_earnings).toBeCloseTo(earner.earned + row!.pending_earnings, 2);

    const tooMuch = await record({ user_id: earner.userId, amount: Math.round((earner.earned + 0.01) * 100) / 100 });

    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ error: { code: 'more_than_payable', message: payouts.recordPayout.errors.moreThanPayable } });
    expect((await record({ user_id: earner.userId, amount: earner.earned })).status).toBe(201);
    expect(await balanceOf(earner.userId)).toMatchObject({ paid_earnings: earner.earned, payable_earnings: 0 });
  });

  it('refuses, in the transaction itself, a payout of commission still in the hold', async () => {
    const earner = await givenAmbassador('student');
    await sendWebhook('orders/paid', shopifyOrder({ code: earner.code, quantity: 1, unitPrice: 100 }));
    await eventually(async () => expect((await getAmbassadorTotals(earner.userId))?.total_commission).toBeGreaterThan(0));

    await expect(
      transact([
        paidBalanceUpdate(earner.userId, randomUUID(), { seenCents: 0, newCents: 1, paidOn: today(), now: nowIso() }),
        payableCommissionCoversCheck(earner.userId, 1),
      ]),
    ).rejects.toBeInstanceOf(TransactionCancelled);
  });

  it('refuses ambassadors', async () => {
    const student = await givenUser('student');

    expect((await api('GET', payoutsPath, { token: student.token })).status).toBe(403);
    expect((await record({ user_id: student.userId, amount: 1 }, student.token)).status).toBe(403);
  });
});

describe('void payout', () => {
  const voidPath = (payoutId: string) => pathOf(payouts.voidPayout, { payout_id: payoutId });
  // Untyped answers: a refusal's body is `{ error }`, a success's the voided payout.
  const voidIt = (payoutId: string, body: Record<string, unknown> = { reason: 'The transfer bounced' }, token = admin) =>
    api('POST', voidPath(payoutId), { token, body });

  it('moves the balances back, keeps the payout in the history marked voided, and tells the ambassador', async () => {
    const earner = await givenEarner([100]);
    const recorded = await record({ user_id: earner.userId, amount: 2.5, reference: 'TR-VOID' });
    expect(recorded.status).toBe(201);

    const answer = await voidIt(recorded.body.payout.id, { reason: '  The transfer bounced  ' });

    expect(answer.status).toBe(200);
    expect(answer.body.payout).toMatchObject({
      id: recorded.body.payout.id,
      amount: 2.5,
      voided: { reason: 'The transfer bounced', voided_by: expect.any(String), voided_at: expect.any(String) },
    });
    expect(answer.body.earnings).toMatchObject({ paid_earnings: 0, unpaid_earnings: earner.earned, payable_earnings: earner.earned });
    expect(await balanceOf(earner.userId)).toMatchObject({ paid_earnings: 0, unpaid_earnings: earner.earned });
    const listed = (await overview()).body.recent_payouts.find((payout) => payout.id === recorded.body.payout.id);
    expect(listed).toMatchObject({ reference: 'TR-VOID', voided: { reason: 'The transfer bounced' }, voided_by_name: expect.any(String) });
    const email = await eventually(async () => {
      const [sent] = (await sentEmailsTo(`${earner.userId}@example.test`)).filter((candidate) => candidate.subject.endsWith('was voided'));
      expect(sent).toBeDefined();
      return sent!;
    });
    expect(email.subject).toBe('A payout of $2.50 was voided');
    expect(email.body.text).toContain('The reason given: The transfer bounced');
    // What was voided can be paid again.
    expect((await record({ user_id: earner.userId, amount: earner.earned })).status).toBe(201);
  });

  it('stores the void on the ledger entry and takes its amount off the paid balance exactly', async () => {
    const earner = await givenEarner([100]);
    const recorded = await record({ user_id: earner.userId, amount: 1.75 });
    const stored = () => getItem({ pk: `PAYOUT#${recorded.body.payout.id}`, sk: 'PAYOUT' }, { consistent: true });
    expect(await stored()).not.toHaveProperty('voided_at');

    expect((await voidIt(recorded.body.payout.id)).status).toBe(200);

    expect(await stored()).toMatchObject({ amount_cents: 175, void_reason: 'The transfer bounced', voided_at: expect.any(String) });
    expect(await getItem({ pk: `USER#${earner.userId}`, sk: 'PAYOUT_BALANCE' }, { consistent: true })).toMatchObject({ paid_cents: 0 });
  });

  it('refuses a second void with 409, moving nothing', async () => {
    const earner = await givenEarner([100]);
    const first = await record({ user_id: earner.userId, amount: 1 });
    await record({ user_id: earner.userId, amount: 2 });
    expect((await voidIt(first.body.payout.id)).status).toBe(200);

    const again = await voidIt(first.body.payout.id);

    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'already_voided', message: payouts.voidPayout.errors.alreadyVoided } });
    expect(await balanceOf(earner.userId)).toMatchObject({ paid_earnings: 2 });
  });

  it('lets exactly one of two concurrent voids pass', async () => {
    const earner = await givenEarner([100]);
    const recorded = await record({ user_id: earner.userId, amount: 3 });

    const answers = await Promise.all([voidIt(recorded.body.payout.id), voidIt(recorded.body.payout.id)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(earner.userId)).toMatchObject({ paid_earnings: 0, unpaid_earnings: earner.earned });
  });

  it.each([
    ['no reason', {}, 'Reason is required'],
    ['a blank reason', { reason: '   ' }, 'Reason is required'],
    ['a reason that is no text', { reason: 42 }, 'Reason is required'],
    ['a reason past the limit', { reason: 'x'.repeat(501) }, 'Reason must be 500 characters or less'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const earner = await givenEarner([100]);
    const recorded = await record({ user_id: earner.userId, amount: 1 });

    const answer = await voidIt(recorded.body.payout.id, body);

    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.reason).toBe(message);
    expect(await balanceOf(earner.userId)).toMatchObject({ paid_earnings: 1 });
  });

  it('answers 404 for an unknown payout, and for an id past the limit', async () => {
    const unknown = await voidIt(randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(payouts.voidPayout.errors.notFound);
    expect([400, 404]).toContain((await voidIt('x'.repeat(201))).status);
  });

  it('refuses ambassadors with 403', async () => {
    const earner = await givenEarner([100]);
    const recorded = await record({ user_id: earner.userId, amount: 1 });

    for (const role of ['student', 'fundraising_ambassador'] as const) {
      expect((await voidIt(recorded.body.payout.id, undefined, (await givenUser(role)).token)).status).toBe(403);
    }
    expect(await balanceOf(earner.userId)).toMatchObject({ paid_earnings: 1 });
  });

  it('refuses with 409 a payout whose ambassador was erased: it stays in the ledger under their anonymous id', async () => {
    const earner = await givenEarner([100]);
    const recorded = await record({ user_id: earner.userId, amount: 1 });
    expect((await api('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: earner.userId }), { token: admin })).status).toBe(200);

    const answer = await voidIt(recorded.body.payout.id);

    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(payouts.voidPayout.errors.ambassadorGone);
  });
});

describe('GET /api/me/earnings', () => {
  it("answers the caller's own earned, paid and unpaid commission, pending and payable apart", async () => {
    const student = await givenUser('student');
    const code = await assignPersonalCode(student.userId);
    await sendWebhook('orders/paid', shopifyOrder({ code, quantity: 1, unitPrice: 150, at: pastTheHold }));
    const mine = () => api<MyEarnings>('GET', pathOf(payouts.getMyEarnings), { token: student.token });
    const earned = await eventually(async () => {
      const { body } = await mine();
      expect(body.total_earnings).toBeGreaterThan(0);
      return body.total_earnings;
    });
    await settled();
    await settled();
    await matureCommissions(new Date());

    expect((await record({ user_id: student.userId, amount: 2.25 })).status).toBe(201);

    expect((await mine()).body).toEqual({
      total_earnings: earned,
      paid_earnings: 2.25,
      unpaid_earnings: Math.round((earned - 2.25) * 100) / 100,
      pending_earnings: 0,
      payable_earnings: Math.round((earned - 2.25) * 100) / 100,
      commission_hold_days: expect.any(Number),
      // Each payout with its method, and the member's payout method (tax.test.ts checks them).
      payouts: [expect.objectContaining({ amount: 2.25, method_label: 'Cash' })],
      payout_method: expect.objectContaining({ chosen: false }),
    });
  });

  it('answers zeros before a first sale', async () => {
    const student = await givenUser('student');

    expect((await api('GET', pathOf(payouts.getMyEarnings), { token: student.token })).body).toEqual({
      total_earnings: 0,
      paid_earnings: 0,
      unpaid_earnings: 0,
      pending_earnings: 0,
      payable_earnings: 0,
      commission_hold_days: expect.any(Number),
      payouts: [],
      payout_method: expect.objectContaining({ chosen: false }),
    });
  });
});

describe("an erased member's payouts", () => {
  const erase = (userId: string) => api('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: userId }), { token: admin });
  const payoutItemOf = (id: string) => getItem({ pk: `PAYOUT#${id}`, sk: 'PAYOUT' });

  it('stay in the ledger under their anonymous id, with what was paid, when and with which reference', async () => {
    const earner = await givenEarner([100]);
    const paid = await record({ user_id: earner.userId, amount: 1, reference: 'TR-KEPT' });
    const before = (await overview()).body.recent_payouts.find((payout) => payout.id === paid.body.payout.id);
    expect(before?.ambassador).toMatchObject({ first_name: earner.firstName });

    expect((await erase(earner.userId)).status).toBe(200);

    const stored = await payoutItemOf(paid.body.payout.id);
    expect(stored).toMatchObject({ user_id: expect.stringMatching(/^erased-[0-9a-f]{16}$/), amount_cents: 100, reference: 'TR-KEPT' });
    expect(JSON.stringify(stored)).not.toContain(earner.userId);
    const after = (await overview()).body.recent_payouts.find((payout) => payout.id === paid.body.payout.id);
    expect(after).toMatchObject({ amount: 1, reference: 'TR-KEPT', ambassador: null });
  });

  it('are closed to new payouts once the erasure has begun: refused with 404, in the transaction itself, nothing paid', async () => {
    const earner = await givenEarner([100]);
    const before = await balanceOf(earner.userId);
    // The erasure's first step, and then nothing yet: the profile still stands.
    await markErasureBegun(earner.userId);

    const refused = await record({ user_id: earner.userId, amount: 1 });

    expect(refused).toMatchObject({ status: 404, body: { error: { message: payouts.recordPayout.errors.notFound } } });
    expect(await getItem({ pk: `USER#${earner.userId}`, sk: 'PAYOUT_BALANCE' }, { consistent: true })).toBeUndefined();
    expect((await balanceOf(earner.userId))?.paid_earnings).toBe(before?.paid_earnings);
  });

  it('raced with the erasure, a payout is either recorded first and anonymized with the rest, or refused; none keeps the real id', async () => {
    const earner = await givenEarner([100]);

    const [erased, paid] = await Promise.all([erase(earner.userId), record({ user_id: earner.userId, amount: 1 })]);

    expect(erased.status).toBe(200);
    if (paid.status === 201) expect((await payoutItemOf(paid.body.payout.id))?.user_id).toMatch(/^erased-/);
    else expect([404, 409]).toContain(paid.status);
    // Nothing of theirs is left behind: no balance row recreated under their id.
    expect(await getItem({ pk: `USER#${earner.userId}`, sk: 'PAYOUT_BALANCE' }, { consistent: true })).toBeUndefined();
  });

  it('include those recorded before the paid balance listed them, found among every payout', async () => {
    const earner = await givenEarner([100]);
    const ids = [];
    for (const amount of [1, 2]) ids.push((await record({ user_id: earner.userId, amount })).body.payout.id as string);
    // The balance as payouts recorded before the list left it: counted, not listed.
    await updateItem({ Key: { pk: `USER#${earner.userId}`, sk: 'PAYOUT_BALANCE' }, UpdateExpression: 'REMOVE payout_ids' });

    expect((await erase(earner.userId)).status).toBe(200);

    for (const id of ids) expect((await payoutItemOf(id))?.user_id).toMatch(/^erased-/);
  });
});
