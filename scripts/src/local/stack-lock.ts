import fs from 'node:fs';
import path from 'node:path';
import { health, pathOf } from '@app/shared/contracts';
import { processStartTime, processState } from './process';

/** One local stack per state folder, recorded as "<pid>\n<url>\n<the process's start time>" in stack.pid. */
const pidFileIn = (stateDir: string) => path.join(stateDir, 'stack.pid');

const HEALTH_TIMEOUT_MS = 2_000;

export type StaleReason = 'process gone' | 'zombie' | 'not answering';

/** The lock on a state folder: held by a running stack, or stale, left by one that died without stopping. */
export type StackLock = { pid: number; url: string } & ({ held: true } | { held: false; reason: StaleReason });

async function answersHealth(url: string): Promise<boolean> {
  try {
    const answer = await fetch(`${url}${pathOf(health.getHealth)}`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    await answer.body?.cancel();
    return answer.ok;
  } catch {
    return false;
  }
}

/**
 * The lock on this state folder, if any. A live pid alone does not hold it: the pid may be a zombie left
 * by a SIGKILL, or reused by an unrelated process. The process's start time tells the stack that took the
 * lock from any later holder of its pid, so a stack still starting (building, seeding: not answering yet)
 * holds it too. Without a start time (no /proc, or a lock from before they were kept) the stack must
 * answer at its URL.
 */
export async function readStackLock(stateDir: string): Promise<StackLock | undefined> {
  const file = pidFileIn(stateDir);
  if (!fs.existsSync(file)) return undefined;
  const [pidText = '', url = '', startTime = ''] = fs.readFileSync(file, 'utf8').split('\n');
  const pid = Number(pidText);
  const state = processState(pid);
  if (state === 'gone') return { pid, url, held: false, reason: 'process gone' };
  if (state === 'zombie') return { pid, url, held: false, reason: 'zombie' };
  const now = processStartTime(pid);
  if (startTime && now) return startTime === now ? { pid, url, held: true } : { pid, url, held: false, reason: 'process gone' };
  if (!(await answersHealth(url))) return { pid, url, held: false, reason: 'not answering' };
  return { pid, url, held: true };
}

export function takeStackLock(stateDir: string, url: string): void {
  fs.mkdirSync(stateDir, { recursive: true });
  fs.writeFileSync(pidFileIn(stateDir), `${process.pid}\n${url}\n${processStartTime(process.pid) ?? ''}`);
}

export function releaseStackLock(stateDir: string): void {
  fs.rmSync(pidFileIn(stateDir), { force: true });
}
