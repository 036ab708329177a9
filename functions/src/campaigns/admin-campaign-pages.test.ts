import { campaigns as contracts, pathOf } from '@app/shared/contracts';
import { api, givenUser } from '#test/api';
import { givenCampaign, givenCampaignWithPasscode } from '#test/campaigns';

let admin: { token: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

interface Page {
  campaigns: Array<{ id?: string; campaign_id?: string }>;
  next_cursor: string | null;
}

const paths = {
  overview: pathOf(contracts.listAdminCampaigns),
  performance: pathOf(contracts.getFundraisingPerformance),
};
type Listing = keyof typeof paths;

const pageOf = (listing: Listing, query: Record<string, string>, token = admin.token) =>
  api<Page>('GET', `${paths[listing]}?${new URLSearchParams(query)}`, { token });

async function everyPage(listing: Listing, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const { status, body } = await pageOf(listing, { limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(status).toBe(200);
    pages.push(body);
    cursor = body.next_cursor;
  } while (cursor);
  return pages;
}

const idOf = (row: Page['campaigns'][number]) => row.id ?? row.campaign_id;

describe.each(['overview', 'performance'] as const)('the campaigns %s, a page at a time', (listing) => {
  it('lists every campaign exactly once across its pages, newest first, each page at most the limit', async () => {
    const minute = 60_000;
    const mine = [
      await givenCampaign({ created_at: new Date(Date.now() - 3 * minute).toISOString() }),
      await givenCampaignWithPasscode({ created_at: new Date(Date.now() - 2 * minute).toISOString(), status: 'pending' }).then(
        (given) => given.campaign,
      ),
      await givenCampaign({ created_at: new Date(Date.now() - minute).toISOString(), status: 'completed' }),
    ];

    const pages = await everyPage(listing, 2);

    expect(pages.every((page) => page.campaigns.length <= 2)).toBe(true);
    const ids = pages.flatMap((page) => page.campaigns.map(idOf));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => mine.some((campaign) => campaign.id === id))).toEqual(mine.map((campaign) => campaign.id).reverse());
  });

  it('answers 400, not 500, to a cursor that is not its own and to a limit out of range', async () => {
    await givenCampaign();
    await givenCampaign();
    const first = await pageOf(listing, { limit: '1' });
    expect(first.status).toBe(200);
    const cursor = first.body.next_cursor!;
    expect(cursor).toEqual(expect.any(String));
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = (changes: Record<string, unknown>) => Buffer.from(JSON.stringify({ ...decoded, ...changes })).toString('base64url');
    for (const bad of [
      'not-a-cursor',
      '%%%',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('null').toString('base64url'),
      forged({ pk: 'USER#x' }),
      forged({ sk: 7 }),
      'x'.repeat(5000),
    ]) {
      const answer = await pageOf(listing, { cursor: bad });
      expect(answer.status).toBe(400);
      expect((answer.body as unknown as { error: { message: string } }).error.message).toEqual(expect.any(String));
    }
    for (const limit of ['0', '51', 'x', '1.5', '-1']) expect((await pageOf(listing, { limit })).status).toBe(400);
  });

  it('is for admins only: a student or a fundraiser gets 403, nobody signed in 401', async () => {
    for (const role of ['student', 'fundraising_ambassador'] as const) {
      const user = await givenUser(role);
      expect((await pageOf(listing, {}, user.token)).status).toBe(403);
    }
    expect((await api('GET', paths[listing])).status).toBe(401);
  });
});
