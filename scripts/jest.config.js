module.exports = {
  ...require('./jest/transform'),
  displayName: 'scripts',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
};
