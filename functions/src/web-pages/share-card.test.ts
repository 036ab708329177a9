import { givenCampaign } from '#test/campaigns';
import { putReleasedShell } from '#test/site-shell';
import { eventually, givenAmbassador, sendWebhook, shopifyOrder } from '#test/store';
import { pathOf, webPages } from '@app/shared/contracts';

/** The eight bytes every PNG starts with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function cardOf(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${process.env.API_URL}${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A PNG's size, from its first chunk (IHDR): width and height, big-endian, after the signature and the chunk's length and type. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// The not-found page is the released shell.
beforeAll(putReleasedShell);

describe("a campaign's share card", () => {
  it('answers a 1200×630 PNG, kept as long as the page, with an ETag', async () => {
    const campaign = await givenCampaign();

    const card = await cardOf(pathOf(webPages.campaignShareCard, { slug: campaign.campaign_slug }));

    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(card.headers.get('cache-control')).toBe('public, max-age=30');
    // Out of image search, as its page is out of search (issue 44).
    expect(card.headers.get('x-robots-tag')).toBe('noindex');
    expect(card.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(pngSize(card.bytes)).toEqual({ width: 1200, height: 630 });
  });

  it('keeps its ETag while the figures stand, answers 304 to a caller holding it, and changes it with a sale', async () => {
    const campaign = await givenCampaign();
    const jane = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    const path = pathOf(webPages.campaignShareCard, { slug: campaign.campaign_slug });
    const first = await cardOf(path);
    const etag = first.headers.get('etag')!;

    const again = await cardOf(path);
    const held = await cardOf(path, { 'if-none-match': etag });
    await sendWebhook('orders/paid', shopifyOrder({ code: jane.code, quantity: 2 }));
    const afterSale = await eventually(async () => {
      const card = await cardOf(path);
      expect(card.headers.get('etag')).not.toBe(etag);
      return card;
    });

    expect(again.headers.get('etag')).toBe(etag);
    expect(again.bytes).toEqual(first.bytes);
    expect(held.status).toBe(304);
    expect(held.bytes).toHaveLength(0);
    expect(held.headers.get('etag')).toBe(etag);
    expect(afterSale.status).toBe(200);
    expect(afterSale.bytes).not.toEqual(first.bytes);
    expect(pngSize(afterSale.bytes)).toEqual({ width: 1200, height: 630 });
  });

  it('draws a long name, a campaign without a target, and any text a campaign holds', async () => {
    const campaign = await givenCampaign({
      school_name: 'École Sainte-Thérèse </text><script>alert(1)</script> & "Co"',
      target_amount: null,
    });

    const card = await cardOf(pathOf(webPages.campaignShareCard, { slug: campaign.campaign_slug }));

    expect(card.status).toBe(200);
    expect(pngSize(card.bytes)).toEqual({ width: 1200, height: 630 });
  });

  it.each([
    ['an unknown slug', 'no-such-campaign-anywhere'],
    ['a slug over 200 characters', 'a'.repeat(201)],
    ['a slug of spaces', '%20%20'],
  ])('answers %s with the not-found page, 404, never a 500 or a picture', async (_case, slug) => {
    const card = await cardOf(`/campaign/${slug}/share-card.png`);

    expect(card.status).toBe(404);
    expect(card.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('has no card for an inactive campaign', async () => {
    const campaign = await givenCampaign({ status: 'completed' });

    const card = await cardOf(pathOf(webPages.campaignShareCard, { slug: campaign.campaign_slug }));

    expect(card.status).toBe(404);
  });
});
