import { createHash, timingSafeEqual } from 'node:crypto';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { signUpKey } from '#lib/secrets';

/** The ClientMetadata field our sign-up routes put the key in. */
export const SIGN_UP_KEY_FIELD = 'signup_key';

function sameKey(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The user pool's pre-sign-up trigger. Sign-up is open in Cognito only so that our API can call SignUp;
 * a SignUp without the key only the API holds (someone calling Cognito with the web client's id) is
 * refused, so every account gets its role and profile from our sign-up routes. Admin-created accounts
 * need IAM already and pass.
 */
export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  const given = event.request.clientMetadata?.[SIGN_UP_KEY_FIELD];
  // The key is read (from Secrets Manager, cached) only for a sign-up that shows one.
  if (!given || !sameKey(given, await signUpKey())) {
    throw new Error('Please sign up on the programme website.');
  }
  return event;
}
