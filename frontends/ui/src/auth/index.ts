// The auth client: one Amplify configuration and one session store per page, shared by every
// micro-frontend as a Module Federation singleton. Only this module talks to Amplify.
export {
  completeNewPassword,
  configureAuth,
  confirmPasswordReset,
  getAccessToken,
  preloadAuth,
  requestPasswordReset,
  resendSignUpCode,
  runtimeConfig,
  signIn,
  signOut,
} from './auth-client';
export { AuthCodeError, type AuthCodeErrorReason } from './auth-code-error';
export { NewPasswordRequired } from './new-password-required';
export { parseRuntimeConfig, type RuntimeConfig } from '@app/shared/platform';
export { getAuthSession, subscribeAuthSession, useAuthSession, type AuthSession } from './session-store';
