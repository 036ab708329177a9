import { randomUUID } from 'node:crypto';
import { STORE_API_VERSION } from '@app/shared/platform';
import type { Context } from 'aws-lambda';
import { METRICS_NAMESPACE, programmeMetrics } from '#lib/observability';
import { metricLines, outputOf } from '#test/logs';
import { shopifyOrder, storeWebhookSecret } from '#test/store';
import { handler } from './lambda';
import { storeWebhookDetail } from './shopify-payload';
import { storeSignature } from './verify-hmac';

const context = { functionName: 'orders', awsRequestId: 'lambda-request' } as Context;

/** The one metric a line of embedded metric format records, as CloudWatch would read it. */
const metricOf = (line: Record<string, unknown>) => {
  const [directive] = (
    line._aws as { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string; Unit: string }> }> }
  ).CloudWatchMetrics;
  const [metric] = directive!.Metrics;
  return {
    namespace: directive!.Namespace,
    dimensions: directive!.Dimensions,
    name: metric!.Name,
    unit: metric!.Unit,
    service: line.service,
    value: line[metric!.Name],
  };
};

/** The orders Lambda, run in this process against the local stack, emits the programme's metrics as Lambda would. */
describe('the order pipeline’s metrics', () => {
  it('counts an order delivery once when the consumer records it, and not its redelivery', async () => {
    const detail = storeWebhookDetail(
      'orders/paid',
      { webhook_id: randomUUID(), shop: 'local-store.myshopify.com', received_at: new Date().toISOString() },
      shopifyOrder({ code: 'NOBODY' }),
    );
    const busEvent = { id: randomUUID(), source: 'app.store', 'detail-type': 'Store webhook received', detail };

    const first = metricLines(await outputOf(() => handler(busEvent as never, context)));
    const again = metricLines(await outputOf(() => handler(busEvent as never, context)));

    const { name, unit, service } = programmeMetrics.ordersIngested;
    expect(first.map(metricOf)).toEqual([{ namespace: METRICS_NAMESPACE, dimensions: [['service']], name, unit, service, value: 1 }]);
    expect(again).toEqual([]);
  });

  it('measures a webhook from its arrival at API Gateway to its event on the bus', async () => {
    const rawBody = JSON.stringify(shopifyOrder({ code: 'NOBODY' }));
    const arrived = Date.now() - 40;
    const event = {
      version: '2.0',
      routeKey: 'POST /api/webhooks/shopify',
      rawPath: '/api/webhooks/shopify',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/paid',
        'x-shopify-webhook-id': randomUUID(),
        'x-shopify-api-version': STORE_API_VERSION,
        'x-shopify-hmac-sha256': storeSignature(rawBody, await storeWebhookSecret()),
      },
      requestContext: {
        requestId: randomUUID(),
        http: { method: 'POST', path: '/api/webhooks/shopify', sourceIp: '203.0.113.1' },
        timeEpoch: arrived,
      },
      body: rawBody,
      isBase64Encoded: false,
    };

    let answer: { statusCode: number } | undefined;
    const lines = metricLines(
      await outputOf(async () => {
        answer = (await handler(event as never, context)) as { statusCode: number };
      }),
    );

    expect(answer!.statusCode).toBe(200);
    const { name, unit, service } = programmeMetrics.webhookLatency;
    expect(lines.map(metricOf)).toEqual([
      { namespace: METRICS_NAMESPACE, dimensions: [['service']], name, unit, service, value: expect.any(Number) },
    ]);
    expect(metricOf(lines[0]!).value).toBeGreaterThanOrEqual(40);
  });
});
