import { AWAITING_APPROVAL, formatShirts, leaderboardName, onPodium } from '@app/shared/leaderboards';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, cn, EarnedBadges, Skeleton, useProfile } from '@app/ui';
import { Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { useStudentLeaderboard } from '../api/get-student-leaderboard';

/** Gold, silver and bronze for the top three ranks. */
const PODIUM = ['bg-amber-300 text-amber-950', 'bg-slate-300 text-slate-900', 'bg-orange-300 text-orange-950'];

function RankBadge({ row }: { row: { rank: number; units_sold: number } }) {
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold',
        (onPodium(row) && PODIUM[row.rank - 1]) || 'bg-muted text-muted-foreground',
      )}
    >
      <span className="sr-only">Rank </span>
      {row.rank}
    </span>
  );
}

/** The Leaderboard tab (spec part 1, section 2.10): students ranked by shirts sold, refreshed live. */
export function LeaderboardTab() {
  // A student still awaiting approval reads no leaderboard (issue 44): the tab says so instead of asking.
  const approved = useProfile().personal_code !== null;
  const { data, error, isLoading } = useStudentLeaderboard(approved);

  useEffect(() => {
    // Spec part 1, section 8: leaderboard failures on Home are only logged; the list shows its empty state.
    if (error) console.error('Could not load the student leaderboard', error);
  }, [error]);

  const rows = data ?? [];

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy aria-hidden className="size-5 text-primary" />
          Student Leaderboard
        </CardTitle>
        <CardDescription>Student ambassadors ranked by shirts sold.</CardDescription>
      </CardHeader>
      <CardContent>
        {!approved ? (
          <p className="py-10 text-center text-muted-foreground">{AWAITING_APPROVAL}</p>
        ) : isLoading ? (
          <div role="status" className="grid gap-2" aria-label="Loading the leaderboard">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-14" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">No sales data available yet</p>
        ) : (
          <ol className="grid gap-2" aria-label="Student Leaderboard">
            {rows.map((row) => (
              <li
                key={row.rank}
                className={cn('flex items-center gap-3 rounded-lg border p-3', onPodium(row) && 'border-amber-300 bg-amber-50')}
              >
                <RankBadge row={row} />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere">
                    {leaderboardName(row, 'student')}
                    <EarnedBadges shirts={row.badges} />
                    {row.is_you && <Badge variant="secondary">You</Badge>}
                  </p>
                  {row.school && (
                    <p className="truncate text-xs text-muted-foreground" title={row.school}>
                      {row.school}
                    </p>
                  )}
                </div>
                <p className="shrink-0 font-semibold text-primary">{formatShirts(row.units_sold)}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
