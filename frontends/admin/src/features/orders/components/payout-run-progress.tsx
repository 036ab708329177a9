import { formatCount, formatDollars } from '@app/shared/platform';
import { PAYOUT_RUN_SKIPS, type PayoutRun } from '@app/shared/payouts';
import { Badge, Card, CardContent, CardHeader, CardTitle, formatDateTime, Progress } from '@app/ui';
import { usePayoutRun } from '../api/payout-runs';

/**
 * A payout run's progress: how many of its gift cards are pending, sent and failed (asked again while it
 * issues), and whom it skipped and why. A failed card is retried from Recent Payouts.
 */
export function PayoutRunProgress({
  runId,
  fallback,
  nameOf,
}: {
  runId: string;
  /** The run as the overview lists it, shown until its own answer comes. */
  fallback: PayoutRun | undefined;
  /** A skipped ambassador's name, from the balances shown (their id when they are not among them). */
  nameOf: (userId: string) => string | undefined;
}) {
  const { data } = usePayoutRun(runId);
  const run = data?.run ?? fallback;
  if (!run) return null;
  const done = run.sent_count + run.failed_count;
  const percent = run.payouts_count === 0 ? 100 : (done / run.payouts_count) * 100;
  const running = run.state === 'running';
  return (
    <Card aria-labelledby={`run-${run.id}-title`} role="region" className="gap-3">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id={`run-${run.id}-title`} className="text-base">
          Payout Run
        </CardTitle>
        <Badge variant={running ? 'secondary' : run.failed_count > 0 ? 'destructive' : 'success'}>
          {running ? 'Issuing gift cards' : run.failed_count > 0 ? 'Finished with failures' : 'Finished'}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          {`Started ${formatDateTime(run.created_at)}: ${formatCount(run.payouts_count)} gift ${run.payouts_count === 1 ? 'card' : 'cards'}, ${formatDollars(run.total_amount)}` +
            (run.total_bonus > 0 ? ` plus ${formatDollars(run.total_bonus)} store credit bonus.` : '.')}
        </p>
        <Progress
          value={percent}
          aria-label="Gift cards issued"
          aria-valuetext={`${formatCount(done)} of ${formatCount(run.payouts_count)} done`}
        />
        <dl className="grid grid-cols-3 gap-2 text-center" aria-live="polite">
          {(
            [
              ['Pending', run.pending_count],
              ['Sent', run.sent_count],
              ['Failed', run.failed_count],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-md border p-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className={`text-lg font-semibold tabular-nums ${label === 'Failed' && value > 0 ? 'text-destructive' : ''}`}>
                {formatCount(value)}
              </dd>
            </div>
          ))}
        </dl>
        {run.failed_count > 0 && !running && (
          <p className="text-sm">A failed gift card shows the store’s message under Recent Payouts, with Retry.</p>
        )}
        {run.skipped.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">{`${formatCount(run.skipped.length)} not paid in this run`}</summary>
            <ul className="mt-2 grid gap-1 text-muted-foreground">
              {run.skipped.map((skip) => (
                <li key={skip.user_id} className="wrap-anywhere">
                  {`${nameOf(skip.user_id) ?? skip.user_id}: ${PAYOUT_RUN_SKIPS[skip.reason]}`}
                </li>
              ))}
            </ul>
          </details>
        )}
      </CardContent>
    </Card>
  );
}
