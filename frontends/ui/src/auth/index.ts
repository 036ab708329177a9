// The auth client: one Amplify configuration and one session store per page, shared by every
// micro-frontend as a Module Federation singleton. Only this module talks to Amplify.
export { completeNewPassword, configureAuth, getAccessToken, runtimeConfig, signIn, signOut } from './auth-client';
export { NewPasswordRequired } from './new-password-required';
export { parseRuntimeConfig, type RuntimeConfig } from '@app/shared/runtime-config';
export { getAuthSession, subscribeAuthSession, useAuthSession, type AuthSession } from './session-store';
