// Setup that `npm start` and `npm test` run first, so a fresh clone needs nothing else.
// Usage: node scripts/setup.mjs start|test
// Plain Node with no dependencies: it runs before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The e2e journeys launch this exact binary, Debian's headless shell of its Chromium (frontends/e2e/stack.ts), so a
// chromium elsewhere would not do.
const CHROMIUM = '/usr/bin/chromium-headless-shell';
const CHROMIUM_PACKAGE = 'chromium-headless-shell';
const command = process.argv[2];

if (command !== 'start' && command !== 'test') {
  console.error('Usage: node scripts/setup.mjs start|test');
  process.exit(2);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Runs a command in the repository root with the terminal attached; resolves once it succeeded, exits with its code if it failed. */
function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
    child.once('error', (error) => fail(`${cmd} could not run: ${error.message}`));
    child.once('exit', (code, signal) => (code === 0 ? resolve() : process.exit(code ?? (signal ? 1 : 0))));
  });
}

const works = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

// DynamoDB Local, which both commands start, is a Java program.
if (!works('java', ['-version'])) {
  fail('Java is missing: DynamoDB Local needs it. Install it with: sudo apt-get install -y default-jre-headless');
}

// The two installs below touch nothing of each other's, so they run side by side.
const installs = [];

if (command === 'test' && !fs.existsSync(CHROMIUM)) {
  // Install it only where we may (root, as in CI); otherwise say how and stop, as the e2e suite cannot run.
  if (process.getuid?.() !== 0 || !works('apt-get', ['--version'])) {
    fail(
      `Chromium is missing: the end-to-end tests drive Debian's ${CHROMIUM}. Install it with: sudo apt-get install -y ${CHROMIUM_PACKAGE}`,
    );
  }
  console.log(`Installing ${CHROMIUM_PACKAGE} for the end-to-end tests (${CHROMIUM} is missing)...`);
  installs.push(
    run('apt-get', ['update', '-qq']).then(() =>
      run('apt-get', ['install', '-y', '-qq', CHROMIUM_PACKAGE], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }),
    ),
  );
}

// npm writes node_modules/.package-lock.json on every install, so it is older than the lockfile
// exactly when the lockfile changed since (a pull, a branch switch).
const installed = path.join(root, 'node_modules', '.package-lock.json');
const reason = !fs.existsSync(path.join(root, 'node_modules'))
  ? 'node_modules is missing'
  : !fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(path.join(root, 'package-lock.json')).mtimeMs
    ? 'node_modules is older than package-lock.json'
    : null;
if (reason) {
  const older = Number(process.versions.node.split('.')[0]) < 24;
  // The project's Node 24 comes with the dependencies; until then npm warns (EBADENGINE) of those that need it.
  const onNode = older ? ` on this machine's Node ${process.version}, which they replace with the project's Node 24` : '';
  console.log(`Installing dependencies (${reason})${onNode}...`);
  installs.push(run('npm', ['ci', '--no-audit', '--no-fund']));
}
await Promise.all(installs);

// Everything after this script in `npm start` and `npm test` runs on the Node npm ci installed, which npm puts
// first on a script's PATH (node_modules/.bin/node); this script may run on the machine's own, older one.
const projectNode = path.join(root, 'node_modules', '.bin', 'node');
await run(fs.existsSync(projectNode) ? projectNode : process.execPath, [path.join(root, 'scripts', 'node-runtime.cjs')]);
