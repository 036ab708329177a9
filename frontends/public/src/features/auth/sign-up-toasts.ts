/**
 * The topic of every toast about an account being created (issue 45): its refusals, "check your e-mail" and
 * "Email verified". Each replaces the one before, so a refusal never outlives the sign-up that succeeded
 * after it, and "Email verified" never stands beside "Please check your email".
 */
export const SIGN_UP_TOPIC = 'sign-up';
