import type { AmbassadorRow } from '@app/shared/ambassadors';
import { formatCount } from '@app/shared/platform';
import {
  Button,
  cn,
  formatDate,
  DataTable,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  TruncatedText,
  type DataTableColumn,
  type DataTableLoadMore,
  type ButtonProps,
} from '@app/ui';
import { CheckCircle2, Eye, Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { fullName, isPendingSignup } from '../ambassador-filters';
import { AmbassadorStatusBadge, GuardianHoldBadge, ProgressBadge } from './ambassador-badges';

export interface AmbassadorActions {
  onView: (ambassador: AmbassadorRow) => void;
  onApprove: (ambassador: AmbassadorRow) => void;
  onDelete: (ambassador: AmbassadorRow) => void;
  /** The ambassador being approved, whose Approve waits for the answer. */
  approvingId: string | null;
}

interface AmbassadorListProps extends AmbassadorActions {
  ambassadors: AmbassadorRow[];
  /** The sign-ups awaiting approval ticked for deletion at once; only those can be ticked. */
  selectedIds: string[];
  onSelectedIdsChange: (selectedIds: string[]) => void;
  /** Skeleton rows while the ambassadors load. */
  loading: boolean;
  /** What an empty list says. */
  empty: ReactNode;
  /** Fundraisers belong to a campaign, students to an organization. */
  managingFundraisers: boolean;
  /** The server's next page of ambassadors. */
  loadMore?: DataTableLoadMore;
}

const canApprove = (ambassador: AmbassadorRow) => ambassador.role === 'student' && isPendingSignup(ambassador);

const affiliationOf = (ambassador: AmbassadorRow, managingFundraisers: boolean) =>
  (managingFundraisers ? (ambassador.campaign_name ?? ambassador.school) : ambassador.school) ?? '—';

interface ActionProps {
  label: string;
  icon: LucideIcon;
  /** Icon only, its label in a tooltip: the table's actions column stays narrow. */
  compact: boolean;
  onClick: () => void;
  variant?: ButtonProps['variant'];
  className?: string;
  disabled?: boolean;
  /** The action's own words, with the person it acts on, for screen readers. */
  accessibleName: string;
}

function Action({ label, icon: Icon, compact, accessibleName, ...button }: ActionProps) {
  if (!compact) {
    return (
      <Button size="sm" aria-label={accessibleName} {...button}>
        <Icon aria-hidden />
        {label}
      </Button>
    );
  }
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button size="icon" aria-label={accessibleName} {...button} className={cn('size-8', button.className)}>
          <Icon aria-hidden />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

function RowActions({
  ambassador,
  compact,
  onView,
  onApprove,
  onDelete,
  approvingId,
}: AmbassadorActions & { ambassador: AmbassadorRow; compact: boolean }) {
  const name = fullName(ambassador);
  return (
    <div className={compact ? 'flex justify-end gap-1' : 'flex flex-wrap gap-2'}>
      {canApprove(ambassador) && (
        <Action
          compact={compact}
          icon={CheckCircle2}
          label={approvingId === ambassador.user_id ? 'Approving...' : 'Approve'}
          accessibleName={`Approve ${name}`}
          disabled={approvingId !== null}
          onClick={() => onApprove(ambassador)}
        />
      )}
      <Action
        compact={compact}
        icon={Eye}
        label="View"
        accessibleName={`View ${name}`}
        variant="outline"
        onClick={() => onView(ambassador)}
      />
      <Action
        compact={compact}
        icon={Trash2}
        label="Delete"
        accessibleName={`Delete ${name}`}
        variant="outline"
        className="text-destructive hover:text-destructive"
        onClick={() => onDelete(ambassador)}
      />
    </div>
  );
}

/** The ambassadors as a table on wide screens and as cards below 768 px. */
export function AmbassadorList({
  ambassadors,
  loading,
  empty,
  managingFundraisers,
  loadMore,
  selectedIds,
  onSelectedIdsChange,
  ...actions
}: AmbassadorListProps) {
  const affiliation = managingFundraisers ? 'Campaign' : 'Organization';
  const columns: DataTableColumn<AmbassadorRow>[] = [
    {
      id: 'ambassador',
      header: 'Ambassador',
      truncate: true,
      sortValue: fullName,
      cardSlot: 'title',
      cell: (ambassador) => (
        <>
          <TruncatedText className="max-w-36 font-medium">{fullName(ambassador)}</TruncatedText>
          <TruncatedText className="max-w-36 text-xs text-muted-foreground">{ambassador.email}</TruncatedText>
        </>
      ),
      cardCell: (ambassador) => (
        <>
          <p className="font-medium wrap-anywhere">{fullName(ambassador)}</p>
          <p className="text-sm font-normal break-all text-muted-foreground">{ambassador.email}</p>
        </>
      ),
    },
    {
      id: 'affiliation',
      header: affiliation,
      truncate: true,
      sortValue: (ambassador) => affiliationOf(ambassador, managingFundraisers),
      cardSlot: 'wide',
      cell: (ambassador) => <TruncatedText className="max-w-28">{affiliationOf(ambassador, managingFundraisers)}</TruncatedText>,
    },
    {
      id: 'code',
      header: 'Code',
      sortValue: (ambassador) => ambassador.personal_code,
      truncate: true,
      // A code can be long (a long name makes one): cut, so Joined and the actions stay in view.
      cell: (ambassador) => <TruncatedText className="max-w-24 font-mono">{ambassador.personal_code ?? '—'}</TruncatedText>,
      cardCell: (ambassador) => <span className="font-mono break-all">{ambassador.personal_code ?? '—'}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      cardSlot: 'badge',
      // Where the ambassador stands and how far they have come, stacked: the row keeps its actions in view.
      cell: (ambassador) => (
        <div className="flex flex-col items-start gap-1">
          <AmbassadorStatusBadge status={ambassador.status} />
          <GuardianHoldBadge hold={ambassador.guardian_hold} />
          <ProgressBadge ambassador={ambassador} />
        </div>
      ),
      cardCell: (ambassador) => (
        <div className="flex flex-wrap gap-1">
          <AmbassadorStatusBadge status={ambassador.status} />
          <GuardianHoldBadge hold={ambassador.guardian_hold} />
        </div>
      ),
    },
    { id: 'progress', header: 'Progress', cardOnly: true, cell: (ambassador) => <ProgressBadge ambassador={ambassador} /> },
    {
      id: 'units_sold',
      header: 'Shirts Sold',
      align: 'end',
      sortValue: (ambassador) => ambassador.units_sold,
      headClassName: 'whitespace-normal',
      cell: (ambassador) => formatCount(ambassador.units_sold),
      cardCell: (ambassador) => <span className="tabular-nums">{formatCount(ambassador.units_sold)}</span>,
    },
    {
      id: 'joined',
      header: 'Joined',
      sortValue: (ambassador) => ambassador.created_at,
      firstSortDirection: 'descending',
      cell: (ambassador) => formatDate(ambassador.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cardSlot: 'actions',
      cell: (ambassador) => <RowActions ambassador={ambassador} compact {...actions} />,
      cardCell: (ambassador) => <RowActions ambassador={ambassador} compact={false} {...actions} />,
    },
  ];
  return (
    <TooltipProvider delayDuration={150}>
      <DataTable
        label="Ambassadors"
        columns={columns}
        rows={ambassadors}
        getRowId={(ambassador) => ambassador.user_id}
        getRowLabel={fullName}
        selectedIds={selectedIds}
        onSelectedIdsChange={onSelectedIdsChange}
        canSelect={isPendingSignup}
        loading={loading}
        loadingLabel="Loading ambassadors"
        loadMore={loadMore}
        empty={empty}
      />
    </TooltipProvider>
  );
}
