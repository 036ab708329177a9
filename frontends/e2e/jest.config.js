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
  // A bound for a journey that hangs. The longest, the admin area's accessibility sweep, takes about 31 s alone
  // on the faster 2-core machines and 41 s beside the other projects (npm test), and the slower machines of
  // this kind run up to 2.4 times slower.
  testTimeout: 120_000,
};
