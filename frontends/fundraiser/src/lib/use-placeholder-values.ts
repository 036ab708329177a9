import { leaderboardLinkFor, type PlaceholderValues } from '@app/shared/placeholders';
import { useProfile } from '@app/ui';
import { useCampaign } from '../api/get-campaign';

/** The section 9 placeholder values for the signed-in ambassador: their profile, and their campaign once it has loaded. */
export function usePlaceholderValues(): PlaceholderValues {
  const profile = useProfile();
  const { data: campaign } = useCampaign(profile.campaign_id);
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    schoolName: campaign?.school_name ?? profile.school,
    campaignName: campaign?.campaign_name,
    studentCode: profile.personal_code,
    shopLink: profile.shop_link,
    leaderboardLink: leaderboardLinkFor(window.location.origin, campaign?.campaign_slug),
  };
}
