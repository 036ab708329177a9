import * as z from 'zod';
import { firstNameSchema, lastNameSchema } from '../auth/auth';
import { guardianSchema } from '../guardians/guardian';
import { ROLES } from '../platform/roles';
import { MAX_LENGTH, optionalText } from '../platform/text';

/** A profile as the API returns it (spec part 1, section 3); stored items are parsed with it too. */
export const profileSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Shown as Organization. */
  school: z.string().nullable(),
  role: z.enum(ROLES),
  created_at: z.string(),
  campaign_id: z.string().nullable(),
  personal_code: z.string().nullable(),
  shop_link: z.string().nullable(),
  social_handles: z.object({ handles: z.string() }).nullable(),
  fundraising_goal: z.number().nullable(),
  /**
   * The day (YYYY-MM-DD) a member who signed up under 18 counts as 18; null for everyone else. Their month
   * and year of birth are not kept (issue 44). Profiles from before the age screen have none.
   */
  adult_from: z.string().nullable().default(null),
  /** The parent or guardian a member under 18 named at sign-up, and where their acknowledgement stands. */
  guardian: guardianSchema.nullable().default(null),
});

export type Profile = z.infer<typeof profileSchema>;

/** My Account (spec part 1, section 2.10): the fields an ambassador edits; the e-mail is read-only. */
export const profileUpdateSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  school: optionalText('Organization', MAX_LENGTH.shortText),
  social_handles: optionalText('Social media handles', MAX_LENGTH.shortText),
});

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** An admin as the Settings screen's Users tab lists them. */
export const adminUserSchema = profileSchema.pick({ user_id: true, first_name: true, last_name: true, email: true, created_at: true });

export type AdminUser = z.infer<typeof adminUserSchema>;
