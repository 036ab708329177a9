import { randomUUID } from 'node:crypto';
import { resetTableUsage, tableUsage, updateItem } from '#lib/table';
import { givenAmbassador, newOrderId, shopifyOrder } from '#test/store';
import { getAmbassadorTotals } from '../leaderboards';
import { assignChosenCode } from '../code-sync';
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
  it('reads nothing for an order whose code it has seen: the claim it remembers says who the ambassador is', async () => {
    const member = await givenAmbassador('student');
    await recordStoreEvent(paid(shopifyOrder({ code: member.code })));

    expect(await readsOf(() => recordStoreEvent(paid(shopifyOrder({ code: member.code.toLowerCase() }))))).toEqual({});
    expect((await getAmbassadorTotals(member.userId, true))?.units_sold).toBe(2);
  });

  it('reads the code’s claim alone, its owner’s e-mail and who they are with it, for an order whose code it has not seen', async () => {
    const member = await givenAmbassador('student');

    // The order carries a buyer's e-mail: the self-referral check needs no read of the profile.
    const order = shopifyOrder({ code: member.code, email: 'parent@example.test' });
    expect(await readsOf(() => recordStoreEvent(paid(order)))).toEqual({ GetItem: 1 });
    expect(await getOrder(String(order.id))).toMatchObject({ student_user_id: member.userId });
    expect((await getAmbassadorTotals(member.userId, true))?.units_sold).toBe(1);
  });

  it('reads the ambassador’s totals row for a claim made before claims said who holds them', async () => {
    const member = await givenAmbassador('student');
    await updateItem({ Key: { pk: `CODE#${member.code}`, sk: 'CODE' }, UpdateExpression: 'REMOVE ambassador' });

    const order = shopifyOrder({ code: member.code });
    expect(await readsOf(() => recordStoreEvent(paid(order)))).toEqual({ GetItem: 2 });
    expect(await getOrder(String(order.id))).toMatchObject({ student_user_id: member.userId });
    expect((await getAmbassadorTotals(member.userId, true))?.units_sold).toBe(1);
  });

  it('reads nothing for a redelivery or a second event of an order it has stored: the refused transaction returns the order', async () => {
    const member = await givenAmbassador('student');
    const order = shopifyOrder({ code: member.code });
    const first = paid(order);
    await recordStoreEvent(first);

    // Shopify's redelivery of the same webhook: refused on its marker, and the order returned says it was applied.
    expect(await readsOf(async () => expect(await recordStoreEvent(first)).toBe('duplicate'))).toEqual({});
    // orders/create for the same paid order, another webhook: refused as a first event, folded on the order returned.
    const created = storeWebhookDetail(
      'orders/create',
      { webhook_id: randomUUID(), shop: 'local-store.myshopify.com', received_at: new Date().toISOString() },
      order,
    );
    expect(await readsOf(async () => expect(await recordStoreEvent(created)).toBe('recorded'))).toEqual({});
    expect((await getAmbassadorTotals(member.userId, true))?.units_sold).toBe(1);
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

  it('asks again for a remembered code whose ambassador was erased: the retired code credits nobody, and nobody else takes it', async () => {
    const gone = await givenAmbassador('student');
    await recordStoreEvent(paid(shopifyOrder({ code: gone.code })));
    await eraseUserRows(gone.userId, gone.code);
    const orphan = shopifyOrder({ code: gone.code });
    await recordStoreEvent(paid(orphan));
    expect(await getOrder(String(orphan.id))).toMatchObject({ student_user_id: null });

    const other = await givenStudentWithoutCode();
    expect(await assignChosenCode(other, { code: gone.code, discountPercent: 10 })).toMatchObject({ status: 'taken' });
    const order = shopifyOrder({ code: gone.code });
    await recordStoreEvent(paid(order));

    expect(await getOrder(String(order.id))).toMatchObject({ student_user_id: null });
    expect(await getAmbassadorTotals(gone.userId, true)).toBeUndefined();
  });
});
