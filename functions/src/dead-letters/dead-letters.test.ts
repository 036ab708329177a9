import { randomUUID } from 'node:crypto';
import { deadLetters, events, links, pathOf, schedules } from '@app/shared/contracts';
import type { DeadLetter } from '@app/shared/dead-letters';
import type { Context, SQSEvent } from 'aws-lambda';
import { api, givenUser } from '#test/api';
import { eventually, givenAmbassador, shopifyOrder } from '#test/store';
import { getAmbassadorTotals } from '../leaderboards';
import { storeWebhookDetail } from '../orders/seeding';
import { handler } from './lambda';

/** The event the webhook route would have put on the bus for one order of `code`. */
function orderPaidEvent(code: string, quantity: number) {
  const order = shopifyOrder({ code, quantity });
  const detail = storeWebhookDetail(
    'orders/paid',
    { webhook_id: randomUUID(), shop: 'local-store.myshopify.com', received_at: new Date().toISOString() },
    order,
  );
  const { source, detailType } = events.storeWebhookReceived;
  return { order, event: { version: '0', id: randomUUID(), source, 'detail-type': detailType, detail } };
}

/** A queue message as SQS hands it to the dead-letters function. */
function queueEvent(body: unknown, messageAttributes: SQSEvent['Records'][number]['messageAttributes'] = {}): SQSEvent {
  const messageId = randomUUID();
  return {
    Records: [
      {
        messageId,
        receiptHandle: messageId,
        body: JSON.stringify(body),
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: String(Date.now()),
          SenderId: 'AIDA',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes,
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:unprocessed-events',
        awsRegion: 'us-east-1',
      },
    ],
  };
}

/** What Lambda's on-failure destination sends after the orders consumer failed three times. */
const lambdaFailure = (event: unknown, errorMessage: string) => ({
  version: '1.0',
  timestamp: new Date().toISOString(),
  requestContext: {
    requestId: randomUUID(),
    functionArn: 'arn:aws:lambda:us-east-1:000000000000:function:prod-orders:$LATEST',
    condition: 'RetriesExhausted',
    approximateInvokeCount: 3,
  },
  requestPayload: event,
  responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
  responsePayload: { errorType: 'Error', errorMessage },
});

const take = (event: SQSEvent) => handler(event, {} as Context);

describe('dead letters', () => {
  let admin: string;
  beforeAll(async () => ({ token: admin } = await givenUser('admin')));

  async function listed(): Promise<DeadLetter[]> {
    const { status, body } = await api('GET', pathOf(deadLetters.listDeadLetters), { token: admin });
    expect(status).toBe(200);
    return body.dead_letters as DeadLetter[];
  }
  const redrive = (id: string) => api('POST', pathOf(deadLetters.redriveDeadLetter, { dead_letter_id: id }), { token: admin });

  it('keeps a webhook its consumer could not fold, with the reason, for admins to see; the queue delivering it twice keeps one', async () => {
    const { order, event } = orderPaidEvent('NOBODY', 1);
    const message = queueEvent(lambdaFailure(event, 'Item size has exceeded the maximum allowed size'));

    expect(await take(message)).toEqual({ batchItemFailures: [] });
    expect(await take(message)).toEqual({ batchItemFailures: [] });

    const kept = (await listed()).filter((letter) => letter.summary.includes(order.name));
    expect(kept).toEqual([
      expect.objectContaining({
        source: events.storeWebhookReceived.source,
        detail_type: events.storeWebhookReceived.detailType,
        consumer: 'prod-orders',
        reason: 'Item size has exceeded the maximum allowed size',
        attempts: 3,
        summary: `orders/paid for order ${order.name}`,
        status: 'pending',
      }),
    ]);
  });

  it('keeps what EventBridge itself could not deliver, with its error attributes', async () => {
    const { order, event } = orderPaidEvent('NOBODY', 1);
    const attribute = (value: string) => ({ stringValue: value, dataType: 'String' }) as const;

    await take(
      queueEvent(event, {
        ERROR_CODE: attribute('ResourceNotFoundException'),
        ERROR_MESSAGE: attribute('Function not found'),
        RETRY_ATTEMPTS: attribute('185'),
        TARGET_ARN: attribute('arn:aws:lambda:us-east-1:000000000000:function:prod-orders'),
      }),
    );

    expect((await listed()).find((letter) => letter.summary.includes(order.name))).toMatchObject({
      consumer: 'prod-orders',
      reason: 'ResourceNotFoundException: Function not found',
      attempts: 185,
    });
  });

  it('returns a message it cannot read to the queue alone, keeping the others', async () => {
    const { event } = orderPaidEvent('NOBODY', 1);
    const good = queueEvent(lambdaFailure(event, 'boom')).Records[0]!;
    const bad = queueEvent({ not: 'an event' }).Records[0]!;

    expect(await take({ Records: [bad, good] })).toEqual({ batchItemFailures: [{ itemIdentifier: bad.messageId }] });
  });

  it('replays a dead letter on the bus exactly once, however many admins press Redrive at the same time', async () => {
    const { userId, code } = await givenAmbassador('student');
    const { order, event } = orderPaidEvent(code, 3);
    await take(queueEvent(lambdaFailure(event, 'DynamoDB was unreachable')));
    const letter = (await listed()).find((candidate) => candidate.summary.includes(order.name))!;

    const answers = await Promise.all(Array.from({ length: 5 }, () => redrive(letter.id)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 200)!.body).toMatchObject({ id: letter.id, status: 'redriven' });
    expect(answers.find((answer) => answer.status === 409)!.body.error.message).toBe(deadLetters.redriveDeadLetter.errors.alreadyRedriven);
    await eventually(async () => expect((await getAmbassadorTotals(userId))?.units_sold).toBe(3));
    expect((await listed()).find((candidate) => candidate.id === letter.id)).toMatchObject({
      status: 'redriven',
      redriven_at: expect.any(String),
    });
  });

  it('replays every pending dead letter with one call, and none twice', async () => {
    const { userId, code } = await givenAmbassador('student');
    for (const quantity of [1, 2]) await take(queueEvent(lambdaFailure(orderPaidEvent(code, quantity).event, 'timeout')));

    const first = await api('POST', pathOf(deadLetters.redrivePending), { token: admin });
    const second = await api('POST', pathOf(deadLetters.redrivePending), { token: admin });

    expect(first.status).toBe(200);
    expect(first.body.redriven).toBeGreaterThanOrEqual(2);
    expect(second.body).toEqual({ redriven: 0, skipped: 0 });
    await eventually(async () => expect((await getAmbassadorTotals(userId))?.units_sold).toBe(3));
  });

  it('keeps a scheduled job that failed and replays it to its job', async () => {
    const { source, detailType } = schedules.conversionRankingDue;
    const scheduledAt = new Date().toISOString();
    const event = { version: '0', id: randomUUID(), source, 'detail-type': detailType, detail: { scheduled_at: scheduledAt } };
    await take(queueEvent(lambdaFailure(event, 'DynamoDB was unreachable')));
    const letter = (await listed()).find((candidate) => candidate.summary === `${detailType} at ${scheduledAt}`);
    expect(letter).toMatchObject({ source, detail_type: detailType, status: 'pending' });
    const redrivenAt = new Date().toISOString();

    const answer = await redrive(letter!.id);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: letter!.id, status: 'redriven' });
    await eventually(async () => {
      const ranking = await api('GET', pathOf(links.getConversionRanking), { token: admin });
      expect(ranking.status).toBe(200);
      expect(ranking.body.refreshed_at >= redrivenAt).toBe(true);
    });
  });

  it('answers 404 for a dead letter that does not exist', async () => {
    const { status, body } = await redrive('20260101T000000000Z-0000000000000000');

    expect(status).toBe(404);
    expect(body.error.message).toBe(deadLetters.redriveDeadLetter.errors.notFound);
  });
});
