import { ROLES } from '@app/shared/roles';

/**
 * The Cognito user pool, read by the auth stack and by the local stack.
 * Roles are groups; users never pick their own: our sign-up routes add them server-side.
 */
export const userPoolDefinition = {
  logicalName: 'ambassadors',
  groups: ROLES,
  signInWithEmail: true,
  // The spec's only password rule is a minimum of 6 characters (part 1, sections 5 and 9).
  passwordPolicy: {
    minLength: 6,
    requireLowercase: false,
    requireUppercase: false,
    requireDigits: false,
    requireSymbols: false,
  },
  webClient: {
    logicalName: 'web',
    // USER_PASSWORD_AUTH is the flow both Cognito and cognito-local support.
    authFlows: { userPassword: true },
    accessTokenValidityMinutes: 60,
    refreshTokenValidityDays: 30,
  },
} as const;
