import * as z from 'zod';
import { CAMPAIGN_STATUSES } from './campaign';

/**
 * The public campaign page's data (spec part 1, section 2.9): the campaign's own totals, and its members by
 * their public name, with their shirts and badges and the code a visitor buys through; never a member's last
 * name, id, e-mail or dollars (issue 44, held to it by public-fields.test.ts).
 */
export const publicCampaignPageSchema = z.object({
  campaign: z.object({
    id: z.string(),
    campaign_name: z.string(),
    campaign_slug: z.string(),
    school_name: z.string(),
    description: z.string().nullable(),
    target_amount: z.number().nullable(),
    start_date: z.string(),
    end_date: z.string().nullable(),
    status: z.enum(CAMPAIGN_STATUSES),
    /**
     * The campaign's own discount code (issue 45): a shirt bought with it gives the organization its $5 and the
     * climate its $1, and earns no member a commission. The page's main Buy button uses it; null until it has one.
     */
    campaign_code: z.string().nullable(),
    /** Search engines may list the page (an adults-only campaign's choice); otherwise the page says noindex. */
    search_listed: z.boolean(),
  }),
  stats: z.object({ total_units_sold: z.number(), total_donated_to_org: z.number(), total_donated_to_environment: z.number() }),
  /** The shirt's picture from the Brand Assets (a public address), or null when the library has none. */
  shirt_image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  leaderboard: z.array(
    z.object({
      rank: z.number(),
      /** The member as the campaign names them in public (publicNameOf): "Riley C." unless the admin chose otherwise. */
      student_name: z.string(),
      units_sold: z.number(),
      /** The milestone badges held (shirts), lowest first. */
      badges: z.array(z.number()),
      /** The member's discount code, which their links carry; null before they have one. */
      personal_code: z.string().nullable(),
      /** The store with the member's code: the same link as their own shop link. */
      shop_link: z.string().nullable(),
    }),
  ),
});

export type PublicCampaignPage = z.infer<typeof publicCampaignPageSchema>;
