// What every process of the project needs of its Node, before anything else loads: each entry point (the
// scripts, the local backends, jest's config, webpack's, the CDK app) requires this first.
// - Node 24, which `npm ci` installs as node_modules/.bin/node (the optional dependency node-linux-<arch>);
//   npm puts that folder first on the PATH of every script it runs. A process started another way on an
//   older Node stops here, with the one thing to do.
// - Packages that export their modules under the "import" condition alone (middy 7) resolve from CommonJS,
//   which the TypeScript compiles to under tsx and jest: require() looks for "require" and "default", so for
//   these it looks for "import" too, and Node 24 requires the ES module it finds.
// Plain CommonJS with no dependencies, so that an old Node can run it far enough to say so.
const REQUIRED_MAJOR = 24;

/** Bare specifiers of the packages whose exports name "import" alone. */
const importOnlyPackages = /^@middy\//;

const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  const linux = process.platform === 'linux' && ['x64', 'arm64'].includes(process.arch);
  const remedy = linux
    ? 'run it through npm (npm start, npm test, npm run <script>), which uses the Node 24 that npm ci installs in node_modules/.bin'
    : `install Node ${REQUIRED_MAJOR} (npm ci brings it only on Linux, x64 or arm64)`;
  console.error(`This project runs on Node ${REQUIRED_MAJOR} and this is Node ${process.versions.node} (${process.execPath}): ${remedy}.`);
  process.exit(1);
}

require('node:module').registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!importOnlyPackages.test(specifier) || context.conditions.includes('import')) return nextResolve(specifier, context);
    return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'import'] });
  },
});

module.exports = { importOnlyPackages };
