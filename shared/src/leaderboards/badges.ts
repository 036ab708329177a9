// Zod-free, so a page that shows badges (the public campaign page) does not load the schemas' library.
import { SHIRT_GOAL } from '../platform/constants';

/**
 * Milestone badges (issue 25): an ambassador earns one as their shirts sold first reach each of these.
 * A badge, once earned, is kept: a refund that takes the shirts back below it does not take it away.
 */
export const MILESTONE_BADGES = [1, 5, 10, 25, 50] as const;

/** The milestones `unitsAfter` shirts reach that are not among those already held, lowest first. */
export function badgesEarned(unitsAfter: number, held: readonly { shirts: number }[]): number[] {
  const kept = new Set(held.map((badge) => badge.shirts));
  return MILESTONE_BADGES.filter((shirts) => shirts <= unitsAfter && !kept.has(shirts));
}

/**
 * Whether the 10-shirt goal is reached (spec part 1, 'Your Progress': 'At 10 or more: Congratulations!'): at
 * 10 shirts sold, or once its badge is earned, which a later refund does not take away.
 */
export function goalReached(totals: { units_sold: number; badges: readonly { shirts: number }[] }): boolean {
  return totals.units_sold >= SHIRT_GOAL || totals.badges.some((badge) => badge.shirts >= SHIRT_GOAL);
}

/** A badge's name, as the pages and the e-mail say it. */
export const badgeName = (shirts: number) => (shirts === 1 ? 'First shirt' : `${shirts} shirts`);
