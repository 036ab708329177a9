const withEmail = (path: string, email: string) => (email ? `${path}?${new URLSearchParams({ email })}` : path);

/** Sign-in, with the e-mail filled in. */
export const signInPath = (email = '') => withEmail('/auth', email);

/** Where a new account verifies its e-mail with the 6-digit code it was sent. */
export const verifyEmailPath = (email: string) => withEmail('/auth/verify', email);

/** "Forgot password?", with the e-mail typed so far. */
export const forgotPasswordPath = (email = '') => withEmail('/auth/forgot-password', email);
