import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { SQSEvent } from 'aws-lambda';
import type { EventRule } from '@app/functions/platform';
import { findFreePortBlock } from './free-ports';
import { startEventBus, type EventBridgeEvent } from './event-bus';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './layout';

const rules: EventRule[] = [
  { name: 'orders-order-paid', domain: 'orders', event: { source: 'store', detailType: 'order.paid' }, grants: [] },
  { name: 'audit-order-paid', domain: 'audit', event: { source: 'store', detailType: 'order.paid' }, grants: [] },
  { name: 'audit-user-deleted', domain: 'audit', event: { source: 'admin', detailType: 'user.deleted' }, grants: [] },
];

/** Resolves once `condition` holds, checking after each turn of the event loop. */
async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('local EventBridge endpoint', () => {
  it("accepts the real client's PutEvents and delivers each entry to every consumer whose rule matches", async () => {
    const delivered: Array<[string, EventBridgeEvent]> = [];
    const bus = await startEventBus({
      port: await findFreePortBlock(1),
      busName: 'test-bus',
      rules,
      invoke: (domain, event) => {
        delivered.push([domain, event as EventBridgeEvent]);
        return Promise.resolve();
      },
    });
    const client = new EventBridgeClient({ endpoint: bus.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });

    const answer = await client.send(
      new PutEventsCommand({
        Entries: [
          { EventBusName: 'test-bus', Source: 'store', DetailType: 'order.paid', Detail: JSON.stringify({ id: 1 }) },
          { EventBusName: 'test-bus', Source: 'admin', DetailType: 'user.deleted', Detail: JSON.stringify({ id: 2 }) },
          { EventBusName: 'test-bus', Source: 'nobody', DetailType: 'order.paid', Detail: '{}' },
        ],
      }),
    );
    await bus.idle();
    await bus.stop();

    expect(answer.FailedEntryCount).toBe(0);
    expect(delivered.map(([consumer, event]) => [consumer, event.source, event['detail-type'], event.detail]).sort()).toEqual(
      [
        ['orders', 'store', 'order.paid', { id: 1 }],
        ['audit', 'store', 'order.paid', { id: 1 }],
        ['audit', 'admin', 'user.deleted', { id: 2 }],
      ].sort(),
    );
    expect(delivered[0]?.[1]).toMatchObject({
      version: '0',
      id: answer.Entries?.[0]?.EventId,
      account: expect.any(String),
      region: LOCAL_REGION,
    });
  });

  it('retries a failing consumer, as EventBridge does', async () => {
    let calls = 0;
    const bus = await startEventBus({
      port: await findFreePortBlock(1),
      busName: 'test-bus',
      rules: [rules[0]!],
      retryDelaysMs: [10, 10],
      invoke: () => {
        calls++;
        return calls < 3 ? Promise.reject(new Error('not yet')) : Promise.resolve();
      },
    });
    const client = new EventBridgeClient({ endpoint: bus.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });

    await client.send(
      new PutEventsCommand({ Entries: [{ EventBusName: 'test-bus', Source: 'store', DetailType: 'order.paid', Detail: '{}' }] }),
    );
    await bus.idle();
    await bus.stop();

    expect(calls).toBe(3);
    expect(bus.failedDeliveries()).toBe(0);
  });

  it('runs a few deliveries at a time per consumer, the rest in turn, and another consumer meanwhile', async () => {
    const running = { orders: 0, audit: 0 };
    const most = { orders: 0, audit: 0 };
    const releases: Array<() => void> = [];
    const bus = await startEventBus({
      port: await findFreePortBlock(1),
      busName: 'test-bus',
      rules: [rules[0]!, rules[2]!],
      concurrentDeliveries: 2,
      invoke: async (domain) => {
        const consumer = domain as keyof typeof running;
        running[consumer]++;
        most[consumer] = Math.max(most[consumer], running[consumer]);
        if (consumer === 'orders') await new Promise<void>((release) => releases.push(release));
        running[consumer]--;
      },
    });
    const client = new EventBridgeClient({ endpoint: bus.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    const entry = (Source: string, DetailType: string) => ({ EventBusName: 'test-bus', Source, DetailType, Detail: '{}' });

    await client.send(new PutEventsCommand({ Entries: Array.from({ length: 6 }, () => entry('store', 'order.paid')) }));
    await client.send(new PutEventsCommand({ Entries: [entry('admin', 'user.deleted')] }));
    // Two orders deliveries hold their places; the audit consumer is not kept waiting behind them.
    await waitUntil(() => releases.length === 2 && most.audit === 1);
    expect(running.orders).toBe(2);
    while (releases.length > 0 || running.orders > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await bus.idle();
    await bus.stop();

    expect(most.orders).toBe(2);
    expect(releases).toHaveLength(0);
  });

  it('rejects an entry whose detail is not JSON, delivering nothing', async () => {
    let calls = 0;
    const bus = await startEventBus({
      port: await findFreePortBlock(1),
      busName: 'test-bus',
      rules,
      invoke: () => Promise.resolve(calls++),
    });
    const client = new EventBridgeClient({ endpoint: bus.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });

    const answer = await client.send(new PutEventsCommand({ Entries: [{ Source: 'store', DetailType: 'order.paid', Detail: '{nope' }] }));
    await bus.idle();
    await bus.stop();

    expect(answer.FailedEntryCount).toBe(1);
    expect(answer.Entries?.[0]?.ErrorCode).toBe('MalformedDetail');
    expect(calls).toBe(0);
  });

  describe('when a consumer fails every attempt', () => {
    let queueDir: string;
    beforeEach(() => (queueDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unprocessed-'))));
    afterEach(() => fs.rmSync(queueDir, { recursive: true, force: true }));

    const put = (endpoint: string) =>
      new EventBridgeClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }).send(
        new PutEventsCommand({
          Entries: [{ EventBusName: 'test-bus', Source: 'store', DetailType: 'order.paid', Detail: JSON.stringify({ id: 7 }) }],
        }),
      );

    it("hands the event to the dead-letters domain as Lambda's on-failure destination would, with the last error", async () => {
      const taken: SQSEvent[] = [];
      let consumerCalls = 0;
      const bus = await startEventBus({
        port: await findFreePortBlock(1),
        busName: 'test-bus',
        rules: [rules[0]!],
        retryDelaysMs: [10, 10],
        queueDir,
        invoke: (domain, event) => {
          if (domain === 'dead-letters') {
            taken.push(event as SQSEvent);
            return Promise.resolve({ batchItemFailures: [] });
          }
          consumerCalls++;
          return Promise.reject(new Error(`attempt ${consumerCalls} failed`));
        },
      });

      const answer = await put(bus.endpoint);
      await bus.idle();
      await bus.stop();

      expect(consumerCalls).toBe(3);
      expect(bus.failedDeliveries()).toBe(1);
      expect(taken).toHaveLength(1);
      const record = taken[0]!.Records[0]!;
      expect(record.eventSource).toBe('aws:sqs');
      expect(JSON.parse(record.body)).toMatchObject({
        requestContext: {
          condition: 'RetriesExhausted',
          approximateInvokeCount: 3,
          functionArn: expect.stringContaining(':function:orders:'),
        },
        requestPayload: { id: answer.Entries?.[0]?.EventId, source: 'store', 'detail-type': 'order.paid', detail: { id: 7 } },
        responsePayload: { errorMessage: 'attempt 3 failed' },
      });
      expect(fs.readdirSync(queueDir)).toEqual([]);
    });

    it('keeps the message until the dead-letters domain takes it, across a restart of the bus', async () => {
      const port = await findFreePortBlock(1);
      const first = await startEventBus({
        port,
        busName: 'test-bus',
        rules: [rules[0]!],
        retryDelaysMs: [],
        queueDir,
        invoke: () => Promise.reject(new Error('the table is down')),
      });
      await put(first.endpoint);
      while (fs.readdirSync(queueDir).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      await first.stop();

      const taken: string[] = [];
      const second = await startEventBus({
        port,
        busName: 'test-bus',
        rules: [rules[0]!],
        queueDir,
        invoke: (domain, event) => {
          // The first offer fails too (the queue offers it again a second later).
          taken.push(domain);
          return Promise.resolve({
            batchItemFailures: taken.length === 1 ? [{ itemIdentifier: (event as SQSEvent).Records[0]!.messageId }] : [],
          });
        },
      });
      await second.idle();
      await second.stop();

      expect(taken).toEqual(['dead-letters', 'dead-letters']);
      expect(fs.readdirSync(queueDir)).toEqual([]);
    });
  });
});
