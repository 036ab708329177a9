import * as z from 'zod';

/**
 * Milestone badges (issue 25): an ambassador earns one as their shirts sold first reach each of these.
 * A badge, once earned, is kept: a refund that takes the shirts back below it does not take it away.
 */
export const MILESTONE_BADGES = [1, 5, 10, 25, 50] as const;

/** The shirts at which the goal card congratulates (spec part 1: 'Sell 10 shirts…', 'At 10 or more: Congratulations!'). */
export const GOAL_BADGE = 10;

export const badgeSchema = z.object({
  /** The milestone: shirts sold. */
  shirts: z.number(),
  earned_at: z.string(),
});

export type Badge = z.infer<typeof badgeSchema>;

/** The milestones `unitsAfter` shirts reach that are not among those already held, lowest first. */
export function badgesEarned(unitsAfter: number, held: readonly Pick<Badge, 'shirts'>[]): number[] {
  const kept = new Set(held.map((badge) => badge.shirts));
  return MILESTONE_BADGES.filter((shirts) => shirts <= unitsAfter && !kept.has(shirts));
}

/** A badge's name, as the pages and the e-mail say it. */
export const badgeName = (shirts: number) => (shirts === 1 ? 'First shirt' : `${shirts} shirts`);
