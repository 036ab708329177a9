import fs from 'node:fs';
import { DEMO_PASSWORD } from '@app/scripts/src/seed/demo-accounts';
import { adminToken } from '@app/scripts/src/tools/admin-session';
import { myDataExportSchema } from '@app/shared/ambassadors';
import { birthMonthBefore } from '@app/shared/auth';
import { applications, campaigns, codeSync } from '@app/shared/contracts';
import { baseUrl } from './stack';
import { callApi } from './support/api';
import { launchBrowser, signIn } from './support/browser';
import { inboxUrl, sendStoreOrder, stackSettled, uniqueEmail, verificationCodeFor } from './support/stack-state';

/**
 * Issue 44's journey of a minor: a 15-year-old joins their school's campaign naming a guardian; the guardian
 * acknowledges from the e-mail in the local inbox, and only then does the member's code reach the store; the
 * campaign's public page names them "First L."; they download their data, then delete their account, and the
 * campaign's totals stay as they were.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** An e-mail as the local SES keeps it (aws-ses-v2-local's `GET /store`). */
interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/** The guardian's link in the e-mail the local inbox holds for them, once it has arrived. */
async function guardianLinkSentTo(address: string): Promise<string> {
  const store = inboxUrl('/store');
  for (;;) {
    await stackSettled();
    const { emails } = (await (await fetch(store)).json()) as { emails: StoredEmail[] };
    const text = emails.find(({ destination }) => destination.to.includes(address))?.body.text;
    const link = text && /https?:\/\/\S+\/guardian\/[A-Za-z0-9_-]{43}\b/.exec(text)?.[0];
    if (link) return new URL(link).pathname;
  }
}

/** A campaign of its own, through an organization's application the admin approves, so no other journey's orders move its totals. */
async function ownCampaign(token: string) {
  const stamp = Date.now();
  const applied = await callApi(applications.submitCampaignApplication, {
    body: {
      organization_name: `Maple Ridge High ${stamp}`,
      organization_acronym: 'MRH',
      campaign_name: `Maple Ridge Tee Drive ${stamp}`,
      active_members: 30,
      start_date: new Date().toISOString().slice(0, 10),
      contact_email: uniqueEmail('maple-ridge'),
    },
  });
  return callApi(applications.approveCampaignApplication, { params: { application_id: applied.id } }, token);
}

const totalsOf = async (slug: string) => (await callApi(campaigns.getCampaignPage, { params: { slug } })).stats;

/** The member's code sync record, as the admin's Shopify Sync screen lists it. */
async function syncRecordOf(email: string, token: string) {
  const { records } = await callApi(codeSync.listCodeSyncRecords, { query: {} }, token);
  const record = records.find(({ profile }) => profile?.email === email);
  if (!record) throw new Error(`No code sync record for ${email}`);
  return record;
}

/** A month's name as the sign-up form's Month of birth lists it. */
const monthName = (month: number) => new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

describe('a 15-year-old member', () => {
  it('waits for their guardian, shows in public as First L., downloads their data and deletes the account, leaving the totals', async () => {
    const { token } = await adminToken(baseUrl(), 'admin@example.com', DEMO_PASSWORD);
    const { campaign, passcode } = await ownCampaign(token);
    const email = uniqueEmail('robin');
    const guardianEmail = uniqueEmail('robin-parent');
    const password = 'Robin-pass-1';
    const lastName = `Okoro${Date.now().toString(36)}`;
    const born = birthMonthBefore(new Date(), 15);

    const member = await browser.newPage();
    await member.goto('/fundraiser/campaigns');
    await member.getByRole('combobox', { name: 'Campaign' }).fill(campaign.campaign_name);
    await member.getByRole('option', { name: `${campaign.school_name} — ${campaign.campaign_name}` }).click();
    await member.getByLabel('Campaign Passcode').fill(passcode.passcode);
    await member.getByRole('button', { name: 'Continue to Sign Up' }).click();
    await member.waitForURL((url) => url.pathname === '/fundraiser/signup');
    await member.getByLabel('First Name').fill('Robin');
    await member.getByLabel('Last Name').fill(lastName);
    await member.getByLabel('Email').fill(email);
    await member.getByLabel('Password', { exact: true }).fill(password);
    await member.getByLabel('Confirm Password').fill(password);
    await member.getByLabel('Month of birth').selectOption(monthName(born.birth_month));
    await member.getByLabel('Year of birth').fill(String(born.birth_year));
    await member.getByLabel("Parent or guardian's email").fill(guardianEmail);
    await member.getByRole('button', { name: 'Create Account' }).click();
    await member.waitForURL((url) => url.pathname === '/auth/verify');
    await member.getByLabel('Verification Code').fill(await verificationCodeFor(email));
    await member.getByRole('button', { name: 'Verify Email' }).click();
    await member.waitForURL((url) => url.pathname === '/auth');

    // Until the guardian acknowledges, the code stays out of the store.
    const link = await guardianLinkSentTo(guardianEmail);
    expect((await syncRecordOf(email, token)).sync_status).toBe('pending');

    const guardian = await browser.newPage();
    await guardian.goto(link);
    await guardian.getByRole('status').getByText('Robin is waiting for you to acknowledge the programme.', { exact: false }).waitFor();
    await guardian.getByRole('button', { name: 'Acknowledge' }).click();
    await guardian.getByRole('button', { name: 'Acknowledge' }).waitFor({ state: 'detached' });
    // The guardian's page downloads the member's data too, as the member's own download saves it.
    const [fromGuardian] = await Promise.all([
      guardian.waitForEvent('download'),
      guardian.getByRole('button', { name: "Download Robin's data" }).click(),
    ]);
    expect(myDataExportSchema.parse(JSON.parse(fs.readFileSync(await fromGuardian.path(), 'utf8'))).profile.email).toBe(email);

    await stackSettled();
    // The acknowledgement sends the code the way every new code goes; while an admin has auto-sync off, it waits for Process Pending.
    if ((await syncRecordOf(email, token)).sync_status === 'pending') await callApi(codeSync.processPendingSyncs, {}, token);
    const synced = await syncRecordOf(email, token);
    expect(synced.sync_status).toBe('synced');
    await sendStoreOrder(synced.personal_code, 2);

    const visitor = await browser.newPage();
    await visitor.goto(`/campaign/${campaign.campaign_slug}`);
    await visitor.getByText(`Robin ${lastName[0]}.`, { exact: true }).first().waitFor();
    expect(await visitor.getByText(lastName).count()).toBe(0);
    const before = await totalsOf(campaign.campaign_slug);
    expect(before.total_units_sold).toBe(2);

    await signIn(member, email, password);
    await member.waitForURL((url) => url.pathname === '/fundraiser/dashboard');
    await member.goto('/fundraiser/account');
    const [download] = await Promise.all([
      member.waitForEvent('download'),
      member.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    const data = myDataExportSchema.parse(JSON.parse(fs.readFileSync(await download.path(), 'utf8')));
    expect(data.profile).toMatchObject({ email, guardian: expect.objectContaining({ email: guardianEmail, status: 'acknowledged' }) });

    await member.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = member.getByRole('alertdialog');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await member.waitForURL((url) => url.pathname === '/account-deleted');

    await stackSettled();
    expect(await totalsOf(campaign.campaign_slug)).toEqual(before);
    await visitor.reload();
    expect(await visitor.getByText(`Robin ${lastName[0]}.`, { exact: true }).count()).toBe(0);
    // The erasure took the guardian's link with it.
    await guardian.reload();
    await guardian.getByRole('heading', { level: 1, name: 'This link cannot be opened' }).waitFor();
  });
});
