import * as z from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema } from './auth';
import { MINIMUM_AGE } from './constants';
import { idText, MAX_LENGTH, optionalText, tooLong } from './text';

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

export const MISSING_CAMPAIGN_OR_PASSCODE = 'Please select a campaign and enter the passcode.';
export const INVALID_PASSCODE = 'The passcode you entered is incorrect or has expired.';
export const CAMPAIGN_NOT_FOUND_AT_SIGN_UP = 'Campaign information not found. Please start over.';

/** Campaign selection, /fundraiser/campaigns (spec part 1, sections 2.7 and 5). */
export const passcodeCheckSchema = z.object({
  campaign_slug: idText(MISSING_CAMPAIGN_OR_PASSCODE, 'Campaign'),
  passcode: z.string({ error: MISSING_CAMPAIGN_OR_PASSCODE }).trim().min(1, MISSING_CAMPAIGN_OR_PASSCODE).max(100, INVALID_PASSCODE),
});

/** Fundraiser sign-up, /fundraiser/signup (spec part 1, sections 2.8 and 5). */
export const fundraiserSignUpSchema = z
  .object({
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirm_password: z
      .string({ error: 'Passwords do not match. Please try again.' })
      .max(MAX_LENGTH.password, 'Passwords do not match. Please try again.'),
    age_confirmed: z.literal(true, { error: `You must confirm you are ${MINIMUM_AGE} or older to participate.` }),
    campaign_id: idText(CAMPAIGN_NOT_FOUND_AT_SIGN_UP, 'Campaign'),
    passcode: passcodeCheckSchema.shape.passcode,
  })
  .refine((input) => input.password === input.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match. Please try again.',
  });
export type FundraiserSignUpInput = z.input<typeof fundraiserSignUpSchema>;
export type FundraiserSignUp = z.output<typeof fundraiserSignUpSchema>;
