// `npm test` after its setup. On two cores one step at a time leaves a core idle, so every step runs side by side:
// - the static checks (types, lint, format);
// - a production build of the web app, whose only product is webpack's cache: every stack the tests start (the
//   journeys', the fault suite's `npm start`) then builds from it in seconds instead of from scratch;
// - three jest runs, so that both cores stay busy to the end. The end-to-end journeys, with two workers, each
//   driving a stack of its own (see frontends/e2e/global-setup.ts), and the projects whose files share a backend
//   and its table, with one worker, as they never run two at once: both after the web build. The projects whose
//   files need nothing running, with one worker, from the start.
// It fails when any step fails. Each line of a step's output is prefixed with its name, and its time printed when
// it ends. Arguments run one jest with them instead: `npm test -- --selectProjects functions`.
// Plain Node, as setup.mjs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const E2E_WORKERS = 2;
/** The projects whose test files run against one backend of the project's (functions/test, functions/fuzz, functions/bundles) or start stacks (scripts/fault). */
const BACKEND_PROJECTS = ['functions', 'fuzz', 'bundles', 'fault'];

/** The tests every jest run reported, from its closing "Tests:" line. */
const tests = { passed: 0, failed: 0, skipped: 0 };
function countTests(line) {
  // eslint-disable-next-line no-control-regex -- jest's colours, when the terminal shows them
  const summary = /^Tests:\s+(.*)\d+ total$/.exec(line.replace(/\x1b\[[0-9;]*m/g, ''));
  for (const [, count, kind] of summary?.[1].matchAll(/(\d+) (passed|failed|skipped)/g) ?? []) tests[kind] += Number(count);
}

/** Runs `command` in the repository root, each line of its output prefixed with `label` when given; resolves to its exit code. */
function run(command, args, label) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (label) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        out.write(`[${label}] ${line}\n`);
        countTests(line);
      });
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
const webBuild = run(bin('tsx'), ['scripts/src/tools/warm-web-build.ts'], 'web build');
/** `step` once the web build is done; the build's failure instead, when it failed. */
const afterWebBuild = (step) => webBuild.then((code) => (code === 0 ? step() : code));
const codes = await Promise.all([
  run('npm', ['run', '--silent', 'typecheck'], 'typecheck'),
  run('npm', ['run', '--silent', 'lint:code'], 'lint'),
  run('npm', ['run', '--silent', 'lint:format'], 'format'),
  afterWebBuild(() => jest(['--selectProjects', 'e2e', `--maxWorkers=${E2E_WORKERS}`], 'e2e')),
  afterWebBuild(() => jest(['--selectProjects', ...BACKEND_PROJECTS], 'backends')),
  // The rest (shared, scripts, infra, frontends): unit, component and template tests.
  jest(['--ignoreProjects', 'e2e', ...BACKEND_PROJECTS], 'standalone'),
]);
console.log(`npm test took ${Math.round((Date.now() - started) / 1000)} s after its setup`);
// The runs' counts in one line, as CI reads a run's closing line.
console.log(`${tests.passed} passed, ${tests.failed} failed${tests.skipped ? `, ${tests.skipped} skipped` : ''}`);
process.exit(failed(codes) ?? 0);
