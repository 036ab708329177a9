import type { AdminCampaign } from '@app/shared/campaigns';
import { formatCount, formatDollars } from '@app/shared/platform';
import { Button, CampaignProgress, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@app/ui';
import { CalendarDays, Eye, Target } from 'lucide-react';
import { activePasscodesOf, dateRange, isScheduled, usageText } from '../campaign-display';
import type { CampaignActions } from './campaign-actions';
import { CampaignActionsMenu } from './campaign-actions-menu';
import { PasscodeCopyButton } from './passcode-copy-button';
import { CampaignStatusBadge } from './status-badges';

/** "$500.00" or no target. */
export const targetText = (target: number | null) => (target === null ? 'No target' : `Target: ${formatDollars(target)}`);

/** One campaign (spec part 2, section 2): who, when, how it goes, its active passcodes, Details and a menu of the other actions. */
export function CampaignCard({ campaign, onConfig, onDetails, onPasscodes, onEdit }: { campaign: AdminCampaign } & CampaignActions) {
  const passcodes = activePasscodesOf(campaign);
  return (
    <Card className="h-full min-w-0 gap-4">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="min-w-0 wrap-anywhere">{campaign.campaign_name}</CardTitle>
          <CampaignStatusBadge status={campaign.status} scheduled={isScheduled(campaign)} />
        </div>
        <CardDescription className="wrap-anywhere">{campaign.school_name}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="flex items-center gap-2">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {dateRange(campaign)}
        </p>
        <p className="flex items-center gap-2">
          <Target aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {targetText(campaign.target_amount)}
        </p>
        <CampaignProgress raised={campaign.figures.donated_to_org} target={campaign.target_amount} />
        <dl className="grid grid-cols-2 gap-2 rounded-md bg-muted/50 p-3">
          <div>
            <dt className="text-xs text-muted-foreground">Shirts Sold</dt>
            <dd className="font-semibold tabular-nums">{formatCount(campaign.figures.units_sold)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Organization Fund</dt>
            <dd className="font-semibold tabular-nums">{formatDollars(campaign.figures.donated_to_org)}</dd>
          </div>
        </dl>
        <section aria-label={`Active passcodes of ${campaign.campaign_name}`} className="grid gap-2">
          <h4 className="text-xs font-medium text-muted-foreground">Active Passcodes</h4>
          {passcodes.length === 0 ? (
            <p className="text-muted-foreground">No active passcodes</p>
          ) : (
            <ul className="grid gap-2">
              {passcodes.map((passcode) => (
                <li key={passcode.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2">
                  <div className="min-w-0">
                    <code className="font-mono font-semibold break-all">{passcode.passcode}</code>
                    <p className="text-xs text-muted-foreground">{usageText(passcode.usage_count)}</p>
                  </div>
                  <PasscodeCopyButton passcode={passcode.passcode} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
      <CardFooter className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" aria-label={`Details ${campaign.campaign_name}`} onClick={() => onDetails(campaign)}>
          <Eye aria-hidden />
          Details
        </Button>
        <CampaignActionsMenu campaign={campaign} onConfig={onConfig} onPasscodes={onPasscodes} onEdit={onEdit} />
      </CardFooter>
    </Card>
  );
}
