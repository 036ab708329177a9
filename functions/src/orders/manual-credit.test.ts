import type { AdminOrder, RecountPage } from '@app/shared/orders';
import { orders as contracts, pathOf } from '@app/shared/contracts';
import { api, givenUser } from '#test/api';
import { givenCampaign } from '#test/campaigns';
import { givenAmbassador, settled, shopifyOrder, storeDelivery } from '#test/store';
import { campaignLeaderboard, getAmbassadorTotals } from '../leaderboards';
import { getCampaignTotals } from '../leaderboards/seeding';
import { getStoredOrder } from './order-data';
import { recordStoreEvent } from './record-store-event';

const paid = async (payload: unknown) => recordStoreEvent(await storeDelivery('orders/paid', payload));

const figuresOf = async (userId: string) => {
  const totals = await getAmbassadorTotals(userId, true);
  return { shirts: totals?.units_sold, sales: totals?.total_sales, commission: totals?.total_commission, orders: totals?.orders_count };
};

describe('crediting an unattributed order to an ambassador', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await givenUser('admin', { first_name: 'Ada', last_name: 'Admin' })).token;
  });

  const credit = (orderId: string, body: unknown) =>
    api<AdminOrder>('POST', pathOf(contracts.creditOrder, { orderId }), { token: admin, body });
  const undo = (orderId: string) => api<AdminOrder>('DELETE', pathOf(contracts.undoOrderCredit, { orderId }), { token: admin });

  /** Every page of the recount; the changes it reported for one order. */
  async function recountChanges(orderId: string): Promise<RecountPage['changed']> {
    const changed: RecountPage['changed'] = [];
    let cursor: string | undefined;
    do {
      const page = await api<RecountPage>('POST', pathOf(contracts.recountOrders), { token: admin, body: cursor ? { cursor } : {} });
      expect(page.status).toBe(200);
      changed.push(...page.body.changed.filter((change) => change.order_id === orderId));
      cursor = page.body.next_cursor ?? undefined;
    } while (cursor);
    return changed;
  }

  it('moves every total exactly as the code would have, the leaderboard row included, and its undo balances to zero against a recount', async () => {
    const campaign = await givenCampaign();
    const [credited, coded] = await Promise.all([
      givenAmbassador('fundraising_ambassador', { campaignId: campaign.id }),
      givenAmbassador('fundraising_ambassador', { campaignId: campaign.id }),
    ]);
    // The same sale twice: once with a code nobody holds, once with the other member's code.
    const stray = shopifyOrder({ code: 'NOBODYS1CODE', quantity: 3, unitPrice: 25 });
    await paid(stray);
    await paid({ ...shopifyOrder({ code: coded.code, quantity: 3, unitPrice: 25 }), discount_codes: stray.discount_codes });
    const orderId = String(stray.id);
    expect((await getStoredOrder(orderId)).state.ambassador).toBeNull();
    const before = await getCampaignTotals(campaign.id);

    const answer = await credit(orderId, { user_id: credited.userId, reason: 'The buyer told us Sam sold it to them.' });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: orderId,
      student_user_id: credited.userId,
      ambassador: { user_id: credited.userId },
      credit: { by_name: 'Ada Admin', reason: 'The buyer told us Sam sold it to them.' },
    });
    const expected = { shirts: 3, sales: 67.5, commission: 6.75, orders: 1 };
    expect(await figuresOf(credited.userId)).toEqual(expected);
    expect(await getCampaignTotals(campaign.id)).toMatchObject({
      total_units_sold: before.total_units_sold + 3,
      total_donated_to_org: before.total_donated_to_org + 15,
    });
    // The leaderboard's ranking entry follows the totals row a moment later.
    await settled();
    const row = (await campaignLeaderboard(campaign.id)).find((entry) => entry.member_user_id === credited.userId);
    expect(row).toMatchObject({ units_sold: 3, total_sales: 67.5, badges: [1] });
    expect(await recountChanges(orderId)).toEqual([]);

    const undone = await undo(orderId);

    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ id: orderId, student_user_id: null, ambassador: null, credit: null });
    expect(await figuresOf(credited.userId)).toEqual({ shirts: 0, sales: 0, commission: 0, orders: 0 });
    expect(await getCampaignTotals(campaign.id)).toMatchObject({
      total_units_sold: before.total_units_sold,
      total_donated_to_org: before.total_donated_to_org,
    });
    expect(await recountChanges(orderId)).toEqual([]);
    // Both decisions stay on the order, with who made them.
    const { credit_log: log } = (await getStoredOrder(orderId)).state;
    expect(log.map((entry) => [entry.action, entry.by_name])).toEqual([
      ['credited', 'Ada Admin'],
      ['undone', 'Ada Admin'],
    ]);
  });

  it('refuses an order already attributed, an unknown order, a non-ambassador, a missing reason, and an undo of what was never credited', async () => {
    const student = await givenAmbassador('student');
    const order = shopifyOrder({ code: student.code });
    await paid(order);
    const orderId = String(order.id);
    const other = await givenAmbassador('student');
    const anAdmin = await givenUser('admin');

    expect(await credit(orderId, { user_id: other.userId, reason: 'Mine' })).toMatchObject({ status: 409 });
    expect(await credit('9999999999999', { user_id: other.userId, reason: 'Lost' })).toMatchObject({ status: 404 });
    const stray = shopifyOrder({ code: 'NOBODYS2CODE' });
    await paid(stray);
    expect(await credit(String(stray.id), { user_id: anAdmin.userId, reason: 'Admins sell too' })).toMatchObject({ status: 404 });
    expect(await credit(String(stray.id), { user_id: other.userId, reason: '  ' })).toMatchObject({ status: 400 });
    expect(await credit(String(stray.id), { user_id: other.userId, reason: 'x'.repeat(501) })).toMatchObject({ status: 400 });
    expect(await undo(orderId)).toMatchObject({ status: 409 });
    expect(await undo(String(stray.id))).toMatchObject({ status: 409 });
    // Nothing moved.
    expect((await getStoredOrder(String(stray.id))).state.ambassador).toBeNull();
    expect(await figuresOf(other.userId)).toEqual({ shirts: 0, sales: 0, commission: 0, orders: 0 });
  });
});
