import type { AdminCampaign } from '@app/shared/campaign-admin';
import { formatCount, formatDollars } from '@app/shared/money';
import { Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@app/ui';
import { Eye, KeyRound, Pencil, Settings2, type LucideIcon } from 'lucide-react';
import { activePasscodesOf, dateRange, usageText } from '../campaign-display';
import type { CampaignActions } from './campaign-actions';
import { LeaderboardLink } from './campaign-card';
import { CampaignStatusBadge } from './status-badges';

function RowAction({
  label,
  campaign,
  icon: Icon,
  onClick,
}: {
  label: string;
  campaign: AdminCampaign;
  icon: LucideIcon;
  onClick: () => void;
}) {
  return (
    <Button variant="ghost" size="icon" title={label} onClick={onClick}>
      <Icon aria-hidden />
      <span className="sr-only">
        {label} {campaign.campaign_name}
      </span>
    </Button>
  );
}

/** The Table View tab: the cards' campaigns as rows; the table scrolls sideways inside its container on a phone. */
export function CampaignsTable({ campaigns, onConfig, onDetails, onPasscodes, onEdit }: { campaigns: AdminCampaign[] } & CampaignActions) {
  return (
    <Table className="min-w-[64rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Campaign</TableHead>
          <TableHead>School</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Dates</TableHead>
          <TableHead className="text-right">Target</TableHead>
          <TableHead className="text-right">Units</TableHead>
          <TableHead>Active Passcodes</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {campaigns.map((campaign) => {
          const passcodes = activePasscodesOf(campaign);
          return (
            <TableRow key={campaign.id}>
              <TableCell className="min-w-48 font-medium whitespace-normal wrap-anywhere">{campaign.campaign_name}</TableCell>
              <TableCell className="min-w-40 whitespace-normal wrap-anywhere">{campaign.school_name}</TableCell>
              <TableCell>
                <CampaignStatusBadge status={campaign.status} />
              </TableCell>
              <TableCell>{dateRange(campaign)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {campaign.target_amount === null ? 'No target' : formatDollars(campaign.target_amount)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(campaign.figures.units_sold)}</TableCell>
              <TableCell>
                {passcodes.length === 0 ? (
                  <span className="text-muted-foreground">None</span>
                ) : (
                  <ul className="grid gap-1">
                    {passcodes.map((passcode) => (
                      <li key={passcode.id}>
                        <code className="font-mono font-semibold">{passcode.passcode}</code>{' '}
                        <span className="text-xs text-muted-foreground">({usageText(passcode.usage_count)})</span>
                      </li>
                    ))}
                  </ul>
                )}
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <RowAction label="Config" campaign={campaign} icon={Settings2} onClick={() => onConfig(campaign)} />
                  <RowAction label="Details" campaign={campaign} icon={Eye} onClick={() => onDetails(campaign)} />
                  <RowAction label="Passcodes" campaign={campaign} icon={KeyRound} onClick={() => onPasscodes(campaign)} />
                  <RowAction label="Edit" campaign={campaign} icon={Pencil} onClick={() => onEdit(campaign)} />
                  <LeaderboardLink campaign={campaign} iconOnly />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
