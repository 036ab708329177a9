import { portsFrom } from '@app/scripts/src/local/layout';
import type { Page } from 'playwright-core';
import { baseUrl } from './stack';
import { launchBrowser, signIn } from './support/browser';
import { layoutProblems } from './support/layout';
import { uniqueEmail } from './support/stack-state';

/** The admin's fundraiser management (spec part 2, section 2 "Fundraising Campaigns"): an application to a running campaign. */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The local SES inbox page (aws-ses-v2-local, the web port + 7). */
const inboxUrl = () => `http://127.0.0.1:${portsFrom(Number(new URL(baseUrl()).port)).ses}/`;

async function expectMail(page: Page, subject: string): Promise<void> {
  await page.goto(inboxUrl());
  await page.getByText(subject).first().waitFor();
}

async function applyForCampaign(page: Page, organization: string, campaign: string, contactEmail: string): Promise<void> {
  await page.goto('/organization-application');
  await page.getByLabel('Organization Name').fill(organization);
  await page.getByLabel('Organization Acronym', { exact: true }).fill('OAK');
  await page.getByLabel('Campaign Name').fill(campaign);
  await page.getByLabel('Number of Active Members').fill('25');
  await page.getByLabel('Target Amount ($) (optional)').fill('125');
  await page.getByLabel('Preferred Start Date').fill(new Date().toISOString().slice(0, 10));
  await page.getByLabel('Contact Email').fill(contactEmail);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByText('Application Submitted!', { exact: true }).first().waitFor();
}

/** The campaign selection page with a passcode: where it leads. */
async function joinWith(page: Page, school: string, campaign: string, passcode: string): Promise<void> {
  await page.goto('/fundraiser/campaigns');
  await page.getByRole('combobox', { name: 'Campaign' }).fill(campaign);
  await page.getByRole('option', { name: `${school} — ${campaign}` }).click();
  await page.getByLabel('Campaign Passcode').fill(passcode);
  await page.getByRole('button', { name: 'Continue to Sign Up' }).click();
}

describe('the admin runs fundraising campaigns', () => {
  it('approves an application into a live campaign, rotates its passcode, and only the new passcode lets members join', async () => {
    const stamp = Date.now();
    const organization = `Oakridge Scouts ${stamp}`;
    const campaign = `Oakridge Tee Drive ${stamp}`;
    const contactEmail = uniqueEmail('oakridge');

    const visitor = await browser.newPage();
    await applyForCampaign(visitor, organization, campaign, contactEmail);
    const inbox = await browser.newPage();
    await expectMail(inbox, `We received your application for ${campaign}`);

    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.goto('/admin/campaigns');
    await admin.getByRole('heading', { level: 1, name: 'Fundraising Campaigns' }).waitFor();
    await admin.getByRole('tab', { name: /^Applications/ }).click();
    await admin.getByRole('button', { name: `Approve ${organization}` }).click();
    await admin.getByText('Application Approved!', { exact: true }).first().waitFor();
    await expectMail(inbox, `Approved: ${campaign} is live`);

    await admin.getByRole('tab', { name: 'Campaign Cards' }).click();
    await admin.getByLabel('Search campaigns').fill(campaign);
    // Details is the card's one button; the other actions are in its More menu.
    await admin.getByRole('button', { name: `More actions for ${campaign}` }).click();
    const menu = admin.getByRole('menu', { name: `More actions for ${campaign}` });
    const leaderboard = menu.getByRole('menuitem', { name: 'View Leaderboard (opens in a new tab)' });
    expect(await leaderboard.getAttribute('href')).toMatch(/^\/campaign\/oakridge-tee-drive-\d+$/);
    expect(await leaderboard.getAttribute('target')).toBe('_blank');

    await menu.getByRole('menuitem', { name: 'Passcodes' }).click();
    const manage = admin.getByRole('dialog', { name: 'Manage Passcodes' });
    const rotate = manage.getByRole('button', { name: /^Rotate \S+$/ });
    await rotate.waitFor();
    expect(await layoutProblems(admin)).toEqual([]);
    const oldPasscode = (await rotate.textContent())!.replace(/^Rotate\s*/, '').trim();
    await rotate.click();
    const replacement = `OAK${stamp % 1_000_000}`;
    const rotation = admin.getByRole('dialog', { name: 'Rotate Passcode' });
    await rotation.getByLabel('Replacement Passcode').fill(replacement);
    await rotation.getByRole('button', { name: 'Rotate', exact: true }).click();
    await manage.getByRole('status').getByText(replacement, { exact: true }).first().waitFor();

    const member = await browser.newPage();
    await joinWith(member, organization, campaign, oldPasscode);
    await member.getByText('Invalid Passcode', { exact: true }).first().waitFor();
    await joinWith(member, organization, campaign, replacement.toLowerCase());
    await member.waitForURL((url) => url.pathname === '/fundraiser/signup');
    await member.getByRole('heading', { level: 1, name: 'Join the Campaign' }).waitFor();
  });
});
