import { formatSales, formatShirts, leaderboardName, onPodium } from '@app/shared/leaderboards';
import type { MemberLeaderboardRow } from '@app/shared/leaderboards';
import { Badge, cn, EarnedBadges } from '@app/ui';
import { Award, Medal, Trophy, type LucideIcon } from 'lucide-react';

/** Gold, silver and bronze for ranks 1 to 3 with a sale; the icon's shape differs too, so colour is not the only cue. */
const PODIUM: Record<number, { icon: LucideIcon; className: string }> = {
  1: { icon: Trophy, className: 'bg-yellow-100 text-yellow-700' },
  2: { icon: Medal, className: 'bg-slate-200 text-slate-600' },
  3: { icon: Award, className: 'bg-orange-100 text-orange-700' },
};

function RankMarker({ row }: { row: MemberLeaderboardRow }) {
  const { rank } = row;
  const podium = onPodium(row) ? PODIUM[rank] : undefined;
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold text-muted-foreground',
        podium ? podium.className : 'bg-muted',
      )}
    >
      <span className="sr-only">Rank {rank}</span>
      {podium ? <podium.icon aria-hidden className="size-5" /> : <span aria-hidden>#{rank}</span>}
    </span>
  );
}

/**
 * One ranked member: the rank, the name and the shirts sold, and on the reader's own row the money they raised
 * (a member's dollars are theirs and the admins' to see, issue 44).
 */
export function LeaderboardEntry({ row }: { row: MemberLeaderboardRow }) {
  return (
    <li className={cn('flex items-center gap-3 rounded-lg border p-3 sm:gap-4', row.is_you && 'border-primary/40 bg-primary/5')}>
      <RankMarker row={row} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere">
          {leaderboardName(row, 'fundraising_ambassador')}
          <EarnedBadges shirts={row.badges} />
          {row.is_you && <Badge variant="secondary">You</Badge>}
        </p>
        {row.total_sales !== null && <p className="text-sm text-muted-foreground">{formatSales(row.total_sales)}</p>}
      </div>
      <p className="shrink-0 text-right font-semibold tabular-nums">{formatShirts(row.units_sold)}</p>
    </li>
  );
}
