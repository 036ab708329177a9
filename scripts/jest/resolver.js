// Jest resolves a test's imports as CommonJS (conditions "require" and "default"), by its own resolver rather
// than Node's, so the packages that export "import" alone (node-runtime.cjs) resolve by "import" here too; the
// ES modules found are turned into CommonJS by the transform (transform.js lists them as ESM-only).
const { importOnlyPackages } = require('../node-runtime.cjs');

/** @type {(request: string, options: import('jest-resolve').ResolverOptions) => string} */
module.exports = (request, options) =>
  options.defaultResolver(
    request,
    importOnlyPackages.test(request) ? { ...options, conditions: [...(options.conditions ?? []), 'import'] } : options,
  );
