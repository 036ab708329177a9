import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { eventRules as definedRules, matchesRule, undeliveredDomain, type EventRule } from '@app/functions/platform';
import { invokeFunction } from './lambda';
import { LOCAL_ACCOUNT, LOCAL_REGION, LOCAL_SETTLED_TARGET } from './layout';
import { readBody } from './http-util';
import { startUndeliveredQueue } from './undelivered-queue';

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

/**
 * Lambda invokes an event's consumer three times (at once, then about 1 and 2 minutes later) before its
 * on-failure destination takes the event; locally the same attempts come seconds apart.
 */
const RETRY_DELAYS_MS = [1000, 2000];

/**
 * At most this many deliveries run at once in each consumer; the others wait their turn, as Lambda's
 * asynchronous queue holds events. In AWS every invocation has a sandbox of its own, so a burst of
 * events never slows the API; here every function shares one process, and thousands of consumer
 * invocations under way at once would starve the routes (a store webhook's answer waited behind them).
 * DynamoDB Local runs its storage on one thread, so more at once would not finish sooner (the bench
 * ingests as many orders a second at 8 as with no limit, and answers the store webhook sooner; at 4,
 * consumers that wait on other services, as the demo data's seeding does, queue up: 15 s instead of 11).
 */
const CONCURRENT_DELIVERIES = 8;

/** Runs calls `limit` at a time, the rest in the order they came. */
function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(call: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await call();
    } finally {
      // The slot passes straight to the next call waiting, or frees up.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** What Lambda's on-failure destination sends when an asynchronous invocation failed every attempt. */
function failureRecord(domain: string, event: EventBridgeEvent, attempts: number, error: unknown) {
  return {
    version: '1.0',
    timestamp: new Date().toISOString(),
    requestContext: {
      requestId: randomUUID(),
      functionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${domain}:$LATEST`,
      condition: 'RetriesExhausted',
      approximateInvokeCount: attempts,
    },
    requestPayload: event,
    responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
    responsePayload: {
      errorType: error instanceof Error ? error.name : 'Error',
      errorMessage: error instanceof Error ? error.message : String(error),
    },
  };
}

/**
 * A local EventBridge endpoint: answers the SDK's PutEvents and DescribeEventBus, and delivers each
 * entry to the consumers whose rule (the events stack's definitions) matches, asynchronously and with
 * retries, as EventBridge and Lambda do, a few at a time per consumer (CONCURRENT_DELIVERIES). An event
 * whose consumer fails every attempt goes to the unprocessed-events queue (undelivered-queue.ts), which
 * the dead-letters domain takes. `idle()` resolves once everything put so far has been delivered or
 * taken from that queue.
 */
export async function startEventBus(options: {
  port: number;
  busName: string;
  rules?: readonly EventRule[];
  /** Calls a domain's Lambda. */
  invoke?: (domain: string, event: unknown) => Promise<unknown>;
  /** Delays before each retry of a failing consumer. */
  retryDelaysMs?: readonly number[];
  /** Deliveries under way at once per consuming domain (CONCURRENT_DELIVERIES). */
  concurrentDeliveries?: number;
  /** Where the unprocessed-events queue keeps its messages; in memory without one. */
  queueDir?: string;
}) {
  const rules = options.rules ?? definedRules;
  const invoke = options.invoke ?? invokeFunction;
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const limits = new Map<string, ReturnType<typeof concurrencyLimit>>();
  // A domain's deliveries, a few at a time: a retry waiting out its delay holds no place.
  const invokeInTurn = (domain: string, event: EventBridgeEvent) => {
    let limit = limits.get(domain);
    if (!limit) {
      limit = concurrencyLimit(options.concurrentDeliveries ?? CONCURRENT_DELIVERIES);
      limits.set(domain, limit);
    }
    return limit(() => invoke(domain, event));
  };
  const inFlight = new Set<Promise<void>>();
  const keeper = undeliveredDomain?.name;
  const queue = startUndeliveredQueue({ dir: options.queueDir, consume: keeper ? (event) => invoke(keeper, event) : undefined });
  let failures = 0;
  let accepted = 0;

  async function deliver(rule: EventRule, event: EventBridgeEvent): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await invokeInTurn(rule.domain, event);
        return;
      } catch (error) {
        const delay = retryDelays[attempt - 1];
        if (delay === undefined) {
          failures++;
          console.error(`[events] ${rule.name} gave up on ${event.id} after ${attempt} attempts:`, error);
          queue.send(failureRecord(rule.domain, event, attempt, error));
          return;
        }
        await sleep(delay);
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
      accepted++;
      for (const rule of rules) {
        if (!matchesRule(rule, { source: event.source, detailType: event['detail-type'] })) continue;
        const delivery = deliver(rule, event).finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
      return { EventId: event.id };
    });
  }

  // The server ignores the handler's promise; the handler answers every request itself, errors included.
  /** Resolves when every event put so far has reached its consumers, or its dead letter has been kept. */
  async function idle(): Promise<void> {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
    await queue.empty();
  }
  let settle = idle;
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
    } else if (target === LOCAL_SETTLED_TARGET) {
      // Local only: a test process waits here until what it did has been consumed and projected.
      await settle();
      reply(200, {});
    } else {
      reply(400, { __type: 'UnknownOperationException', message: `${target} is not supported locally.` });
    }
  };
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    /** Puts one event from inside the stack (the scheduler), as a PutEvents call would. */
    put: (entry: PutEventsEntry) => putEvents([entry])[0],
    idle,
    /** What a LOCAL_SETTLED_TARGET request waits for (idle() unless told more: the table stream's projections too). */
    settleWith(wait: () => Promise<void>): void {
      settle = wait;
    },
    /** Deliveries that failed every attempt since start. */
    failedDeliveries: () => failures,
    /** Events taken since start. */
    acceptedEvents: () => accepted,
    /** Stops taking events, lets the deliveries under way finish (or reach the queue's folder), then stops the queue. */
    async stop(): Promise<void> {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      await queue.stop();
    },
  };
}
export type LocalEventBus = Awaited<ReturnType<typeof startEventBus>>;
