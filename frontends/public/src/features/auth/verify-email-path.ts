/** Where a new account verifies its e-mail with the 6-digit code it was sent. */
export function verifyEmailPath(email: string): string {
  return `/auth/verify?${new URLSearchParams({ email })}`;
}
