import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Starts the real local backend (DynamoDB Local, cognito-local, s3rver, local EventBridge and HTTP API)
 * once for the whole functions suite, and hands its environment to the test workers.
 */
export default async function globalSetup(): Promise<void> {
  const repoRoot = path.resolve(__dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/src/local/backend-process.ts'], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  (globalThis as { __backend?: typeof child }).__backend = child;
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /^READY (.+)$/m.exec(output);
      if (ready) resolve(JSON.parse(ready[1]!) as Record<string, string>);
    });
    child.once('exit', (code) => reject(new Error(`The local backend exited (${code}) before it was ready:\n${output}`)));
  });
  Object.assign(process.env, env);
}
