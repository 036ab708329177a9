import { NO_CONTRIBUTION } from '@app/shared/leaderboards';
import { DEFAULT_PAYMENT_SETTINGS } from '@app/shared/settings';
import { storeWebhookDetailSchema } from '@app/shared/orders';
import { shopifyOrderPayload, shopifyRefundPayload } from '@app/shared/orders';
import { MONEY_CASES } from '#test/money-cases';
import { applyStoreEvent, emptyOrderState, orderStateSchema, valueOrder, type OrderState, type OrderTerms } from './order-state';
import { isHandledTopic, storeWebhookDetail } from './shopify-payload';

const ambassador = { user_id: 'u1', role: 'student' as const, campaign_id: null, first_name: 'Sam', last_name: 'Rivera', school: null };
// The money cases' terms: 10% of sales, the default minimum order ($20).
const terms: OrderTerms = { ...DEFAULT_PAYMENT_SETTINGS, commissionRate: 10 };
let webhook = 0;
const delivery = () => ({ webhook_id: `w${webhook++}`, shop: 'local-store.myshopify.com', received_at: '2026-11-24T10:00:00Z' });

/** Folds Shopify payloads, as the webhook route turns them into bus events, in the order given. */
function fold(deliveries: Array<{ topic: string; payload: unknown }>, rules: OrderTerms = terms, start?: OrderState): OrderState {
  return deliveries.reduce<OrderState | undefined>((state, { topic, payload }) => {
    if (!isHandledTopic(topic)) throw new Error(`unhandled topic ${topic}`);
    const detail = storeWebhookDetail(topic, delivery(), payload);
    const orderId = 'order' in detail ? detail.order.id : 'edit' in detail ? detail.edit.order_id : detail.refund.order_id;
    return applyStoreEvent(state ?? emptyOrderState(orderId), detail, { ambassador, terms: rules });
  }, start)!;
}

const credited = (state: OrderState) => ({
  shirts: state.counted.units,
  sales: state.counted.sales_cents / 100,
  commission: state.counted.commission_cents / 100,
});

describe('the money rules, on orders as Shopify sends them', () => {
  it.each(MONEY_CASES)('$name', ({ deliveries, expected }) => {
    const events = deliveries('SAMR', 5_000_000_001);
    expect(credited(fold(events))).toEqual(expected);
    // Folding is order-blind: the same deliveries backwards give the same credit.
    expect(credited(fold([...events].reverse()))).toEqual(expected);
  });

  it('counts as shirts only the lines the Payments settings name, by SKU prefix or product', () => {
    const order = shopifyOrderPayload({
      id: 5_000_000_002,
      code: 'SAMR',
      lines: [
        { quantity: 2, price: 25, sku: 'TEE-ORGANIC-M', product_id: 111 },
        { quantity: 1, price: 15, sku: 'TOTE-CANVAS', product_id: 222 },
        { quantity: 1, price: 5, sku: null, product_id: 333 },
      ],
    });
    const paid = [{ topic: 'orders/paid', payload: order }];
    expect(fold(paid).counted.units).toBe(4);
    expect(fold(paid, { ...terms, shirtSkuPrefix: 'tee-' }).counted.units).toBe(2);
    expect(fold(paid, { ...terms, shirtProductIds: ['333'] }).counted.units).toBe(1);
    expect(fold(paid, { ...terms, shirtSkuPrefix: 'TEE-', shirtProductIds: ['222'] }).counted.units).toBe(3);
    // Sales are every line but gift cards, whatever counts as a shirt.
    expect(fold(paid, { ...terms, shirtSkuPrefix: 'TEE-' }).counted.sales_cents).toBe(4500 + 1350 + 450);
  });

  it('refolds a stored order with new rules, and changes nothing when folded again', () => {
    const order = shopifyOrderPayload({ id: 5_000_000_003, code: 'SAMR', lines: [{ quantity: 2, price: 25, sku: 'TOTE-1' }] });
    const state = fold([{ topic: 'orders/paid', payload: order }]);
    const narrowed = valueOrder(state, { shirtSkuPrefix: 'TEE-', shirtProductIds: [] });
    expect(narrowed.counted).toEqual({ ...state.counted, units: 0 });
    expect(valueOrder(narrowed, { shirtSkuPrefix: 'TEE-', shirtProductIds: [] })).toEqual(narrowed);
  });

  it('keeps the rate and minimum of the moment it was paid, so a later change cannot unbalance a reversal', () => {
    const order = shopifyOrderPayload({ id: 5_000_000_004, code: 'SAMR', lines: [{ quantity: 3, price: 20 }] });
    const counted = fold([{ topic: 'orders/paid', payload: order }]);
    const refunded = fold(
      [{ topic: 'refunds/create', payload: shopifyRefundPayload(order, { id: 1, lines: [{ index: 0, quantity: 3 }] }) }],
      { ...terms, commissionRate: 25, minOrderAmount: 0 },
      counted,
    );
    expect(refunded.counted).toEqual(NO_CONTRIBUTION);
  });

  it('ignores a refund it has already applied, and never takes back more than a line was worth', () => {
    const order = shopifyOrderPayload({ id: 5_000_000_005, code: 'SAMR', lines: [{ quantity: 3, price: 20 }] });
    const refund = { topic: 'refunds/create', payload: shopifyRefundPayload(order, { id: 2, lines: [{ index: 0, quantity: 1 }] }) };
    const once = fold([{ topic: 'orders/paid', payload: order }, refund]);
    expect(credited(once)).toEqual({ shirts: 2, sales: 36, commission: 3.6 });
    expect(fold([refund], terms, once).counted).toEqual(once.counted);
    const everything = { topic: 'refunds/create', payload: shopifyRefundPayload(order, { id: 3, lines: [{ index: 0, quantity: 3 }] }) };
    expect(fold([everything], terms, once).counted).toEqual(NO_CONTRIBUTION);
  });

  it('pays commission from the minimum order up, measured on the lines', () => {
    const order = shopifyOrderPayload({ id: 5_000_000_006, code: 'SAMR', lines: [{ quantity: 3, price: 20 }], shipping: 10 });
    const paid = [{ topic: 'orders/paid', payload: order }];
    expect(fold(paid, { ...terms, minOrderAmount: 54.01 }).counted).toEqual({
      units: 3,
      sales_cents: 5400,
      commission_cents: 0,
      orders: 1,
    });
    expect(fold(paid, { ...terms, minOrderAmount: 54 }).counted.commission_cents).toBe(540);
  });

  it('counts nothing for an order with no ambassador, and still values it', () => {
    const order = shopifyOrderPayload({ id: 5_000_000_007, lines: [{ quantity: 2, price: 25 }], shipping: 5 });
    const state = applyStoreEvent(emptyOrderState(String(order.id)), storeWebhookDetail('orders/paid', delivery(), order), {
      ambassador: null,
      terms,
    });
    expect(state.counted).toEqual(NO_CONTRIBUTION);
    expect(state.valued).toEqual({ units: 2, sales_cents: 5000, commission_cents: 0, orders: 1 });
  });

  it('reads a state stored before the money rules, keeping what it had counted until a recount', () => {
    const legacy = {
      order_id: 'o1',
      order: {
        name: '#1',
        created_at: '2025-01-01T00:00:00Z',
        processed_at: null,
        currency: 'USD',
        line_items: [{ id: 'l1', quantity: 3, price: 2000, title: 'Tee' }],
        gross_cents: 7100,
        discount_code: 'SAMR',
      },
      ambassador,
      paid: true,
      cancelled: false,
      commission_rate: 10,
      refund_ids: ['r1'],
      refunded_quantities: { l1: 1 },
      refunded_cents: 2000,
      counted: { units: 2, sales_cents: 5100, commission_cents: 510, orders: 1 },
    };
    const state = orderStateSchema.parse(legacy);
    expect(state.valued.sales_cents).toBe(5100);
    expect(state.counted).toEqual(legacy.counted);
    expect(valueOrder(state, terms).counted).toEqual({ units: 2, sales_cents: 4000, commission_cents: 400, orders: 1 });
  });
});

describe('the buyer’s e-mail, kept for the admin’s search', () => {
  const order = shopifyOrderPayload({
    id: 5_000_000_020,
    code: 'SAMR',
    lines: [{ quantity: 1, price: 30 }],
    email: 'Casey.Buyer@Example.COM',
  });
  const emailOf = (payload: unknown) => fold([{ topic: 'orders/paid', payload }]).order?.email;

  it('keeps the order’s e-mail lower-cased, else its contact e-mail, else its customer’s, else none', () => {
    expect(emailOf(order)).toBe('casey.buyer@example.com');
    expect(emailOf({ ...order, email: '', contact_email: 'Contact@Example.com' })).toBe('contact@example.com');
    expect(emailOf({ ...order, email: null, contact_email: null, customer: { ...order.customer, email: 'Customer@Example.com' } })).toBe(
      'customer@example.com',
    );
    expect(emailOf(shopifyOrderPayload({ id: 5_000_000_021, lines: [{ quantity: 1, price: 30 }], email: '', withCustomer: false }))).toBe(
      undefined,
    );
    // Longer than an address can be: not an e-mail, and the order still counts.
    const state = fold([
      { topic: 'orders/paid', payload: { ...order, email: `${'a'.repeat(250)}@example.com`, contact_email: null, customer: null } },
    ]);
    expect(state.order?.email).toBeUndefined();
    expect(state.counted.sales_cents).toBe(2700);
  });

  it('reads a bus event from before e-mails were kept', () => {
    const current = storeWebhookDetail('orders/paid', delivery(), order);
    if (!('order' in current)) throw new Error('an order event was expected');
    const { email: _email, ...older } = current.order;

    const detail = storeWebhookDetailSchema.parse({ ...delivery(), topic: 'orders/paid', order: older });
    const state = applyStoreEvent(emptyOrderState(String(order.id)), detail, { ambassador, terms });

    expect(state.order).toMatchObject({ name: order.name, discount_code: 'SAMR' });
    expect(state.order?.email).toBeUndefined();
  });
});
