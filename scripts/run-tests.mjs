// `npm test` after its setup. On two cores one step at a time leaves a core idle, so every step runs side by side:
// - the static checks (types, lint, format);
// - a production build of the web app, whose only product is webpack's cache: every stack the tests start (the
//   journeys', the fault suite's `npm start`) then builds from it in seconds instead of from scratch;
// - four jest runs, so that both cores stay busy to the end:
//   - the projects whose files need nothing running, with one worker, from the start;
//   - the end-to-end journeys, with two workers, each driving a stack of its own (see frontends/e2e/global-setup.ts),
//     after the web build;
//   - the functions project, whose files share one backend and its table, so one worker, after the web build;
//   - the fuzz, bundles and fault projects, each with a backend or stacks of its own, one worker, once the static
//     checks are done: chained after the functions project they were the run's last 200 s on one busy core.
// It fails when any step fails. Each line of a step's output is prefixed with its name, and its time printed when
// it ends; the last lines name every failing test. Arguments run one jest with them instead:
// `npm test -- --selectProjects functions`.
// Plain Node, as setup.mjs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const E2E_WORKERS = 2;
/** The projects whose test files run against a backend of the project's own (functions/fuzz, functions/bundles) or start stacks (scripts/fault). */
const PROBE_PROJECTS = ['fuzz', 'bundles', 'fault'];

/** The tests every jest run reported, from its closing "Tests:" line, and the name of each failure jest printed. */
const tests = { passed: 0, failed: 0, skipped: 0 };
const failures = new Set();
function countTests(label, line) {
  // eslint-disable-next-line no-control-regex -- jest's colours, when the terminal shows them
  const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
  const summary = /^Tests:\s+(.*)\d+ total$/.exec(plain);
  for (const [, count, kind] of summary?.[1].matchAll(/(\d+) (passed|failed|skipped)/g) ?? []) tests[kind] += Number(count);
  // A failing file (`FAIL project path`, or `FAIL path` in jest's closing summary) and each failing test in it (`● describe › test`).
  const failure = /^FAIL\s+(?:[^\s/]+\s+)?(\S+\/\S+)/.exec(plain) ?? /^\s+● (?!Console$)(.+)$/.exec(plain);
  if (failure) failures.add(`[${label}] ${failure[1]}`);
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
        countTests(label, line);
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
const staticChecks = Promise.all([
  run('npm', ['run', '--silent', 'typecheck'], 'typecheck'),
  run('npm', ['run', '--silent', 'lint:code'], 'lint'),
  run('npm', ['run', '--silent', 'lint:format'], 'format'),
]);
const codes = await Promise.all([
  staticChecks,
  afterWebBuild(() => jest(['--selectProjects', 'e2e', `--maxWorkers=${E2E_WORKERS}`], 'e2e')),
  afterWebBuild(() => jest(['--selectProjects', 'functions'], 'functions')),
  staticChecks.then(() => afterWebBuild(() => jest(['--selectProjects', ...PROBE_PROJECTS], 'probes'))),
  // The rest (shared, scripts, infra, frontends): unit, component and template tests.
  jest(['--ignoreProjects', 'e2e', 'functions', ...PROBE_PROJECTS], 'standalone'),
]).then((steps) => steps.flat());
console.log(`npm test took ${Math.round((Date.now() - started) / 1000)} s after its setup`);
for (const failure of failures) console.log(`  failed: ${failure}`);
// The runs' counts in one line, as CI reads a run's closing line.
console.log(`${tests.passed} passed, ${tests.failed} failed${tests.skipped ? `, ${tests.skipped} skipped` : ''}`);
process.exit(failed(codes) ?? 0);
