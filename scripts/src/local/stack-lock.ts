import fs from 'node:fs';
import path from 'node:path';

/** One local stack per state folder, recorded as "<pid>\n<url>" in stack.pid. */
const pidFileIn = (stateDir: string) => path.join(stateDir, 'stack.pid');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The stack running on this state folder, if any (a pid file left by a crash does not count). */
export function runningStack(stateDir: string): { pid: number; url: string } | undefined {
  const file = pidFileIn(stateDir);
  if (!fs.existsSync(file)) return undefined;
  const [pid, url = ''] = fs.readFileSync(file, 'utf8').split('\n');
  return pid && isAlive(Number(pid)) ? { pid: Number(pid), url } : undefined;
}

export function takeStackLock(stateDir: string, url: string): void {
  fs.mkdirSync(stateDir, { recursive: true });
  fs.writeFileSync(pidFileIn(stateDir), `${process.pid}\n${url}`);
}

export function releaseStackLock(stateDir: string): void {
  fs.rmSync(pidFileIn(stateDir), { force: true });
}
