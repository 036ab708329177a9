/**
 * npm run store:order -- --code JANEHHS --quantity 3 [--price 25] [--shipping 6] [--tax-rate 0.08] [--tip 2]
 *                        [--gift-card 20] [--email buyer@example.com | --no-email] [--no-webhook]
 * npm run store:order -- --refund <order id> --quantity 1 [--with-shipping] [--no-webhook]
 * npm run store:order -- --cancel <order id> [--no-webhook]
 * Sends a correctly signed webhook to the running local stack, with every field Shopify sends, as the
 * store would after a sale (orders/paid), a refund (refunds/create) or a cancellation (orders/cancelled),
 * so the leaderboards move. --email names the buyer (the ambassador's own address makes a self-referral,
 * which Codes & Orders > Flags holds for an admin); each order has a buyer of its own otherwise. The stand-in records each order, refund and cancellation in its order book (in
 * the state folder), so a refund or a cancellation names the same lines and its Admin API lists the order.
 * --no-webhook records it in the store without sending the webhook, as when Shopify gave up on a delivery:
 * the hourly reconciliation (or Run now on the code sync screen) then recovers it. PORT is the stack's web
 * port (default 3000).
 */
import '#node-runtime';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { shopifyRefundPayload } from '@app/shared/orders';
import { repoRoot } from '#local/layout';
import {
  nextStoreOrderId,
  recallStoreOrder,
  rememberStoreOrder,
  rememberStoreRefund,
  sendStoreWebhook,
  STORE_DEFAULTS,
  storeOrderPayload,
} from './store-order';

const USAGE = `Usage:
  npm run store:order -- --code JANEHHS --quantity 3 [--price 25] [--shipping 6] [--tax-rate 0.08] [--tip 2] [--gift-card 20]
                         [--email buyer@example.com | --no-email] [--no-webhook]
  npm run store:order -- --refund <order id> --quantity 1 [--with-shipping] [--no-webhook]
  npm run store:order -- --cancel <order id> [--no-webhook]`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const number = (text: string | undefined, fallback: number, name: string) => {
  const value = text === undefined ? fallback : Number(text);
  return Number.isFinite(value) && value >= 0 ? value : fail(`--${name} must be a number of 0 or more.\n${USAGE}`);
};

async function main() {
  const { values } = parseArgs({
    options: {
      code: { type: 'string' },
      quantity: { type: 'string', default: '1' },
      price: { type: 'string' },
      shipping: { type: 'string' },
      'tax-rate': { type: 'string' },
      tip: { type: 'string' },
      'gift-card': { type: 'string' },
      email: { type: 'string' },
      'no-email': { type: 'boolean', default: false },
      refund: { type: 'string' },
      'with-shipping': { type: 'boolean', default: false },
      cancel: { type: 'string' },
      'no-webhook': { type: 'boolean', default: false },
    },
  });
  const port = process.env.PORT ?? '3000';
  const apiUrl = `http://localhost:${port}`;
  const stateDir = path.resolve(repoRoot, process.env.STATE_DIR ?? '.local');
  const quantity = number(values.quantity, 1, 'quantity');
  if (!Number.isInteger(quantity) || quantity < 1) fail(`--quantity must be a whole number of 1 or more.\n${USAGE}`);

  let topic: string;
  let payload: unknown;
  let summary: string;
  const earlier = values.refund ?? values.cancel;
  if (earlier !== undefined) {
    const order = recallStoreOrder(stateDir, earlier) ?? fail(`The store sent no order ${earlier} from this state folder.`);
    if (values.refund !== undefined) {
      topic = 'refunds/create';
      const refund = shopifyRefundPayload(order, {
        id: nextStoreOrderId(),
        lines: [{ index: 0, quantity }],
        shipping: values['with-shipping'],
      });
      rememberStoreRefund(stateDir, refund);
      payload = refund;
      summary = `a refund of ${quantity} shirt${quantity === 1 ? '' : 's'}${values['with-shipping'] ? ' and the shipping' : ''} of order ${order.id}`;
    } else {
      topic = 'orders/cancelled';
      const now = new Date().toISOString();
      const cancelled = { ...order, cancelled_at: now, cancel_reason: 'customer', updated_at: now };
      rememberStoreOrder(stateDir, cancelled);
      payload = cancelled;
      summary = `the cancellation of order ${order.id}`;
    }
  } else {
    if (!values.code) fail(USAGE);
    if (values.email !== undefined && values['no-email']) fail(`--email and --no-email do not go together.\n${USAGE}`);
    const unitPrice = number(values.price, STORE_DEFAULTS.unitPrice, 'price');
    const giftCard = number(values['gift-card'], 0, 'gift-card');
    const order = storeOrderPayload({
      code: values.code,
      quantity,
      unitPrice,
      shipping: number(values.shipping, STORE_DEFAULTS.shipping, 'shipping'),
      taxRate: number(values['tax-rate'], STORE_DEFAULTS.taxRate, 'tax-rate'),
      tip: number(values.tip, 0, 'tip'),
      extraLines: giftCard ? [{ quantity: 1, price: giftCard, gift_card: true }] : [],
      ...(values['no-email'] ? { email: '', withCustomer: false } : {}),
      ...(values.email !== undefined ? { email: values.email } : {}),
    });
    rememberStoreOrder(stateDir, order);
    topic = 'orders/paid';
    payload = order;
    summary = `order ${order.id}: ${quantity} × $${unitPrice.toFixed(2)} with code ${values.code.toUpperCase()} (total $${order.total_price} with shipping and tax)`;
  }
  if (values['no-webhook']) {
    console.log(`Recorded ${summary} in the store without its ${topic} webhook: the next reconciliation recovers it.`);
    return;
  }
  const status = await sendStoreWebhook(apiUrl, topic, payload);
  if (status !== 200) {
    console.error(`The API answered ${status} (is the stack running on port ${port}?).`);
    process.exit(1);
  }
  console.log(`Sent ${topic} for ${summary}.`);
  if (topic === 'orders/paid') {
    const id = (payload as { id: number }).id;
    console.log(`Refund a shirt: npm run store:order -- --refund ${id} --quantity 1    Cancel: npm run store:order -- --cancel ${id}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
