import type { CampaignPerformance } from '@app/shared/campaigns';
import { formatCount, formatDollars } from '@app/shared/platform';
import { DataTable, Progress, TruncatedText, type DataTableColumn, type DataTableLoadMore } from '@app/ui';
import { BarChart3 } from 'lucide-react';
import { CampaignStatusBadge } from '..';

/** 0 → Ended; no end date → —. */
export function daysLeftText(daysLeft: number | null): string {
  if (daysLeft === null) return '—';
  if (daysLeft === 0) return 'Ended';
  return daysLeft === 1 ? '1 day' : `${formatCount(daysLeft)} days`;
}

function ProgressCell({ campaign }: { campaign: CampaignPerformance }) {
  if (campaign.progress_percent === null) return <span className="text-muted-foreground">No target</span>;
  return (
    <div className="flex min-w-32 items-center gap-2">
      <Progress value={campaign.progress_percent} aria-label={`${campaign.campaign_name} progress to target`} className="flex-1" />
      <span className="w-12 text-right text-xs tabular-nums">{campaign.progress_percent.toFixed(1)}%</span>
    </div>
  );
}

// A column's first click sorts text A to Z and figures biggest first; a campaign without a target or an end
// date goes last whichever the direction.
const COLUMNS: DataTableColumn<CampaignPerformance>[] = [
  {
    id: 'campaign',
    header: 'Campaign',
    sortValue: (campaign) => campaign.campaign_name,
    truncate: true,
    cardSlot: 'title',
    cell: (campaign) => (
      <>
        <TruncatedText className="max-w-48 font-medium">{campaign.campaign_name}</TruncatedText>
        <TruncatedText className="max-w-48 text-xs font-normal text-muted-foreground">{campaign.school_name}</TruncatedText>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sortValue: (campaign) => campaign.status,
    cardSlot: 'badge',
    cell: (campaign) => <CampaignStatusBadge status={campaign.status} />,
  },
  {
    id: 'units',
    header: 'Shirts Sold',
    align: 'end',
    sortValue: (campaign) => campaign.figures.units_sold,
    cell: (campaign) => formatCount(campaign.figures.units_sold),
  },
  {
    id: 'fund',
    header: 'Organization Fund',
    align: 'end',
    sortValue: (campaign) => campaign.figures.donated_to_org,
    cell: (campaign) => formatDollars(campaign.figures.donated_to_org),
  },
  {
    id: 'members',
    header: 'Members',
    align: 'end',
    sortValue: (campaign) => campaign.figures.members,
    cell: (campaign) => formatCount(campaign.figures.members),
  },
  {
    id: 'progress',
    header: 'Progress to Target',
    sortValue: (campaign) => campaign.progress_percent,
    firstSortDirection: 'descending',
    cardSlot: 'wide',
    cell: (campaign) => <ProgressCell campaign={campaign} />,
  },
  {
    id: 'days_left',
    header: 'Days Left',
    align: 'end',
    sortValue: (campaign) => campaign.days_left,
    cell: (campaign) => daysLeftText(campaign.days_left),
  },
];

/** The loaded campaigns' figures, sortable by any column (its header is a button; aria-sort says the order), with Load more. */
export function CampaignPerformanceTable({
  campaigns,
  loadMore,
}: {
  campaigns: CampaignPerformance[] | undefined;
  loadMore?: DataTableLoadMore;
}) {
  return (
    <DataTable
      loadMore={loadMore}
      label="Campaigns"
      columns={COLUMNS}
      rows={campaigns ?? []}
      getRowId={(campaign) => campaign.campaign_id}
      defaultSort={{ columnId: 'fund', direction: 'descending' }}
      pageSize={25}
      loading={!campaigns}
      loadingLabel="Loading campaign performance"
      loadingRows={4}
      empty={
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          <BarChart3 aria-hidden className="size-8" />
          <p>No campaigns yet</p>
        </div>
      }
    />
  );
}
