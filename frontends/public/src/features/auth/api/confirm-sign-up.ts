import { api } from '@app/ui/api';

/** POST /api/auth/confirm-sign-up: verifies the e-mail with the 6-digit code Cognito sent. */
export function confirmSignUp(input: { email: string; code: string }): Promise<{ confirmed: true }> {
  return api.post<{ confirmed: true }>('/auth/confirm-sign-up', input, { auth: false });
}
