/**
 * Runs the local backend as a child process for test suites and benchmarks: in-memory DynamoDB, a
 * temporary state folder, free ports. Prints one line "READY <json>" with the environment a test
 * worker needs, and stops everything on SIGTERM/SIGINT or when its parent goes away. With `--bundles`
 * it first builds the Lambda bundles CDK deploys and runs those instead of the sources, each loaded
 * before READY (a bundle that does not load fails the start). With `--no-schedules` no scheduled job runs
 * (the fuzz suite counts the table's items around each request, and a job's run would change the count).
 */
import '#node-runtime';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENV_NAMES } from '@app/functions/platform';
import { buildBundles, newBundlesDir } from '../bundles/build-bundles';
import { startBackend } from './backend';
import { findFreePortBlock } from './free-ports';
import { preloadHandlers } from './lambda';
import { PORTS_PER_STACK, portsFrom } from './layout';

async function main() {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ambassador-backend-'));
  const ports = portsFrom(await findFreePortBlock(PORTS_PER_STACK));
  const bundlesDir = process.argv.includes('--bundles') ? newBundlesDir('backend-') : undefined;
  const bundles = bundlesDir ? await buildBundles(bundlesDir) : [];
  const schedules = !process.argv.includes('--no-schedules');
  const backend = await startBackend({ ports, stateDir, persist: false, lambdaBundlesDir: bundlesDir, schedules });
  const stop = async (code = 0) => {
    await backend.stop();
    fs.rmSync(stateDir, { recursive: true, force: true });
    if (bundlesDir) fs.rmSync(bundlesDir, { recursive: true, force: true });
    process.exit(code);
  };
  const stopSoon = () => void stop();
  process.on('SIGTERM', stopSoon);
  process.on('SIGINT', stopSoon);
  process.stdin.on('end', stopSoon);
  process.stdin.resume();
  try {
    await preloadHandlers(bundles.map((bundle) => bundle.entry));
  } catch (error) {
    console.error(error);
    await stop(1);
  }
  const functionNames = new Set<string>(Object.values(ENV_NAMES).flat());
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('AWS_') || functionNames.has(name)));
  const local = {
    API_URL: backend.apiEndpoint,
    COGNITO_ENDPOINT: backend.cognitoEndpoint,
    VERIFICATION_CODES_FILE: backend.verificationCodesFile,
    COGNITO_EMAILS_FILE: backend.cognitoEmailsFile,
    // What the local gateway adds to API requests as CloudFront would: tests that call the API directly add it to be many clients.
    LOCAL_ORIGIN_SECRET: backend.originSecret,
    ...(bundlesDir ? { LAMBDA_BUNDLES_DIR: bundlesDir } : {}),
  };
  process.stdout.write(`READY ${JSON.stringify({ ...env, ...local })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
