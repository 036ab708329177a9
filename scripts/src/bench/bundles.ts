import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { domains, lambdaEntryOf, routes, scheduledRules, userPoolDefinition } from '@app/functions/platform';
import { allowsRole, pathParameterNames, routeKeyOf } from '@app/shared/contracts';
import { programmeBundling } from '@app/infra/lib/bundling';
import { LOCAL_REGION } from '#local/layout';
import { buildBundles, newBundlesDir } from '../bundles/build-bundles';
import { markdownTable } from './report';

const run = promisify(execFile);

/** A Lambda's first event: what it is, and the event itself. */
interface FirstRequest {
  what: string;
  event: unknown;
}

/** An API Gateway v2 event for a route, from an admin the JWT authorizer has verified. */
function routeEvent(method: string, rawPath: string, routeKey: string): unknown {
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers: { 'user-agent': 'bench' },
    requestContext: {
      accountId: '000000000000',
      apiId: 'bench',
      authorizer: { jwt: { claims: { sub: randomUUID(), 'cognito:groups': '[admin]' }, scopes: null } },
      domainName: 'localhost',
      domainPrefix: 'bench',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: false,
  };
}

/** A user pool trigger's event, for an account an admin creates. */
function triggerEvent(triggerSource: string): unknown {
  return {
    version: '1',
    region: LOCAL_REGION,
    userPoolId: process.env.USER_POOL_ID,
    userName: randomUUID(),
    callerContext: { awsSdkVersion: 'bench', clientId: 'bench' },
    triggerSource,
    request: {
      userAttributes: { email: 'invited@example.com' },
      codeParameter: '{####}',
      usernameParameter: '{username}',
      linkParameter: '{##Click Here##}',
      clientMetadata: {},
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  };
}

/**
 * What each deployed Lambda is first asked: a domain, an admin's GET of its first route without path
 * parameters (else its first schedule's event); a user pool trigger, an invitation (pre-sign-up lets it through).
 */
function firstRequests(): Map<string, FirstRequest> {
  const requests = new Map<string, FirstRequest>();
  for (const domain of domains) {
    const route = routes.find(
      ({ domain: owner, contract }) =>
        owner === domain.name &&
        contract.method === 'GET' &&
        !contract.signedBy &&
        pathParameterNames(contract).length === 0 &&
        allowsRole(contract, 'admin'),
    );
    const schedule = scheduledRules.find((rule) => rule.domain === domain.name);
    if (route) {
      const routeKey = routeKeyOf(route.contract);
      requests.set(lambdaEntryOf(domain), { what: routeKey, event: routeEvent(route.contract.method, route.contract.path, routeKey) });
    } else if (schedule) {
      const detail = { scheduled_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z') };
      requests.set(lambdaEntryOf(domain), {
        what: `${schedule.event.detailType} (schedule)`,
        event: { version: '0', id: randomUUID(), source: schedule.event.source, 'detail-type': schedule.event.detailType, detail },
      });
    }
  }
  const { customMessage, preSignUp } = userPoolDefinition.triggers;
  requests.set(customMessage, { what: 'CustomMessage_AdminCreateUser', event: triggerEvent('CustomMessage_AdminCreateUser') });
  requests.set(preSignUp, { what: 'PreSignUp_AdminCreateUser', event: triggerEvent('PreSignUp_AdminCreateUser') });
  return requests;
}

interface ColdStart {
  loadMs: number;
  firstRequestMs: number;
  statusCode: number | null;
}

/** One cold start in a fresh Node process, as a new Lambda execution environment (with the functions' NODE_OPTIONS). */
async function coldStart(file: string, entry: string, event: unknown): Promise<ColdStart> {
  const { stdout } = await run(
    process.execPath,
    ['--enable-source-maps', path.join(__dirname, 'cold-start.mjs'), file, JSON.stringify(event)],
    {
      env: { ...process.env, AWS_LAMBDA_FUNCTION_NAME: entry.replace(/\.ts$/, '').replace(/\W/g, '-') },
      maxBuffer: 1024 * 1024,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ColdStart;
}

const bytes = (value: number) => `${value.toLocaleString('en-US')} B`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * The bundles CDK deploys, built with its options: each one's size, plain and gzipped, and its cold start
 * (module load, then its first request against the local backend), each in a fresh Node process, one at a time.
 * Run with the backend's environment set; a bundle that does not load or answers its first request with a
 * 5xx is a failed check.
 */
export async function bundlesReport(log: (message: string) => void): Promise<{ table: string; notes: string[]; failedChecks: string[] }> {
  const dir = newBundlesDir('bench-');
  try {
    log('building the Lambda bundles with the CDK’s esbuild options');
    const started = performance.now();
    const bundles = await buildBundles(dir);
    const buildSeconds = (performance.now() - started) / 1000;
    const requests = firstRequests();
    const rows: string[][] = [];
    const failedChecks: string[] = [];
    for (const { entry, file } of bundles) {
      const code = fs.readFileSync(file);
      const request = requests.get(entry);
      const sizes = [entry, bytes(code.length), bytes(gzipSync(code).length)];
      if (!request) {
        rows.push([...sizes, '', '', '', 'no request to send']);
        continue;
      }
      log(`cold start of ${entry}`);
      try {
        const { loadMs, firstRequestMs, statusCode } = await coldStart(file, entry, request.event);
        if (statusCode !== null && statusCode >= 500) failedChecks.push(`${entry} answered its first request with ${statusCode}`);
        const answer = statusCode === null ? 'done' : String(statusCode);
        rows.push([...sizes, ms(loadMs), ms(firstRequestMs), ms(loadMs + firstRequestMs), `${request.what}: ${answer}`]);
      } catch (error) {
        failedChecks.push(`${entry} does not run`);
        rows.push([
          ...sizes,
          'FAILED',
          '',
          '',
          error instanceof Error ? (error.message.split('\n').find((line) => /Error/.test(line)) ?? '') : '',
        ]);
      }
    }
    const table = markdownTable(
      ['Lambda (functions/src)', 'bundle', 'gzipped', 'module load', 'first request', 'cold start', 'first request sent: answer'],
      rows,
    );
    const notes = [
      `Bundles: the ${bundles.length} Lambdas CDK deploys (each domain's and the user pool triggers), built with infra/lib/bundling.ts in ${buildSeconds.toFixed(1)} s; the AWS SDK is external (the Lambda runtime's).`,
      `Cold start: each bundle loaded in a fresh Node ${process.version} process with --enable-source-maps (Lambda runs Node ${programmeBundling.target.replace(/^node/, '')} on arm64), then its first event handled against the local backend; Node's own start is not counted.`,
    ];
    return { table, notes, failedChecks };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
