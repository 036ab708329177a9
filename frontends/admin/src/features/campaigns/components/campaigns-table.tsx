import type { AdminCampaign } from '@app/shared/campaigns';
import { formatCount, formatDollars } from '@app/shared/platform';
import { Button, DataTable, TruncatedText, type DataTableColumn } from '@app/ui';
import { Eye } from 'lucide-react';
import { activePasscodesOf, dateRange, isScheduled, usageText } from '../campaign-display';
import type { CampaignActions } from './campaign-actions';
import { CampaignActionsMenu } from './campaign-actions-menu';
import { CampaignStatusBadge } from './status-badges';

function columnsFor({ onConfig, onDetails, onPasscodes, onEdit }: CampaignActions): DataTableColumn<AdminCampaign>[] {
  return [
    {
      id: 'campaign',
      header: 'Campaign',
      truncate: true,
      sortValue: (campaign) => campaign.campaign_name,
      cardSlot: 'title',
      cell: (campaign) => <TruncatedText className="max-w-40 font-medium">{campaign.campaign_name}</TruncatedText>,
    },
    {
      id: 'school',
      header: 'School',
      truncate: true,
      sortValue: (campaign) => campaign.school_name,
      cardSlot: 'wide',
      cell: (campaign) => <TruncatedText className="max-w-32">{campaign.school_name}</TruncatedText>,
    },
    {
      id: 'status',
      header: 'Status',
      sortValue: (campaign) => campaign.status,
      cardSlot: 'badge',
      cell: (campaign) => <CampaignStatusBadge status={campaign.status} scheduled={isScheduled(campaign)} />,
    },
    {
      id: 'dates',
      header: 'Dates',
      sortValue: (campaign) => campaign.start_date,
      className: 'whitespace-normal min-w-28',
      cell: dateRange,
    },
    {
      id: 'target',
      header: 'Target',
      align: 'end',
      sortValue: (campaign) => campaign.target_amount,
      cell: (campaign) => (campaign.target_amount === null ? 'No target' : formatDollars(campaign.target_amount)),
    },
    {
      id: 'units',
      header: 'Shirts Sold',
      align: 'end',
      sortValue: (campaign) => campaign.figures.units_sold,
      cell: (campaign) => formatCount(campaign.figures.units_sold),
    },
    {
      id: 'passcodes',
      header: 'Active Passcodes',
      headClassName: 'whitespace-normal',
      className: 'min-w-28 whitespace-normal',
      cardSlot: 'wide',
      cell: (campaign) => {
        const passcodes = activePasscodesOf(campaign);
        if (passcodes.length === 0) return <span className="text-muted-foreground">None</span>;
        return (
          <ul className="grid gap-1">
            {passcodes.map((passcode) => (
              <li key={passcode.id}>
                <code className="font-mono font-semibold break-all">{passcode.passcode}</code>{' '}
                <span className="text-xs text-muted-foreground">({usageText(passcode.usage_count)})</span>
              </li>
            ))}
          </ul>
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cardSlot: 'actions',
      cell: (campaign) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={`Details ${campaign.campaign_name}`}
            title="Details"
            onClick={() => onDetails(campaign)}
          >
            <Eye aria-hidden />
          </Button>
          <CampaignActionsMenu campaign={campaign} onConfig={onConfig} onPasscodes={onPasscodes} onEdit={onEdit} iconOnly />
        </div>
      ),
    },
  ];
}

/** The Table View tab: the cards' campaigns as rows, sortable; a card per campaign on a phone. */
export function CampaignsTable({ campaigns, ...actions }: { campaigns: AdminCampaign[] } & CampaignActions) {
  return (
    <DataTable
      label="Campaigns"
      columns={columnsFor(actions)}
      rows={campaigns}
      getRowId={(campaign) => campaign.id}
      pageSize={25}
      empty={null}
    />
  );
}
