import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod';

/**
 * What reaches the unprocessed-events queue, in either of its two shapes: the record Lambda's on-failure
 * destination sends when a consumer still fails after Lambda's retries, or the event itself with
 * EventBridge's error attributes when the bus could not invoke the consumer at all. The local bus sends
 * the first shape, as Lambda does.
 */
export interface UndeliveredEvent {
  event: { id: string; source: string; detailType: string; detail: unknown };
  consumer: string;
  reason: string;
  attempts: number;
  failedAt: string;
}

const busEventSchema = z.object({
  id: z.string(),
  source: z.string(),
  'detail-type': z.string(),
  detail: z.unknown(),
});

const lambdaFailureSchema = z.object({
  timestamp: z.string(),
  requestContext: z.object({
    functionArn: z.string(),
    condition: z.string(),
    approximateInvokeCount: z.number().int().nonnegative(),
  }),
  requestPayload: busEventSchema,
  responsePayload: z.object({ errorMessage: z.string().optional(), errorType: z.string().optional() }).nullish(),
});

const asEvent = (event: z.infer<typeof busEventSchema>): UndeliveredEvent['event'] => ({
  id: event.id,
  source: event.source,
  detailType: event['detail-type'],
  detail: event.detail,
});

/** "arn:aws:lambda:region:account:function:name:$LATEST" → "name"; any other ARN unchanged. */
const functionNameOf = (arn: string) => /:function:([^:]+)/.exec(arn)?.[1] ?? arn;

/** Reads one queue message; throws when it is neither shape (the queue keeps it until it expires). */
export function undeliveredEventOf(record: SQSRecord): UndeliveredEvent {
  const body: unknown = JSON.parse(record.body);
  const failure = lambdaFailureSchema.safeParse(body);
  if (failure.success) {
    const { requestContext, requestPayload, responsePayload, timestamp } = failure.data;
    return {
      event: asEvent(requestPayload),
      consumer: functionNameOf(requestContext.functionArn),
      reason: responsePayload?.errorMessage ?? requestContext.condition,
      attempts: requestContext.approximateInvokeCount,
      failedAt: new Date(timestamp).toISOString(),
    };
  }
  const attribute = (name: string) => record.messageAttributes[name]?.stringValue;
  return {
    event: asEvent(busEventSchema.parse(body)),
    consumer: functionNameOf(attribute('TARGET_ARN') ?? attribute('RULE_ARN') ?? 'unknown'),
    reason: [attribute('ERROR_CODE'), attribute('ERROR_MESSAGE')].filter(Boolean).join(': ') || 'Not delivered',
    attempts: Number(attribute('RETRY_ATTEMPTS') ?? 0),
    failedAt: new Date(Number(record.attributes.SentTimestamp)).toISOString(),
  };
}
