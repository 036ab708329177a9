import type { PublicCampaign } from '@app/shared/campaign';
import { formatDollars, formatWholeDollars } from '@app/shared/money';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, formatDate } from '@app/ui';
import { CalendarDays, School, Target } from 'lucide-react';

const targetText = (amount: number) => (Number.isInteger(amount) ? formatWholeDollars(amount) : formatDollars(amount));

/** The ambassador's active campaign (spec part 1, section 2.11). */
export function CampaignCard({ campaign }: { campaign: PublicCampaign }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <CardTitle className="flex items-center gap-2 wrap-anywhere">
            <School aria-hidden className="size-5 shrink-0 text-primary" />
            {campaign.school_name}
          </CardTitle>
          <CardDescription className="wrap-anywhere">{campaign.campaign_name}</CardDescription>
        </div>
        <Badge variant="success">Active Campaign</Badge>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {campaign.description && <p className="wrap-anywhere text-muted-foreground">{campaign.description}</p>}
        {(campaign.target_amount !== null || campaign.end_date !== null) && (
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {campaign.target_amount !== null && (
              <p className="flex items-center gap-2">
                <Target aria-hidden className="size-4 text-muted-foreground" />
                Target: {targetText(campaign.target_amount)}
              </p>
            )}
            {campaign.end_date !== null && (
              <p className="flex items-center gap-2">
                <CalendarDays aria-hidden className="size-4 text-muted-foreground" />
                Ends: {formatDate(campaign.end_date)}
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
