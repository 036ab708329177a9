import { getAmbassadorTotals } from '../leaderboards';
import { sentEmailsTo } from '#test/mail';
import { givenAmbassador, settled, shopifyOrder, shopifyRefund, storeDelivery } from '#test/store';
import { recordStoreEvent } from './record-store-event';

const sell = async (code: string, quantity: number) => {
  const order = shopifyOrder({ code, quantity });
  await recordStoreEvent(await storeDelivery('orders/paid', order));
  return order;
};

const badgesOf = async (userId: string) => (await getAmbassadorTotals(userId, true))?.badges ?? [];
const shirtsOf = async (userId: string) => (await badgesOf(userId)).map((badge) => badge.shirts);
const badgeEmails = async (userId: string) =>
  (await sentEmailsTo(`${userId}@example.test`)).filter((email) => email.subject.startsWith('You earned a badge'));
const badgeSubjects = async (userId: string) => (await badgeEmails(userId)).map((email) => email.subject).sort();

/**
 * Milestone badges follow the ambassador's totals row on the table's stream (leaderboards' milestone-badges.ts):
 * each assertion waits for the stack to settle, when every change so far has been projected and every event consumed.
 */
describe('milestone badges', () => {
  it('an order that crosses several milestones earns each of them once its totals have moved, and e-mails each once', async () => {
    const student = await givenAmbassador('student');

    await sell(student.code, 12);
    await settled();

    const totals = await getAmbassadorTotals(student.userId, true);
    expect(totals?.units_sold).toBe(12);
    expect(totals?.badges.map((badge) => badge.shirts)).toEqual([1, 5, 10]);
    expect(await badgeSubjects(student.userId)).toEqual([
      'You earned a badge: 10 shirts',
      'You earned a badge: 5 shirts',
      'You earned a badge: First shirt',
    ]);
  });

  it('concurrent orders racing past a milestone earn it exactly once', async () => {
    const student = await givenAmbassador('student');
    await sell(student.code, 8);
    await settled();
    const [first] = await badgesOf(student.userId);

    await Promise.all(Array.from({ length: 6 }, () => sell(student.code, 1)));
    await settled();

    const totals = await getAmbassadorTotals(student.userId, true);
    expect(totals?.units_sold).toBe(14);
    expect(totals?.badges.map((badge) => badge.shirts)).toEqual([1, 5, 10]);
    // The first milestones kept the moment they were earned.
    expect(totals?.badges[0]).toEqual(first);
    expect(await badgeEmails(student.userId)).toHaveLength(3);
  });

  it('a refund below a milestone keeps its badge, and selling past it again does not earn it twice', async () => {
    const student = await givenAmbassador('student');
    const order = await sell(student.code, 5);
    await settled();
    const earned = await badgesOf(student.userId);
    expect(earned.map((badge) => badge.shirts)).toEqual([1, 5]);

    await recordStoreEvent(await storeDelivery('refunds/create', shopifyRefund(order, [{ index: 0, quantity: 3 }])));
    await settled();
    expect((await getAmbassadorTotals(student.userId, true))?.units_sold).toBe(2);
    expect(await badgesOf(student.userId)).toEqual(earned);

    await sell(student.code, 3);
    await settled();
    expect((await getAmbassadorTotals(student.userId, true))?.units_sold).toBe(5);
    expect(await badgesOf(student.userId)).toEqual(earned);
    expect(await badgeEmails(student.userId)).toHaveLength(2);
  });

  it('the tenth shirt earns the goal’s badge, and its e-mail says the goal is reached', async () => {
    const fundraiser = await givenAmbassador('fundraising_ambassador');
    await sell(fundraiser.code, 9);
    await settled();
    expect(await shirtsOf(fundraiser.userId)).toEqual([1, 5]);

    await sell(fundraiser.code, 1);
    await settled();

    expect(await shirtsOf(fundraiser.userId)).toEqual([1, 5, 10]);
    const goal = (await badgeEmails(fundraiser.userId)).find((email) => email.subject === 'You earned a badge: 10 shirts');
    expect(goal?.body.text).toContain('You reached your goal of 10 shirts.');
  });
});
