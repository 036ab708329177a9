import { ROLES } from '@app/shared/platform';

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
  /**
   * Cognito triggers (modules under functions/src). Pre-sign-up refuses any SignUp that does not carry
   * the key only our sign-up routes hold, so nobody creates an account, and so no group, by calling
   * Cognito directly; the local stack does not run it (its Cognito relay checks the key in its place, and
   * the trigger's tests call the handler). Custom message writes an invited admin's invitation in the
   * saved Program Name; cognito-local runs it through the local stack's Lambda endpoint.
   */
  triggers: { preSignUp: 'auth/pre-sign-up.ts', customMessage: 'auth/custom-message.ts' },
  webClient: {
    logicalName: 'web',
    // USER_PASSWORD_AUTH is the flow both Cognito and cognito-local support.
    authFlows: { userPassword: true },
    accessTokenValidityMinutes: 60,
    refreshTokenValidityDays: 30,
  },
} as const;
