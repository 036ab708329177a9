import { formatProgressPercent, formatTargetAmount, progressToTarget } from '@app/shared/campaigns';
import { formatShirts } from '@app/shared/leaderboards';
import { formatWholeDollars } from '@app/shared/platform';
import { Progress, targetProgressLabel } from '@app/ui';

/**
 * What the campaign has raised for its organization ($5 a shirt, the Organization Fund) toward its target,
 * with the same percent as the admin's Performance and the fundraiser's campaign card. Without a target,
 * the amount raised alone.
 */
export function TargetProgress({
  raised,
  target,
  shirts,
  schoolName,
}: {
  raised: number;
  target: number | null;
  shirts: number;
  schoolName: string;
}) {
  const progress = progressToTarget(raised, target);
  return (
    <section aria-label="Progress to target" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <p className="wrap-anywhere">
        <span className="text-3xl font-bold tabular-nums">{formatWholeDollars(raised)}</span>{' '}
        <span className="text-muted-foreground">raised for {schoolName}</span>
      </p>
      {progress && (
        <>
          <Progress
            value={progress.percent}
            aria-label="Raised toward the target"
            aria-valuetext={targetProgressLabel(progress)}
            className="h-3"
          />
          <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
            <span className="font-medium">
              {formatProgressPercent(progress.percent)} of the {formatTargetAmount(progress.target)} target
            </span>
            <span className="text-muted-foreground">{formatShirts(shirts)} sold</span>
          </p>
        </>
      )}
    </section>
  );
}
