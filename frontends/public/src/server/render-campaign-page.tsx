import type { PublicCampaignPage } from '@app/shared/campaigns';
import { renderPageToHtml } from '@app/ui/server';
import { unstable_serialize } from 'swr';
import { campaignPageApplication } from '../campaign-page-application';
import { campaignPageKey } from '../features/campaigns/api/get-campaign-page';
import { campaignPageAddressOf } from '../features/campaigns/campaign-page-address';
import { CampaignPage } from '../features/campaigns/components/campaign-page';
import { CAMPAIGN_PAGE_DATA_ELEMENT_ID } from '../features/campaigns/embedded-campaign-page';

/**
 * The public campaign page at `url` (its path and query: ?member= preselects a member), rendered by the
 * campaign page application's own components with `page` as its data, and the data itself in a JSON
 * element the browser's first render reads instead of fetching it again. `head` holds the tags for the
 * document's head (the shirt picture's preload).
 */
export function renderCampaignPage(page: PublicCampaignPage, url: string): Promise<{ head: string; body: string }> {
  return renderPageToHtml(<CampaignPage {...campaignPageAddressOf(url)} />, {
    application: campaignPageApplication.name,
    fallback: { [unstable_serialize(campaignPageKey(page.campaign.campaign_slug))]: page },
    embedded: { [CAMPAIGN_PAGE_DATA_ELEMENT_ID]: page },
  });
}
