import { PageHeader } from '@app/ui';

/** /fundraiser/leaderboard (spec part 1, section 2.11). */
export function LeaderboardPage() {
  return <PageHeader title="Leaderboard" description="Campaign fundraising rankings" />;
}
