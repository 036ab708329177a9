/**
 * npm run store:order -- --code JANEHHS --quantity 3 [--price 25] [--cancel <order id>]
 * Sends a correctly signed orders/paid webhook (or orders/cancelled) to the running local stack, as the
 * store would after a sale, so the leaderboards move. PORT is the stack's web port (default 3000).
 */
import { parseArgs } from 'node:util';
import { sendStoreWebhook, storeOrderPayload } from './store-order';

async function main() {
  const { values } = parseArgs({
    options: {
      code: { type: 'string' },
      quantity: { type: 'string', default: '1' },
      price: { type: 'string', default: '25' },
      cancel: { type: 'string' },
    },
  });
  const apiUrl = `http://localhost:${process.env.PORT ?? '3000'}`;
  const quantity = Number(values.quantity);
  const unitPrice = Number(values.price);
  if (!values.code || !(quantity > 0) || !(unitPrice >= 0)) {
    console.error('Usage: npm run store:order -- --code JANEHHS --quantity 3 [--price 25] [--cancel <order id>]');
    process.exit(2);
  }
  const order = storeOrderPayload({ code: values.code, quantity, unitPrice, id: values.cancel ? Number(values.cancel) : undefined });
  const topic = values.cancel ? 'orders/cancelled' : 'orders/paid';
  const payload = values.cancel ? { ...order, cancelled_at: new Date().toISOString() } : order;
  const status = await sendStoreWebhook(apiUrl, topic, payload);
  if (status !== 200) {
    console.error(`The API answered ${status} (is the stack running on port ${process.env.PORT ?? '3000'}?).`);
    process.exit(1);
  }
  console.log(`Sent ${topic} for order ${order.id}: ${quantity} × $${unitPrice.toFixed(2)} with code ${values.code.toUpperCase()}.`);
  if (!values.cancel) console.log(`Cancel it with: npm run store:order -- --code ${values.code} --cancel ${order.id}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
