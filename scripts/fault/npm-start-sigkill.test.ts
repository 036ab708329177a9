import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { auth, pathOf, profiles } from '@app/shared/contracts';
import { findFreePortBlock, isFree } from '../src/local/free-ports';
import { LOCAL_CREDENTIALS, LOCAL_REGION, localNames, PORTS_PER_STACK, portsFrom, repoRoot } from '../src/local/layout';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/demo-accounts';

const READY_LINE = 'The product is running at';
const STARTUP_TIMEOUT_MS = 4 * 60_000;

/**
 * `npm start` killed with SIGKILL (its whole process group: no shutdown handler runs, DynamoDB Local's
 * Java process dies with it) and started again on the same state folder: nothing written before the kill
 * is lost.
 */
describe('npm start killed with SIGKILL', () => {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigkill-stack-'));
  let ports: ReturnType<typeof portsFrom>;
  let webUrl: string;
  const running: number[] = [];

  beforeAll(async () => {
    ports = portsFrom(await findFreePortBlock(PORTS_PER_STACK));
    webUrl = `http://localhost:${ports.web}`;
  });
  afterAll(() => {
    for (const pid of running) killGroup(pid, 'SIGTERM');
    fs.rmSync(stateDir, { recursive: true, force: true });
  });

  function killGroup(pid: number, signal: NodeJS.Signals) {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  }

  /** Runs `npm start` in its own process group and waits until it serves the web app and the API. */
  async function npmStart(): Promise<number> {
    const logFile = path.join(stateDir, `start-${running.length}.log`);
    const log = fs.openSync(logFile, 'a');
    const child = spawn('npm', ['start'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...process.env, PORT: String(ports.web), STATE_DIR: stateDir, CI: 'true' },
    });
    fs.closeSync(log);
    running.push(child.pid!);
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break;
      if (fs.readFileSync(logFile, 'utf8').includes(READY_LINE)) return child.pid!;
      await sleep(500);
    }
    throw new Error(`npm start did not get ready:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
  }

  async function signIn(email: string, password: string): Promise<string> {
    const config = (await (await fetch(`${webUrl}/config.json`)).json()) as { userPoolClientId: string; userPoolEndpoint: string };
    const cognito = new CognitoIdentityProviderClient({
      region: LOCAL_REGION,
      endpoint: config.userPoolEndpoint,
      credentials: LOCAL_CREDENTIALS,
    });
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return AuthenticationResult!.AccessToken!;
  }

  const s3 = () =>
    new S3Client({ endpoint: `http://127.0.0.1:${ports.s3}`, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });

  it('loses no user, row or file written just before the kill', async () => {
    const first = await npmStart();

    // A new user and profile row (sign-up, then the code the local Cognito "e-mailed"), and a file.
    const email = `kept-${randomUUID()}@example.test`;
    const password = 'Kept-pass-1';
    const signUp = await fetch(`${webUrl}${pathOf(auth.signUpStudent)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Kept',
        last_name: 'Safe',
        email,
        password,
        why_join: 'Still here after a crash.',
        birth_month: 5,
        birth_year: 1995,
      }),
    });
    expect(signUp.status).toBe(201);
    const codes = JSON.parse(fs.readFileSync(path.join(stateDir, 'cognito', 'verification-codes.json'), 'utf8')) as Record<string, string>;
    const confirm = await fetch(`${webUrl}${pathOf(auth.confirmSignUp)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, code: codes[email] }),
    });
    expect(confirm.status).toBe(200);
    const file = { Bucket: localNames.bucket, Key: `fault/${randomUUID()}.txt` };
    await s3().send(new PutObjectCommand({ ...file, Body: 'written just before the kill', ContentType: 'text/plain' }));

    killGroup(first, 'SIGKILL');
    for (const port of Object.values(ports)) while (!(await isFree(port))) await sleep(100);
    await npmStart();

    const token = await signIn(email, password);
    const me = await fetch(`${webUrl}${pathOf(profiles.getMe)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, first_name: 'Kept', last_name: 'Safe', role: 'student' });
    const kept = await s3().send(new GetObjectCommand(file));
    expect(await kept.Body!.transformToString()).toBe('written just before the kill');
    // The demo data seeded by the first start is there too, and was not seeded twice.
    const demoAdmin = demoAccounts.find((account) => account.role === 'admin')!;
    expect(await signIn(demoAdmin.email, DEMO_PASSWORD)).toEqual(expect.any(String));
  });
});
