/** npm run reset: wipes the local stack's state (users, rows, files), refusing while the stack runs. */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '#local/layout';
import { runningStack } from '#local/stack-lock';

const stateDir = path.resolve(repoRoot, process.env.STATE_DIR ?? '.local');
const running = runningStack(stateDir);
if (running) {
  console.error(`The local stack is running (pid ${running.pid}); stop it with Ctrl+C before resetting.`);
  process.exit(1);
}
fs.rmSync(stateDir, { recursive: true, force: true });
console.log(`Removed ${path.relative(repoRoot, stateDir)}: the next npm start seeds fresh demo data.`);
