import { getAmbassadorTotals } from '../leaderboards';
import { givenAmbassador, shopifyOrder, storeDelivery } from '#test/store';
import { getStoredOrder } from './order-data';
import { recordStoreEvent } from './record-store-event';

/** An order whose buyer first landed where the tracked link's redirect sends them (Shopify's landing_site). */
const landedOrder = (options: { code?: string; ref: string; via?: string }) => ({
  ...shopifyOrder({ code: options.code }),
  landing_site: `/?discount=${options.ref}&ref=${options.ref}${options.via ? `&via=${options.via}` : ''}`,
  landing_site_ref: options.ref,
});

describe('orders that came through a tracked link', () => {
  it('count per source on the ambassador’s totals, and a cancellation takes its count back', async () => {
    const student = await givenAmbassador('student');
    const order = landedOrder({ code: student.code, ref: student.code, via: 'instagram' });

    await recordStoreEvent(await storeDelivery('orders/paid', order));
    await recordStoreEvent(await storeDelivery('orders/paid', landedOrder({ code: student.code, ref: student.code })));
    await recordStoreEvent(await storeDelivery('orders/paid', shopifyOrder({ code: student.code })));

    const totals = await getAmbassadorTotals(student.userId, true);
    expect(totals?.orders_count).toBe(3);
    expect(totals?.orders_by_source).toEqual({ instagram: 1, direct: 1 });

    await recordStoreEvent(await storeDelivery('orders/cancelled', { ...order, cancelled_at: new Date().toISOString() }));
    expect((await getAmbassadorTotals(student.userId, true))?.orders_by_source).toEqual({ direct: 1 });
  });

  it('credits the link’s ambassador when the buyer came through it but no code reached checkout', async () => {
    const student = await givenAmbassador('student');
    const order = landedOrder({ ref: student.code, via: 'tiktok' });

    await recordStoreEvent(await storeDelivery('orders/paid', order));

    expect((await getStoredOrder(String(order.id))).state.ambassador?.user_id).toBe(student.userId);
    const totals = await getAmbassadorTotals(student.userId, true);
    expect(totals?.units_sold).toBe(1);
    expect(totals?.orders_by_source).toEqual({ tiktok: 1 });
  });

  it('the code entered wins over another ambassador’s link, and the link’s source is not counted for either', async () => {
    const [entered, linked] = await Promise.all([givenAmbassador('student'), givenAmbassador('student')]);

    await recordStoreEvent(await storeDelivery('orders/paid', landedOrder({ code: entered.code, ref: linked.code, via: 'qr' })));

    const [enteredTotals, linkedTotals] = await Promise.all([
      getAmbassadorTotals(entered.userId, true),
      getAmbassadorTotals(linked.userId, true),
    ]);
    expect(enteredTotals?.orders_count).toBe(1);
    expect(enteredTotals?.orders_by_source).toEqual({});
    expect(linkedTotals?.orders_count).toBe(0);
  });

  it('a link whose code matches nobody leaves the order unattributed', async () => {
    const order = landedOrder({ ref: 'NOBODY123456' });

    await recordStoreEvent(await storeDelivery('orders/paid', order));

    expect((await getStoredOrder(String(order.id))).state.ambassador).toBeNull();
  });
});
