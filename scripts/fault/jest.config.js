// Fault injection: the local stack's engines killed under load, a consumer failing until the dead-letter
// queue takes its event, `npm start` killed with SIGKILL. Each test file starts the stack it breaks.
module.exports = {
  ...require('../jest/transform'),
  displayName: 'fault',
  testEnvironment: 'node',
  rootDir: '..',
  roots: ['<rootDir>/fault'],
  testTimeout: 300_000,
  setupFilesAfterEnv: ['<rootDir>/fault/timeout.ts'],
};
