// Component tests of every frontend package (jsdom + Testing Library). The e2e project is e2e/jest.config.js.
module.exports = {
  ...require('../scripts/jest/transform'),
  displayName: 'frontends',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/*/src/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/'],
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/style-stub.js' },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
};
