import { randomUUID } from 'node:crypto';
import { resetTableUsage, tableUsage } from '#lib/table';
import { givenObjective } from '#test/objectives';
import { givenAmbassador, newOrderId, shopifyOrder } from '#test/store';
import { getAmbassadorTotals } from '../leaderboards';
import { assignChosenCode } from '../code-sync';
import { putUserObjective } from '../objectives/seeding';
import { eraseUserRows, newProfile, putNewProfile } from '../profiles';
import { getOrder } from './order-data';
import { recordStoreEvent } from './record-store-event';
import { storeWebhookDetail } from './shopify-payload';

/** A paid order's bus event, for the consumer called directly (in this process, so its reads are counted here). */
const paid = (order: ReturnType<typeof shopifyOrder>) =>
  storeWebhookDetail(
    'orders/paid',
    { webhook_id: randomUUID(), shop: 'local-store.myshopify.com', received_at: new Date().toISOString() },
    order,
  );

/** A student with no code yet. */
async function givenStudentWithoutCode(): Promise<string> {
  const userId = randomUUID();
  await putNewProfile(
    newProfile({
      user_id: userId,
      first_name: 'Nova',
      last_name: 'Tester',
      email: `${userId}@example.test`,
      school: 'Test High School',
      role: 'student',
      campaign_id: null,
    }),
  );
  return userId;
}

/** The reads (not the transaction, which `transact` may send again after a conflict) one delivery cost. */
async function readsOf(act: () => Promise<unknown>) {
  resetTableUsage();
  await act();
  return Object.fromEntries(Object.entries(tableUsage().requests).filter(([operation]) => operation !== 'TransactWriteItems'));
}

describe('what the order consumer reads', () => {
  it('reads only its ambassador, in one Query, for an order whose code it has seen', async () => {
    const member = await givenAmbassador('student');
    await recordStoreEvent(paid(shopifyOrder({ code: member.code })));

    expect(await readsOf(() => recordStoreEvent(paid(shopifyOrder({ code: member.code.toLowerCase() }))))).toEqual({ Query: 1 });
    expect((await getAmbassadorTotals(member.userId, true))?.units_sold).toBe(2);
  });

  it('reads the code’s claim, its owner’s e-mail with it, and its ambassador in one Query, for an order whose code it has not seen', async () => {
    // Another student's first order reads the students' objectives, kept for the minute.
    await recordStoreEvent(paid(shopifyOrder({ code: (await givenAmbassador('student')).code })));
    const member = await givenAmbassador('student');

    // The order carries a buyer's e-mail: the self-referral check needs no read of the profile.
    expect(await readsOf(() => recordStoreEvent(paid(shopifyOrder({ code: member.code, email: 'parent@example.test' }))))).toEqual({
      GetItem: 1,
      Query: 1,
    });
    expect((await getAmbassadorTotals(member.userId, true))?.units_sold).toBe(1);
  });

  it('reads the objectives again once, not with every order, for a row naming an objective of another role', async () => {
    // An admin moved the objective to the fundraisers after this student had it: the students' list lacks it.
    const moved = await givenObjective({ target_role: 'fundraising_ambassador' });
    const member = await givenAmbassador('student');
    await putUserObjective({ user_id: member.userId, objective_id: moved.id, status: 'assigned' });

    // The first order asks for the students' objectives afresh; the list still lacks it, which is remembered:
    // the next orders read only their ambassador.
    await recordStoreEvent(paid(shopifyOrder({ code: member.code })));
    expect(await readsOf(() => recordStoreEvent(paid(shopifyOrder({ code: member.code }))))).toEqual({ Query: 1 });
    expect(await readsOf(() => recordStoreEvent(paid(shopifyOrder({ code: member.code }))))).toEqual({ Query: 1 });
    expect((await getAmbassadorTotals(member.userId, true))?.units_sold).toBe(3);
  });

  it('asks again for a code that matched nobody, so a new ambassador’s first sale is theirs', async () => {
    const userId = await givenStudentWithoutCode();
    const code = `NOVA${newOrderId()}`;
    const early = shopifyOrder({ code });
    await recordStoreEvent(paid(early));
    expect(await getOrder(String(early.id))).toMatchObject({ student_user_id: null });

    expect(await assignChosenCode(userId, { code, discountPercent: 10 })).toMatchObject({ status: 'assigned' });
    const first = shopifyOrder({ code });
    await recordStoreEvent(paid(first));

    expect(await getOrder(String(first.id))).toMatchObject({ student_user_id: userId });
  });

  it('asks again for a remembered code whose ambassador was erased, and credits whoever holds it now', async () => {
    const gone = await givenAmbassador('student');
    await recordStoreEvent(paid(shopifyOrder({ code: gone.code })));
    await eraseUserRows(gone.userId, gone.code);
    const orphan = shopifyOrder({ code: gone.code });
    await recordStoreEvent(paid(orphan));
    expect(await getOrder(String(orphan.id))).toMatchObject({ student_user_id: null });

    const heir = await givenStudentWithoutCode();
    expect(await assignChosenCode(heir, { code: gone.code, discountPercent: 10 })).toMatchObject({ status: 'assigned' });
    const order = shopifyOrder({ code: gone.code });
    await recordStoreEvent(paid(order));

    expect(await getOrder(String(order.id))).toMatchObject({ student_user_id: heir });
    expect(await getAmbassadorTotals(gone.userId, true)).toBeUndefined();
  });
});
