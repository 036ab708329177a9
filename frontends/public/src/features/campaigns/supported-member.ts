import { memberCodeFromLink } from '@app/shared/campaigns';
import type { PublicCampaignPage } from '@app/shared/campaigns';

type MemberRow = PublicCampaignPage['leaderboard'][number];

/** Who a purchase from the campaign page counts for, and why. */
export interface SupportedMember {
  row: MemberRow & { personal_code: string };
  /** The visitor came through this member's link (?member={code}); otherwise the member is the campaign's top one. */
  fromLink: boolean;
}

/** A member with a code has a tracked link to buy through. */
const canBuyThrough = (row: MemberRow): row is SupportedMember['row'] => row.personal_code !== null;

/**
 * The member the page's buy button supports: the one whose code the visitor's link carries, when it names
 * a member of this campaign; otherwise the top of the leaderboard, so a purchase still gives the campaign
 * its $5 (a sale without a member's code counts for no campaign). A code the page does not know is ignored.
 * None while no member can be bought through.
 */
export function supportedMember(leaderboard: readonly MemberRow[], linkCode: string | null): SupportedMember | undefined {
  const code = memberCodeFromLink(linkCode);
  const linked = code ? leaderboard.find((row) => row.personal_code?.toUpperCase() === code) : undefined;
  if (linked && canBuyThrough(linked)) return { row: linked, fromLink: true };
  const top = leaderboard.find(canBuyThrough);
  return top ? { row: top, fromLink: false } : undefined;
}
