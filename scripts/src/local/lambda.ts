import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Context } from 'aws-lambda';
import { functionsSrcDir } from './layout';

type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

const TIMEOUT_MS = 30_000;
const loaded = new Map<string, Promise<LambdaHandler>>();

/** The `handler` export of a module under functions/src: the same code the Lambda runs. */
function loadHandler(name: string): Promise<LambdaHandler> {
  let handler = loaded.get(name);
  if (!handler) {
    handler = import(path.join(functionsSrcDir, `${name}.ts`)).then((module: { handler?: LambdaHandler }) => {
      if (typeof module.handler !== 'function') throw new Error(`functions/src/${name}.ts exports no handler`);
      return module.handler;
    });
    loaded.set(name, handler);
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
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Invokes a function by its module name, as Lambda would. */
export async function invokeFunction(name: string, event: unknown): Promise<unknown> {
  const handler = await loadHandler(name);
  return handler(event, lambdaContext(name));
}
