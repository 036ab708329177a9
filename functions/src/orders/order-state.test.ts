import { NO_CONTRIBUTION } from '@app/shared/sales';
import type { StoreWebhookDetail } from '@app/shared/store-events';
import { applyStoreEvent, emptyOrderState } from './order-state';

const ambassador = { user_id: 'u1', role: 'student' as const, campaign_id: null, first_name: 'Sam', last_name: 'Rivera', school: null };
const delivery = { webhook_id: 'w', shop: 's', received_at: '2025-01-01T00:00:00Z' };
const order = {
  id: 'o1',
  name: '#1',
  created_at: '2025-01-01T00:00:00Z',
  processed_at: null,
  total_price: 6000,
  currency: 'USD',
  financial_status: 'paid',
  cancelled_at: null,
  discount_codes: ['SAMR'],
  line_items: [{ id: 'l1', quantity: 3, price: 2000, title: 'Tee' }],
};
const paid: StoreWebhookDetail = { ...delivery, topic: 'orders/paid', order };
const refund = (id: string, quantity: number, cents: number): StoreWebhookDetail => ({
  ...delivery,
  topic: 'refunds/create',
  refund: {
    id,
    order_id: 'o1',
    created_at: '',
    refund_line_items: [{ line_item_id: 'l1', quantity, subtotal: cents }],
    amount_cents: cents,
  },
});
const terms = { commissionRate: 10, minOrderAmount: 25 };
const context = { ambassador, terms };

describe('order state', () => {
  it('counts a paid order: units, sales and commission at the rate in force', () => {
    expect(applyStoreEvent(emptyOrderState('o1'), paid, context).counted).toEqual({
      units: 3,
      sales_cents: 6000,
      commission_cents: 600,
      orders: 1,
    });
  });

  it('keeps the first rate, so a later rate change cannot unbalance a reversal', () => {
    const counted = applyStoreEvent(emptyOrderState('o1'), paid, context);
    expect(
      applyStoreEvent(counted, refund('r1', 3, 6000), { ambassador: undefined, terms: { commissionRate: 25, minOrderAmount: 0 } }).counted,
    ).toEqual(NO_CONTRIBUTION);
  });

  it('ignores a refund it has already applied', () => {
    const once = applyStoreEvent(applyStoreEvent(emptyOrderState('o1'), paid, context), refund('r1', 1, 2000), context);
    expect(applyStoreEvent(once, refund('r1', 1, 2000), context).counted).toEqual(once.counted);
    expect(once.counted).toEqual({ units: 2, sales_cents: 4000, commission_cents: 400, orders: 1 });
  });

  it('pays no commission on an order under the minimum order, and counts its sale', () => {
    const small = applyStoreEvent(emptyOrderState('o1'), paid, { ambassador, terms: { commissionRate: 10, minOrderAmount: 60.01 } });
    expect(small.counted).toEqual({ units: 3, sales_cents: 6000, commission_cents: 0, orders: 1 });
    const atMinimum = applyStoreEvent(emptyOrderState('o1'), paid, { ambassador, terms: { commissionRate: 10, minOrderAmount: 60 } });
    expect(atMinimum.counted.commission_cents).toBe(600);
  });

  it('counts nothing for an order with no ambassador', () => {
    expect(applyStoreEvent(emptyOrderState('o1'), paid, { ambassador: null, terms }).counted).toEqual(NO_CONTRIBUTION);
  });
});
