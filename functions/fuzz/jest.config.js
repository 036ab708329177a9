// The fuzz suite has a backend of its own, so "nothing was written" can be checked on a table no other
// test writes to.
module.exports = {
  ...require('../../scripts/jest/transform'),
  displayName: 'fuzz',
  testEnvironment: 'node',
  rootDir: '..',
  roots: ['<rootDir>/fuzz'],
  globalSetup: '<rootDir>/fuzz/global-setup.ts',
  globalTeardown: '<rootDir>/fuzz/global-teardown.ts',
  setupFiles: ['<rootDir>/fuzz/setup-env.ts'],
  testTimeout: 120_000,
};
