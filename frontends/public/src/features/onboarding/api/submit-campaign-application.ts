import { applications, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';

/** An organization's application; it waits, pending, for an admin. */
export function submitCampaignApplication(body: RouteInput<typeof applications.submitCampaignApplication>['body']) {
  return api(applications.submitCampaignApplication, { body });
}
