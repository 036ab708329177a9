import { findMyRow } from '@app/shared/leaderboards';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader, Skeleton, SkeletonRows, useProfile } from '@app/ui';
import { Trophy, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useCampaignLeaderboard } from '../api/get-campaign-leaderboard';
import { CampaignTotalsCards } from './campaign-totals';
import { LeaderboardEntry } from './leaderboard-row';

function LeaderboardSkeleton() {
  return (
    <div role="status" aria-label="Loading the leaderboard" className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} className="h-32 rounded-xl" />
        ))}
      </div>
      <SkeletonRows label="Loading the rankings" rows={5} rowClassName="h-16" />
    </div>
  );
}

function NoAmbassadorsYet() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
        <Users aria-hidden className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">No Ambassadors Yet</h2>
        <p className="max-w-md text-muted-foreground">
          Once fundraising ambassadors join this campaign, they&apos;ll appear on the leaderboard.
        </p>
      </CardContent>
    </Card>
  );
}

function YourRanking({ rank }: { rank: number }) {
  return (
    <section aria-labelledby="your-ranking-title" className="flex items-center gap-4 rounded-xl bg-primary p-5 text-primary-foreground">
      <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-foreground/15">
        <Trophy className="size-6" />
      </span>
      <div className="grid gap-1">
        <h2 id="your-ranking-title" className="text-lg font-semibold">
          Your Ranking
        </h2>
        <p className="text-primary-foreground/90">You are currently ranked #{rank} in your campaign</p>
      </div>
    </section>
  );
}

/** /fundraiser/leaderboard (spec part 1, section 2.11): the campaign's totals and its members ranked by shirts sold, refreshed live. */
export function LeaderboardPage() {
  const { campaign_id: campaignId } = useProfile();
  const { data, error, isLoading } = useCampaignLeaderboard(campaignId);

  useEffect(() => {
    // Spec part 1, section 8: portal data-load failures are only logged; the page shows its empty state.
    if (error) console.error('Could not load the campaign leaderboard', error);
  }, [error]);

  const rows = data?.leaderboard ?? [];
  const myRow = findMyRow(rows);

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="Leaderboard" description="Campaign fundraising rankings" />
      {isLoading ? (
        <LeaderboardSkeleton />
      ) : (
        <>
          {myRow && <YourRanking rank={myRow.rank} />}
          {data && <CampaignTotalsCards totals={data.totals} />}
          {rows.length === 0 ? (
            <NoAmbassadorsYet />
          ) : (
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Trophy aria-hidden className="size-5 text-primary" />
                  Rankings
                </CardTitle>
                <CardDescription>Ranked by shirts sold</CardDescription>
              </CardHeader>
              <CardContent>
                <ol aria-label="Campaign rankings" className="grid gap-2">
                  {rows.map((row) => (
                    <LeaderboardEntry key={row.rank} row={row} />
                  ))}
                </ol>
              </CardContent>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
