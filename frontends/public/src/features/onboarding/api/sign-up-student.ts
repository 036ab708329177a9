import { auth, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';

/** Creates the account and saves school and social handles in one call. */
export function signUpStudent(body: RouteInput<typeof auth.signUpStudent>['body']) {
  return api(auth.signUpStudent, { body });
}
