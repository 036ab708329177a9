import type { StudentSignUp } from '@app/shared/auth';
import type { Profile } from '@app/shared/profile';
import { api } from '@app/ui/api';

export interface SignUpResult {
  profile: Profile;
  confirmation_required: boolean;
}

/** POST /api/auth/student-sign-up: creates the account and saves school and social handles in one call. */
export function signUpStudent(input: StudentSignUp): Promise<SignUpResult> {
  return api.post<SignUpResult>('/auth/student-sign-up', input, { auth: false });
}
