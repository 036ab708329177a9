import { PublicPage } from '#components/public-page';

/** /campaign/{slug}: a campaign's totals and member leaderboard (spec part 1, section 2.9). */
export function CampaignPage() {
  return <PublicPage title="Member Leaderboard" />;
}
