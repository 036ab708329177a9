import { auth, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';

/** The server re-checks campaign, end date and passcode, and assigns the role. */
export function signUpFundraiser(body: RouteInput<typeof auth.signUpFundraiser>['body']) {
  return api(auth.signUpFundraiser, { body });
}
