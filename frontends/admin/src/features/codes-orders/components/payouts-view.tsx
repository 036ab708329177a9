import { formatCount, formatDollars } from '@app/shared/money';
import { payoutBalancesCsv, type PayoutBalance, type RecentPayout } from '@app/shared/payouts';
import {
  Badge,
  Button,
  formatDate,
  formatDateTime,
  LoadFailed,
  SkeletonRows,
  StatCard,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '@app/ui';
import { AlertTriangle, Download, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePayouts } from '../api/list-payouts';
import { downloadCsv } from '../download-csv';
import { fullName, RecordPayoutDialog, todayIso } from './record-payout-dialog';

const LOAD_FAILED = 'Failed to fetch payouts';

/** A payout's day as chosen (YYYY-MM-DD), read as that calendar day wherever the admin is. */
const formatDay = (day: string) => formatDate(`${day}T00:00:00`);

function BalancesTable({ balances, onRecord }: { balances: PayoutBalance[]; onRecord: (row: PayoutBalance) => void }) {
  return (
    <Table aria-label="Payout balances" className="min-w-[52rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Ambassador</TableHead>
          <TableHead>Code</TableHead>
          <TableHead className="text-right">Earned</TableHead>
          <TableHead className="text-right">Paid</TableHead>
          <TableHead className="text-right">Unpaid</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {balances.map((row) => (
          <TableRow key={row.user_id}>
            <TableCell className="min-w-48 whitespace-normal wrap-anywhere">
              <span className="grid">
                <span>{fullName(row)}</span>
                <span className="text-xs break-all text-muted-foreground">{row.email}</span>
              </span>
            </TableCell>
            <TableCell className="font-mono">
              <span className="block max-w-48 truncate" title={row.personal_code ?? undefined}>
                {row.personal_code ?? '–'}
              </span>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatDollars(row.total_earnings)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatDollars(row.paid_earnings)}</TableCell>
            <TableCell className="text-right font-medium tabular-nums">{formatDollars(row.unpaid_earnings)}</TableCell>
            <TableCell>{row.above_threshold && <Badge variant="warning">Above threshold</Badge>}</TableCell>
            <TableCell className="text-right">
              <Button
                size="sm"
                variant="outline"
                aria-label={`Record payout for ${fullName(row)}`}
                disabled={row.unpaid_earnings <= 0}
                onClick={() => onRecord(row)}
              >
                Record payout
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RecentPayoutsTable({ payouts }: { payouts: RecentPayout[] }) {
  return (
    <Table aria-label="Recent payouts" className="min-w-[44rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Ambassador</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Reference</TableHead>
          <TableHead>Recorded</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payouts.map((payout) => (
          <TableRow key={payout.id}>
            <TableCell className="whitespace-nowrap">{formatDay(payout.paid_on)}</TableCell>
            <TableCell className="min-w-48 whitespace-normal wrap-anywhere">
              {payout.ambassador ? fullName(payout.ambassador) : <span className="text-muted-foreground">Former ambassador</span>}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatDollars(payout.amount)}</TableCell>
            <TableCell className="break-all">{payout.reference}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(payout.created_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The Payouts view of Codes & Orders: each ambassador's earned, paid and unpaid commission, flagged at
 * Settings > Payments' payout threshold; Record Payout; the newest payouts; Export CSV of the balances
 * (built in the browser from the list shown).
 */
export function PayoutsView() {
  const { data, error, isLoading, mutate } = usePayouts();
  const [paying, setPaying] = useState<PayoutBalance | null>(null);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive' });
  }, [error]);

  if (error && !data) return <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <SkeletonRows label="Loading payouts" rows={5} rowClassName="h-12" />;

  const totalUnpaid = data.balances.reduce((sum, row) => sum + Math.round(row.unpaid_earnings * 100), 0) / 100;
  const above = data.balances.filter((row) => row.above_threshold).length;

  return (
    <div className="grid min-w-0 gap-6">
      <section aria-label="Payout totals" className="grid gap-4 sm:grid-cols-2">
        <StatCard label="Total Unpaid" value={formatDollars(totalUnpaid)} caption="Commission earned and not yet paid" icon={Wallet} />
        <StatCard
          label="Above Threshold"
          value={formatCount(above)}
          caption={`Ambassadors with at least ${formatDollars(data.payout_threshold)} unpaid (Settings, Payments)`}
          icon={AlertTriangle}
        />
      </section>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Balances</h2>
        <Button
          variant="outline"
          disabled={data.balances.length === 0}
          onClick={() => downloadCsv(`payouts-${todayIso()}.csv`, payoutBalancesCsv(data.balances))}
        >
          <Download aria-hidden /> Export CSV
        </Button>
      </div>
      {data.balances.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No ambassadors with a code yet</p>
      ) : (
        <BalancesTable balances={data.balances} onRecord={setPaying} />
      )}
      <h2 className="text-lg font-semibold">Recent Payouts</h2>
      {data.recent_payouts.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No payouts yet</p>
      ) : (
        <RecentPayoutsTable payouts={data.recent_payouts} />
      )}
      <RecordPayoutDialog ambassador={paying} onClose={() => setPaying(null)} />
    </div>
  );
}
