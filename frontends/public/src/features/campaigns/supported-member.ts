import { memberCodeFromLink } from '@app/shared/campaigns';
import type { PublicCampaignPage } from '@app/shared/campaigns';

type MemberRow = PublicCampaignPage['leaderboard'][number];

/** The member a purchase from the campaign page counts for. */
export type SupportedMember = MemberRow & { personal_code: string };

/**
 * The member whose code the visitor's link carries (?member={code}), when it names a member of this campaign
 * who can be bought through; otherwise none, and the page's Buy button credits the campaign itself, through
 * its own code (issue 45: never the top member, which would feed the leader). A code the page does not know is ignored.
 */
export function supportedMember(leaderboard: readonly MemberRow[], linkCode: string | null): SupportedMember | undefined {
  const code = memberCodeFromLink(linkCode);
  const linked = code ? leaderboard.find((row) => row.personal_code?.toUpperCase() === code) : undefined;
  return linked?.personal_code ? { ...linked, personal_code: linked.personal_code } : undefined;
}
