import { randomUUID } from 'node:crypto';
import { applications, events } from '@app/shared/contracts';
import { campaignSlug } from '@app/shared/campaigns';
import { announce } from '#lib/events';
import { route } from '#lib/http';
import { nowIso } from '#lib/table';
import { listApplications, putNewApplication } from './application-data';
import { approveApplication, rejectApplication } from './review-application';

export const applicationRoutes = [
  // An organization applies for a campaign; it waits, pending, for an admin. Its contact gets a confirmation.
  route(applications.submitCampaignApplication, ['table:write', 'events:put'], async ({ input }) => {
    const application = {
      ...input.body,
      id: randomUUID(),
      campaign_slug: campaignSlug(input.body.campaign_name),
      status: 'pending' as const,
      created_at: nowIso(),
    };
    await putNewApplication(application);
    await announce(events.applicationSubmitted, {
      application_id: application.id,
      organization_name: application.organization_name,
      campaign_name: application.campaign_name,
      contact_email: application.contact_email,
    });
    return application;
  }),
  // The Applications tab (admins only): list, approve, reject.
  route(applications.listCampaignApplications, ['table:read'], async () => ({ applications: await listApplications() })),
  route(applications.approveCampaignApplication, ['table:read', 'table:write', 'events:put'], ({ input }) =>
    approveApplication(input.params.application_id),
  ),
  route(applications.rejectCampaignApplication, ['table:read', 'table:write', 'events:put'], ({ input }) =>
    rejectApplication(input.params.application_id),
  ),
];
