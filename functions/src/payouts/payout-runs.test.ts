import { randomUUID } from 'node:crypto';
import { pathOf, payouts } from '@app/shared/contracts';
import type { PayoutRunDetail, PayoutsOverview } from '@app/shared/payouts';
import { api, givenUser } from '#test/api';
import { sentEmailsTo } from '#test/mail';
import { givenEarner, makeMinor, storeCardsOfPayout, storeFaults } from '#test/payouts';
import { eventually, givenAmbassador } from '#test/store';
import { getItem } from '#lib/table';
import { choosePayoutMethod } from './member-payouts';
import { continuePayoutRun } from './payout-runs';

/**
 * Payout runs (issue 46) through the real local API: one gift card payout per chosen ambassador, each for their
 * whole payable commission, issued in the background by the payouts domain's consumer, each payout's state shown.
 */

jest.setTimeout(120_000);

let admin: string;
beforeAll(async () => {
  admin = (await givenUser('admin')).token;
});
afterEach(async () => {
  await storeFaults({ gift_cards_fail: 0 });
});

const runsPath = pathOf(payouts.startPayoutRun);
const start = (body: unknown) => api('POST', runsPath, { token: admin, body });
const runOf = (runId: string) => api<PayoutRunDetail>('GET', pathOf(payouts.getPayoutRun, { run_id: runId }), { token: admin });

/** The run once it has finished, every payout sent or failed. */
const finished = (runId: string) =>
  eventually(async () => {
    const { body } = await runOf(runId);
    expect(body.run.state).toBe('finished');
    return body;
  }, 60_000);

describe('a payout run', () => {
  it('pays each chosen ambassador their payable commission in a gift card, skips whom it cannot pay, and shows each state', async () => {
    const earners = await Promise.all([givenEarner(admin, [1000]), givenEarner(admin, [900]), givenEarner(admin, [800])]);
    const idle = await givenAmbassador('student');
    const small = await givenEarner(admin, [30]);

    const answer = await start({ user_ids: [...earners.map((earner) => earner.userId), idle.userId, small.userId, randomUUID()] });

    expect(answer.status).toBe(201);
    const runId = answer.body.run.id as string;
    expect(answer.body.run).toMatchObject({ payouts_count: 3, state: expect.any(String) });
    expect(answer.body.run.skipped).toEqual(
      expect.arrayContaining([
        { user_id: idle.userId, reason: 'nothing_payable' },
        { user_id: small.userId, reason: 'below_threshold' },
        expect.objectContaining({ reason: 'not_found' }),
      ]),
    );
    const done = await finished(runId);
    expect(done.run).toMatchObject({ payouts_count: 3, pending_count: 0, sent_count: 3, failed_count: 0, finished_at: expect.any(String) });
    expect(done.run.total_amount).toBeCloseTo(
      earners.reduce((sum, earner) => sum + earner.payable, 0),
      2,
    );
    for (const earner of earners) {
      const payout = done.payouts.find((candidate) => candidate.user_id === earner.userId)!;
      expect(payout).toMatchObject({ method: 'gift_card', state: 'sent', run_id: runId, amount: earner.payable, code_emailed: true });
      expect(await storeCardsOfPayout(payout.id)).toHaveLength(1);
      await eventually(async () =>
        expect(
          (await sentEmailsTo(`${earner.userId}@example.test`)).filter((sent) => sent.subject.includes('gift card from')),
        ).toHaveLength(1),
      );
    }
    const overview = await api<PayoutsOverview>('GET', pathOf(payouts.listPayouts), { token: admin });
    expect(overview.body.recent_runs.find((run) => run.id === runId)).toMatchObject({ state: 'finished', sent_count: 3 });
    expect(overview.body.balances.find((row) => row.user_id === earners[0].userId)).toMatchObject({ payable_earnings: 0 });
  });

  it('skips a member who chose cash: a run pays gift cards, cash is recorded by hand', async () => {
    const [card, cash] = await Promise.all([givenEarner(admin, [1000]), givenEarner(admin, [1000])]);
    await choosePayoutMethod(cash.userId, 'cash');

    const answer = await start({ user_ids: [card.userId, cash.userId] });

    expect(answer.status).toBe(201);
    expect(answer.body.run.skipped).toEqual([{ user_id: cash.userId, reason: 'paid_in_cash' }]);
    const done = await finished(answer.body.run.id as string);
    expect(done.payouts.map((payout) => payout.user_id)).toEqual([card.userId]);
  });

  it('delivered again, issues nothing twice', async () => {
    const earner = await givenEarner(admin, [1000]);
    const answer = await start({ user_ids: [earner.userId] });
    const done = await finished(answer.body.run.id);

    await continuePayoutRun(answer.body.run.id);

    expect(await storeCardsOfPayout(done.payouts[0]!.id)).toHaveLength(1);
  });

  it('leaves a payout the store failed as Failed in a finished run; its retry sends it and the run counts it', async () => {
    const earner = await givenEarner(admin, [1000]);
    await storeFaults({ gift_cards_fail: 1 });
    const answer = await start({ user_ids: [earner.userId] });
    const done = await finished(answer.body.run.id);
    // Another file's card may have taken the fault: then this run's card was sent.
    const [payout] = done.payouts;
    if (payout!.state === 'sent') return;
    expect(done.run).toMatchObject({ failed_count: 1, sent_count: 0 });

    const retried = await api('POST', pathOf(payouts.retryPayout, { payout_id: payout!.id }), { token: admin });

    expect(retried.body.payout).toMatchObject({ state: 'sent' });
    const after = await finished(answer.body.run.id);
    expect(after.run).toMatchObject({ failed_count: 0, sent_count: 1, pending_count: 0 });
  });

  it('pays a member under 18 only in a gift card, and none awaiting their guardian', async () => {
    const minor = await givenEarner(admin, [1000]);
    await makeMinor(minor.userId);
    const waiting = await givenEarner(admin, [1000]);
    await makeMinor(waiting.userId);
    const profileKey = { pk: `USER#${waiting.userId}`, sk: 'PROFILE' };
    const { updateItem } = await import('#lib/table');
    await updateItem({
      Key: profileKey,
      UpdateExpression: 'SET guardian.#status = :awaiting',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':awaiting': 'awaiting' },
    });
    expect(await getItem(profileKey, { consistent: true })).toMatchObject({ guardian: { status: 'awaiting' } });

    const answer = await start({ user_ids: [minor.userId, waiting.userId] });

    expect(answer.body.run).toMatchObject({ payouts_count: 1, skipped: [{ user_id: waiting.userId, reason: 'awaiting_guardian' }] });
  });

  it('refuses a run with nobody to pay, and a body that chooses no one (or both ways)', async () => {
    const idle = await givenAmbassador('student');

    const nobody = await start({ user_ids: [idle.userId] });

    expect(nobody.status).toBe(409);
    expect(nobody.body.error).toMatchObject({ code: 'nobody_to_pay', message: payouts.startPayoutRun.errors.nobodyToPay });
    for (const body of [{}, { user_ids: [] }, { all_payable: false }, { all_payable: true, user_ids: [idle.userId] }]) {
      const refused = await start(body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe('Choose the ambassadors to pay, or all payable');
    }
    expect((await start({ user_ids: Array.from({ length: 501 }, () => randomUUID()) })).status).toBe(400);
    expect((await runOf(randomUUID())).status).toBe(404);
  });

  it('refuses ambassadors', async () => {
    const student = await givenUser('student');

    expect((await api('POST', runsPath, { token: student.token, body: { all_payable: true } })).status).toBe(403);
    expect((await api('GET', pathOf(payouts.getPayoutRun, { run_id: randomUUID() }), { token: student.token })).status).toBe(403);
  });
});
