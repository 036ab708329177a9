import * as z from 'zod';
import { campaignApplicationSchema } from '../onboarding';
import { defineRoute } from './contract';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** An organization's campaign application (spec part 1, section 3 `campaign_applications`). */
export const campaignApplicationRecordSchema = z.object({
  id: z.string(),
  organization_name: z.string(),
  organization_acronym: z.string(),
  campaign_name: z.string(),
  campaign_slug: z.string(),
  active_members: z.number(),
  description: z.string().nullable(),
  target_amount: z.number().nullable(),
  start_date: z.string(),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
});
export type CampaignApplication = z.infer<typeof campaignApplicationRecordSchema>;

/** An organization applies for a campaign; it waits, pending, for an admin. */
export const submitCampaignApplication = defineRoute({
  method: 'POST',
  path: '/api/campaign-applications',
  access: 'public',
  body: campaignApplicationSchema,
  response: campaignApplicationRecordSchema,
  status: 201,
});
