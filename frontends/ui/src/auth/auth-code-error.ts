import { AUTH_CODE_MESSAGES } from '@app/shared/auth-messages';

export type AuthCodeErrorReason = keyof typeof AUTH_CODE_MESSAGES;

/**
 * Cognito's refusal of a code flow (password reset, a new verification code), in the product's words;
 * `reason` tells a page which field it belongs beside.
 */
export class AuthCodeError extends Error {
  constructor(readonly reason: AuthCodeErrorReason) {
    super(AUTH_CODE_MESSAGES[reason]);
    this.name = 'AuthCodeError';
  }
}
