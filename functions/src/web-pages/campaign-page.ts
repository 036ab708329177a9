import { renderCampaignPage } from '@app/public/server';
import type { PublicCampaignPage } from '@app/shared/campaigns';
import { formatCount, formatWholeDollars } from '@app/shared/platform';
import { pathOf, webPages } from '@app/shared/contracts';
import { env } from '#lib/env';
import { NotFound } from '#lib/errors';
import type { PageRequest, PageResult } from '#lib/page';
import { publicCampaignPage } from '../campaigns';
import { pageHtml } from './page-html';
import { siteShell } from './site-shell';

/** As long as the page's API answer may be kept (campaigns' getCampaignPage): the same data, the same age. */
export const CAMPAIGN_PAGE_CACHE = 'public, max-age=30';

/** Where the campaign's share card is (share-card.ts draws it): the picture a shared link shows. */
export const shareCardPath = (slug: string) => pathOf(webPages.campaignShareCard, { slug });

/** What a shared link says of the campaign: its school, and its progress in shirts and dollars. */
function shareDescription({ campaign, stats }: PublicCampaignPage): string {
  const raised = `${formatWholeDollars(stats.total_donated_to_org)} raised for ${campaign.school_name}`;
  const target = campaign.target_amount ? ` of a ${formatWholeDollars(campaign.target_amount)} goal` : '';
  const shirts = stats.total_units_sold === 1 ? '1 shirt sold' : `${formatCount(stats.total_units_sold)} shirts sold`;
  return `${raised}${target}, ${shirts}. Buy a shirt to support ${campaign.school_name}.`;
}

/**
 * /campaign/{slug}: the public campaign page, its content in its first HTML (the public micro-frontend's
 * components, rendered from the page's one read, which its API route serves too), with its title and share
 * tags. An unknown or inactive campaign is the site's not-found page.
 */
export async function campaignPageHtml({ params, event }: PageRequest<typeof webPages.campaignPage>): Promise<PageResult> {
  const [page, shell] = await Promise.all([publicCampaignPage(params.slug), siteShell()]);
  if (!page) throw new NotFound();
  const { SITE_URL: site } = env('site');
  const path = `/campaign/${encodeURIComponent(page.campaign.campaign_slug)}`;
  const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
  const rendered = await renderCampaignPage(page, path + query);
  const title = `${page.campaign.campaign_name} | ${page.campaign.school_name}`;
  const description = shareDescription(page);
  const html = pageHtml(
    shell,
    {
      title,
      hoisted: rendered.head,
      meta: {
        ...(page.campaign.search_listed ? {} : { robots: 'noindex' }),
        description,
        'og:type': 'website',
        'og:title': title,
        'og:description': description,
        'og:url': site + path,
        'og:image': site + shareCardPath(page.campaign.campaign_slug),
        'twitter:card': 'summary_large_image',
        'twitter:title': title,
        'twitter:description': description,
        'twitter:image': site + shareCardPath(page.campaign.campaign_slug),
      },
    },
    rendered.body,
  );
  return { status: 200, html, cacheControl: CAMPAIGN_PAGE_CACHE, noindex: !page.campaign.search_listed };
}

/** The site's not-found page: the released shell as it is (the browser app shows "Campaign not found"), kept out of search results. */
export async function notFoundHtml(): Promise<PageResult> {
  const shell = await siteShell();
  return {
    status: 404,
    html: pageHtml(shell, { title: 'Campaign not found', meta: { robots: 'noindex' } }, ''),
    cacheControl: CAMPAIGN_PAGE_CACHE,
    noindex: true,
  };
}
