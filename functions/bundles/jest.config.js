// The deployed bundles run here: a backend of its own whose Lambdas (HTTP API, bus, scheduler, the user
// pool trigger) are the esbuild bundles CDK deploys (infra/lib/bundling.ts), not the sources. It runs the
// functions suite's own files: the authorization matrix, an order journey (signed webhook → bus → order
// consumer → the campaign page's totals through the API), the admin invitation (the custom message trigger)
// the campaign page and sign-in rendered on the server (React, React Router and the public micro-frontend's
// components in a bundle) and the campaign's share card (satori, and resvg's WebAssembly and the fonts the function ships beside its bundle).
module.exports = {
  ...require('../../scripts/jest/transform'),
  displayName: 'bundles',
  testEnvironment: 'node',
  rootDir: '..',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: [
    '<rootDir>/test/authorization-matrix.test.ts',
    '<rootDir>/src/campaigns/campaign-page.test.ts',
    '<rootDir>/src/auth/invite-admin.test.ts',
    '<rootDir>/src/web-pages/campaign-page.test.ts',
    '<rootDir>/src/web-pages/share-card.test.ts',
    '<rootDir>/src/web-pages/sign-in-page.test.ts',
  ],
  globalSetup: '<rootDir>/bundles/global-setup.ts',
  globalTeardown: '<rootDir>/bundles/global-teardown.ts',
  setupFiles: ['<rootDir>/bundles/setup-env.ts'],
  testTimeout: 30_000,
};
