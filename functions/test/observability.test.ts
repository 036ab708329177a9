import { randomUUID } from 'node:crypto';
import { defineRoute, REQUEST_ID_HEADER } from '@app/shared/contracts';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { defineDomain, domainHandler } from '#lib/domain';
import { outputOf } from './logs';
import { route, type HttpEvent } from '#lib/http';

const failing = defineRoute({ method: 'GET', path: '/api/probe/fails', access: 'public', response: z.object({}) });
const working = defineRoute({ method: 'GET', path: '/api/probe/works', access: 'public', response: z.object({ ok: z.literal(true) }) });
const probe = domainHandler(
  defineDomain({
    name: 'probe',
    routes: [
      route(failing, [], () => Promise.reject(new Error('the table is on fire'))),
      route(working, [], () => Promise.resolve({ ok: true as const })),
    ],
    consumers: [],
  }),
);

const context = { functionName: 'probe', awsRequestId: 'lambda-request-1', memoryLimitInMB: '512' } as Context;

/** An HTTP API event for a path, with API Gateway's request id. */
const httpEvent = (path: string, requestId: string) =>
  ({
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    headers: {},
    requestContext: { requestId, http: { method: 'GET', path, sourceIp: '203.0.113.1' }, timeEpoch: Date.now() },
    isBase64Encoded: false,
  }) as unknown as HttpEvent;

describe('operability: request ids and structured logs', () => {
  it('returns API Gateway’s request id on every answer, success, error or unknown route', async () => {
    for (const path of ['/api/probe/works', '/api/probe/fails', '/api/probe/nowhere']) {
      const requestId = randomUUID();
      const answer = (await probe(httpEvent(path, requestId), context)) as { headers: Record<string, string> };

      expect([path, answer.headers[REQUEST_ID_HEADER]]).toEqual([path, requestId]);
    }
  });

  it('logs an unhandled error as one JSON line with the request id the browser was given, and leaks nothing in the answer', async () => {
    const requestId = randomUUID();
    let answer: { statusCode: number; body: string } | undefined;

    const logged = await outputOf(async () => {
      answer = (await probe(httpEvent('/api/probe/fails', requestId), context)) as typeof answer;
    });

    expect(answer!.statusCode).toBe(500);
    expect(answer!.body).not.toContain('fire');
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        message: 'Unhandled error',
        correlation_id: requestId,
        function_request_id: 'lambda-request-1',
        function_name: 'probe',
        routeKey: 'GET /api/probe/fails',
        error: expect.objectContaining({ message: 'the table is on fire', name: 'Error' }),
      }),
    ]);
  });
});
