import { getItem, resetTableUsage, tableUsage } from '#lib/table';
import { givenCampaign } from '#test/campaigns';
import { givenAmbassador, settled, shopifyOrder, shopifyRefund, storeDelivery } from '#test/store';
import { listAmbassadorOrders, orderKeys } from './order-data';
import { recordStoreEvent } from './record-store-event';

/** The requests and capacity units (by table and index, as DynamoDB Local returns them with INDEXES) one delivery cost. */
async function costOf(act: () => Promise<unknown>) {
  resetTableUsage();
  await act();
  const { requests, capacityUnits, byIndex } = tableUsage();
  return { requests, capacityUnits, byIndex };
}

/**
 * What one ordinary order costs the consumer, read from the ConsumedCapacity DynamoDB Local answers (not
 * computed here), against issue 24's 2 requests and 12 capacity units. The order item is in no index; its
 * listing and search entries and the counters across every order follow it on the table's stream
 * (order-projection.ts), as the ambassador's ranking entry follows their totals row (ranking-projection.ts),
 * so the order's transaction holds only what decides and what its ambassador's totals say, in no index but
 * the campaign's totals heading its leaderboard partition (the public page's figures, one Query).
 */
describe('what an order costs the consumer', () => {
  it('a student’s order: its transaction alone, in no index', async () => {
    const student = await givenAmbassador('student');
    await recordStoreEvent(await storeDelivery('orders/paid', shopifyOrder({ code: student.code })));

    const cost = await costOf(async () =>
      recordStoreEvent(await storeDelivery('orders/paid', shopifyOrder({ code: student.code, quantity: 2 }))),
    );
    console.info(`student order: ${JSON.stringify(cost)}`);

    expect(cost.requests).toEqual({ TransactWriteItems: 1 });
    expect(cost.byIndex).toEqual({ table: expect.any(Number) });
    expect(cost.capacityUnits).toBeLessThanOrEqual(7);
  });

  it('the first order of a code the function has not seen: its claim, then the transaction', async () => {
    const student = await givenAmbassador('student');

    const cost = await costOf(async () => recordStoreEvent(await storeDelivery('orders/paid', shopifyOrder({ code: student.code }))));
    console.info(`first order of a code: ${JSON.stringify(cost)}`);

    expect(cost.requests).toEqual({ GetItem: 1, TransactWriteItems: 1 });
    expect(cost.capacityUnits).toBeLessThanOrEqual(8);
  });

  it('a fundraiser’s order moves their campaign’s totals too, and only those in an index', async () => {
    const campaign = await givenCampaign();
    const fundraiser = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    await recordStoreEvent(await storeDelivery('orders/paid', shopifyOrder({ code: fundraiser.code })));

    const cost = await costOf(async () =>
      recordStoreEvent(await storeDelivery('orders/paid', shopifyOrder({ code: fundraiser.code, quantity: 2 }))),
    );
    console.info(`fundraiser order: ${JSON.stringify(cost)}`);

    expect(cost.requests).toEqual({ TransactWriteItems: 1 });
    // The campaign's totals head its leaderboard partition, so the public page reads its figures in the same Query: 2 of the 11.
    expect(cost.byIndex).toEqual({ table: expect.any(Number), leaderboard: 2 });
    expect(cost.capacityUnits).toBeLessThanOrEqual(11);
  });

  it('an order of many lines costs the indexes what a small one does: nothing', async () => {
    const student = await givenAmbassador('student');
    await recordStoreEvent(await storeDelivery('orders/paid', shopifyOrder({ code: student.code })));
    const lines = Array.from({ length: 8 }, (_, i) => ({ quantity: 1 + (i % 3), price: 20 + i }));

    const cost = await costOf(async () =>
      recordStoreEvent(await storeDelivery('orders/paid', shopifyOrder({ code: student.code, lines }))),
    );

    expect(cost.byIndex).toEqual({ table: expect.any(Number) });
  });

  it('a refund touches neither gsi1 nor gsi2, and the order is still listed once', async () => {
    const student = await givenAmbassador('student');
    const order = shopifyOrder({ code: student.code, quantity: 3 });
    await recordStoreEvent(await storeDelivery('orders/paid', order));

    const cost = await costOf(async () =>
      recordStoreEvent(await storeDelivery('refunds/create', shopifyRefund(order, [{ index: 0, quantity: 1 }]))),
    );

    expect(cost.byIndex.gsi1 ?? 0).toBe(0);
    expect(cost.byIndex.gsi2 ?? 0).toBe(0);
    await settled();
    const listed = (await listAmbassadorOrders(student.userId)).orders;
    expect(listed.map((o) => [o.id, o.status])).toEqual([[String(order.id), 'partially_refunded']]);
    expect(await getItem(orderKeys.primary(String(order.id)))).not.toHaveProperty('gsi1pk');
  });
});
