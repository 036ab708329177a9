/**
 * npm start: the whole product on loopback, no Docker, no cloud account. See README.md.
 * PORT (default 3000) moves every port; STATE_DIR (default .local) holds all state between runs;
 * LAMBDA_BUNDLES=1 runs the Lambda bundles CDK deploys (built at start) instead of the sources.
 * DYNAMODB_IN_MEMORY=1 keeps the table in memory, gone when the stack stops: for a stack on a throwaway state
 * folder that never restarts (the e2e journeys'), whose every request then waits on DynamoDB Local half as long.
 */
import '#node-runtime';
import fs from 'node:fs';
import path from 'node:path';
import { startBackend } from '#local/backend';
import { buildFrontends, frontendDistDirsIn } from '#local/frontends';
import { gatewayOptionsFor, startGateway } from '#local/gateway';
import { publishLocalSite } from '#local/site-release';
import { isFree } from '#local/free-ports';
import { localNames, portsFrom, repoRoot } from '#local/layout';
import { readStackLock, releaseStackLock, takeStackLock } from '#local/stack-lock';
import { buildBundles, newBundlesDir } from './bundles/build-bundles';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts';

const webPort = Number(process.env.PORT ?? 3000);
const stateDir = path.resolve(repoRoot, process.env.STATE_DIR ?? '.local');
const seededMarker = path.join(stateDir, 'seeded');
// The state folder as a newcomer would type it: relative inside the repository, absolute elsewhere.
const shownStateDir = stateDir.startsWith(`${repoRoot}${path.sep}`) ? path.relative(repoRoot, stateDir) : stateDir;
const url = `http://localhost:${webPort}`;

async function main(): Promise<void> {
  const lock = await readStackLock(stateDir);
  if (lock?.held) {
    // A second start on the same state says so before it touches anything (ports, builds, the table's files).
    const secondPort = webPort === 4000 ? 5000 : 4000;
    console.error(
      `The local stack is already running (pid ${lock.pid}) at ${lock.url} on the state in ${shownStateDir}.\n` +
        `Use that one, or stop it with Ctrl+C in its terminal first. A second stack beside it needs a state folder of its own: ` +
        `PORT=${secondPort} STATE_DIR=.local-${secondPort} npm start`,
    );
    process.exit(1);
  }
  if (lock) {
    const why = {
      'process gone': 'is gone',
      zombie: 'is a zombie (killed, not yet reaped)',
      'not answering': `does not answer at ${lock.url}`,
    }[lock.reason];
    console.log(`Taking over a stale stack lock: pid ${lock.pid} ${why}.`);
  }
  const ports = portsFrom(webPort);
  const taken = [];
  for (const port of Object.values(ports)) if (!(await isFree(port))) taken.push(port);
  if (taken.length) {
    console.error(
      `Port${taken.length > 1 ? 's' : ''} ${taken.join(', ')} already in use (another npm start on another STATE_DIR?).\nFree ${taken.length > 1 ? 'them' : 'it'}, or move the whole stack: PORT=4000 npm start`,
    );
    process.exit(1);
  }
  takeStackLock(stateDir, url);
  const stops: Array<() => Promise<void>> = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack...');
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
    releaseStackLock(stateDir);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('uncaughtException', (error) => {
    console.error(error);
    void shutdown(1);
  });

  try {
    const lambdaBundlesDir = process.env.LAMBDA_BUNDLES === '1' ? newBundlesDir('start-') : undefined;
    if (lambdaBundlesDir) {
      stops.push(async () => {
        await fs.promises.rm(lambdaBundlesDir, { recursive: true, force: true });
      });
      console.log('Building the Lambda bundles CDK deploys; the functions run from them...');
      await buildBundles(lambdaBundlesDir);
    }
    console.log('Starting DynamoDB Local, cognito-local, s3rver, aws-ses-v2-local, the local EventBridge and the HTTP API...');
    const backend = await startBackend({
      ports,
      stateDir,
      persist: process.env.DYNAMODB_IN_MEMORY !== '1',
      lambdaBundlesDir,
      onVerificationCode: (email, code) =>
        console.log(`[cognito] verification code (or invitation's temporary password) for ${email}: ${code}`),
      onCognitoEmail: (email, subject) => console.log(`[cognito] e-mail to ${email}: ${subject}`),
    });
    stops.push(backend.stop);

    // Seeding and the web build are independent; the gateway opens once both are done, so the first
    // page anyone (or any test) loads is the real one.
    const seeding = async () => {
      if (fs.existsSync(seededMarker)) return;
      console.log('Seeding demo data...');
      const started = Date.now();
      const { seedDemoData } = await import('./seed/seed-demo-data');
      await seedDemoData(backend.apiEndpoint);
      fs.writeFileSync(seededMarker, new Date().toISOString());
      console.log(`Seeded demo data in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    };
    console.log('Building the web app...');
    await Promise.all([seeding(), buildFrontends({ watch: !process.env.CI, stateDir })]);
    const frontendDistDirs = frontendDistDirsIn(stateDir);

    const remoteDirs = {
      public: frontendDistDirs.public,
      student: frontendDistDirs.student,
      fundraiser: frontendDistDirs.fundraiser,
      admin: frontendDistDirs.admin,
    };
    await publishLocalSite({ bucket: localNames.siteBucket, rootDir: frontendDistDirs.root, remoteDirs });
    const gateway = await startGateway({ port: webPort, ...gatewayOptionsFor(backend, url), rootDir: frontendDistDirs.root, remoteDirs });
    stops.push(gateway.stop);

    console.log(`\nThe product is running at ${url}\n`);
    console.log(`E-mails the product sends arrive in the local inbox at ${backend.inboxUrl}\n`);
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts) console.log(`  ${account.email.padEnd(24)} ${account.role}`);
    console.log(`\nState is kept in ${shownStateDir}; npm run reset wipes it. Ctrl+C stops everything.`);
  } catch (error) {
    // The message, and what caused it (a failed fetch says why only there).
    console.error(error instanceof Error ? [error.message, error.cause].filter(Boolean).join(': ') : error);
    await shutdown(1);
  }
}

void main();
