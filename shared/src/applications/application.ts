import * as z from 'zod';
import { MAX_LENGTH, optionalText, tooLong } from '../platform/text';

/** Numbers arrive from forms as text or numbers; empty means absent. */
const optionalNumber = z
  .union([z.number(), z.string().trim().max(20, 'Please enter a positive number')])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const number = Number(value);
    if (!Number.isFinite(number) || number < 0) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a positive number' });
      return z.NEVER;
    }
    return number;
  });

/** Organization application, /organization-application (spec part 1, sections 2.6 and 5). */
export const campaignApplicationSchema = z.object({
  organization_name: z
    .string({ error: 'Organization name must be at least 2 characters' })
    .trim()
    .min(2, 'Organization name must be at least 2 characters')
    .max(MAX_LENGTH.shortText, tooLong('Organization name', MAX_LENGTH.shortText)),
  organization_acronym: z
    .string({ error: 'Organization acronym must be at least 2 characters' })
    .trim()
    .min(2, 'Organization acronym must be at least 2 characters')
    .max(10, 'Organization acronym must be 10 characters or less'),
  campaign_name: z
    .string({ error: 'Campaign name must be at least 2 characters' })
    .trim()
    .min(2, 'Campaign name must be at least 2 characters')
    .max(MAX_LENGTH.shortText, tooLong('Campaign name', MAX_LENGTH.shortText)),
  active_members: z
    .union([z.number(), z.string().trim().max(20, 'Number of active members is required')], {
      error: 'Number of active members is required',
    })
    .refine((value) => value !== '', 'Number of active members is required')
    .transform(Number)
    .pipe(
      z
        .number()
        .int('Number of active members is required')
        .min(1, 'Number of active members is required')
        .max(1_000_000, 'Number of active members is too large'),
    ),
  description: optionalText('Campaign description', MAX_LENGTH.longText),
  target_amount: optionalNumber,
  start_date: z
    .string({ error: 'Start date is required' })
    .trim()
    .max(20, 'Start date is required')
    .pipe(z.iso.date('Start date is required')),
  contact_email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(MAX_LENGTH.email, tooLong('Contact email', MAX_LENGTH.email))
    .pipe(z.email('Please enter a valid email address')),
  contact_phone: optionalText('Contact phone', MAX_LENGTH.shortText),
});

export type CampaignApplicationInput = z.input<typeof campaignApplicationSchema>;

export type CampaignApplicationFields = z.output<typeof campaignApplicationSchema>;

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
