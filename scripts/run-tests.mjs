// `npm test` after its setup. On two cores, one step at a time leaves a core idle, so the steps run side by side:
// 1. The static checks (types, lint, format) and a production build of the web app, whose only product is
//    webpack's cache: every stack the tests start (the journeys', the fault suite's `npm start`) then builds
//    from it instead of from scratch. Any check that fails stops here.
// 2. Two jest runs. The end-to-end journeys, with two workers, each driving a stack of its own (see
//    frontends/e2e/global-setup.ts). Every other project, with one worker: a project's files share one
//    backend and its table, so they never run two at once.
// Each line of a step's output is prefixed with its name; the step's time is printed when it ends.
// Arguments run one jest with them instead: `npm test -- --selectProjects functions`.
// Plain Node, as setup.mjs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const E2E_PROJECT = 'e2e';
const E2E_WORKERS = 2;

/** Runs `command` in the repository root, each line of its output prefixed with `label` when given; resolves to its exit code. */
function run(command, args, label) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (label) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
    }
  }
  return new Promise((resolve) => {
    const done = (code) => {
      if (label)
        console.log(`[${label}] ${code === 0 ? 'done' : `failed (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(code);
    };
    child.once('error', (error) => {
      console.error(`${command} could not run: ${error.message}`);
      done(1);
    });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

// Piped, jest would drop its colours where the terminal shows them.
const jest = (args, label) => run(bin('jest'), label && process.stdout.isTTY ? [...args, '--colors'] : args, label);
const failed = (codes) => codes.find((code) => code !== 0);

const extra = process.argv.slice(2);
if (extra.length > 0) process.exit(await jest(extra));

const started = Date.now();
const checks = await Promise.all([
  run('npm', ['run', '--silent', 'typecheck'], 'typecheck'),
  run('npm', ['run', '--silent', 'lint:code'], 'lint'),
  run('npm', ['run', '--silent', 'lint:format'], 'format'),
  run(bin('tsx'), ['scripts/src/tools/warm-web-build.ts'], 'web build'),
]);
if (failed(checks) !== undefined) process.exit(failed(checks));

const tests = await Promise.all([
  jest(['--selectProjects', E2E_PROJECT, `--maxWorkers=${E2E_WORKERS}`], E2E_PROJECT),
  jest(['--ignoreProjects', E2E_PROJECT], 'rest'),
]);
console.log(`npm test took ${Math.round((Date.now() - started) / 1000)} s after its setup`);
process.exit(failed(tests) ?? 0);
