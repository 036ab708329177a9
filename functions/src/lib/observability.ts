import { Logger } from '@aws-lambda-powertools/logger';
import { search } from '@aws-lambda-powertools/logger/correlationId';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { REQUEST_ID_HEADER } from '@app/shared/contracts';
import type { MiddlewareObj } from '@middy/core';
import type { HttpEvent, HttpResult } from './http';

/**
 * Every function's log: one JSON object a line (Powertools Logger), with the function's name, cold start and
 * Lambda request id, and as `correlation_id` the id the browser is shown: API Gateway's request id for an API
 * call (returned in REQUEST_ID_HEADER), the event's id for a bus event. The service is the domain
 * (POWERTOOLS_SERVICE_NAME, which the CDK sets per function).
 */
export const logger = new Logger({ correlationIdSearchFn: search });

/** API Gateway's request id for an API call, the event's own id for a bus event, the message id for a queue message. */
const CORRELATION_ID_PATH = 'requestContext.requestId || id || Records[0].messageId';

/** Logger context for each invocation (function, cold start, request ids), reset after it. */
export const logContext = () => injectLambdaContext(logger, { correlationIdPath: CORRELATION_ID_PATH, resetKeys: true });

/** Returns API Gateway's request id on every answer, success or error, so a user can quote it. */
export function requestIdHeader(): MiddlewareObj<HttpEvent, HttpResult> {
  const addHeader = (request: { event: HttpEvent; response?: HttpResult | null }) => {
    const requestId = request.event.requestContext.requestId;
    if (!request.response || !requestId) return;
    request.response = { ...request.response, headers: { ...request.response.headers, [REQUEST_ID_HEADER]: requestId } };
  };
  return { after: addHeader, onError: addHeader };
}

/**
 * The programme's own CloudWatch metrics. The functions emit them with Powertools Metrics (embedded
 * metric format, namespace below, one `service` dimension: the domain that emits it); the CDK
 * dashboard and alarms (infra/) read the same names, so the two cannot drift.
 */
export const METRICS_NAMESPACE = 'Programme';

export const programmeMetrics = {
  /** One per order event the order consumer counted (created, updated, cancelled or refunded). */
  ordersIngested: { name: 'OrdersIngested', unit: 'Count', service: 'orders' },
  /** Time from a store webhook's arrival to its event being on the bus, in milliseconds. */
  webhookLatency: { name: 'WebhookLatency', unit: 'Milliseconds', service: 'orders' },
  /** One per discount code the store refused or could not be reached for. */
  codeSyncFailures: { name: 'CodeSyncFailures', unit: 'Count', service: 'code-sync' },
} as const;

export type ProgrammeMetric = keyof typeof programmeMetrics;

/** One Metrics per service that emits (its `service` dimension), made on first use. */
const metricsByService = new Map<string, Metrics>();

/**
 * Records one of the programme's metrics (platform/metrics.ts) at once, as an embedded-metric-format log line
 * CloudWatch turns into the metric; the dashboard and alarms read the same names.
 */
export function recordMetric(metric: ProgrammeMetric, value = 1): void {
  const { name, unit, service } = programmeMetrics[metric];
  let metrics = metricsByService.get(service);
  if (!metrics) {
    metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: service });
    metricsByService.set(service, metrics);
  }
  metrics.addMetric(name, unit, value);
  metrics.publishStoredMetrics();
}
