/** What a failed sign-in says: the server's message, or a general one. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** Cognito's answer for an account whose e-mail is not verified yet. */
export const UNVERIFIED_MESSAGE = 'Please verify your email address before signing in.';
