// Apart from auth.ts and its zod schemas: the browser's auth client, which every page loads, needs these lines alone.
/**
 * What the code flows (password reset, a new verification code) say when Cognito refuses. The weak
 * password and network lines are the spec's (part 1, section 8).
 */
export const AUTH_CODE_MESSAGES = {
  invalidCode: 'Invalid verification code provided, please try again.',
  expiredCode: 'This code has expired. Please ask for a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  weakPassword: 'There was an issue with the password. Please ensure it meets requirements.',
  network: 'Network error. Please check your connection and try again.',
  unknown: 'Something went wrong. Please try again.',
} as const;
