module.exports = {
  ...require('../scripts/jest/transform'),
  displayName: 'infra',
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  // Each test file synthesizes the programme once (bundling its handlers) in beforeAll.
  testTimeout: 120_000,
};
