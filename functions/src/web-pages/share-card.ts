import { createHash } from 'node:crypto';
import type { webPages } from '@app/shared/contracts';
import { NotFound } from '#lib/errors';
import type { PageImage, PageRequest } from '#lib/page';
import { publicCampaignPage } from '../campaigns';
import { brandingSettings, generalSettings } from '../settings';
import { CAMPAIGN_PAGE_CACHE } from './campaign-page';
import { drawShareCard, type ShareCardFigures } from './share-card-image';

/** Part of every ETag: a change to how cards are drawn changes it too, so nobody keeps an old drawing. */
const CARD_DESIGN = 1;

/** How many campaigns' cards a warm function keeps (about 30 KB each): the most recently asked for. */
const MAX_KEPT_CARDS = 200;

/** A campaign's card as last drawn, by slug: one per campaign, replaced when its figures change. */
const keptCards = new Map<string, { etag: string; png: Promise<Uint8Array> }>();

let cardsDrawn = 0;

/** How many cards this function has drawn: the tests' proof that unchanged figures are not drawn again. */
export const shareCardsDrawn = () => cardsDrawn;

/** A strong validator of exactly what a card shows: the same figures, the same bytes. */
function etagOf(figures: ShareCardFigures): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN, figures]))
    .digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** The campaign's card for these figures: the one kept when they are unchanged, else drawn now and kept (a failed drawing is not). */
function cardFor(slug: string, etag: string, figures: ShareCardFigures): Promise<Uint8Array> {
  const kept = keptCards.get(slug);
  keptCards.delete(slug);
  if (kept?.etag === etag) {
    keptCards.set(slug, kept);
    return kept.png;
  }
  cardsDrawn += 1;
  const png = drawShareCard(figures);
  keptCards.set(slug, { etag, png });
  png.catch(() => {
    if (keptCards.get(slug)?.png === png) keptCards.delete(slug);
  });
  // Map keeps insertion order, and a card asked for moves to the end: the first is the least recently asked for.
  if (keptCards.size > MAX_KEPT_CARDS) keptCards.delete(keptCards.keys().next().value!);
  return png;
}

/**
 * /campaign/{slug}/share-card.png: the campaign's progress as a picture, from the same read and the same
 * figures as its page (shirts sold, the organization fund, the target), in the programme's name and colours.
 * It lives as long as the page (the edge keeps it 30 s); its ETag names its figures, so a warm function
 * draws it again only when they change, and a caller holding it gets 304. No page, no card: 404.
 */
export async function campaignShareCardImage({ params }: PageRequest<typeof webPages.campaignShareCard>): Promise<PageImage> {
  const [page, general, branding] = await Promise.all([publicCampaignPage(params.slug), generalSettings(), brandingSettings()]);
  if (!page) throw new NotFound();
  const { campaign, stats } = page;
  const figures: ShareCardFigures = {
    programName: general.programName,
    logoInitials: branding.logoInitials,
    campaignName: campaign.campaign_name,
    schoolName: campaign.school_name,
    shirtsSold: stats.total_units_sold,
    raised: stats.total_donated_to_org,
    target: campaign.target_amount,
  };
  const etag = etagOf(figures);
  return {
    status: 200,
    contentType: 'image/png',
    etag,
    cacheControl: CAMPAIGN_PAGE_CACHE,
    // Out of image search as its page is out of search (issue 44), unless the campaign chose to be listed.
    noindex: !campaign.search_listed,
    image: () => cardFor(campaign.campaign_slug, etag, figures),
  };
}
