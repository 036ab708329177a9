import type { PublicCampaign } from '@app/shared/campaigns';
import { pathOf, webPages } from '@app/shared/contracts';
import { buttonVariants, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui';
import { Download, ImageIcon } from 'lucide-react';

/**
 * The campaign's share card on the dashboard (issue 25): the picture its shared links show, drawn on the
 * server from the campaign page's figures, previewed here and downloaded as a PNG to post.
 */
export function ShareCardDownload({ campaign }: { campaign: Pick<PublicCampaign, 'campaign_name' | 'campaign_slug' | 'school_name'> }) {
  const card = pathOf(webPages.campaignShareCard, { slug: campaign.campaign_slug });
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ImageIcon aria-hidden className="size-5 text-primary" />
          Share Card
        </CardTitle>
        <CardDescription>Your campaign&apos;s progress as a picture, to post on social media.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end">
        <img
          src={card}
          alt={`Share card of ${campaign.campaign_name} for ${campaign.school_name}: shirts sold, the amount raised and the progress toward the target`}
          width={1200}
          height={630}
          loading="lazy"
          className="aspect-[1200/630] h-auto w-full rounded-md border bg-muted"
        />
        <a href={card} download={`${campaign.campaign_slug}-share-card.png`} className={buttonVariants({ className: 'w-full sm:w-fit' })}>
          <Download aria-hidden />
          Download share card
        </a>
      </CardContent>
    </Card>
  );
}
