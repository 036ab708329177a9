// Zod-free, like member-link.ts: the public campaign page's JavaScript reads a campaign's dates with these.
import type { Campaign } from './campaign';

/** A campaign has ended once its end date is before now (spec part 1, section 5). */
export function hasEnded(campaign: Pick<Campaign, 'end_date'>, now = new Date()): boolean {
  return campaign.end_date !== null && new Date(campaign.end_date).getTime() < now.getTime();
}

/** A campaign has started once its start date is not after now: until then it is scheduled (issue 45). */
export function hasStarted(campaign: Pick<Campaign, 'start_date'>, now = new Date()): boolean {
  return new Date(campaign.start_date).getTime() <= now.getTime();
}
