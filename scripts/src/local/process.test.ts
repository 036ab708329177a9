import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { processState, spawnTiedChild, stopChild, waitFor } from './process';

// Bounds a wait that a working kernel ends at once; only a hang reaches it.
const DEADLINE_MS = 10_000;

const until = (what: string, check: () => boolean) =>
  waitFor(what, () => (check() ? Promise.resolve() : Promise.reject(new Error(`not yet: ${what}`))), { timeoutMs: DEADLINE_MS });

const commandOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
};

describe('an engine started tied to the stack', () => {
  it('is the engine itself, so stopping it stops the engine', async () => {
    const child = spawnTiedChild('sleep', ['600'], { stdio: 'ignore' });
    const pid = child.pid!;
    await until('setpriv to become sleep', () => commandOf(pid) === 'sleep');

    await stopChild(child);
    expect(processState(pid)).not.toBe('alive');
  });

  it('dies with the process that started it, even killed outright', async () => {
    const parent = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures', 'tied-child-parent.ts')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until('the child’s pid', () => output.includes('\n'));
    const pid = Number(output.trim());
    await until('setpriv to become sleep', () => commandOf(pid) === 'sleep');
    expect(processState(pid)).toBe('alive');

    const parentGone = new Promise((resolve) => parent.once('exit', resolve));
    parent.kill('SIGKILL');
    await parentGone;

    // Fails the test if the child outlives its parent by DEADLINE_MS.
    await until(`pid ${pid} to end with its parent`, () => processState(pid) !== 'alive');
  });
});
