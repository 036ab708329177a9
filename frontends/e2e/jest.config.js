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
  // A bound for a journey that hangs. The longest, the admin area's accessibility sweep, takes 31 s run alone on
  // a faster 2-core machine; beside the other projects (npm test) its file takes 1.15 to 1.35 times as long, and
  // the slower machines of this kind run up to 2.4 times slower.
  testTimeout: 120_000,
};
