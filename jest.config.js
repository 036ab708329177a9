// Every jest project of the repository; `npm test` runs them (scripts/run-tests.mjs). Jest and its workers
// run on the project's Node 24, which the first line checks.
require('./scripts/node-runtime.cjs');

module.exports = {
  testTimeout: 120000,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/functions',
    '<rootDir>/functions/fuzz',
    '<rootDir>/functions/bundles',
    '<rootDir>/scripts',
    '<rootDir>/scripts/fault',
    '<rootDir>/infra',
    '<rootDir>/frontends',
    '<rootDir>/frontends/e2e',
  ],
};
