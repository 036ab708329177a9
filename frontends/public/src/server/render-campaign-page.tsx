import type { PublicCampaignPage } from '@app/shared/campaigns';
import { renderPageToHtml } from '@app/ui/server';
import { unstable_serialize } from 'swr';
import { campaignPageApplication } from '../campaign-page-application';
import { campaignPageKey } from '../features/campaigns/api/get-campaign-page';
import { campaignPageAddressOf } from '../features/campaigns/campaign-page-address';
import { CampaignPage } from '../features/campaigns/components/campaign-page';
import { CAMPAIGN_PAGE_DATA_ELEMENT_ID } from '../features/campaigns/embedded-campaign-page';

/** JSON safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators that end it. */
function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The public campaign page at `url` (its path and query: ?member= preselects a member), rendered by the
 * campaign page application's own components with `page` as its data, and the data itself in a JSON
 * element the browser's first render reads instead of fetching it again. `head` holds the tags for the
 * document's head (the shirt picture's preload).
 */
export async function renderCampaignPage(page: PublicCampaignPage, url: string): Promise<{ head: string; body: string }> {
  const { head, body } = await renderPageToHtml(<CampaignPage {...campaignPageAddressOf(url)} />, {
    application: campaignPageApplication.name,
    fallback: { [unstable_serialize(campaignPageKey(page.campaign.campaign_slug))]: page },
  });
  const data = `<script type="application/json" id="${CAMPAIGN_PAGE_DATA_ELEMENT_ID}">${jsonForScriptElement(page)}</script>`;
  return { head, body: body + data };
}
