import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

// util-linux's setpriv, on every Debian machine: it sets the kernel's parent-death signal, then runs the command in its place.
const SETPRIV = '/usr/bin/setpriv';

/**
 * Starts an engine (DynamoDB Local, cognito-local) as a child that the kernel kills when this process
 * dies, however it dies: a SIGKILL, a crash, or a closed pipe that ends it before it can stop its
 * children would otherwise leave the engine running, holding its port and memory. setpriv gives the
 * child a parent-death signal and then becomes the command (same process id), so stopping and crashing
 * it act on the engine itself. Without setpriv, the command is started as it is.
 */
export function spawnTiedChild(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  if (!fs.existsSync(SETPRIV)) return spawn(command, args, options);
  return spawn(SETPRIV, ['--pdeathsig', 'KILL', '--', command, ...args], options);
}

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
  // The grace's timer goes as soon as the child has stopped, so it keeps no process waiting.
  const grace = new AbortController();
  const killed = await Promise.race([exited.then(() => true), sleep(3000, false, { signal: grace.signal }).catch(() => false)]);
  grace.abort();
  if (!killed) {
    child.kill('SIGKILL');
    await exited;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The fields of /proc/<pid>/stat after the command, from the state on; none without /proc (macOS) or such a process. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "<pid> (<command>) <state> ...": the command may itself hold spaces and parentheses.
    return stat
      .slice(stat.lastIndexOf(')') + 1)
      .trim()
      .split(' ');
  } catch {
    return undefined;
  }
}

/** Whether a process runs, is a zombie (ended, not yet waited for), or is gone. */
export function processState(pid: number): 'alive' | 'zombie' | 'gone' {
  // pid 0 and negative pids name process groups, which kill(pid, 0) finds "alive".
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return 'gone';
  // kill(pid, 0) also succeeds for a zombie, which lingers until its parent (often a PID 1 that does not
  // reap) waits for it. Without /proc (macOS) kill is all there is.
  const state = statFields(pid)?.[0];
  if (state === 'Z') return 'zombie';
  return state === 'X' ? 'gone' : 'alive';
}

/**
 * When a process started, in clock ticks since boot (stat's 22nd field): with its pid, it names one process,
 * where a pid alone may since have been handed to another. None without /proc.
 */
export function processStartTime(pid: number): string | undefined {
  return statFields(pid)?.[19];
}
