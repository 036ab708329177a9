import type { CampaignPerformance } from '@app/shared/campaign-admin';
import { formatCount, formatDollars } from '@app/shared/money';
import { Button, cn, Progress, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@app/ui';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CampaignStatusBadge } from '../../campaigns';
import { nextSort, sortCampaigns, type Sort, type SortKey } from '../performance-sort';

const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'campaign', label: 'Campaign' },
  { key: 'status', label: 'Status' },
  { key: 'units', label: 'Units Sold', numeric: true },
  { key: 'fund', label: 'Organization Fund', numeric: true },
  { key: 'members', label: 'Members', numeric: true },
  { key: 'progress', label: 'Progress to Target' },
  { key: 'days_left', label: 'Days Left', numeric: true },
];

/** 0 → Ended; no end date → —. */
export function daysLeftText(daysLeft: number | null): string {
  if (daysLeft === null) return '—';
  if (daysLeft === 0) return 'Ended';
  return daysLeft === 1 ? '1 day' : `${formatCount(daysLeft)} days`;
}

function SortableHead({ column, sort, onSort }: { column: (typeof COLUMNS)[number]; sort: Sort; onSort: (key: SortKey) => void }) {
  const active = sort.key === column.key;
  const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? sort.direction : 'none'} className={column.numeric ? 'text-right' : undefined}>
      <Button
        variant="ghost"
        size="sm"
        className={cn('-mx-2 h-auto py-1 text-left whitespace-normal', column.numeric && 'ml-auto')}
        onClick={() => onSort(column.key)}
      >
        {column.label}
        <Icon aria-hidden className={active ? undefined : 'opacity-50'} />
      </Button>
    </TableHead>
  );
}

function ProgressCell({ campaign }: { campaign: CampaignPerformance }) {
  if (campaign.progress_percent === null) return <span className="text-muted-foreground">No target</span>;
  return (
    <div className="flex min-w-36 items-center gap-2">
      <Progress value={campaign.progress_percent} aria-label={`${campaign.campaign_name} progress to target`} className="flex-1" />
      <span className="w-12 text-right text-xs tabular-nums">{campaign.progress_percent.toFixed(1)}%</span>
    </div>
  );
}

/** Every campaign's figures, sortable by any column (its header is a button; aria-sort says the order). */
export function CampaignPerformanceTable({ campaigns }: { campaigns: CampaignPerformance[] }) {
  const [sort, setSort] = useState<Sort>({ key: 'fund', direction: 'descending' });
  const sorted = useMemo(() => sortCampaigns(campaigns, sort), [campaigns, sort]);
  return (
    <Table aria-label="Campaigns">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <SortableHead key={column.key} column={column} sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((campaign) => (
          <TableRow key={campaign.campaign_id}>
            <TableCell className="min-w-48 whitespace-normal wrap-anywhere">
              <p className="font-medium">{campaign.campaign_name}</p>
              <p className="text-xs text-muted-foreground">{campaign.school_name}</p>
            </TableCell>
            <TableCell>
              <CampaignStatusBadge status={campaign.status} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(campaign.figures.units_sold)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatDollars(campaign.figures.donated_to_org)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(campaign.figures.members)}</TableCell>
            <TableCell>
              <ProgressCell campaign={campaign} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{daysLeftText(campaign.days_left)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
