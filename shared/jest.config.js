module.exports = {
  ...require('../scripts/jest/transform'),
  displayName: 'shared',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
};
