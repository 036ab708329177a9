import { api, viaCloudFront } from '#test/api';
import { givenCampaignWithPasscode, yesterday } from '#test/campaigns';
import { inOneWindow } from '#test/windows';

/** The window passcode guesses are counted in (campaigns/passcodes.ts). */
const PASSCODE_WINDOW_SECONDS = 15 * 60;
const PACED = /^Too many incorrect passcode attempts\. Please try again in (\d+) (seconds?|minutes?)\.$/;

/** Each test uses its own client address, so the per-client slow-down of one test never touches another. */
let clients = 0;
const asClient = () => viaCloudFront(`10.0.${Math.floor(++clients / 250)}.${clients % 250}`);

describe('GET /api/campaigns', () => {
  it('lists active campaigns without contacts or passcodes', async () => {
    const { campaign, passcode } = await givenCampaignWithPasscode();
    const { campaign: pending } = await givenCampaignWithPasscode({ status: 'pending' });

    const { status, body } = await api('GET', '/api/campaigns');

    expect(status).toBe(200);
    const ids = body.campaigns.map((c: { id: string }) => c.id);
    expect(ids).toContain(campaign.id);
    expect(ids).not.toContain(pending.id);
    const listed = JSON.stringify(body);
    expect(listed).not.toContain(passcode);
    expect(listed).not.toContain('coach@example.test');
  });
});

describe('GET /api/campaigns/{campaign_id}', () => {
  it('answers an active campaign and 404 for one that is not active', async () => {
    const { campaign } = await givenCampaignWithPasscode();
    const { campaign: cancelled } = await givenCampaignWithPasscode({ status: 'cancelled' });

    const found = await api('GET', `/api/campaigns/${campaign.id}`);
    const missing = await api('GET', `/api/campaigns/${cancelled.id}`);

    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: campaign.id, school_name: 'Hillside High School', target_amount: 1000 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Campaign information not found. Please start over.');
  });
});

describe('POST /api/campaigns/verify-passcode', () => {
  it('accepts the right passcode, whatever its case and surrounding spaces', async () => {
    const { campaign, passcode } = await givenCampaignWithPasscode({}, 'Green-Hawks');

    const { status, body } = await api('POST', '/api/campaigns/verify-passcode', {
      body: { campaign_slug: campaign.campaign_slug, passcode: ' green-hawks ' },
      headers: asClient(),
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({ valid: true, campaign: { id: campaign.id } });
    expect(JSON.stringify(body)).not.toContain(passcode);
  });

  it('refuses a wrong passcode with the spec message', async () => {
    const { campaign } = await givenCampaignWithPasscode();

    const { status, body } = await api('POST', '/api/campaigns/verify-passcode', {
      body: { campaign_slug: campaign.campaign_slug, passcode: 'guess' },
      headers: asClient(),
    });

    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field: 'passcode', message: 'The passcode you entered is incorrect or has expired.' });
  });

  it('asks for both campaign and passcode', async () => {
    const { status, body } = await api('POST', '/api/campaigns/verify-passcode', { body: { campaign_slug: '', passcode: '' } });

    expect(status).toBe(400);
    expect(body.error.message).toBe('Please select a campaign and enter the passcode.');
  });

  it('refuses a campaign that has ended', async () => {
    const { campaign, passcode } = await givenCampaignWithPasscode({ end_date: yesterday() });

    const { status, body } = await api('POST', '/api/campaigns/verify-passcode', {
      body: { campaign_slug: campaign.campaign_slug, passcode },
      headers: asClient(),
    });

    expect(status).toBe(409);
    expect(body.error).toEqual({
      code: 'campaign_expired',
      message: 'This campaign has already ended. Please contact your organization coordinator.',
    });
  });

  // The pacing's waits are tested on a clock held still (lib/throttle.test.ts); here, only what no machine's speed can change.
  it('lets three wrong guesses through free, refuses wrong ones after them by the eleventh, saying how long; other clients are not slowed', async () => {
    const { campaign, passcode } = await givenCampaignWithPasscode();
    const { wrong, refused, otherClient } = await inOneWindow(PASSCODE_WINDOW_SECONDS, async () => {
      const client = asClient();
      const guess = (value: string, headers = client) =>
        api('POST', '/api/campaigns/verify-passcode', { body: { campaign_slug: campaign.campaign_slug, passcode: value }, headers });
      const wrong = [];
      for (let i = 0; i < 3; i++) wrong.push((await guess(`wrong-${i}`)).status);
      // Ten failures block the client for the window, so the eleventh wrong guess is refused however slowly they come.
      let refused;
      for (let i = 3; i < 11 && !refused; i++) {
        const answer = await guess(`wrong-${i}`);
        if (answer.status !== 400) refused = answer;
      }
      return { wrong, refused, otherClient: await guess(passcode, asClient()) };
    });

    expect(wrong).toEqual([400, 400, 400]);
    expect(refused?.status).toBe(429);
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    const message = refused?.body.error.message;
    expect(message).toMatch(PACED);
    const [, amount = '', unit = ''] = PACED.exec(message) ?? [];
    expect(Number(amount) * (unit.startsWith('minute') ? 60 : 1)).toBeGreaterThanOrEqual(retryAfter);
    expect(otherClient.status).toBe(200);
  });

  it('counts parallel guesses one by one: a burst of 15 gets at most 10 verdicts, the rest 429', async () => {
    const { campaign } = await givenCampaignWithPasscode();
    const statuses = await inOneWindow(PASSCODE_WINDOW_SECONDS, async () => {
      const client = asClient();
      const guess = (value: string) =>
        api('POST', '/api/campaigns/verify-passcode', {
          body: { campaign_slug: campaign.campaign_slug, passcode: value },
          headers: client,
        });
      const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => guess(`wrong-${i}`)));
      return burst.map((answer) => answer.status);
    });

    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
  });

  it('never locks a campaign for everyone: 30 wrong guesses from 30 clients leave the next member free to join', async () => {
    const { campaign, passcode } = await givenCampaignWithPasscode();
    const guess = (value: string) =>
      api('POST', '/api/campaigns/verify-passcode', {
        body: { campaign_slug: campaign.campaign_slug, passcode: value },
        headers: asClient(),
      });

    for (let i = 0; i < 30; i++) await guess(`wrong-${i}`);
    const member = await guess(passcode);

    expect(member.status).toBe(200);
  });
});
