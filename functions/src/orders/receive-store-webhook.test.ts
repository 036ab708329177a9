import { randomUUID } from 'node:crypto';
import { api } from '#test/api';
import { eventually, givenAmbassador, sendWebhook, settled, shopifyOrder, storeWebhookSecret } from '#test/store';
import { getAmbassadorTotals } from '../leaderboards';
import { getOrder } from './order-data';

describe('POST /api/webhooks/shopify', () => {
  it('accepts a delivery signed with the app secret and counts the order', async () => {
    const { userId, code } = await givenAmbassador('student');
    const order = shopifyOrder({ code, quantity: 2 });

    const { status, body } = await sendWebhook('orders/paid', order);

    expect(status).toBe(200);
    expect(body).toEqual({ received: true, handled: true });
    await eventually(async () => expect((await getAmbassadorTotals(userId))?.units_sold).toBe(2));
  });

  it.each([
    ['signed with another secret', { secret: 'not-the-secret' }],
    ['with a made-up signature', { signature: Buffer.alloc(32, 7).toString('base64') }],
    ['without a signature', { signature: '' }],
  ])('refuses a delivery %s with 401 and records nothing', async (_, options) => {
    const { code } = await givenAmbassador('student');
    const order = shopifyOrder({ code });

    const { status, body } = await sendWebhook('orders/paid', order, options);

    expect(status).toBe(401);
    expect(body.error.code).toBe('unauthorized');
    await settled();
    expect(await getOrder(String(order.id))).toBeUndefined();
  });

  it('refuses a body changed after signing', async () => {
    const order = shopifyOrder({ code: 'NOBODY' });
    const { storeSignature } = await import('./verify-hmac');
    const signature = storeSignature(JSON.stringify(order), await storeWebhookSecret());

    const { status } = await api('POST', '/api/webhooks/shopify', {
      rawBody: JSON.stringify({ ...order, total_price: '0.01' }),
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/paid',
        'x-shopify-webhook-id': randomUUID(),
        'x-shopify-hmac-sha256': signature,
      },
    });

    expect(status).toBe(401);
  });

  it('verifies the signature over the exact bytes, whatever their encoding', async () => {
    const order = shopifyOrder({ code: 'NOBODY' });
    // Non-ASCII text and spacing a re-serialised body would not reproduce.
    const rawBody = JSON.stringify({ ...order, note: 'Café — ☀️' }, null, 3);
    const { storeSignature } = await import('./verify-hmac');

    const { status } = await api('POST', '/api/webhooks/shopify', {
      rawBody,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'x-shopify-topic': 'orders/paid',
        'x-shopify-webhook-id': randomUUID(),
        'x-shopify-hmac-sha256': storeSignature(rawBody, await storeWebhookSecret()),
      },
    });

    expect(status).toBe(200);
  });

  it('acknowledges a signed topic it does not handle without acting on it', async () => {
    const { status, body } = await sendWebhook('products/update', { id: 1 });

    expect(status).toBe(200);
    expect(body).toEqual({ received: true, handled: false });
  });

  it('answers 400 to a signed payload that is not an order', async () => {
    const { status } = await sendWebhook('orders/paid', { hello: 'world' });

    expect(status).toBe(400);
  });
});
