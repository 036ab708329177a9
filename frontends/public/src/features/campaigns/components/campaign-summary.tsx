import type { PublicCampaign } from '@app/shared/campaigns';
import { formatWholeDollars } from '@app/shared/platform';
import { formatDate } from '@app/ui';
import type { ReactNode } from 'react';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr]">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

/** What a member is about to join: school, campaign, description, target and end date. */
export function CampaignSummary({ campaign, children }: { campaign: PublicCampaign; children?: ReactNode }) {
  return (
    <section aria-label="Selected campaign" className="rounded-lg border bg-muted/50 p-4">
      <dl className="grid gap-2 text-sm">
        <Row term="School">{campaign.school_name}</Row>
        <Row term="Campaign">{campaign.campaign_name}</Row>
        {campaign.description && <Row term="Description">{campaign.description}</Row>}
        <Row term="Target">{campaign.target_amount === null ? 'No target set' : formatWholeDollars(campaign.target_amount)}</Row>
        <Row term="Ends">{campaign.end_date ? formatDate(campaign.end_date) : 'No end date'}</Row>
        {children}
      </dl>
    </section>
  );
}
