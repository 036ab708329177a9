import { campaignPagePath, formatTargetAmount, type PublicCampaign } from '@app/shared/campaigns';
import { Badge, CampaignProgress, Card, CardContent, CardDescription, CardHeader, CardTitle, formatDate } from '@app/ui';
import { CalendarDays, ExternalLink, School, Target } from 'lucide-react';

/**
 * The ambassador's active campaign (spec part 1, section 2.11), with what the organization has raised
 * ($5 a shirt across the campaign) toward its target: the same figure and percent as the public campaign
 * page and the admin's Performance. `raised` is undefined until the campaign's totals have loaded.
 */
export function CampaignCard({ campaign, raised, code }: { campaign: PublicCampaign; raised: number | undefined; code: string | null }) {
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
        {raised !== undefined && <CampaignProgress raised={raised} target={campaign.target_amount} />}
        {(campaign.target_amount !== null || campaign.end_date !== null) && (
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {campaign.target_amount !== null && (
              <p className="flex items-center gap-2">
                <Target aria-hidden className="size-4 text-muted-foreground" />
                Target: {formatTargetAmount(campaign.target_amount)}
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
        <a
          href={campaignPagePath(campaign.campaign_slug, code)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex w-fit items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
        >
          View campaign page
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </CardContent>
    </Card>
  );
}
