import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeEventBusCommand } from '@aws-sdk/client-eventbridge';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { health } from '@app/shared/contracts';
import { cognito, dynamo, eventBridge, s3 } from '#lib/clients';
import { env } from '#lib/env';
import { reply, route } from '#lib/http';

const CHECK_TIMEOUT_MS = 2000;

/** Each engine the API depends on, asked the cheapest question it answers. */
const checks: Record<string, (signal: AbortSignal) => Promise<unknown>> = {
  table: (abortSignal) => dynamo().send(new DescribeTableCommand({ TableName: env().TABLE_NAME }), { abortSignal }),
  users: (abortSignal) => cognito().send(new DescribeUserPoolCommand({ UserPoolId: env().USER_POOL_ID }), { abortSignal }),
  assets: (abortSignal) => s3().send(new HeadBucketCommand({ Bucket: env().ASSETS_BUCKET }), { abortSignal }),
  events: (abortSignal) => eventBridge().send(new DescribeEventBusCommand({ Name: env().EVENT_BUS_NAME }), { abortSignal }),
};

async function check(run: (signal: AbortSignal) => Promise<unknown>): Promise<'ok' | 'down'> {
  try {
    await run(AbortSignal.timeout(CHECK_TIMEOUT_MS));
    return 'ok';
  } catch {
    return 'down';
  }
}

export const healthRoutes = [
  // 200 only when every engine answers; otherwise 503 naming the ones that did not.
  route(health.getHealth, ['table:read', 'users:read', 'assets:read', 'events:read'], async () => {
    const results = await Promise.all(Object.entries(checks).map(async ([name, run]) => [name, await check(run)] as const));
    const healthy = results.every(([, result]) => result === 'ok');
    return reply(
      { status: healthy ? ('ok' as const) : ('degraded' as const), engines: Object.fromEntries(results) },
      { status: healthy ? 200 : 503, headers: { 'cache-control': 'no-store' } },
    );
  }),
];
