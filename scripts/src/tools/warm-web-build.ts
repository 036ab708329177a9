/**
 * A production build of the web app as `npm start` builds it in CI, into a folder thrown away after: what it
 * leaves is webpack's cache (node_modules/.cache/webpack), from which every stack the tests then start builds
 * in a few seconds. `npm test` runs it beside its static checks (scripts/run-tests.mjs).
 */
import '#node-runtime';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontends } from '#local/frontends';

async function main(): Promise<void> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-build-'));
  try {
    await buildFrontends({ watch: false, stateDir });
  } finally {
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
