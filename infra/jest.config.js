module.exports = {
  ...require('../scripts/jest/transform'),
  displayName: 'infra',
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  // Each test file synthesizes the programme once in beforeAll; a few also bundle handlers with esbuild.
  testTimeout: 120_000,
};
