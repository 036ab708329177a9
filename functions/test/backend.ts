import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * The real local backend (DynamoDB Local in memory, cognito-local, s3rver, aws-ses-v2-local, local
 * EventBridge and HTTP API) as a child process, one per jest project. Its environment travels to the
 * test workers under one variable per project (`envKey`), and each test file applies it first
 * (`applyBackendEnv`): jest shares its workers between projects, so a worker may run files of both.
 */
const backends = new Map<string, ChildProcess>();

export async function startTestBackend(envKey: string, options: { bundles?: boolean; schedules?: boolean } = {}): Promise<void> {
  const repoRoot = path.resolve(__dirname, '../..');
  // `bundles`: the child builds the Lambda bundles CDK deploys and runs those instead of the sources.
  // `schedules: false`: no scheduled job runs, so nothing but the suite's own requests writes to its table.
  const args = [
    '--import',
    'tsx',
    'scripts/src/local/backend-process.ts',
    ...(options.bundles ? ['--bundles'] : []),
    ...(options.schedules === false ? ['--no-schedules'] : []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  backends.set(envKey, child);
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /^READY (.+)$/m.exec(output);
      if (ready) resolve(JSON.parse(ready[1]!) as Record<string, string>);
    });
    child.once('exit', (code) => reject(new Error(`The local backend exited (${code}) before it was ready:\n${output}`)));
  });
  process.env[envKey] = JSON.stringify(env);
}

export async function stopTestBackend(envKey: string): Promise<void> {
  const child = backends.get(envKey);
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Points this test file's functions and helpers at its project's backend. */
export function applyBackendEnv(envKey: string): void {
  const env = process.env[envKey];
  if (!env) throw new Error(`${envKey} is not set: the project's global setup did not start its backend`);
  Object.assign(process.env, JSON.parse(env) as Record<string, string>);
}
