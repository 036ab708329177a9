import { formatProgressPercent, formatTargetAmount, progressToTarget } from '@app/shared/campaigns';
import { formatWholeDollars } from '@app/shared/platform';
import { Progress } from '../../components/progress';

type TargetProgress = NonNullable<ReturnType<typeof progressToTarget>>;

/** What a screen reader hears for a campaign's progress bar: '$60 of $2,500 (2.4%)'. */
export const targetProgressLabel = ({ raised, target, percent }: TargetProgress) =>
  `${formatWholeDollars(raised)} of ${formatTargetAmount(target)} (${formatProgressPercent(percent)})`;

/**
 * What a campaign has raised for its organization ($5 a shirt) toward its target, with a bar and the
 * percent: the fundraiser's and the admin's campaign cards (the public page draws it larger with the same
 * figures). Nothing without a target.
 */
export function CampaignProgress({ raised, target }: { raised: number; target: number | null }) {
  const progress = progressToTarget(raised, target);
  if (!progress) return null;
  return (
    <section aria-label="Campaign progress" className="grid gap-2">
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span>
          <span className="text-lg font-semibold tabular-nums">{formatWholeDollars(progress.raised)}</span> raised of{' '}
          {formatTargetAmount(progress.target)}
        </span>
        <span className="font-medium tabular-nums">{formatProgressPercent(progress.percent)}</span>
      </p>
      <Progress value={progress.percent} aria-label="Raised toward the campaign's target" aria-valuetext={targetProgressLabel(progress)} />
    </section>
  );
}
