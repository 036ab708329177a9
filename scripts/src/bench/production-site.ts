import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePortBlock } from '#local/free-ports';
import { PORTS_PER_STACK, repoRoot } from '#local/layout';
import { stopChild, waitFor } from '#local/process';

const READY_LINE = 'The product is running at';

/**
 * `CI=true npm start` (production builds of the web app, demo data seeded) on free ports with a fresh state
 * folder, for `use`; stopped afterwards. It builds into the frontends' dist/ folders, as `npm start` does.
 */
export async function withProductionSite<T>(log: (message: string) => void, use: (siteUrl: string) => Promise<T>): Promise<T> {
  const port = await findFreePortBlock(PORTS_PER_STACK);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const logFile = path.join(workDir, 'stack.log');
  const out = fs.openSync(logFile, 'a');
  log(`starting a production-build stack (CI=true npm start) on port ${port}; its log: ${logFile}`);
  const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'scripts/src/start.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', out, out],
    env: { ...process.env, CI: 'true', PORT: String(port), STATE_DIR: path.join(workDir, 'state') },
  });
  fs.closeSync(out);
  try {
    const output = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    await waitFor(
      'the production-build stack',
      () => (fs.readFileSync(logFile, 'utf8').includes(READY_LINE) ? Promise.resolve() : Promise.reject(new Error('not ready yet'))),
      { child, output, timeoutMs: 6 * 60_000 },
    );
    return await use(`http://localhost:${port}`);
  } finally {
    await stopChild(child);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
