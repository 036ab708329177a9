import type { HttpEvent } from '#lib/http';
import { givenCampaign } from '#test/campaigns';
import { campaignShareCardImage, shareCardsDrawn } from './share-card';

/** The card as the page machinery asks for it: its answer, then its bytes. */
async function card(slug: string) {
  const answer = await campaignShareCardImage({ params: { slug }, event: {} as HttpEvent });
  return { etag: answer.etag, png: Buffer.from(await answer.image()) };
}

describe('drawing share cards', () => {
  it('draws a campaign’s card once while its figures stand, and again for another campaign', async () => {
    const [hillside, riverside] = await Promise.all([givenCampaign(), givenCampaign({ school_name: 'Riverside Middle School' })]);
    const before = shareCardsDrawn();

    const first = await card(hillside.campaign_slug);
    const second = await card(hillside.campaign_slug);
    const drawnForOne = shareCardsDrawn() - before;
    const other = await card(riverside.campaign_slug);

    expect(drawnForOne).toBe(1);
    expect(second.etag).toBe(first.etag);
    expect(second.png).toEqual(first.png);
    expect(shareCardsDrawn() - before).toBe(2);
    expect(other.etag).not.toBe(first.etag);
  });

  it('draws nothing for a caller that only needs the ETag', async () => {
    const campaign = await givenCampaign();
    const before = shareCardsDrawn();

    const answer = await campaignShareCardImage({ params: { slug: campaign.campaign_slug }, event: {} as HttpEvent });

    expect(answer.etag).toMatch(/^"[\w-]+"$/);
    expect(shareCardsDrawn()).toBe(before);
  });
});
