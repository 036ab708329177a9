import type { Page } from 'playwright-core';
import { baseUrl } from './stack';
import { launchBrowser, signIn } from './support/browser';
import { expectAccessible } from './support/a11y';
import { LAYOUT_WIDTHS, layoutProblems } from './support/layout';
import { inboxUrl, uniqueEmail } from './support/stack-state';

/**
 * The admin's fundraiser management (spec part 2, section 2 "Fundraising Campaigns"): an application to a
 * running campaign, and one to a campaign that starts next week (Scheduled until then, issue 45).
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function expectMail(page: Page, subject: string): Promise<void> {
  await page.goto(inboxUrl());
  await page.getByText(subject).first().waitFor();
}

/** YYYY-MM-DD, `days` from today (UTC). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

async function applyForCampaign(
  page: Page,
  organization: string,
  campaign: string,
  contactEmail: string,
  startDate = dayFromToday(0),
): Promise<void> {
  await page.goto('/organization-application');
  await page.getByLabel('Organization Name').fill(organization);
  await page.getByLabel('Organization Acronym', { exact: true }).fill('OAK');
  await page.getByLabel('Campaign Name').fill(campaign);
  await page.getByLabel('Number of Active Members').fill('25');
  await page.getByLabel('Target Amount ($) (optional)').fill('125');
  await page.getByLabel('Preferred Start Date').fill(startDate);
  await page.getByLabel('Contact Email').fill(contactEmail);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByText('Application Submitted!', { exact: true }).first().waitFor();
}

/**
 * Approve, confirmed (issue 45): the dialog says what approving does before anything is done, and then
 * shows the campaign's public link and its passcode, each with Copy. Answers the result dialog.
 */
async function approve(admin: Page, organization: string, contactEmail: string) {
  await admin.getByRole('button', { name: `Approve ${organization}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Approve Application' });
  await confirm
    .getByText(`A passcode is generated for its members, and the contact is e-mailed the campaign link and passcode at ${contactEmail}.`)
    .waitFor();
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  const approval = admin.getByRole('dialog', { name: 'Application Approved!' });
  const link = approval.getByRole('link', { name: /\/campaign\/\S+ \(opens in a new tab\)$/ });
  expect(await link.getAttribute('href')).toMatch(new RegExp(`^${baseUrl().replace(/\/$/, '')}/campaign/[a-z0-9-]+$`));
  await approval.getByRole('button', { name: 'Copy Link' }).waitFor();
  await approval.getByRole('button', { name: /^Copy passcode \S+$/ }).waitFor();
  return approval;
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
    const approval = await approve(admin, organization, contactEmail);
    await approval.getByText('Active', { exact: true }).waitFor();
    await approval.getByRole('button', { name: 'Done' }).click();
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

  it('approves an application that starts next week: asked first, then its link and passcode, and it reads Scheduled until then', async () => {
    const stamp = Date.now();
    const organization = `Pinecrest Band ${stamp}`;
    const campaign = `Pinecrest Band Tees ${stamp}`;
    const contactEmail = uniqueEmail('pinecrest');
    const visitor = await browser.newPage();
    await applyForCampaign(visitor, organization, campaign, contactEmail, dayFromToday(7));

    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await admin.goto('/admin/campaigns');
    await admin.getByRole('heading', { level: 1, name: 'Fundraising Campaigns' }).waitFor();
    await admin.getByRole('tab', { name: /^Applications/ }).click();
    await admin.getByRole('button', { name: `Approve ${organization}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Approve Application' });
    await confirm.getByText(/It goes live on its start date, \w{3} \d{1,2}, \d{4}; until then it is Scheduled\./).waitFor();
    for (const width of LAYOUT_WIDTHS) {
      await admin.setViewportSize({ width, height: 800 });
      expect(await layoutProblems(admin)).toEqual([]);
      await expectAccessible(admin);
    }
    await admin.setViewportSize({ width: 1280, height: 800 });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    const approval = await approve(admin, organization, contactEmail);
    await approval.getByText('Scheduled', { exact: true }).waitFor();
    await approval.getByText(/ is scheduled: it goes live on /).waitFor();
    await approval.getByRole('button', { name: /^Copy passcode \S+$/ }).click();
    const passcode = await admin.evaluate(() => navigator.clipboard.readText());
    expect(passcode).toMatch(/^\S{4,}$/);
    await approval.getByText(passcode, { exact: true }).waitFor();
    await approval.getByRole('button', { name: 'Copy Link' }).click();
    const link = await approval.getByRole('link', { name: /\(opens in a new tab\)$/ }).getAttribute('href');
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(link);
    for (const width of LAYOUT_WIDTHS) {
      await admin.setViewportSize({ width, height: 800 });
      expect(await layoutProblems(admin)).toEqual([]);
      await expectAccessible(admin);
    }
    await admin.setViewportSize({ width: 1280, height: 800 });
    await approval.getByRole('button', { name: 'Done' }).click();
    await approval.waitFor({ state: 'detached' });

    // The list and the details say Scheduled too, at both widths.
    await admin.getByRole('tab', { name: 'Campaign Cards' }).click();
    await admin.getByLabel('Search campaigns').fill(campaign);
    const card = admin.locator('[data-slot="card"]').filter({ has: admin.getByRole('heading', { name: campaign }) });
    await card.getByText('Scheduled', { exact: true }).waitFor();
    await admin.getByRole('tab', { name: 'Table View' }).click();
    await admin.getByRole('table').getByRole('row').filter({ hasText: campaign }).getByText('Scheduled', { exact: true }).waitFor();
    await admin.setViewportSize({ width: 375, height: 800 });
    expect(await layoutProblems(admin)).toEqual([]);
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.getByRole('tab', { name: 'Campaign Cards' }).click();
    await card.getByRole('button', { name: /^Details / }).click();
    await admin.getByRole('dialog').getByText('Scheduled', { exact: true }).waitFor();
  });
});
