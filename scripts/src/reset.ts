/** npm run reset: wipes the local stack's state (users, rows, files), refusing while the stack runs. */
import '#node-runtime';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '#local/layout';
import { readStackLock } from '#local/stack-lock';

const stateDir = path.resolve(repoRoot, process.env.STATE_DIR ?? '.local');

async function main(): Promise<void> {
  const lock = await readStackLock(stateDir);
  // A live stack that does not answer yet may be starting (seeding, building): its state is in use too.
  if (lock && (lock.held || lock.reason === 'not answering')) {
    console.error(`The local stack is running or starting (pid ${lock.pid}); stop it with Ctrl+C before resetting.`);
    process.exit(1);
  }
  fs.rmSync(stateDir, { recursive: true, force: true });
  console.log(`Removed ${path.relative(repoRoot, stateDir)}: the next npm start seeds fresh demo data.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
