import { formatCount, formatDollars } from '@app/shared/platform';
import { payoutBalancesCsv, pendingEarningsLabel, type PayoutBalance, type RecentPayout } from '@app/shared/payouts';
import {
  Badge,
  Button,
  DataTable,
  formatDay,
  formatDateTime,
  LoadFailed,
  SkeletonRows,
  StatCard,
  toast,
  TruncatedText,
  type DataTableColumn,
} from '@app/ui';
import { AlertTriangle, CalendarClock, CircleDollarSign, Download, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePayouts } from '../api/list-payouts';
import { downloadCsv } from '../download-csv';
import { fullName, RecordPayoutDialog, todayIso } from './record-payout-dialog';
import { isVoidable, VoidPayoutDialog, type VoidablePayout } from './void-payout-dialog';

const LOAD_FAILED = 'Failed to fetch payouts';

/** A payout's day as chosen (YYYY-MM-DD), read as that calendar day wherever the admin is. */

function balanceColumns(onRecord: (row: PayoutBalance) => void): DataTableColumn<PayoutBalance>[] {
  return [
    {
      id: 'ambassador',
      header: 'Ambassador',
      truncate: true,
      sortValue: fullName,
      cardSlot: 'title',
      cell: (row) => (
        <>
          <TruncatedText className="max-w-44">{fullName(row)}</TruncatedText>
          <TruncatedText className="max-w-44 text-xs font-normal text-muted-foreground">{row.email}</TruncatedText>
        </>
      ),
    },
    {
      id: 'code',
      header: 'Code',
      truncate: true,
      sortValue: (row) => row.personal_code,
      cell: (row) => <TruncatedText className="max-w-32 font-mono">{row.personal_code ?? '–'}</TruncatedText>,
    },
    {
      id: 'earned',
      header: 'Earned',
      align: 'end',
      sortValue: (row) => row.total_earnings,
      cell: (row) => formatDollars(row.total_earnings),
    },
    { id: 'paid', header: 'Paid', align: 'end', sortValue: (row) => row.paid_earnings, cell: (row) => formatDollars(row.paid_earnings) },
    {
      id: 'unpaid',
      header: 'Unpaid',
      align: 'end',
      sortValue: (row) => row.unpaid_earnings,
      className: 'font-medium',
      // Of which payable (past the hold): what Record payout may pay. The rest waits in the hold.
      cell: (row) => (
        <span className="grid justify-items-end">
          <span>{formatDollars(row.unpaid_earnings)}</span>
          <span className="text-xs font-normal text-muted-foreground">{`${formatDollars(row.payable_earnings)} payable`}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cardSlot: 'badge',
      cell: (row) => row.above_threshold && <Badge variant="warning">Above threshold</Badge>,
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      cardSlot: 'actions',
      cell: (row) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Record payout for ${fullName(row)}`}
          disabled={row.payable_earnings <= 0}
          onClick={() => onRecord(row)}
        >
          Record payout
        </Button>
      ),
    },
  ];
}

/** A payout's status: Paid, or Voided with the reason, who voided it and when. */
function PayoutStatus({ payout }: { payout: RecentPayout }) {
  if (!payout.voided) return <span className="text-muted-foreground">Paid</span>;
  const by = payout.voided_by_name ?? 'a former admin';
  return (
    <span className="grid gap-1">
      <Badge variant="destructive">Voided</Badge>
      <span className="max-w-64 text-xs wrap-anywhere whitespace-normal text-muted-foreground">
        {`${payout.voided.reason} (by ${by}, ${formatDateTime(payout.voided.voided_at)})`}
      </span>
    </span>
  );
}

const recentPayoutColumns = (onVoid: (payout: VoidablePayout) => void): DataTableColumn<RecentPayout>[] => [
  {
    id: 'date',
    header: 'Date',
    sortValue: (payout) => payout.paid_on,
    firstSortDirection: 'descending',
    cell: (payout) => formatDay(payout.paid_on),
  },
  {
    id: 'ambassador',
    header: 'Ambassador',
    truncate: true,
    cardSlot: 'title',
    sortValue: (payout) => (payout.ambassador ? fullName(payout.ambassador) : null),
    cell: (payout) =>
      payout.ambassador ? (
        <TruncatedText>{fullName(payout.ambassador)}</TruncatedText>
      ) : (
        <span className="text-muted-foreground">Former ambassador</span>
      ),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    sortValue: (payout) => payout.amount,
    // A voided payout's amount is struck through: it no longer counts (the status says so in words).
    cell: (payout) => <span className={payout.voided ? 'line-through' : undefined}>{formatDollars(payout.amount)}</span>,
  },
  { id: 'reference', header: 'Reference', truncate: true, cell: (payout) => payout.reference },
  {
    id: 'recorded',
    header: 'Recorded',
    className: 'text-muted-foreground',
    sortValue: (payout) => payout.created_at,
    firstSortDirection: 'descending',
    cell: (payout) => formatDateTime(payout.created_at),
  },
  { id: 'status', header: 'Status', cardSlot: 'wide', cell: (payout) => <PayoutStatus payout={payout} /> },
  {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    align: 'end',
    cardSlot: 'actions',
    cell: (payout) =>
      isVoidable(payout) && (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Void payout ${payout.reference} to ${fullName(payout.ambassador)}`}
          onClick={() => onVoid(payout)}
        >
          Void
        </Button>
      ),
  },
];

/**
 * The Payouts view of Codes & Orders: each ambassador's earned, paid and unpaid commission, the unpaid
 * split into what the commission hold still keeps and what is payable now, flagged (on the payable) at
 * Settings > Payments' payout threshold; Record Payout; the newest payouts, each voidable with a reason;
 * Export CSV of the balances (built in the browser from the list shown).
 */
export function PayoutsView() {
  const { data, error, isLoading, mutate } = usePayouts();
  const [paying, setPaying] = useState<PayoutBalance | null>(null);
  const [voiding, setVoiding] = useState<VoidablePayout | null>(null);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive', error });
  }, [error]);

  if (error && !data) return <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <SkeletonRows label="Loading payouts" rows={5} rowClassName="h-12" />;

  const totalOf = (figure: (row: PayoutBalance) => number) =>
    data.balances.reduce((sum, row) => sum + Math.round(figure(row) * 100), 0) / 100;
  const totalUnpaid = totalOf((row) => row.unpaid_earnings);
  const above = data.balances.filter((row) => row.above_threshold).length;

  return (
    <div className="grid min-w-0 gap-6">
      <section aria-label="Payout totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Unpaid" value={formatDollars(totalUnpaid)} caption="Commission earned and not yet paid" icon={Wallet} />
        <StatCard
          label={pendingEarningsLabel(data.commission_hold_days)}
          value={formatDollars(totalOf((row) => row.pending_earnings))}
          caption="Inside the store’s return window: not payable yet (Settings, Payments)"
          icon={CalendarClock}
        />
        <StatCard
          label="Payable"
          value={formatDollars(totalOf((row) => row.payable_earnings))}
          caption="Past the hold and not yet paid"
          icon={CircleDollarSign}
        />
        <StatCard
          label="Above Threshold"
          value={formatCount(above)}
          caption={`Ambassadors with at least ${formatDollars(data.payout_threshold)} payable (Settings, Payments)`}
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
      <DataTable
        label="Payout balances"
        columns={balanceColumns(setPaying)}
        rows={data.balances}
        getRowId={(row) => row.user_id}
        getRowLabel={fullName}
        pageSize={25}
        empty={<p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No ambassadors with a code yet</p>}
      />
      <h2 className="text-lg font-semibold">Recent Payouts</h2>
      <DataTable
        label="Recent payouts"
        columns={recentPayoutColumns(setVoiding)}
        rows={data.recent_payouts}
        getRowId={(payout) => payout.id}
        pageSize={25}
        empty={<p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No payouts yet</p>}
      />
      <RecordPayoutDialog ambassador={paying} onClose={() => setPaying(null)} />
      <VoidPayoutDialog payout={voiding} onClose={() => setVoiding(null)} />
    </div>
  );
}
