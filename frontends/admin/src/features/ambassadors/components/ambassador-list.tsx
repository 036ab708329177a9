import type { AmbassadorRow } from '@app/shared/admin';
import { formatCount } from '@app/shared/money';
import { Button, formatDate, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, useIsMobile } from '@app/ui';
import { CheckCircle2, Eye, Trash2 } from 'lucide-react';
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

function RowActions({ ambassador, onView, onApprove, onDelete, approvingId }: AmbassadorActions & { ambassador: AmbassadorRow }) {
  const name = fullName(ambassador);
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      {canApprove(ambassador) && (
        <Button size="sm" aria-label={`Approve ${name}`} disabled={approvingId !== null} onClick={() => onApprove(ambassador)}>
          <CheckCircle2 aria-hidden />
          {approvingId === ambassador.user_id ? 'Approving...' : 'Approve'}
        </Button>
      )}
      <Button size="sm" variant="outline" aria-label={`View ${name}`} onClick={() => onView(ambassador)}>
        <Eye aria-hidden />
        View
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Delete ${name}`}
        className="text-destructive hover:text-destructive"
        onClick={() => onDelete(ambassador)}
      >
        <Trash2 aria-hidden />
        Delete
      </Button>
    </div>
  );
}

/** The ambassadors as a table on wide screens and as cards below 768 px. */
export function AmbassadorList({ ambassadors, managingFundraisers, ...actions }: AmbassadorListProps) {
  const isMobile = useIsMobile();
  const affiliation = managingFundraisers ? 'Campaign' : 'Organization';

  if (isMobile) {
    return (
      <ul aria-label="Ambassadors" className="grid gap-4">
        {ambassadors.map((ambassador) => (
          <li key={ambassador.user_id} className="grid gap-3 rounded-lg border p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium break-words">{fullName(ambassador)}</p>
                <p className="text-sm break-all text-muted-foreground">{ambassador.email}</p>
              </div>
              <AmbassadorStatusBadge status={ambassador.status} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div className="col-span-2 grid gap-0.5">
                <dt className="text-muted-foreground">{affiliation}</dt>
                <dd className="break-words">{affiliationOf(ambassador, managingFundraisers)}</dd>
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
            <RowActions ambassador={ambassador} {...actions} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Ambassador</TableHead>
          <TableHead>{affiliation}</TableHead>
          <TableHead>Code</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Progress</TableHead>
          <TableHead className="text-right">Shirts Sold</TableHead>
          <TableHead>Joined</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {ambassadors.map((ambassador) => (
          <TableRow key={ambassador.user_id}>
            <TableCell>
              <p className="font-medium">{fullName(ambassador)}</p>
              <p className="text-xs text-muted-foreground">{ambassador.email}</p>
            </TableCell>
            <TableCell className="max-w-48 truncate" title={affiliationOf(ambassador, managingFundraisers)}>
              {affiliationOf(ambassador, managingFundraisers)}
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
              <RowActions ambassador={ambassador} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
