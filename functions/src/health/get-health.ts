import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeEventBusCommand } from '@aws-sdk/client-eventbridge';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { cognito, db, eventBridge, s3 } from '#lib/clients';
import { env } from '#lib/env';
import { json, publicRoute } from '#lib/http';

const CHECK_TIMEOUT_MS = 2000;

/** Each engine the API depends on, asked the cheapest question it answers. */
const checks: Record<string, (signal: AbortSignal) => Promise<unknown>> = {
  table: (abortSignal) => db.send(new DescribeTableCommand({ TableName: env.TABLE_NAME }), { abortSignal }),
  users: (abortSignal) => cognito.send(new DescribeUserPoolCommand({ UserPoolId: env.USER_POOL_ID }), { abortSignal }),
  assets: (abortSignal) => s3.send(new HeadBucketCommand({ Bucket: env.ASSETS_BUCKET }), { abortSignal }),
  events: (abortSignal) => eventBridge.send(new DescribeEventBusCommand({ Name: env.EVENT_BUS_NAME }), { abortSignal }),
};

async function check(run: (signal: AbortSignal) => Promise<unknown>): Promise<'ok' | 'down'> {
  try {
    await run(AbortSignal.timeout(CHECK_TIMEOUT_MS));
    return 'ok';
  } catch {
    return 'down';
  }
}

/** 200 only when every engine answers; otherwise 503 naming the ones that did not. */
export const handler = publicRoute().handler(async () => {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => check(checks[name]!)));
  const engines = Object.fromEntries(names.map((name, i) => [name, results[i]]));
  const healthy = results.every((result) => result === 'ok');
  return json(healthy ? 200 : 503, { status: healthy ? 'ok' : 'degraded', engines }, { 'cache-control': 'no-store' });
});
