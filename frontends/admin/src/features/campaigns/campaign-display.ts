import { campaignPagePath, hasStarted, type AdminCampaign, type Campaign } from '@app/shared/campaigns';
import { formatDay } from '@app/ui';

/** 'Nov 1, 2026 – Dec 1, 2026', or an open end. */
export function dateRange(campaign: Pick<AdminCampaign, 'start_date' | 'end_date'>): string {
  return `${formatDay(campaign.start_date)} – ${campaign.end_date ? formatDay(campaign.end_date) : 'No end date'}`;
}

/** The search box (spec part 2, section 2): campaign name, school name and passcodes, case-insensitively. */
export function matchesCampaignSearch(campaign: AdminCampaign, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return [campaign.campaign_name, campaign.school_name, ...campaign.passcodes.map((each) => each.passcode)].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

export const activePasscodesOf = (campaign: AdminCampaign) => campaign.passcodes.filter((passcode) => passcode.is_active);

/** "Used once", "Used 3 times". */
export const usageText = (count: number) => (count === 1 ? 'Used once' : `Used ${count} times`);

export const leaderboardPath = (campaign: Pick<AdminCampaign, 'campaign_slug'>) => campaignPagePath(campaign.campaign_slug);

/** The campaign page's full address, to copy and share. */
export const campaignPageUrl = (campaign: Pick<AdminCampaign, 'campaign_slug'>) =>
  new URL(leaderboardPath(campaign), window.location.origin).href;

/**
 * An active campaign whose start date is still ahead (issue 45): shown as Scheduled. Derived, not stored:
 * its status stays active, and it reads Active from its start date on without anything changing it.
 */
export const isScheduled = (campaign: Pick<Campaign, 'status' | 'start_date'>, now = new Date()) =>
  campaign.status === 'active' && !hasStarted(campaign, now);
