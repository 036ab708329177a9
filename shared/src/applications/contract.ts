import * as z from 'zod';
import { campaignApplicationRecordSchema, campaignApplicationSchema } from './application';
import { campaignSchema } from '../campaigns/campaign';
import { passcodeSchema } from '../campaigns/campaign-admin';
import { adminOnly, defineRoute } from '../contracts/contract';
import { idText } from '../platform/text';

/** An organization applies for a campaign; it waits, pending, for an admin. */
export const submitCampaignApplication = defineRoute({
  method: 'POST',
  path: '/api/campaign-applications',
  access: 'public',
  body: campaignApplicationSchema,
  response: campaignApplicationRecordSchema,
  status: 201,
});

const applicationParams = z.object({ application_id: idText('Application not found', 'Application') });

const reviewErrors = {
  notFound: 'Application not found',
  notPending: 'Only pending applications can be approved or rejected.',
} as const;

/** The Applications tab: every application, newest first. */
export const listCampaignApplications = defineRoute({
  method: 'GET',
  path: '/api/admin/campaign-applications',
  access: adminOnly,
  response: z.object({ applications: z.array(campaignApplicationRecordSchema) }),
});

/**
 * Approves a pending application: its campaign (active, ending 30 days after its start date, under a
 * slug no other campaign has) and a first passcode are created and the application marked approved, in
 * one transaction. Approving it again answers with the same campaign, so a double click creates one.
 */
export const approveCampaignApplication = defineRoute({
  method: 'POST',
  path: '/api/admin/campaign-applications/{application_id}/approve',
  access: adminOnly,
  audit: 'application.approved',
  params: applicationParams,
  response: z.object({ application: campaignApplicationRecordSchema, campaign: campaignSchema, passcode: passcodeSchema }),
  errors: reviewErrors,
});

/** Rejects a pending application; its contact is told courteously. */
export const rejectCampaignApplication = defineRoute({
  method: 'POST',
  path: '/api/admin/campaign-applications/{application_id}/reject',
  access: adminOnly,
  audit: 'application.rejected',
  params: applicationParams,
  response: campaignApplicationRecordSchema,
  errors: reviewErrors,
});
