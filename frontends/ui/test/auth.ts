import { AuthCodeError } from '../src/auth/auth-code-error';
import { NewPasswordRequired } from '../src/auth/new-password-required';
import * as sessionStore from '../src/auth/session-store';

/** Sets what useAuthSession() answers in a test that mocks @app/ui/auth with fakeAuthModule(). */
export const setAuthSession = sessionStore.setAuthSession;

/**
 * A stand-in for @app/ui/auth: the real session store, with Amplify's parts replaced by mocks.
 * `jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule())`
 */
export function fakeAuthModule() {
  return {
    ...sessionStore,
    configureAuth: jest.fn(),
    getAccessToken: jest.fn(async () => 'token'),
    runtimeConfig: () => ({
      region: 'local',
      userPoolId: 'pool',
      userPoolClientId: 'client',
      apiBaseUrl: '/api',
      assetsBaseUrl: '/assets',
    }),
    // Amplify is not loaded in tests: nothing to start loading.
    preloadAuth: jest.fn(),
    signIn: jest.fn(),
    completeNewPassword: jest.fn(),
    NewPasswordRequired,
    requestPasswordReset: jest.fn(async () => undefined),
    confirmPasswordReset: jest.fn(async () => undefined),
    resendSignUpCode: jest.fn(async () => undefined),
    AuthCodeError,
    signOut: jest.fn(async () => sessionStore.setAuthSession({ status: 'signed-out' })),
  };
}
