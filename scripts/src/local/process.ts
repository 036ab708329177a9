import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Polls until `probe` resolves; fails early with the child's output if the child dies. */
export async function waitFor(
  name: string,
  probe: () => Promise<unknown>,
  options: { child?: ChildProcess; output?: () => string; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (options.child && options.child.exitCode !== null) {
      throw new Error(`${name} exited with code ${options.child.exitCode}:\n${options.output?.() ?? ''}`);
    }
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
      await sleep(150);
    }
  }
  throw new Error(`${name} did not answer in time: ${String(lastError)}\n${options.output?.() ?? ''}`);
}

/** Stops a child and waits for it, escalating to SIGKILL, so nothing outlives the stack. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killed = await Promise.race([exited.then(() => true), sleep(3000).then(() => false)]);
  if (!killed) {
    child.kill('SIGKILL');
    await exited;
  }
}
