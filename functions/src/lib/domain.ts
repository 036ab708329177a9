import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import type { EventContract, EventDetail, ScheduleContract, ScheduledDetail } from '@app/shared/contracts';
import type { Context, DynamoDBStreamEvent, EventBridgeEvent, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { Grant } from '#platform/grants';
import { env } from './env';
import { NotFound } from './errors';
import { httpErrors, httpHandlerOf, type HttpEvent, type HttpResult, type RouteDeclaration } from './http';
import { logContext, logger, requestIdHeader } from './observability';
import { pageHandlerOf, type PageDeclaration } from './page';
import { changesFrom, isStreamEvent, type ItemChange, type ItemSource } from './table-stream';
import { countedAs } from './table';
import { undeliveredEventOf, type UndeliveredEvent } from './undelivered';

/** One event a domain consumes: its contract, what the consumer may touch, and what it does. */
export interface ConsumerDeclaration<E extends EventContract = EventContract> {
  event: E;
  grants: readonly Grant[];
  consume: (detail: EventDetail<E>) => Promise<unknown>;
}

export function consumer<const E extends EventContract>(
  event: E,
  grants: readonly Grant[],
  consume: ConsumerDeclaration<E>['consume'],
): ConsumerDeclaration<E> {
  return { event, grants, consume };
}

/**
 * A job a domain runs on a timetable: its schedule contract (the cron expression and the event the rule
 * puts), what the job may touch, and what it does. The job gets the time the run was due.
 */
export interface ScheduleDeclaration {
  schedule: ScheduleContract;
  grants: readonly Grant[];
  run: (detail: ScheduledDetail) => Promise<unknown>;
}

export function schedule(contract: ScheduleContract, grants: readonly Grant[], run: ScheduleDeclaration['run']): ScheduleDeclaration {
  return { schedule: contract, grants, run };
}

/**
 * A read model a domain keeps from the table's stream (lib/table-stream.ts): the items it follows, what it may
 * touch, and what it does with a batch of their changes. Its name tells its exactly-once markers apart.
 */
export interface ProjectionDeclaration {
  name: string;
  source: ItemSource;
  grants: readonly Grant[];
  project: (changes: readonly ItemChange[]) => Promise<unknown>;
}

export function projection(
  name: string,
  source: ItemSource,
  grants: readonly Grant[],
  project: ProjectionDeclaration['project'],
): ProjectionDeclaration {
  return { name, source, grants, project };
}

/** The one domain that takes the events no consumer could process, from the unprocessed-events queue. */
export interface UndeliveredConsumerDeclaration {
  grants: readonly Grant[];
  consume: (undelivered: UndeliveredEvent) => Promise<unknown>;
}

/**
 * A backend domain as the platform sees it: its name (its folder and its Lambda), its routes and its
 * event consumers. Each domain's index.ts exports one; platform/ gathers them for the CDK and the local stack.
 */
export interface Domain {
  name: string;
  // Each declaration keeps its own contract's types; the lists need only what every one shares (a
  // function taking `never` accepts a handler of any input).
  routes: ReadonlyArray<Omit<RouteDeclaration, 'handle'> & { handle: (request: never) => Promise<unknown> }>;
  consumers: ReadonlyArray<Omit<ConsumerDeclaration, 'consume'> & { consume: (detail: never) => Promise<unknown> }>;
  /** Jobs on a timetable: a scheduled rule each in AWS, a timer each in the local stack. */
  schedules?: readonly ScheduleDeclaration[];
  undelivered?: UndeliveredConsumerDeclaration;
  /** Read models kept from the table's stream: one event source mapping of its Lambda in AWS, filtered to their sources. */
  projections?: readonly ProjectionDeclaration[];
  /** Web pages it renders on the server (HTML, outside /api): routed like its routes, answered by lib/page.ts. */
  pages?: ReadonlyArray<Omit<PageDeclaration, 'render'> & { render: (request: never) => Promise<unknown> }>;
  /** Files from node_modules its code reads at run time (lib/shipped-files.ts): shipped beside its bundle. */
  files?: readonly string[];
  /**
   * The most instances its pages' Lambda runs at once (reserved concurrency): a page anyone can flood (a
   * tracked link) is held to its share, and the rest of the account's capacity stays the API's.
   */
  pageConcurrency?: number;
}

export function defineDomain<const D extends Domain>(domain: D): D {
  return domain;
}

/** Every grant a domain's routes and consumers name: its Lambda gets exactly these. */
export function grantsOf(domain: Domain): Grant[] {
  const parts = [
    ...domain.routes,
    ...(domain.pages ?? []),
    ...domain.consumers,
    ...(domain.schedules ?? []),
    ...(domain.undelivered ? [domain.undelivered] : []),
    ...(domain.projections ?? []),
  ];
  return [...new Set(parts.flatMap((part) => part.grants))].sort();
}

function isBusEvent(event: unknown): event is EventBridgeEvent<string, unknown> {
  return typeof event === 'object' && event !== null && 'detail-type' in event && 'source' in event;
}

function isQueueEvent(event: unknown): event is SQSEvent {
  return typeof event === 'object' && event !== null && 'Records' in event && Array.isArray(event.Records);
}

/**
 * A batch of the table's changes: each projection gets those of its items, in stream order. One that fails
 * fails the batch, which the event source mapping delivers again (projections are idempotent: lib/table-stream.ts).
 */
async function project(domain: Domain, event: DynamoDBStreamEvent): Promise<void> {
  await countedAs('projections', async () => {
    for (const declared of domain.projections ?? []) {
      const changes = changesFrom(declared.source, event);
      if (changes.length > 0) await declared.project(changes);
    }
  });
}

/** Each message on its own: the ones that fail go back to the queue (partial batch response), the rest are done. */
async function consumeUndelivered(domain: Domain, event: SQSEvent): Promise<SQSBatchResponse> {
  const { undelivered } = domain;
  if (!undelivered) throw new Error(`${domain.name} takes no undelivered events`);
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await undelivered.consume(undeliveredEventOf(record));
    } catch (error) {
      logger.error('Could not take an undelivered message', { messageId: record.messageId, error });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}

/**
 * The one Lambda handler of a domain: HTTP API events go to the route @middy/http-router matches by
 * method and path, bus events to the consumer of their source and detail-type, whose schema parses the
 * detail first (a detail it refuses fails the invocation, so the bus retries and then dead-letters it),
 * a scheduled rule's event (the same shape, its rule's input) to the job of its schedule, messages of the unprocessed-events queue to the domain that keeps them,
 * and batches of the table's stream to its projections.
 */
export function domainHandler(domain: Domain) {
  // Fail fast: a function deployed without its environment says so at cold start, not at its first query.
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) env();
  const dispatch = httpRouterHandler({
    routes: [
      ...domain.routes.map((declaration) => ({
        method: declaration.contract.method,
        path: declaration.contract.path,
        handler: httpHandlerOf(declaration as unknown as RouteDeclaration) as unknown as (event: HttpEvent) => Promise<HttpResult>,
      })),
      ...(domain.pages ?? []).map((declaration) => ({
        method: declaration.contract.method,
        path: declaration.contract.path,
        handler: pageHandlerOf(declaration as unknown as PageDeclaration) as unknown as (event: HttpEvent) => Promise<HttpResult>,
      })),
    ],
    // API Gateway sends only declared routes; anything else is a 404 in our error shape.
    notFoundResponse: () => {
      throw new NotFound();
    },
    // The router's own types know nothing of our event shape; it passes events through untouched.
  }) as unknown as (event: HttpEvent, context: Context) => Promise<HttpResult>;
  // Middy runs onError from the last middleware used to the first: httpErrors answers, then the request id is added.
  const router = middy<HttpEvent, HttpResult>().use(requestIdHeader()).use(httpErrors()).handler(dispatch);

  const handle = async (
    event: HttpEvent | EventBridgeEvent<string, unknown> | SQSEvent | DynamoDBStreamEvent,
    context: Context,
  ): Promise<unknown> => {
    if (isStreamEvent(event)) return project(domain, event);
    if (isQueueEvent(event)) return consumeUndelivered(domain, event);
    if (!isBusEvent(event)) return router(event, context);
    const job = domain.schedules?.find(({ schedule: due }) => due.source === event.source && due.detailType === event['detail-type']);
    if (job) return countedAs(`schedule ${event['detail-type']}`, () => job.run(job.schedule.detail.parse(event.detail)));
    const target = domain.consumers.find(
      (candidate) => candidate.event.source === event.source && candidate.event.detailType === event['detail-type'],
    );
    if (!target) throw new Error(`${domain.name} has no consumer for ${event.source} / ${event['detail-type']}`);
    return countedAs(`consumer of ${event['detail-type']}`, () =>
      (target as ConsumerDeclaration).consume(target.event.detail.parse(event.detail)),
    );
  };
  // Every invocation logs with its context and request ids (lib/observability.ts).
  return middy(handle).use(logContext());
}
