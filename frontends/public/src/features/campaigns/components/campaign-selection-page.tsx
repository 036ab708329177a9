import { PublicPage } from '#components/public-page';

/** /fundraiser/campaigns: pick a campaign and enter its passcode (spec part 1, section 2.7). */
export function CampaignSelectionPage() {
  return <PublicPage title="Select Your Campaign" />;
}
