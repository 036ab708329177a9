import { createHash, timingSafeEqual } from 'node:crypto';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { env } from '#lib/env';

/** The ClientMetadata field our sign-up routes put the key in. */
export const SIGN_UP_KEY_FIELD = 'signup_key';

function sameKey(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The user pool's pre-sign-up trigger. Sign-up is open in Cognito only so that our API can call SignUp;
 * a SignUp without the key only the API holds (someone calling Cognito with the web client's id) is
 * refused, so every account gets its role and profile from our sign-up routes. Admin-created accounts
 * need IAM already and pass.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Lambda's Node.js runtime takes a handler's answer as a promise
export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  if (!sameKey(event.request.clientMetadata?.[SIGN_UP_KEY_FIELD], env('signUp').SIGNUP_KEY)) {
    throw new Error('Please sign up on the programme website.');
  }
  return event;
}
