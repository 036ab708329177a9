import type { AmbassadorRow } from '@app/shared/admin';
import { formatCount } from '@app/shared/money';
import {
  Button,
  cn,
  formatDate,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  useIsMobile,
  type ButtonProps,
} from '@app/ui';
import { CheckCircle2, Eye, Trash2, type LucideIcon } from 'lucide-react';
import { fullName } from '../ambassador-filters';
import { AmbassadorStatusBadge, ProgressBadge } from './ambassador-badges';

export interface AmbassadorActions {
  onView: (ambassador: AmbassadorRow) => void;
  onApprove: (ambassador: AmbassadorRow) => void;
  onDelete: (ambassador: AmbassadorRow) => void;
  /** The ambassador being approved, whose Approve waits for the answer. */
  approvingId: string | null;
}

interface AmbassadorListProps extends AmbassadorActions {
  ambassadors: AmbassadorRow[];
  /** Fundraisers belong to a campaign, students to an organization. */
  managingFundraisers: boolean;
}

const canApprove = (ambassador: AmbassadorRow) => ambassador.role === 'student' && ambassador.status === 'pending_approval';

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
export function AmbassadorList({ ambassadors, managingFundraisers, ...actions }: AmbassadorListProps) {
  const isMobile = useIsMobile();
  const affiliation = managingFundraisers ? 'Campaign' : 'Organization';

  if (isMobile) {
    return (
      <ul aria-label="Ambassadors" className="grid divide-y">
        {ambassadors.map((ambassador) => (
          <li key={ambassador.user_id} className="grid gap-3 py-4 first:pt-0 last:pb-0">
            <div className="flex items-start justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium wrap-anywhere">{fullName(ambassador)}</p>
                <p className="text-sm break-all text-muted-foreground">{ambassador.email}</p>
              </div>
              <AmbassadorStatusBadge status={ambassador.status} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div className="col-span-2 grid gap-0.5">
                <dt className="text-muted-foreground">{affiliation}</dt>
                <dd className="wrap-anywhere">{affiliationOf(ambassador, managingFundraisers)}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">Code</dt>
                <dd className="font-mono break-all">{ambassador.personal_code ?? '—'}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">Progress</dt>
                <dd>
                  <ProgressBadge ambassador={ambassador} />
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">Shirts Sold</dt>
                <dd className="tabular-nums">{formatCount(ambassador.units_sold)}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">Joined</dt>
                <dd>{formatDate(ambassador.created_at)}</dd>
              </div>
            </dl>
            <RowActions ambassador={ambassador} compact={false} {...actions} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <TooltipProvider delayDuration={150}>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Ambassador</TableHead>
            <TableHead>{affiliation}</TableHead>
            <TableHead>Code</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Progress</TableHead>
            <TableHead className="text-right whitespace-normal">Shirts Sold</TableHead>
            <TableHead>Joined</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ambassadors.map((ambassador) => (
            <TableRow key={ambassador.user_id}>
              <TableCell className="max-w-52">
                <p className="truncate font-medium" title={fullName(ambassador)}>
                  {fullName(ambassador)}
                </p>
                <p className="truncate text-xs text-muted-foreground" title={ambassador.email}>
                  {ambassador.email}
                </p>
              </TableCell>
              <TableCell className="max-w-40 min-w-28 whitespace-normal">
                <p className="line-clamp-2 wrap-anywhere" title={affiliationOf(ambassador, managingFundraisers)}>
                  {affiliationOf(ambassador, managingFundraisers)}
                </p>
              </TableCell>
              <TableCell className="font-mono">{ambassador.personal_code ?? '—'}</TableCell>
              <TableCell>
                <AmbassadorStatusBadge status={ambassador.status} />
              </TableCell>
              <TableCell>
                <ProgressBadge ambassador={ambassador} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(ambassador.units_sold)}</TableCell>
              <TableCell>{formatDate(ambassador.created_at)}</TableCell>
              <TableCell>
                <RowActions ambassador={ambassador} compact {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TooltipProvider>
  );
}
