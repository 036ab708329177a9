import type { Context } from 'aws-lambda';
import { defineEvent, type ScheduledDetail } from '@app/shared/contracts';
import { schedules } from '@app/shared/contracts';
import * as z from 'zod';
import { consumer, defineDomain, domainHandler, grantsOf, projection, schedule } from './domain';
import { countedWorks, getItem, resetTableUsage, tableUsage } from './table';

const tick = schedules.defineSchedule({ source: 'test.schedule', detailType: 'Tick due', cron: '0 8 ? * MON *' });
const ping = defineEvent({ source: 'test.app', detailType: 'Ping', detail: z.object({ n: z.number() }), describe: () => 'ping' });

function givenDomain() {
  const runs: ScheduledDetail[] = [];
  const pings: number[] = [];
  const domain = defineDomain({
    name: 'test-domain',
    routes: [],
    consumers: [consumer(ping, ['table:read'], async ({ n }) => pings.push(n))],
    schedules: [schedule(tick, ['mail:send'], async (detail) => runs.push(detail))],
  });
  return { domain, runs, pings };
}

const busEvent = (source: string, detailType: string, detail: unknown) => ({ source, 'detail-type': detailType, detail }) as never;

describe('domain schedules', () => {
  it('gives the Lambda the grants of its schedules as well as those of its routes and consumers', () => {
    expect(grantsOf(givenDomain().domain)).toEqual(['mail:send', 'table:read']);
  });

  it('hands a scheduled rule’s event to its job, parsed, and bus events still to their consumers', async () => {
    const { domain, runs, pings } = givenDomain();
    const handler = domainHandler(domain);

    await handler(busEvent('test.schedule', 'Tick due', { scheduled_at: '2026-11-23T08:00:00Z' }), {} as Context);
    await handler(busEvent('test.app', 'Ping', { n: 3 }), {} as Context);

    expect(runs).toEqual([{ scheduled_at: '2026-11-23T08:00:00Z' }]);
    expect(pings).toEqual([3]);
  });

  it('fails a scheduled event whose detail its schema refuses (so it is retried, then kept as unprocessed)', async () => {
    const { domain, runs } = givenDomain();

    await expect(
      domainHandler(domain)(busEvent('test.schedule', 'Tick due', { scheduled_at: 'next monday' }), {} as Context),
    ).rejects.toThrow();
    expect(runs).toEqual([]);
  });
});

describe('domain projections', () => {
  const key = { pk: 'TEST#counted', sk: 'ITEM' };
  const streamEvent = {
    Records: [
      {
        eventSource: 'aws:dynamodb',
        eventName: 'INSERT',
        dynamodb: {
          SequenceNumber: '100',
          Keys: { pk: { S: key.pk }, sk: { S: key.sk } },
          NewImage: { pk: { S: key.pk }, sk: { S: key.sk } },
        },
      },
    ],
  } as never;

  it('counts a stream batch’s requests as the projections’ and a bus event’s as its consumer’s, apart from each other (the bench reports an order’s own cost)', async () => {
    const projected: string[] = [];
    const domain = defineDomain({
      name: 'test-domain',
      routes: [],
      consumers: [consumer(ping, ['table:read'], async () => getItem(key))],
      projections: [
        projection('test', { pkPrefix: 'TEST#', sk: 'ITEM' }, ['table:read'], async (changes) => {
          projected.push(...changes.map(({ sequence }) => sequence));
          await getItem(key);
          await getItem(key);
        }),
      ],
    });
    const handler = domainHandler(domain);
    resetTableUsage();

    await handler(streamEvent, {} as Context);
    await handler(busEvent('test.app', 'Ping', { n: 1 }), {} as Context);

    expect(projected).toEqual(['100']);
    expect(tableUsage('projections').requests).toEqual({ GetItem: 2 });
    expect(tableUsage('consumer of Ping').requests).toEqual({ GetItem: 1 });
    expect(tableUsage(['projections', 'consumer of Ping']).requests).toEqual({ GetItem: 3 });
    expect(countedWorks().sort()).toEqual(['consumer of Ping', 'projections']);
    expect(tableUsage().requests).toEqual({});
  });
});
