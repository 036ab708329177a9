import type { AmbassadorDetails } from '@app/shared/templates';
import { useProfile } from '@app/ui';
import { useCampaign } from '../api/get-campaign';

/** What the section 9 placeholders are filled from for the signed-in ambassador: their profile, and their campaign once it has loaded. */
export function useAmbassadorDetails(): AmbassadorDetails {
  const profile = useProfile();
  const { data: campaign } = useCampaign(profile.campaign_id);
  return { profile, campaign, origin: window.location.origin };
}
