/**
 * Runs the local backend as a child process for test suites and benchmarks: in-memory DynamoDB, a
 * temporary state folder, free ports. Prints one line "READY <json>" with the environment a test
 * worker needs, and stops everything on SIGTERM/SIGINT or when its parent goes away.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENV_NAMES } from '@app/functions/platform';
import { startBackend } from './backend';
import { findFreePortBlock } from './free-ports';
import { PORTS_PER_STACK, portsFrom } from './layout';

async function main() {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ambassador-backend-'));
  const ports = portsFrom(await findFreePortBlock(PORTS_PER_STACK));
  const backend = await startBackend({ ports, stateDir, persist: false });
  const stop = async () => {
    await backend.stop();
    fs.rmSync(stateDir, { recursive: true, force: true });
    process.exit(0);
  };
  const stopSoon = () => void stop();
  process.on('SIGTERM', stopSoon);
  process.on('SIGINT', stopSoon);
  process.stdin.on('end', stopSoon);
  process.stdin.resume();
  const functionNames = new Set<string>(Object.values(ENV_NAMES).flat());
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('AWS_') || functionNames.has(name)));
  const local = {
    API_URL: backend.apiEndpoint,
    COGNITO_ENDPOINT: backend.cognitoEndpoint,
    VERIFICATION_CODES_FILE: backend.verificationCodesFile,
    COGNITO_EMAILS_FILE: backend.cognitoEmailsFile,
    // What the local gateway adds to API requests as CloudFront would: tests that call the API directly add it to be many clients.
    LOCAL_ORIGIN_SECRET: backend.originSecret,
  };
  process.stdout.write(`READY ${JSON.stringify({ ...env, ...local })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
