import * as z from 'zod';
import { nextCursorSchema, pageCursorSchema } from '../platform/paging';

/**
 * The one-off recount (`npm run migrate`) of what began with the bounded admin reads, for a table whose data
 * predates them: the ambassador counts and search entries, the revenue and fundraisers index keys of the
 * totals rows, who holds each code on its claim, each member's retention entry, the campaigns' listing entries, stat cards and summed totals,
 * and each campaign's own code (issue 45) for one launched before campaigns had it. A page at a time; the cursor
 * carries what has been counted so far.
 */
export const programmeRecountSchema = z.object({ cursor: pageCursorSchema });

export const programmeRecountPageSchema = z.object({
  /** What this page went through. */
  step: z.enum(['ambassadors', 'campaigns']),
  /** Profiles or campaigns examined. */
  examined: z.number(),
  /** Totals rows given their index keys. */
  indexed: z.number(),
  /** Code claims given who holds them (an order is attributed by its claim alone). */
  claims: z.number(),
  /** Members given their retention entry, from the day of the recount (Settings > Privacy's retention, issue 44). */
  retained: z.number(),
  /** Campaigns given their own code (issue 45), queued for the store on the code sync screen. */
  campaign_codes: z.number(),
  next_cursor: nextCursorSchema,
});

export type ProgrammeRecountPage = z.infer<typeof programmeRecountPageSchema>;
