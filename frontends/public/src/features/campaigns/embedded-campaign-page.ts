import type { PublicCampaignPage } from '@app/shared/campaigns';
import { embeddedData } from '@app/ui';

/** The id of the `<script type="application/json">` element that carries the server-rendered page's data. */
export const CAMPAIGN_PAGE_DATA_ELEMENT_ID = 'campaign-page-data';

/**
 * The data the server rendered /campaign/{slug} with, when this document is that page's first HTML:
 * read from its JSON element (a data block, which the CSP's script-src does not run), by slug, so
 * another campaign opened later in the same tab is fetched.
 */
export function embeddedCampaignPage(slug: string): PublicCampaignPage | undefined {
  const page = embeddedData(CAMPAIGN_PAGE_DATA_ELEMENT_ID) as PublicCampaignPage | undefined;
  return page?.campaign.campaign_slug === slug ? page : undefined;
}
