module.exports = {
  ...require('../scripts/jest/transform'),
  displayName: 'functions',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  testTimeout: 30_000,
};
