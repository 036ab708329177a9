// End-to-end journeys in headless Chromium against the real local stack (`npm start`), which the
// global setup starts on a free port with a fresh state folder and the teardown stops.
module.exports = {
  ...require('../../scripts/jest/transform'),
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  globalSetup: '<rootDir>/global-setup.ts',
  globalTeardown: '<rootDir>/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/support/check-after-each-test.ts'],
  testTimeout: 60_000,
};
