import { campaigns, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';

/** The server alone knows the passcode; wrong guesses are slowed down. */
export function verifyPasscode(body: RouteInput<typeof campaigns.verifyPasscode>['body']) {
  return api(campaigns.verifyPasscode, { body });
}
