import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lambdaEntryOf } from '@app/functions/platform';
import type { Context } from 'aws-lambda';
import { bundleFileOf } from '../bundles/build-bundles';
import { functionsSrcDir } from './layout';

type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

const TIMEOUT_MS = 30_000;
const loaded = new Map<string, Promise<LambdaHandler>>();
/** The folder of built bundles handlers load from (scripts/src/bundles); the sources under functions/src without one. */
let bundlesDir: string | undefined;

/**
 * From now on, handlers load from the bundles CDK deploys, built into `dir` by buildBundles, instead of
 * from the sources (undefined goes back to the sources). Like Lambda's NODE_OPTIONS=--enable-source-maps,
 * stack traces then name the source lines.
 */
export function loadHandlersFromBundles(dir: string | undefined): void {
  bundlesDir = dir && path.resolve(dir);
  loaded.clear();
  if (bundlesDir) process.setSourceMapsEnabled(true);
}

/** What a handler module is, as errors name it. */
const moduleName = (entry: string) =>
  bundlesDir ? `The bundle of functions/src/${entry} (${bundleFileOf(bundlesDir, entry)})` : `functions/src/${entry}`;

async function importHandler(entry: string): Promise<LambdaHandler> {
  let module: { handler?: LambdaHandler };
  if (bundlesDir) {
    const file = bundleFileOf(bundlesDir, entry);
    if (!fs.existsSync(file)) throw new Error(`${moduleName(entry)} is missing: build the bundles first (scripts/src/bundles)`);
    try {
      module = (await import(pathToFileURL(file).href)) as typeof module;
    } catch (error) {
      // Lambda would fail this function's every cold start (Runtime.ImportModuleError): say which, and why.
      throw new Error(`${moduleName(entry)} does not load: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  } else {
    module = (await import(path.join(functionsSrcDir, entry))) as typeof module;
  }
  if (typeof module.handler !== 'function') throw new Error(`${moduleName(entry)} exports no handler`);
  return module.handler;
}

/** The `handler` a Lambda entry module exports (a path under functions/src), from its source or its bundle: the code the Lambda runs. */
function loadHandler(entry: string): Promise<LambdaHandler> {
  let handler = loaded.get(entry);
  if (!handler) {
    handler = importHandler(entry);
    loaded.set(entry, handler);
  }
  return handler;
}

/** Loads every entry's module now, so one that does not load fails the start, not a request. */
export async function preloadHandlers(entries: readonly string[]): Promise<void> {
  await Promise.all(entries.map(loadHandler));
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

/** Told each time an invocation ends, however it ended: what the function wrote is in the table by then. */
const invocationEndListeners = new Set<() => void>();

/** Calls `listener` after every invocation from now on; the function returned stops that. */
export function onInvocationEnd(listener: () => void): () => void {
  invocationEndListeners.add(listener);
  return () => {
    invocationEndListeners.delete(listener);
  };
}

/** Invokes the function of any entry module, a user pool trigger say, under the name it is known by. */
export async function invokeEntry(entry: string, name: string, event: unknown): Promise<unknown> {
  const handler = await loadHandler(entry);
  try {
    return await handler(event, lambdaContext(name));
  } finally {
    for (const listener of invocationEndListeners) listener();
  }
}

/** Invokes a domain's function (functions/src/<domain>/lambda.ts), as Lambda would. */
export function invokeFunction(domain: string, event: unknown): Promise<unknown> {
  return invokeEntry(lambdaEntryOf({ name: domain }), domain, event);
}
