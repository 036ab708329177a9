import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { health, pathOf } from '@app/shared/contracts';
import { readStackLock, takeStackLock } from './stack-lock';

// Generous: on two busy cores (CI runs four jest processes side by side) a child can wait seconds to be scheduled.
const DEADLINE_MS = 30_000;
// Start times and zombies are read from /proc (Linux).
const withProc = fs.existsSync('/proc/self/stat') ? it : it.skip;

/** Polls until `check` holds, failing after DEADLINE_MS. */
async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(10);
  }
}

function listenOnFreePort(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

/** A URL nothing listens on: a port the system handed out, then closed. */
async function closedUrl(): Promise<string> {
  const server = http.createServer();
  const url = await listenOnFreePort(server);
  await new Promise((resolve) => server.close(resolve));
  return url;
}

/** "<parent pid>, <zombie pid>": sh backgrounds a child, then becomes `sleep 60`, which never reaps it. */
async function spawnZombie(): Promise<{ parent: ChildProcess; zombiePid: number }> {
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until('the background pid', () => output.includes('\n'));
  const zombiePid = Number(output.trim());
  const state = () => {
    try {
      const stat = fs.readFileSync(`/proc/${zombiePid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 1).trim()[0];
    } catch {
      return undefined;
    }
  };
  await until(`pid ${zombiePid} to be a zombie`, () => state() === 'Z');
  return { parent, zombiePid };
}

describe('the stack lock', () => {
  const healthServer = http.createServer((request, response) => {
    response.statusCode = request.url === pathOf(health.getHealth) ? 200 : 404;
    response.end();
  });
  let healthyUrl: string;
  let stateDir: string;

  beforeAll(async () => {
    healthyUrl = await listenOnFreePort(healthServer);
  });
  afterAll(async () => {
    healthServer.closeAllConnections();
    await new Promise((resolve) => healthServer.close(resolve));
  });
  beforeEach(() => {
    stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-lock-'));
  });
  afterEach(() => fs.rmSync(stateDir, { recursive: true, force: true }));

  const writeLock = (pid: number, url: string) => fs.writeFileSync(path.join(stateDir, 'stack.pid'), `${pid}\n${url}`);

  it('is none without a lock file', async () => {
    expect(await readStackLock(stateDir)).toBeUndefined();
  });

  it('is held by the process that took it', async () => {
    takeStackLock(stateDir, healthyUrl);

    expect(await readStackLock(stateDir)).toEqual({ pid: process.pid, url: healthyUrl, held: true });
  });

  withProc('is held by its stack while it starts, before its URL answers', async () => {
    const url = await closedUrl();
    takeStackLock(stateDir, url);

    expect(await readStackLock(stateDir)).toEqual({ pid: process.pid, url, held: true });
  });

  withProc('is stale when its pid now names a process that started after the lock was taken', async () => {
    const child = spawn('sleep', ['60']);
    try {
      fs.writeFileSync(path.join(stateDir, 'stack.pid'), `${child.pid}\n${healthyUrl}\n1`);

      expect(await readStackLock(stateDir)).toEqual({ pid: child.pid, url: healthyUrl, held: false, reason: 'process gone' });
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('is stale when a lock without a start time names a live process that does not answer at its URL', async () => {
    const url = await closedUrl();
    writeLock(process.pid, url);

    expect(await readStackLock(stateDir)).toEqual({ pid: process.pid, url, held: false, reason: 'not answering' });
  });

  it('is held by a live process that answers at its URL when the lock has no start time', async () => {
    writeLock(process.pid, healthyUrl);

    expect(await readStackLock(stateDir)).toEqual({ pid: process.pid, url: healthyUrl, held: true });
  });

  it('is stale when its process is gone', async () => {
    const { pid } = spawnSync('true');
    writeLock(pid, healthyUrl);

    expect(await readStackLock(stateDir)).toEqual({ pid, url: healthyUrl, held: false, reason: 'process gone' });
  });

  // A SIGKILLed stack under a PID 1 that reaps only now and then: kill(pid, 0) still finds the zombie.
  withProc('is stale when its process is a zombie, even if the URL answers', async () => {
    const { parent, zombiePid } = await spawnZombie();
    try {
      writeLock(zombiePid, healthyUrl);

      expect(await readStackLock(stateDir)).toEqual({ pid: zombiePid, url: healthyUrl, held: false, reason: 'zombie' });
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
