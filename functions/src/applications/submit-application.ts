import { randomUUID } from 'node:crypto';
import { campaignApplicationSchema } from '@app/shared/onboarding';
import { campaignSlug } from '@app/shared/slug';
import { json, publicRoute, validate } from '#lib/http';
import { nowIso } from '#lib/table';
import { putNewApplication, type CampaignApplication } from './application-data';

/** An organization applies for a campaign; it waits, pending, for an admin. */
export const handler = publicRoute()
  .use(validate(campaignApplicationSchema))
  .handler(async ({ input }) => {
    const application: CampaignApplication = {
      ...input,
      id: randomUUID(),
      campaign_slug: campaignSlug(input.campaign_name),
      status: 'pending',
      created_at: nowIso(),
    };
    await putNewApplication(application);
    return json(201, application);
  });
