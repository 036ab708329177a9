import { formatCount, formatDollars } from '@app/shared/platform';
import {
  PAYOUT_STATE_LABELS,
  payoutBalancesCsv,
  payoutMethodLabel,
  pendingEarningsLabel,
  taxYearPayeesCsv,
  W9_STATUS_LABELS,
  type PayoutBalance,
  type PayoutRunDetail,
  type RecentPayout,
} from '@app/shared/payouts';
import {
  Badge,
  Button,
  DataTable,
  formatDay,
  formatDateTime,
  LoadFailed,
  SelectField,
  SkeletonRows,
  StatCard,
  toast,
  TruncatedText,
  type DataTableColumn,
} from '@app/ui';
import { ApiError } from '@app/ui/api';
import { AlertTriangle, CalendarClock, CircleDollarSign, Download, Gift, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAllowedPayoutMethods } from '../api/allowed-payout-methods';
import { usePayouts } from '../api/list-payouts';
import { useRetryPayout } from '../api/retry-payout';
import { getTaxYearPayees } from '../api/tax-year-payees';
import { downloadCsv } from '../download-csv';
import { PayeeW9Dialog } from './payee-w9-dialog';
import { PayoutRunDialog, type RunChoice } from './payout-run-dialog';
import { PayoutRunProgress } from './payout-run-progress';
import { fullName, RecordPayoutDialog, todayIso } from './record-payout-dialog';
import { isVoidable, VoidPayoutDialog, type VoidablePayout } from './void-payout-dialog';

const LOAD_FAILED = 'Failed to fetch payouts';

/** A run pays those whose payable commission reaches the threshold (and is above zero), as the API does. */
const isRunPayable = (row: PayoutBalance, threshold: number) => row.payable_earnings > 0 && row.payable_earnings >= threshold;

/** Where a payee's W-9 stands beside what they were paid this year: needed (the API says when), requested or received. */
function W9State({ row }: { row: PayoutBalance }) {
  if (row.w9?.status === 'received') {
    return (
      <Badge variant="success">{`${W9_STATUS_LABELS.received}${row.w9.received_on ? ` ${formatDay(row.w9.received_on)}` : ''}`}</Badge>
    );
  }
  if (row.w9_needed) return <Badge variant="warning">{row.w9 ? 'W-9 needed (requested)' : 'W-9 needed'}</Badge>;
  if (row.w9) return <Badge variant="outline">{W9_STATUS_LABELS[row.w9.status]}</Badge>;
  return null;
}

interface BalanceActions {
  onRecord: (row: PayoutBalance) => void;
  onW9: (row: PayoutBalance) => void;
}

/** A balance's ambassador: their name, and their e-mail under it. */
function AmbassadorName({ row }: { row: PayoutBalance }) {
  return (
    <>
      <TruncatedText className="max-w-44">{fullName(row)}</TruncatedText>
      <TruncatedText className="max-w-44 text-xs font-normal text-muted-foreground">{row.email}</TruncatedText>
    </>
  );
}

function balanceColumns({ onRecord, onW9 }: BalanceActions, taxYear: number): DataTableColumn<PayoutBalance>[] {
  return [
    {
      id: 'ambassador',
      header: 'Ambassador',
      truncate: true,
      sortValue: fullName,
      cardSlot: 'title',
      // In the table the code is under the e-mail, not a column of its own, so the row's actions fit at 1280 px.
      cell: (row) => (
        <>
          <AmbassadorName row={row} />
          <TruncatedText className="max-w-44 font-mono text-xs font-normal text-muted-foreground">{row.personal_code ?? '–'}</TruncatedText>
        </>
      ),
      cardCell: (row) => <AmbassadorName row={row} />,
    },
    {
      id: 'code',
      header: 'Code',
      cardOnly: true,
      cell: (row) => <span className="font-mono">{row.personal_code ?? '–'}</span>,
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
      id: 'tax_year',
      header: `Paid in ${taxYear}`,
      align: 'end',
      sortValue: (row) => row.tax_year_paid,
      // The calendar year's total counts toward the W-9 and 1099-NEC thresholds (cash and gift cards alike).
      cell: (row) => (
        <span className="grid justify-items-end gap-1">
          <span>{formatDollars(row.tax_year_paid)}</span>
          <W9State row={row} />
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cardSlot: 'badge',
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          {row.above_threshold && <Badge variant="warning">Above threshold</Badge>}
          {row.under_18 && <Badge variant="outline">Under 18</Badge>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      cardSlot: 'actions',
      cell: (row) => (
        <span className="flex justify-end gap-2">
          <Button size="sm" variant="outline" aria-label={`W-9 of ${fullName(row)}`} onClick={() => onW9(row)}>
            W-9
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Record payout for ${fullName(row)}`}
            disabled={row.payable_earnings <= 0}
            onClick={() => onRecord(row)}
          >
            Record payout
          </Button>
        </span>
      ),
    },
  ];
}

const STATE_BADGES = { pending: 'secondary', sent: 'success', failed: 'destructive' } as const;

/** A payout's status: Voided with the reason, who voided it and when; else Pending, Sent, or Failed with the store's message. */
function PayoutStatus({ payout }: { payout: RecentPayout }) {
  if (payout.voided) {
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
  return (
    <span className="grid gap-1">
      <Badge variant={STATE_BADGES[payout.state]}>{PAYOUT_STATE_LABELS[payout.state]}</Badge>
      {payout.state === 'failed' && payout.failure_message && (
        <span className="max-w-64 text-xs wrap-anywhere whitespace-normal text-destructive">{payout.failure_message}</span>
      )}
    </span>
  );
}

/** How a payout reads in a button's name: its reference for cash, its method for a gift card. */
const payoutName = (payout: RecentPayout) => payout.reference || payoutMethodLabel(payout, 'admin');

interface PayoutActions {
  onVoid: (payout: VoidablePayout) => void;
  onRetry: (payout: RecentPayout) => void;
  retryingId: string | null;
}

const recentPayoutColumns = ({ onVoid, onRetry, retryingId }: PayoutActions): DataTableColumn<RecentPayout>[] => [
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
    cell: (payout) => (
      <span className="grid justify-items-end">
        <span className={payout.voided ? 'line-through' : undefined}>{formatDollars(payout.amount)}</span>
        {payout.bonus > 0 && <span className="text-xs text-muted-foreground">{`+${formatDollars(payout.bonus)} bonus`}</span>}
      </span>
    ),
  },
  {
    id: 'method',
    header: 'Method',
    cell: (payout) => <span className="max-w-56 wrap-anywhere whitespace-normal">{payoutMethodLabel(payout, 'admin')}</span>,
  },
  { id: 'reference', header: 'Reference', truncate: true, cell: (payout) => payout.reference || '–' },
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
    cell: (payout) => (
      <span className="flex flex-wrap justify-end gap-2">
        {payout.state === 'failed' && !payout.voided && (
          <Button
            size="sm"
            aria-label={`Retry gift card to ${payout.ambassador ? fullName(payout.ambassador) : 'a former ambassador'}`}
            disabled={retryingId === payout.id}
            onClick={() => onRetry(payout)}
          >
            {retryingId === payout.id ? 'Retrying...' : 'Retry'}
          </Button>
        )}
        {isVoidable(payout) && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Void payout ${payoutName(payout)} to ${fullName(payout.ambassador)}`}
            onClick={() => onVoid(payout)}
          >
            Void
          </Button>
        )}
      </span>
    ),
  },
];

/** The years Export 1099 CSV offers: this one and the two before (in January, last year's is the one filed). */
const exportYearsOf = (taxYear: number) => [taxYear, taxYear - 1, taxYear - 2];

/** Year-end: the payees over that year's 1099-NEC threshold, with their totals and W-9s, as CSV for the accountant. */
function Export1099({ taxYear }: { taxYear: number }) {
  const [year, setYear] = useState(taxYear);
  const [busy, setBusy] = useState(false);

  async function exportYear() {
    setBusy(true);
    try {
      const report = await getTaxYearPayees(year);
      if (report.payees.length === 0) {
        toast({
          title: 'Nothing to Export',
          description: `Nobody was paid ${formatDollars(report.form_1099_threshold)} or more in ${year}.`,
        });
        return;
      }
      downloadCsv(`1099-nec-${year}.csv`, taxYearPayeesCsv(report));
    } catch (error) {
      toast({
        title: 'Error',
        description:
          error instanceof ApiError && error.status < 500 ? error.message : 'Failed to export the 1099 payees. Please try again.',
        variant: 'destructive',
        error,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label="Tax year"
        className="w-28"
        value={String(year)}
        onChange={(event) => setYear(Number(event.target.value))}
        options={exportYearsOf(taxYear).map((value) => ({ value: String(value), label: String(value) }))}
      />
      <Button variant="outline" disabled={busy} onClick={() => void exportYear()}>
        <Download aria-hidden /> {busy ? 'Exporting...' : 'Export 1099 CSV'}
      </Button>
    </div>
  );
}

/**
 * The Payouts view of Codes & Orders: each ambassador's earned, paid and unpaid commission, the unpaid
 * split into what the commission hold still keeps and what is payable now, flagged (on the payable) at
 * Settings > Payments' payout threshold; what each was paid this calendar year, with "W-9 needed" and their
 * W-9; Pay with Gift Cards for those picked or all payable (a payout run, its progress shown as it issues);
 * Record Payout; the newest payouts with their method and state (Retry for a failed gift card, Void with a
 * reason); Export CSV of the balances (built in the browser from the list shown) and the year-end 1099 CSV.
 */
export function PayoutsView() {
  const { data, error, isLoading, mutate } = usePayouts();
  const allowed = useAllowedPayoutMethods();
  const retry = useRetryPayout();
  const [paying, setPaying] = useState<PayoutBalance | null>(null);
  const [voiding, setVoiding] = useState<VoidablePayout | null>(null);
  const [w9Of, setW9Of] = useState<PayoutBalance | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [runChoice, setRunChoice] = useState<RunChoice | null>(null);
  const [startedRun, setStartedRun] = useState<PayoutRunDetail | null>(null);
  const [retryingId, setRetryingId] = useState<string | null>(null);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive', error });
  }, [error]);

  if (error && !data) return <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <SkeletonRows label="Loading payouts" rows={5} rowClassName="h-12" />;

  const totalOf = (figure: (row: PayoutBalance) => number) =>
    data.balances.reduce((sum, row) => sum + Math.round(figure(row) * 100), 0) / 100;
  const totalUnpaid = totalOf((row) => row.unpaid_earnings);
  const above = data.balances.filter((row) => row.above_threshold).length;
  const payable = data.balances.filter((row) => isRunPayable(row, data.payout_threshold));
  // Only what can be paid stays selected: a balance paid meanwhile drops out.
  const selected = payable.filter((row) => selectedIds.includes(row.user_id));
  const giftCardsAllowed = !allowed || allowed.includes('gift_card');
  const shownRunId = startedRun?.run.id ?? data.recent_runs[0]?.id ?? null;
  const shownRun = data.recent_runs.find((run) => run.id === shownRunId) ?? startedRun?.run;
  const names = new Map(data.balances.map((row) => [row.user_id, fullName(row)]));

  async function retryPayout(payout: RecentPayout) {
    setRetryingId(payout.id);
    try {
      const { payout: after } = await retry(payout.id);
      if (after.state === 'failed') {
        toast({
          title: 'Gift Card Failed Again',
          description: after.failure_message ?? 'The store did not answer.',
          variant: 'destructive',
        });
      } else {
        toast({
          title: after.state === 'sent' ? 'Gift Card Sent' : 'Gift Card Pending',
          description: `${formatDollars(after.amount)}: ${payoutMethodLabel(after, 'admin')}.`,
        });
      }
    } catch (caught) {
      toast({
        title: 'Error',
        description:
          caught instanceof ApiError && caught.status < 500 ? caught.message : 'Failed to retry the gift card. Please try again.',
        variant: 'destructive',
        error: caught,
      });
    } finally {
      setRetryingId(null);
    }
  }

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
      {shownRunId && <PayoutRunProgress runId={shownRunId} fallback={shownRun} nameOf={(userId) => names.get(userId)} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Balances</h2>
        <div className="flex flex-wrap gap-2">
          {giftCardsAllowed && (
            <>
              <Button
                disabled={selected.length === 0}
                onClick={() => setRunChoice({ payees: selected, allPayable: false })}
                aria-describedby="pay-selected-hint"
              >
                <Gift aria-hidden /> {`Pay ${selected.length > 0 ? formatCount(selected.length) : 'selected'} with gift cards`}
              </Button>
              <Button variant="outline" disabled={payable.length === 0} onClick={() => setRunChoice({ payees: payable, allPayable: true })}>
                <Gift aria-hidden /> {`Pay all payable (${formatCount(payable.length)})`}
              </Button>
            </>
          )}
          <Button
            variant="outline"
            disabled={data.balances.length === 0}
            onClick={() => downloadCsv(`payouts-${todayIso()}.csv`, payoutBalancesCsv(data.balances))}
          >
            <Download aria-hidden /> Export CSV
          </Button>
        </div>
      </div>
      {giftCardsAllowed && (
        <p id="pay-selected-hint" className="-mt-4 text-sm text-muted-foreground">
          {`Tick the ambassadors with at least ${formatDollars(data.payout_threshold)} payable to pay them in one run of store gift cards.`}
        </p>
      )}
      <DataTable
        label="Payout balances"
        columns={balanceColumns({ onRecord: setPaying, onW9: setW9Of }, data.tax_year)}
        rows={data.balances}
        getRowId={(row) => row.user_id}
        getRowLabel={fullName}
        pageSize={25}
        {...(giftCardsAllowed && {
          selectedIds: selected.map((row) => row.user_id),
          onSelectedIdsChange: setSelectedIds,
          canSelect: (row: PayoutBalance) => isRunPayable(row, data.payout_threshold),
        })}
        empty={<p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No ambassadors with a code yet</p>}
      />
      <h2 className="text-lg font-semibold">Recent Payouts</h2>
      <DataTable
        label="Recent payouts"
        columns={recentPayoutColumns({ onVoid: setVoiding, onRetry: (payout) => void retryPayout(payout), retryingId })}
        rows={data.recent_payouts}
        getRowId={(payout) => payout.id}
        pageSize={25}
        empty={<p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No payouts yet</p>}
      />
      <section aria-labelledby="year-end-title" className="grid gap-2">
        <h2 id="year-end-title" className="text-lg font-semibold">
          Year-End 1099s
        </h2>
        <p className="text-sm text-muted-foreground">
          {`The payees a 1099-NEC is filed for that year, with what they were paid (cash and gift cards apart) and their W-9s. ` +
            `An adult paid ${formatDollars(data.w9_threshold)} in a year is asked for a W-9 first.`}
        </p>
        <Export1099 taxYear={data.tax_year} />
      </section>
      <RecordPayoutDialog ambassador={paying} onClose={() => setPaying(null)} />
      <VoidPayoutDialog payout={voiding} onClose={() => setVoiding(null)} />
      <PayeeW9Dialog payee={w9Of} taxYear={data.tax_year} onClose={() => setW9Of(null)} />
      <PayoutRunDialog
        choice={runChoice}
        onClose={() => setRunChoice(null)}
        onStarted={(detail) => {
          setStartedRun(detail);
          setSelectedIds([]);
        }}
      />
    </div>
  );
}
