import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import globalTeardown from './global-teardown';
import { PORTS_PER_STACK } from '@app/scripts/src/local/layout';
import type { GlobalConfig } from 'jest';
import { requireChromium } from '@app/scripts/src/tools/chromium';
import { repoRoot, writeStackInfos, type StackInfo } from './stack';

const STARTUP_TIMEOUT_MS = 4 * 60_000;
const FIRST_PORT = 3100;
const READY_LINE = 'The product is running at';

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `count` blocks of free consecutive ports, one for each stack. */
async function freePortBlocks(count: number): Promise<number[]> {
  const blocks: number[] = [];
  for (let start = FIRST_PORT; start < FIRST_PORT + 500 && blocks.length < count; start += 10) {
    const ports = Array.from({ length: PORTS_PER_STACK }, (_, offset) => start + offset);
    if ((await Promise.all(ports.map(isPortFree))).every(Boolean)) blocks.push(start);
  }
  if (blocks.length < count) throw new Error(`No ${count} blocks of ${PORTS_PER_STACK} free consecutive ports from ${FIRST_PORT}`);
  return blocks;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

const tail = (file: string) => fs.readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');

/**
 * Starts the real local stack (`tsx scripts/src/start.ts`) on the ports from `port` with a fresh state folder, in its
 * own process group, and waits until it has built the web app and answers /api/health. `started` learns of
 * it at once, so a stack that fails to start is stopped with the others.
 */
async function startStack(port: number, started: StackInfo[]): Promise<void> {
  const baseUrl = `http://localhost:${port}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-stack-'));
  const logFile = path.join(workDir, 'stack.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn('npx', ['tsx', 'scripts/src/start.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', log, log],
    // Its state is thrown away with it, so its table needs no disk (DYNAMODB_IN_MEMORY, see scripts/src/start.ts).
    env: { ...process.env, PORT: String(port), STATE_DIR: path.join(workDir, 'state'), CI: 'true', DYNAMODB_IN_MEMORY: '1' },
  });
  fs.closeSync(log);
  child.unref();
  if (!child.pid) throw new Error('Could not start the local stack');
  started.push({ baseUrl, pid: child.pid, workDir });
  writeStackInfos(started);

  // An object, so the type checker sees the exit handler's assignment.
  const exit: { code: number | null } = { code: null };
  child.once('exit', (code) => (exit.code = code ?? -1));
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exit.code !== null) break;
    if (fs.readFileSync(logFile, 'utf8').includes(READY_LINE) && (await healthy(baseUrl))) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const problem = exit.code === null ? `was not ready after ${STARTUP_TIMEOUT_MS / 1000} s` : `exited (code ${exit.code}) while starting`;
  throw new Error(`The local stack ${problem}:\n${tail(logFile)}`);
}

/**
 * Starts one stack per jest worker, side by side (npm test has warmed webpack's cache, so each builds the web
 * app from it). With E2E_BASE_URL set, every worker uses that running stack instead.
 */
export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  requireChromium();
  if (process.env.E2E_BASE_URL) {
    writeStackInfos([{ baseUrl: process.env.E2E_BASE_URL }]);
    return;
  }
  const started: StackInfo[] = [];
  try {
    const ports = await freePortBlocks(Math.max(globalConfig.maxWorkers, 1));
    await Promise.all(ports.map((port) => startStack(port, started)));
  } catch (error) {
    // Jest skips the global teardown when the setup fails: stop what was started here.
    await globalTeardown();
    throw error;
  }
}
