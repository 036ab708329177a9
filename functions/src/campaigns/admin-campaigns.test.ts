import { randomUUID } from 'node:crypto';
import { campaigns as contracts, pathOf } from '@app/shared/contracts';
import { adultBirth } from '#test/ages';
import { api, givenUser, uniqueEmail, viaCloudFront } from '#test/api';
import { givenCampaign, givenCampaignWithPasscode } from '#test/campaigns';
import { eventually, givenAmbassador, sendWebhook, settled, shopifyOrder } from '#test/store';

let admin: { token: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON bodies field by field
const asAdmin = <T = any>(method: string, path: string, body?: unknown) => api<T>(method, path, { token: admin.token, body });

let clients = 0;
const asClient = () => viaCloudFront(`10.7.${Math.floor(++clients / 250)}.${clients % 250}`);

const passcodesPath = (campaignId: string) => pathOf(contracts.createPasscode, { campaign_id: campaignId });
const passcodePath = (campaignId: string, passcodeId: string, action: 'deactivate' | 'rotate') =>
  pathOf(action === 'rotate' ? contracts.rotatePasscode : contracts.deactivatePasscode, {
    campaign_id: campaignId,
    passcode_id: passcodeId,
  });

const verify = (slug: string, passcode: string) =>
  api('POST', '/api/campaigns/verify-passcode', { body: { campaign_slug: slug, passcode }, headers: asClient() });

const signUpFundraiser = (campaignId: string, passcode: string) =>
  api('POST', '/api/auth/fundraiser-sign-up', {
    headers: asClient(),
    body: {
      first_name: 'Mia',
      last_name: 'Lopez',
      email: uniqueEmail('mia'),
      password: 'secret1',
      confirm_password: 'secret1',
      ...adultBirth(),
      campaign_id: campaignId,
      passcode,
    },
  });

/** Every page of a paged admin read, `limit` rows a page, in order. */
async function everyPage<T extends { next_cursor: string | null }>(path: string, limit: number): Promise<T[]> {
  const pages: T[] = [];
  let cursor: string | null = null;
  do {
    const query: URLSearchParams = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const answer: { status: number; body: T } = await asAdmin<T>('GET', `${path}?${query}`);
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    cursor = answer.body.next_cursor;
  } while (cursor);
  return pages;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON bodies field by field
const everyCampaign = async (): Promise<any[]> =>
  (await everyPage<{ campaigns: unknown[]; next_cursor: string | null }>(pathOf(contracts.listAdminCampaigns), 50)).flatMap(
    (page) => page.campaigns,
  );

const overviewOf = async (campaignId: string) => {
  const campaigns = await everyCampaign();
  const { status, body } = await asAdmin('GET', pathOf(contracts.listAdminCampaigns));
  expect(status).toBe(200);
  return { campaign: campaigns.find((c: { id: string }) => c.id === campaignId), campaigns, body };
};

describe('GET /api/admin/campaigns', () => {
  it('lists every campaign newest first with its passcodes and figures, and counts the stat cards', async () => {
    const older = await givenCampaignWithPasscode({ created_at: new Date(Date.now() - 60_000).toISOString() });
    const newer = await givenCampaignWithPasscode({ status: 'pending' });

    const { campaigns, body } = await overviewOf(newer.campaign.id);

    const ids = campaigns.map((c: { id: string }) => c.id);
    expect(ids.indexOf(newer.campaign.id)).toBeLessThan(ids.indexOf(older.campaign.id));
    const created = campaigns.map((c: { created_at: string }) => c.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const listed = campaigns.find((c: { id: string }) => c.id === older.campaign.id);
    expect(listed.passcodes).toEqual([expect.objectContaining({ id: older.passcodeId, passcode: older.passcode, is_active: true })]);
    expect(listed.figures).toEqual({ units_sold: 0, total_sales: 0, donated_to_org: 0, donated_to_environment: 0, members: 0 });
    // Other test files add campaigns meanwhile: the counts, read after the pages, cover at least what they listed.
    expect(body.stats.total_campaigns).toBeGreaterThanOrEqual(campaigns.length);
    expect(body.stats.active_campaigns).toBeGreaterThanOrEqual(campaigns.filter((c: { status: string }) => c.status === 'active').length);
    expect(body.stats.active_passcodes).toBeGreaterThanOrEqual(2);
    // Other test files submit applications meanwhile: the count only has to be there (applications' tests move it).
    expect(body.stats.pending_applications).toBeGreaterThanOrEqual(0);
  });

  it('counts a fundraiser who joins among the members, and no longer once an admin deletes them', async () => {
    const { campaign, passcode } = await givenCampaignWithPasscode();

    const joined = await signUpFundraiser(campaign.id, passcode);
    expect(joined.status).toBe(201);
    expect((await overviewOf(campaign.id)).campaign.figures.members).toBe(1);
    // The members' ranking entries follow their totals rows on the table's stream.
    await settled();
    const detail = await asAdmin('GET', pathOf(contracts.getAdminCampaign, { campaign_id: campaign.id }));
    expect(detail.body.members).toEqual([expect.objectContaining({ rank: 1, member_user_id: joined.body.profile.user_id, units_sold: 0 })]);

    const deleted = await asAdmin('DELETE', `/api/admin/ambassadors/${joined.body.profile.user_id}`);
    expect(deleted.status).toBe(200);
    expect((await overviewOf(campaign.id)).campaign.figures.members).toBe(0);
  });
});

describe('GET /api/admin/campaigns/{campaign_id}', () => {
  it('answers the campaign with its passcodes and figures, and 404 for an unknown one', async () => {
    const { campaign, passcodeId } = await givenCampaignWithPasscode();

    const found = await asAdmin('GET', pathOf(contracts.getAdminCampaign, { campaign_id: campaign.id }));
    const missing = await asAdmin('GET', pathOf(contracts.getAdminCampaign, { campaign_id: randomUUID() }));

    expect(found.status).toBe(200);
    expect(found.body.campaign).toMatchObject({ id: campaign.id, passcodes: [{ id: passcodeId }], figures: { members: 0 } });
    expect(found.body.members).toEqual([]);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Campaign not found');
  });
});

describe('PATCH /api/admin/campaigns/{campaign_id}', () => {
  it('saves dates and status, moving the campaign between the status lists', async () => {
    const campaign = await givenCampaign();

    const { status, body } = await asAdmin('PATCH', pathOf(contracts.updateCampaign, { campaign_id: campaign.id }), {
      start_date: '2026-01-10',
      end_date: '2026-02-10',
      status: 'completed',
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({ id: campaign.id, start_date: '2026-01-10', end_date: '2026-02-10', status: 'completed' });
    const active = await api('GET', '/api/campaigns');
    expect(active.body.campaigns.map((c: { id: string }) => c.id)).not.toContain(campaign.id);
    expect((await overviewOf(campaign.id)).campaign.status).toBe('completed');
  });

  it('refuses an end date before the start date, a bad status and an unknown campaign', async () => {
    const campaign = await givenCampaign({ start_date: '2026-03-01', end_date: '2026-04-01' });
    const path = pathOf(contracts.updateCampaign, { campaign_id: campaign.id });

    const endFirst = await asAdmin('PATCH', path, { end_date: '2026-02-01' });
    const sameDay = await asAdmin('PATCH', path, { start_date: '2026-04-01' });
    const badStatus = await asAdmin('PATCH', path, { status: 'paused' });
    const unknown = await asAdmin('PATCH', pathOf(contracts.updateCampaign, { campaign_id: randomUUID() }), { status: 'active' });

    expect(endFirst.status).toBe(400);
    expect(endFirst.body.error).toMatchObject({ field: 'end_date', message: 'The end date must be after the start date.' });
    expect(sameDay.status).toBe(400);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error.message).toBe('Status must be active, pending, completed or cancelled');
    expect(unknown.status).toBe(404);
  });
});

describe('campaign passcodes', () => {
  it('creates the typed passcode upper-cased, or generates one; a duplicate in any case is 409', async () => {
    const { campaign } = await givenCampaignWithPasscode({}, 'GREEN-HAWKS');

    const typed = await asAdmin('POST', passcodesPath(campaign.id), { passcode: 'blue-owls' });
    const generated = await asAdmin('POST', passcodesPath(campaign.id), { passcode: '' });
    const duplicate = await asAdmin('POST', passcodesPath(campaign.id), { passcode: 'Green-Hawks' });
    const unknown = await asAdmin('POST', passcodesPath(randomUUID()), { passcode: null });

    expect(typed.status).toBe(201);
    expect(typed.body).toMatchObject({ campaign_id: campaign.id, passcode: 'BLUE-OWLS', is_active: true, usage_count: 0 });
    expect(generated.status).toBe(201);
    expect(generated.body.passcode).toMatch(new RegExp(`^${campaign.school_acronym}-[A-HJKMNP-Z2-9]{6}$`));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.message).toBe('This campaign already has that passcode.');
    expect(unknown.status).toBe(404);
    expect((await verify(campaign.campaign_slug, 'blue-owls')).status).toBe(200);
  });

  it('deactivates a passcode: verification and sign-up refuse it; 404 for an unknown one', async () => {
    const { campaign, passcode, passcodeId } = await givenCampaignWithPasscode();

    const deactivated = await asAdmin('POST', passcodePath(campaign.id, passcodeId, 'deactivate'));
    const unknown = await asAdmin('POST', passcodePath(campaign.id, randomUUID(), 'deactivate'));

    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({ id: passcodeId, is_active: false });
    expect(unknown.status).toBe(404);
    expect((await verify(campaign.campaign_slug, passcode)).status).toBe(400);
    expect((await signUpFundraiser(campaign.id, passcode)).status).toBe(400);
  });

  it('rotates a passcode: the old one is refused, the new one accepted; an inactive one cannot be rotated', async () => {
    const { campaign, passcode, passcodeId } = await givenCampaignWithPasscode();

    const rotated = await asAdmin('POST', passcodePath(campaign.id, passcodeId, 'rotate'), { passcode: 'fresh-start' });
    const again = await asAdmin('POST', passcodePath(campaign.id, passcodeId, 'rotate'), {});

    expect(rotated.status).toBe(200);
    expect(rotated.body.retired).toMatchObject({ id: passcodeId, is_active: false });
    expect(rotated.body.created).toMatchObject({ passcode: 'FRESH-START', is_active: true });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Only an active passcode can be rotated.');
    expect((await verify(campaign.campaign_slug, passcode)).status).toBe(400);
    expect((await signUpFundraiser(campaign.id, passcode)).status).toBe(400);
    expect((await verify(campaign.campaign_slug, 'fresh-start')).status).toBe(200);
    expect((await signUpFundraiser(campaign.id, 'fresh-start')).status).toBe(201);
  });

  it('lets one of two concurrent rotations of a passcode through', async () => {
    const { campaign, passcodeId } = await givenCampaignWithPasscode();

    const answers = await Promise.all([
      asAdmin('POST', passcodePath(campaign.id, passcodeId, 'rotate'), {}),
      asAdmin('POST', passcodePath(campaign.id, passcodeId, 'rotate'), {}),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { campaign: listed } = await overviewOf(campaign.id);
    expect(listed.passcodes).toHaveLength(2);
    expect(listed.passcodes.filter((p: { is_active: boolean }) => p.is_active)).toHaveLength(1);
  });
});

describe('GET /api/admin/performance', () => {
  it('gives each campaign its figures, progress and days left, the top fundraisers and the sums', async () => {
    const endDate = new Date(Date.now() + 10 * 86_400_000 - 60_000).toISOString();
    const campaign = await givenCampaign({ target_amount: 200, end_date: endDate });
    const noTarget = await givenCampaign({ target_amount: null, end_date: null });
    const best = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    const second = await givenAmbassador('fundraising_ambassador', { campaignId: campaign.id });
    // 1,000 shirts: enough to head the programme-wide top fundraisers whatever other tests sold.
    await sendWebhook('orders/paid', shopifyOrder({ code: best.code, quantity: 1000 }));
    await sendWebhook('orders/paid', shopifyOrder({ code: second.code, quantity: 3 }));
    // The top fundraisers are read from ranking entries, which follow the totals rows on the table's stream.
    await settled();

    const performancePages = () =>
      everyPage<{ campaigns: Array<{ campaign_id: string }>; next_cursor: string | null }>(pathOf(contracts.getFundraisingPerformance), 50);
    const line = await eventually(async () => {
      const pages = await performancePages();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON bodies field by field
      const lines: any[] = pages.flatMap((page) => page.campaigns);
      const found = lines.find((c: { campaign_id: string }) => c.campaign_id === campaign.id);
      expect(found.figures.units_sold).toBe(1003);
      const { body } = await asAdmin('GET', pathOf(contracts.getFundraisingPerformance));
      return { body, found, lines };
    });

    expect(line.found).toMatchObject({
      campaign_name: campaign.campaign_name,
      target_amount: 200,
      figures: { members: 2, units_sold: 1003, total_sales: 18_054, donated_to_org: 5015, donated_to_environment: 1003 },
      progress_percent: 2507.5,
      days_left: 10,
    });
    const { body, lines } = line;
    expect(lines.find((c: { campaign_id: string }) => c.campaign_id === noTarget.id)).toMatchObject({
      progress_percent: null,
      days_left: null,
    });
    expect(body.top_fundraisers[0]).toMatchObject({
      user_id: best.userId,
      campaign_id: campaign.id,
      units_sold: 1000,
      total_sales: 18_000,
    });
    expect(body.top_fundraisers.length).toBeLessThanOrEqual(10);
    const units = body.top_fundraisers.map((f: { units_sold: number }) => f.units_sold);
    expect(units).toEqual([...units].sort((a, b) => b - a));
    // Other test files add campaigns and sales meanwhile: the sums, read after the pages, cover at least what they listed.
    expect(body.totals.campaigns).toBeGreaterThanOrEqual(lines.length);
    const sum = (pick: (figures: Record<string, number>) => number) =>
      lines.reduce((total: number, c: { figures: Record<string, number> }) => total + pick(c.figures), 0);
    expect(body.totals.members).toBeGreaterThanOrEqual(sum((f) => f.members!));
    expect(body.totals.units_sold).toBeGreaterThanOrEqual(sum((f) => f.units_sold!));
  });
});
