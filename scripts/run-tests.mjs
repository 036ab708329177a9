// `npm test`'s jest run. The end-to-end journeys (one `npm start` stack, driven by Chromium) and every other
// project (each against its own local backend) run as two jest processes side by side, each taking its files
// one at a time: a project's files share one backend and its table, so they never run two at once, and the two
// processes share none. On two cores this keeps both busy where one run left one mostly idle.
// Arguments run one jest with them instead: `npm test -- --selectProjects functions`.
// Plain Node, as setup.mjs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(root, 'node_modules', '.bin', 'jest');
const E2E_PROJECT = 'e2e';

/** Runs jest with `args`, each line of its output prefixed with `label` when given; resolves to its exit code. */
function runJest(args, label) {
  // Piped, jest would drop its colours where the terminal shows them.
  if (label && process.stdout.isTTY) args = [...args, '--colors'];
  const child = spawn(jest, args, { cwd: root, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (label) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
    }
  }
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`jest could not run: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const extra = process.argv.slice(2);
const codes =
  extra.length > 0
    ? [await runJest(extra)]
    : await Promise.all([runJest(['--selectProjects', E2E_PROJECT], E2E_PROJECT), runJest(['--ignoreProjects', E2E_PROJECT], 'rest')]);
process.exit(codes.find((code) => code !== 0) ?? 0);
