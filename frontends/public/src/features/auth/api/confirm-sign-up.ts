import { auth, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';

/** Verifies the e-mail with the 6-digit code Cognito sent. */
export function confirmSignUp(body: RouteInput<typeof auth.confirmSignUp>['body']) {
  return api(auth.confirmSignUp, { body });
}
