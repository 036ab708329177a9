import { givenCampaign } from '#test/campaigns';
import { embeddedJson, fetchPage, inlineScripts, putReleasedShell } from '#test/site-shell';
import { givenAmbassador, settled } from '#test/store';
import { campaigns, pathOf, webPages } from '@app/shared/contracts';

/** The campaign's data the page embeds for the browser's first render. */
const embeddedData = (html: string) => embeddedJson(html, 'campaign-page-data');

beforeAll(putReleasedShell);

describe('the public campaign page, rendered on the server', () => {
  it('serves the campaign in its first HTML, in the released shell, with its title, share tags, stylesheet and data', async () => {
    const campaign = await givenCampaign({ description: 'Shirts for a greener Hillside.' });
    const jane = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id, firstName: 'Jane' });
    // Her place on the leaderboard follows her totals row on the table's stream.
    await settled();
    const path = pathOf(webPages.campaignPage, { slug: campaign.campaign_slug });

    const page = await fetchPage(`${path}?member=${jane.code}`);

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('public, max-age=30');
    const { html } = page;
    // The released shell, its scripts and all: the app that hydrates the page is the one released.
    expect(html).toContain('<script defer="defer" src="/root/v7/main.abc.js"></script>');
    expect(html).toContain('<div id="root-status" hidden');
    expect(html).toContain('<link rel="stylesheet" href="/mf/public/v3/650.abc.css"/>');
    expect(html).toContain(`<title>${campaign.campaign_name} | Hillside High School</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${campaign.campaign_name}</h1>`));
    // The member the link names is preselected, as in the browser.
    expect(html).toContain('Support Jane T.');
    expect(html).not.toContain('Tester');
    // Kept out of search results unless the campaign is adults-only and chose to be listed (issue 44).
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<meta property="og:title" content="${campaign.campaign_name} | Hillside High School"/>`);
    expect(html).toContain(
      '<meta property="og:description" content="$0 raised for Hillside High School of a $1,000 goal, 0 shirts sold. Buy a shirt to support Hillside High School."/>',
    );
    expect(html).toContain(`<meta property="og:url" content="${process.env.SITE_URL}${path}"/>`);
    expect(html).toContain(`<meta property="og:image" content="${process.env.SITE_URL}${path}/share-card.png"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<div id="single-spa-application:campaign-page" data-server-rendered>');
    // The same data as the page's API answer, so the browser's first render needs no second fetch.
    const answer = await fetch(`${process.env.API_URL}${pathOf(campaigns.getCampaignPage, { slug: campaign.campaign_slug })}`);
    expect(embeddedData(html)).toEqual(await answer.json());
    expect(inlineScripts(html)).toEqual([]);
  });

  it('lets search engines list the page of an adults-only campaign that chose so, and names its members as it chose', async () => {
    const campaign = await givenCampaign({ adults_only: true, search_listed: true, public_naming: 'full_name' });
    await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id, firstName: 'Jane' });
    await settled();

    const page = await fetchPage(pathOf(webPages.campaignPage, { slug: campaign.campaign_slug }));
    const card = await fetch(`${process.env.API_URL}${pathOf(webPages.campaignShareCard, { slug: campaign.campaign_slug })}`);

    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBeNull();
    expect(page.html).not.toContain('name="robots"');
    expect(page.html).toContain('Jane Tester');
    expect(card.headers.get('x-robots-tag')).toBeNull();
  });

  it('escapes what a campaign says in its text, its tags and its data', async () => {
    const campaign = await givenCampaign({ school_name: 'Hill </script><script>alert(1)</script> & "Co"' });

    const { status, html } = await fetchPage(pathOf(webPages.campaignPage, { slug: campaign.campaign_slug }));

    expect(status).toBe(200);
    expect(inlineScripts(html)).toEqual([]);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Hill &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect((embeddedData(html) as { campaign: { school_name: string } }).campaign.school_name).toBe(campaign.school_name);
  });

  it.each([
    ['an unknown slug', 'no-such-campaign-anywhere'],
    ['a slug over 200 characters', 'a'.repeat(201)],
    ['a slug of spaces', '%20%20'],
  ])('answers %s with the site’s not-found page, 404 and HTML, never a 500 or JSON', async (_case, slug) => {
    const { status, html, headers } = await fetchPage(`/campaign/${slug}`);

    expect(status).toBe(404);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    // The shell the browser app then shows "Campaign not found" in, kept out of search results.
    expect(html).toContain('<script defer="defer" src="/root/v7/main.abc.js"></script>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(embeddedData(html)).toBeUndefined();
  });

  it('answers an inactive campaign with the not-found page', async () => {
    const campaign = await givenCampaign({ status: 'completed' });

    const { status } = await fetchPage(pathOf(webPages.campaignPage, { slug: campaign.campaign_slug }));

    expect(status).toBe(404);
  });
});
