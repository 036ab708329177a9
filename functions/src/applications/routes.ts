import { randomUUID } from 'node:crypto';
import { applications } from '@app/shared/contracts';
import { campaignSlug } from '@app/shared/slug';
import { route } from '#lib/http';
import { nowIso } from '#lib/table';
import { putNewApplication } from './application-data';

export const applicationRoutes = [
  // An organization applies for a campaign; it waits, pending, for an admin.
  route(applications.submitCampaignApplication, ['table:write'], async ({ input }) => {
    const application = {
      ...input.body,
      id: randomUUID(),
      campaign_slug: campaignSlug(input.body.campaign_name),
      status: 'pending' as const,
      created_at: nowIso(),
    };
    await putNewApplication(application);
    return application;
  }),
];
