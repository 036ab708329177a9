import * as z from 'zod';
import { ROLES } from './roles';

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
});
export type Profile = z.infer<typeof profileSchema>;
