import * as z from 'zod';
import { AMBASSADOR_ROLES } from '../platform/roles';
import { MAX_LENGTH, tooLong } from '../platform/text';

/**
 * The admin's ambassador search (the Send Message and Create Code pickers): an ambassador is found when
 * their full name (first name, then last name), their last name or their e-mail begins with what was typed,
 * ignoring case, accents' composition and extra spaces. At most AMBASSADOR_SEARCH_LIMIT, alphabetical by
 * the text matched; type more to narrow it down.
 */
export const AMBASSADOR_SEARCH_LIMIT = 10;

/** What a search compares: lower case, trimmed, single spaces (the same for the stored texts and what is typed). */
export const normalizeSearchText = (text: string) => text.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ');

export const SEARCH_REQUIRED = 'Type a name or email to search';

/** The search's query: what was typed, and whether only ambassadors without a personal code count (Create Code). */
export const ambassadorSearchQuerySchema = z.object({
  q: z.string({ error: SEARCH_REQUIRED }).trim().min(1, SEARCH_REQUIRED).max(MAX_LENGTH.email, tooLong('Search', MAX_LENGTH.email)),
  without_code: z.enum(['true', 'false'], { error: 'without_code must be true or false' }).default('false'),
});

/** An ambassador a search found: enough to show and choose them. */
export const ambassadorMatchSchema = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(AMBASSADOR_ROLES),
});

export type AmbassadorMatch = z.infer<typeof ambassadorMatchSchema>;

export const ambassadorSearchSchema = z.object({ ambassadors: z.array(ambassadorMatchSchema) });

export type AmbassadorSearch = z.infer<typeof ambassadorSearchSchema>;
