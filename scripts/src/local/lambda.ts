import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { lambdaEntryOf } from '@app/functions/platform';
import type { Context } from 'aws-lambda';
import { functionsSrcDir } from './layout';

type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

const TIMEOUT_MS = 30_000;
const loaded = new Map<string, Promise<LambdaHandler>>();

/** The `handler` a Lambda entry module exports (a path under functions/src): the same code the Lambda runs. */
function loadHandler(entry: string): Promise<LambdaHandler> {
  let handler = loaded.get(entry);
  if (!handler) {
    handler = import(path.join(functionsSrcDir, entry)).then((module: { handler?: LambdaHandler }) => {
      if (typeof module.handler !== 'function') throw new Error(`functions/src/${entry} exports no handler`);
      return module.handler;
    });
    loaded.set(entry, handler);
  }
  return handler;
}

function lambdaContext(name: string): Context {
  const deadline = Date.now() + TIMEOUT_MS;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name.replace(/\W/g, '-')}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    // Deprecated callbacks that the Context type still requires; no handler of ours calls them.
    /* eslint-disable @typescript-eslint/no-deprecated */
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
    /* eslint-enable @typescript-eslint/no-deprecated */
  };
}

/** Invokes a domain's function (functions/src/<domain>/lambda.ts), as Lambda would. */
export async function invokeFunction(domain: string, event: unknown): Promise<unknown> {
  const handler = await loadHandler(lambdaEntryOf({ name: domain }));
  return handler(event, lambdaContext(domain));
}

/** Invokes the function of any entry module, a user pool trigger say, under the name it is known by. */
export async function invokeEntry(entry: string, name: string, event: unknown): Promise<unknown> {
  const handler = await loadHandler(entry);
  return handler(event, lambdaContext(name));
}
