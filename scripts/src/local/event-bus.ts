import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { eventRules as definedRules, matchesRule, type EventRule } from '@app/functions/platform';
import { invokeFunction } from './lambda';
import { LOCAL_ACCOUNT, LOCAL_REGION } from './layout';
import { readBody } from './http-util';

interface PutEventsEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Resources?: string[];
  Time?: string | number;
}

export interface EventBridgeEvent {
  version: '0';
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: unknown;
}

const DELIVERY_ATTEMPTS = 4;

/**
 * A local EventBridge endpoint: answers the SDK's PutEvents and DescribeEventBus, and delivers each
 * entry to the consumers whose rule (the events stack's definitions) matches, asynchronously and with
 * retries, as EventBridge does. `idle()` resolves once everything put so far has been delivered.
 */
export async function startEventBus(options: {
  port: number;
  busName: string;
  rules?: readonly EventRule[];
  /** Calls the consuming domain's Lambda. */
  invoke?: (domain: string, event: EventBridgeEvent) => Promise<unknown>;
}) {
  const rules = options.rules ?? definedRules;
  const invoke = options.invoke ?? invokeFunction;
  const inFlight = new Set<Promise<void>>();
  let failures = 0;

  async function deliver(rule: EventRule, event: EventBridgeEvent): Promise<void> {
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt++) {
      try {
        await invoke(rule.domain, event);
        return;
      } catch (error) {
        if (attempt === DELIVERY_ATTEMPTS) {
          failures++;
          console.error(`[events] ${rule.name} gave up on ${event.id} after ${attempt} attempts:`, error);
          return;
        }
        await sleep(100 * 2 ** attempt);
      }
    }
  }

  function putEvents(entries: PutEventsEntry[]) {
    return entries.map((entry) => {
      if (!entry.Source || !entry.DetailType || !entry.Detail) {
        return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Source, DetailType and Detail are required.' };
      }
      if (entry.EventBusName && !entry.EventBusName.endsWith(options.busName)) {
        return { ErrorCode: 'ResourceNotFoundException', ErrorMessage: `Event bus ${entry.EventBusName} does not exist.` };
      }
      let detail: unknown;
      try {
        detail = JSON.parse(entry.Detail);
      } catch {
        return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is not valid JSON.' };
      }
      const event: EventBridgeEvent = {
        version: '0',
        id: randomUUID(),
        'detail-type': entry.DetailType,
        source: entry.Source,
        account: LOCAL_ACCOUNT,
        time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        region: LOCAL_REGION,
        resources: entry.Resources ?? [],
        detail,
      };
      for (const rule of rules) {
        if (!matchesRule(rule, { source: event.source, detailType: event['detail-type'] })) continue;
        const delivery = deliver(rule, event).finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
      return { EventId: event.id };
    });
  }

  // The server ignores the handler's promise; the handler answers every request itself, errors included.
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<string, unknown>;
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify(payload));
    };
    if (target === 'AWSEvents.PutEvents') {
      const results = putEvents((body.Entries as PutEventsEntry[] | undefined) ?? []);
      reply(200, { Entries: results, FailedEntryCount: results.filter((r) => 'ErrorCode' in r).length });
    } else if (target === 'AWSEvents.DescribeEventBus') {
      const name = (body.Name as string | undefined) ?? 'default';
      if (name !== options.busName) {
        reply(400, { __type: 'ResourceNotFoundException', message: `Event bus ${name} does not exist.` });
        return;
      }
      reply(200, { Name: name, Arn: `arn:aws:events:${LOCAL_REGION}:${LOCAL_ACCOUNT}:event-bus/${name}` });
    } else {
      reply(400, { __type: 'UnknownOperationException', message: `${target} is not supported locally.` });
    }
  };
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    /** Resolves when every event put so far has reached its consumers (or given up). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    /** Deliveries that failed every attempt since start. */
    failedDeliveries: () => failures,
    async stop(): Promise<void> {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type LocalEventBus = Awaited<ReturnType<typeof startEventBus>>;
