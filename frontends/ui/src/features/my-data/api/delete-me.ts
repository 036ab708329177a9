import { ambassadors, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';

/** Delete my account: the caller's own, with the typed confirmation. */
export function deleteMe(body: RouteInput<typeof ambassadors.deleteMe>['body']) {
  return api(ambassadors.deleteMe, { body });
}
