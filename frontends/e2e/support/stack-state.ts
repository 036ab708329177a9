import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { LOCAL_SETTLED_TARGET, portsFrom } from '@app/scripts/src/local/layout';
import { baseUrl, readStackInfo, repoRoot } from '../stack';

const run = promisify(execFile);

/** The local SES inbox (aws-ses-v2-local, the web port + 7): its page at /, what it holds as JSON at /store. */
export const inboxUrl = (path = '/') => `http://127.0.0.1:${portsFrom(Number(new URL(baseUrl()).port)).ses}${path}`;

/** The stack's state folder: the one the global setup made, or STATE_DIR (default .local) for a stack already running. */
function stateDir(): string {
  const workDir = readStackInfo()?.workDir;
  return workDir ? path.join(workDir, 'state') : path.resolve(repoRoot, process.env.STATE_DIR ?? '.local');
}

/** The code the local Cognito "e-mailed" to `email` (it writes them to verification-codes.json); waits for it to appear. */
export async function verificationCodeFor(email: string, timeoutMs = 15_000): Promise<string> {
  const file = path.join(stateDir(), 'cognito', 'verification-codes.json');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(file)) {
      const code = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)[email.toLowerCase()];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No verification code for ${email} in ${file}`);
}

/**
 * The latest e-mail the local Cognito "sent" `email` whose text a user pool trigger wrote, an admin's
 * invitation (it writes them to cognito-emails.json); waits for it to appear.
 */
export async function cognitoEmailFor(email: string, timeoutMs = 15_000): Promise<{ subject: string; message: string }> {
  const file = path.join(stateDir(), 'cognito', 'cognito-emails.json');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(file)) {
      const sent = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { subject: string; message: string }>)[email.toLowerCase()];
      if (sent) return sent;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail for ${email} in ${file}`);
}

const webPort = () => new URL(baseUrl()).port || '80';

/**
 * Waits until the stack has taken in every event put so far and every change to its table has reached the
 * projections (the local bus answers LOCAL_SETTLED_TARGET then): an order's totals, its row on Codes & Orders
 * and the leaderboards follow its webhook a moment later, and a journey reads them once they have.
 */
export async function stackSettled(): Promise<void> {
  const { events } = portsFrom(Number(webPort()));
  const answer = await fetch(`http://127.0.0.1:${events}/`, {
    method: 'POST',
    headers: { 'x-amz-target': LOCAL_SETTLED_TARGET, 'content-type': 'application/x-amz-json-1.1' },
    body: '{}',
  });
  if (!answer.ok) throw new Error(`The stack did not settle: ${answer.status} ${await answer.text()}`);
}

/**
 * `npm run store:order`: a signed order webhook for the ambassador with `code`, through the real pipeline;
 * resolves once the stack has taken it in (`stackSettled`).
 */
export async function sendStoreOrder(code: string, quantity: number): Promise<void> {
  await run('npm', ['run', '--silent', 'store:order', '--', '--code', code, '--quantity', String(quantity)], {
    cwd: repoRoot,
    env: { ...process.env, PORT: webPort() },
  });
  await stackSettled();
}

/** An e-mail address no earlier run has used, so journeys can run against a long-lived stack too. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}
