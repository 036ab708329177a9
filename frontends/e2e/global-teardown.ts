import fs from 'node:fs';
import { processState } from '@app/scripts/src/local/process';
import { readStackInfos, removeStackInfos, type StackInfo } from './stack';

const STOP_TIMEOUT_MS = 60_000;

const alive = (pid: number) => processState(pid) === 'alive';

/** Stops a stack the global setup started (Ctrl+C to its whole process group) and removes its state. */
async function stopStack(stack: StackInfo): Promise<void> {
  if (!stack.pid) return;
  try {
    process.kill(-stack.pid, 'SIGINT');
  } catch {
    // Already gone.
  }
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (alive(stack.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
  if (alive(stack.pid)) console.warn(`The local stack (pid ${stack.pid}) ignored SIGINT for ${STOP_TIMEOUT_MS / 1000} s; killing it`);
  try {
    // Anything of the group still running (a Java child, say) goes too.
    process.kill(-stack.pid, 'SIGKILL');
  } catch {
    // The whole group is gone.
  }
  if (stack.workDir) fs.rmSync(stack.workDir, { recursive: true, force: true });
}

/** Stops every stack the global setup started. */
export default async function globalTeardown(): Promise<void> {
  const stacks = readStackInfos();
  removeStackInfos();
  await Promise.all(stacks.map(stopStack));
}
