import type { StudentSignUp } from '@app/shared/auth';
import type { Profile } from '@app/shared/profile';
import { newProfile, putNewProfile } from '../profiles/profile-data';
import { deleteUser, registerUser } from './cognito-users';

/**
 * Student sign-up (spec part 1, 2.4): the Cognito user in group student and the profile with its
 * school and social handles, in one request. The student stays Pending Approval (no personal code)
 * until an admin approves them.
 */
export async function signUpStudent(input: StudentSignUp): Promise<Profile> {
  const userId = await registerUser({
    email: input.email,
    password: input.password,
    firstName: input.first_name,
    lastName: input.last_name,
    role: 'student',
  });
  const profile = newProfile({
    user_id: userId,
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    school: input.school,
    role: 'student',
    social_handles: input.social_handles ? { handles: input.social_handles } : null,
  });
  try {
    await putNewProfile(profile, { why_join: input.why_join });
  } catch (error) {
    await deleteUser(userId);
    throw error;
  }
  return profile;
}
