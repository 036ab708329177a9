import { ambassadors, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';

/** The guardian deletes the member's account, with the typed confirmation; the link stops opening with it. */
export function deleteMemberAccount(token: string, body: RouteInput<typeof ambassadors.deleteMemberByGuardian>['body']) {
  return api(ambassadors.deleteMemberByGuardian, { params: { token }, body });
}
