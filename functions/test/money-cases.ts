import {
  shopifyOrderEdit,
  shopifyOrderPayload,
  shopifyRefundPayload,
  withAmountOffAcrossLines,
  type ShopifyOrderPayload,
} from '@app/shared/orders';

/**
 * What an ambassador is credited for real store orders: one row per case, the order as Shopify sends it
 * and the deliveries that follow, with the shirts, sales and commission (10% of sales, the default $20
 * minimum order) expected. Run through the fold alone (order-state.test.ts) and through the signed webhook, the
 * bus and the consumer (money-rules.test.ts). `before` is what the pipeline credited before the money
 * rules (every line a shirt, sales the order's grand total, a refund its transaction amount).
 */
export interface MoneyCase {
  name: string;
  deliveries: (code: string, id: number) => Array<{ topic: string; payload: unknown }>;
  expected: { shirts: number; sales: number; commission: number };
  before: { shirts: number; sales: number; commission: number };
}

const TEE = { price: 25, sku: 'TEE-ORGANIC-M' };

/** The order the issue found: two shirt lines, a gift card, shipping, tax and a tip, no e-mail and no customer. */
const issueOrder = (code: string, id: number) =>
  shopifyOrderPayload({
    id,
    code,
    lines: [
      { ...TEE, quantity: 2 },
      { ...TEE, quantity: 1, sku: 'TEE-ORGANIC-L' },
      { quantity: 1, price: 20, gift_card: true },
    ],
    shipping: 8,
    taxRate: 0.08,
    tip: 3,
    email: '',
    withCustomer: false,
  });

/** Three shirts over two lines with shipping, tax and a tip: the order later refunded or edited. */
const threeShirts = (code: string, id: number) =>
  shopifyOrderPayload({
    id,
    code,
    lines: [
      { ...TEE, quantity: 2 },
      { ...TEE, quantity: 1, sku: 'TEE-ORGANIC-L' },
    ],
    shipping: 8,
    taxRate: 0.08,
    tip: 3,
  });

const paid = (payload: ShopifyOrderPayload) => ({ topic: 'orders/paid', payload });

export const MONEY_CASES: MoneyCase[] = [
  {
    name: 'a gift card, shipping, tax and a tip, with no e-mail and no customer',
    deliveries: (code, id) => [paid(issueOrder(code, id))],
    expected: { shirts: 3, sales: 67.5, commission: 6.75 },
    before: { shirts: 4, sales: 103.9, commission: 10.39 },
  },
  {
    name: 'paid in euros by the buyer: the shop’s dollars count',
    deliveries: (code, id) => [
      paid(
        shopifyOrderPayload({
          id,
          code,
          lines: [{ ...TEE, quantity: 2 }],
          shipping: 6,
          taxRate: 0.08,
          presentment: { currency: 'EUR', rate: 0.92 },
        }),
      ),
    ],
    expected: { shirts: 2, sales: 45, commission: 4.5 },
    before: { shirts: 2, sales: 54.6, commission: 5.46 },
  },
  {
    name: 'prices that include 20% VAT',
    deliveries: (code, id) => [
      paid(shopifyOrderPayload({ id, code, lines: [{ ...TEE, quantity: 2, price: 30 }], shipping: 5, taxRate: 0.2, taxesIncluded: true })),
    ],
    expected: { shirts: 2, sales: 45, commission: 4.5 },
    before: { shirts: 2, sales: 59, commission: 5.9 },
  },
  {
    name: 'an order-level $10 off allocated across two lines, on top of the code',
    deliveries: (code, id) => [
      paid(
        withAmountOffAcrossLines(
          shopifyOrderPayload({
            id,
            code,
            lines: [
              { ...TEE, quantity: 2 },
              { ...TEE, quantity: 1, price: 30 },
            ],
            shipping: 5,
            taxRate: 0.08,
          }),
          10,
        ),
      ),
    ],
    expected: { shirts: 3, sales: 62, commission: 6.2 },
    before: { shirts: 3, sales: 72.76, commission: 7.28 },
  },
  {
    name: 'a download that needs no shipping: a sale, not a shirt',
    deliveries: (code, id) => [
      paid(
        shopifyOrderPayload({
          id,
          code,
          lines: [
            { ...TEE, quantity: 1 },
            { quantity: 1, price: 10, sku: 'EBOOK-CLIMATE', requires_shipping: false, title: 'Climate guide (PDF)' },
          ],
          shipping: 5,
          taxRate: 0.08,
        }),
      ),
    ],
    expected: { shirts: 1, sales: 31.5, commission: 3.15 },
    before: { shirts: 2, sales: 39.02, commission: 3.9 },
  },
  {
    name: 'under the $20 minimum once shipping and tax are left out: no commission',
    deliveries: (code, id) => [
      paid(shopifyOrderPayload({ id, code, lines: [{ ...TEE, price: 20, quantity: 1 }], shipping: 8, taxRate: 0.08 })),
    ],
    expected: { shirts: 1, sales: 18, commission: 0 },
    before: { shirts: 1, sales: 27.44, commission: 2.74 },
  },
  {
    name: 'a refund of one shirt with the shipping takes back the shirt’s $22.50 only',
    deliveries: (code, id) => {
      const order = threeShirts(code, id);
      return [
        paid(order),
        {
          topic: 'refunds/create',
          payload: shopifyRefundPayload(order, { id: id + 1, lines: [{ index: 1, quantity: 1 }], shipping: true }),
        },
      ];
    },
    expected: { shirts: 2, sales: 45, commission: 4.5 },
    before: { shirts: 2, sales: 51.6, commission: 5.16 },
  },
  {
    name: 'a refund of the shipping alone moves nothing',
    deliveries: (code, id) => {
      const order = threeShirts(code, id);
      return [paid(order), { topic: 'refunds/create', payload: shopifyRefundPayload(order, { id: id + 1, lines: [], shipping: true }) }];
    },
    expected: { shirts: 3, sales: 67.5, commission: 6.75 },
    before: { shirts: 3, sales: 75.9, commission: 7.59 },
  },
  {
    name: 'an edit after payment removes a shirt (orders/edited, then orders/updated)',
    deliveries: (code, id) => {
      const order = threeShirts(code, id);
      const { edit, updated } = shopifyOrderEdit(order, {
        id: id + 1,
        removals: [{ index: 0, quantity: 1 }],
        at: new Date(Date.now() + 60_000),
      });
      return [paid(order), { topic: 'orders/edited', payload: edit }, { topic: 'orders/updated', payload: updated }];
    },
    expected: { shirts: 2, sales: 45, commission: 4.5 },
    before: { shirts: 3, sales: 83.9, commission: 8.39 },
  },
  {
    name: 'an edit that adds a shirt arrives as orders/updated before its orders/edited',
    deliveries: (code, id) => {
      const order = threeShirts(code, id);
      const { edit, updated } = shopifyOrderEdit(order, {
        id: id + 1,
        addition: { ...TEE, quantity: 1 },
        at: new Date(Date.now() + 60_000),
      });
      return [paid(order), { topic: 'orders/updated', payload: updated }, { topic: 'orders/edited', payload: edit }];
    },
    expected: { shirts: 4, sales: 92.5, commission: 9.25 },
    before: { shirts: 3, sales: 83.9, commission: 8.39 },
  },
];
