import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { EventRule } from '@app/functions/platform';
import { findFreePortBlock } from './free-ports';
import { startEventBus, type EventBridgeEvent } from './event-bus';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './layout';

const rules: EventRule[] = [
  { name: 'orders-order-paid', domain: 'orders', event: { source: 'store', detailType: 'order.paid' }, grants: [] },
  { name: 'audit-order-paid', domain: 'audit', event: { source: 'store', detailType: 'order.paid' }, grants: [] },
  { name: 'audit-user-deleted', domain: 'audit', event: { source: 'admin', detailType: 'user.deleted' }, grants: [] },
];

describe('local EventBridge endpoint', () => {
  it("accepts the real client's PutEvents and delivers each entry to every consumer whose rule matches", async () => {
    const delivered: Array<[string, EventBridgeEvent]> = [];
    const bus = await startEventBus({
      port: await findFreePortBlock(1),
      busName: 'test-bus',
      rules,
      invoke: (domain, event) => {
        delivered.push([domain, event]);
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
});
