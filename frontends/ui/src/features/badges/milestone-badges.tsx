import { badgeName, MILESTONE_BADGES, type Badge } from '@app/shared/leaderboards';
import { Award, Lock } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format-date';

/** Every milestone badge, those earned marked with when (the student's goal card, the fundraiser's progress card). */
export function MilestoneBadges({ earned, className }: { earned: readonly Badge[]; className?: string }) {
  const held = new Map(earned.map((badge) => [badge.shirts, badge]));
  return (
    <ul aria-label="Milestone badges" className={cn('flex flex-wrap gap-2', className)}>
      {MILESTONE_BADGES.map((shirts) => {
        const badge = held.get(shirts);
        return (
          <li
            key={shirts}
            className={cn(
              'flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm',
              badge ? 'border-primary bg-primary/10 font-medium text-foreground' : 'border-dashed text-muted-foreground',
            )}
          >
            {badge ? <Award aria-hidden className="size-4 text-primary" /> : <Lock aria-hidden className="size-3.5" />}
            {badgeName(shirts)}
            <span className="sr-only">{badge ? `, earned ${formatDate(badge.earned_at)}` : ', not earned yet'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The badges a leaderboard row holds, compact: the highest milestone as "5+" beside the medal, so it does not
 * read as a count of shirts beside the row's own (issue 45); every one named for screen readers and on hover.
 */
export function EarnedBadges({ shirts }: { shirts: readonly number[] }) {
  if (shirts.length === 0) return null;
  const names = `Badges earned: ${shirts.map(badgeName).join(', ')}`;
  return (
    <span
      title={names}
      className="inline-flex items-center gap-0.5 rounded-full bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-primary"
    >
      <Award aria-hidden className="size-3.5" />
      <span aria-hidden>{`${Math.max(...shirts)}+`}</span>
      <span className="sr-only">{names}</span>
    </span>
  );
}
