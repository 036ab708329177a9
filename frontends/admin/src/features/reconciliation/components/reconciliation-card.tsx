import type { ReconciliationRun, RecoveredOrder } from '@app/shared/reconciliation';
import { RECONCILIATION_LOOKBACK_HOURS } from '@app/shared/reconciliation';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, formatDateTime, LoadFailed, toast } from '@app/ui';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useReconciliation } from '../api/get-reconciliation';
import { useRunReconciliation } from '../api/run-reconciliation';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What a run recovered of one order: the order itself, its refunds, or both. */
function recoveredPart(entry: RecoveredOrder): string {
  const refunds = entry.refunds ? plural(entry.refunds, 'refund') : '';
  if (entry.order) return refunds ? `order and ${refunds}` : 'order';
  return refunds;
}

function LastRun({ run }: { run: ReconciliationRun }) {
  const recoveredNothing = run.recovered_orders === 0;
  const unnamed = run.recovered_orders - run.recovered.length;
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Last run</dt>
        <dd>{formatDateTime(run.finished_at)}</dd>
        <dt className="text-muted-foreground">Orders read</dt>
        <dd>
          {run.orders_read} (updated since {formatDateTime(run.window_start)})
        </dd>
        <dt className="text-muted-foreground">Recovered</dt>
        <dd>
          {recoveredNothing
            ? 'Nothing: every order had arrived through its webhooks'
            : `${plural(run.recovered_orders, 'order')}, ${plural(run.recovered_refunds, 'refund')}`}
        </dd>
      </dl>
      {run.recovered.length > 0 && (
        <ul aria-label="Recovered orders" className="flex flex-wrap gap-2 text-sm">
          {run.recovered.map((entry) => (
            <li key={entry.order_id} className="rounded-md border px-2 py-1 break-all">
              <span className="font-medium">{entry.order_name || entry.order_id}</span>{' '}
              <span className="text-muted-foreground">({recoveredPart(entry)})</span>
            </li>
          ))}
          {unnamed > 0 && <li className="px-2 py-1 text-muted-foreground">and {unnamed} more</li>}
        </ul>
      )}
      {run.error && (
        <p role="alert" className="text-sm text-destructive">
          The run stopped short: {run.error}
        </p>
      )}
    </div>
  );
}

/**
 * The reconciliation of store orders on the code sync screen: when it last ran, how many orders it read and
 * which it recovered, and Run now.
 */
export function ReconciliationCard() {
  const status = useReconciliation();
  const runReconciliation = useRunReconciliation();
  const [starting, setStarting] = useState(false);
  const running = Boolean(status.data?.running_since);

  async function runNow() {
    setStarting(true);
    try {
      await runReconciliation();
      toast({ title: 'Reconciliation started' });
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to start the reconciliation: ${error instanceof Error ? error.message : 'Unknown error'}`,
        variant: 'destructive',
        error,
      });
    } finally {
      setStarting(false);
    }
  }

  function body() {
    if (status.error && !status.data)
      return <LoadFailed message="Failed to fetch the last reconciliation" onRetry={() => void status.mutate()} />;
    if (!status.data) return <p className="text-sm text-muted-foreground">Loading…</p>;
    const { last } = status.data;
    return last ? <LastRun run={last} /> : <p className="text-sm text-muted-foreground">No reconciliation has run yet.</p>;
  }

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Order Reconciliation</CardTitle>
        <CardDescription>
          Every hour, the store&apos;s orders of the last {RECONCILIATION_LOOKBACK_HOURS / 24} days are read and any order or refund the
          webhooks missed is counted, once.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div aria-live="polite" className="grid gap-4">
          {running && <p className="text-sm font-medium">Running since {formatDateTime(status.data!.running_since!)}…</p>}
          {body()}
        </div>
        <div>
          <Button variant="outline" onClick={() => void runNow()} disabled={running || starting || !status.data}>
            <History aria-hidden /> Run now
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
