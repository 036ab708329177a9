import { launchBrowser, pathOf } from './support/browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('an organization applies for a campaign', () => {
  it('goes from /join to the application, submits it and is taken back to /join', async () => {
    const page = await browser.newPage();
    await page.goto('/join');
    await page.getByRole('link', { name: 'Create New Campaign' }).click();
    await page.waitForURL((url) => url.pathname === '/organization-application');
    await page.getByRole('heading', { level: 1, name: 'Start Your Organization Campaign' }).waitFor();

    await page.getByLabel('Organization Name').fill('Maple Grove Academy');
    await page.getByLabel('Organization Acronym', { exact: true }).fill('MGA');
    await page.getByLabel('Campaign Name').fill(`Maple Grove Tees ${Date.now()}`);
    await page.getByLabel('Number of Active Members').fill('40');
    await page.getByLabel('Target Amount ($) (optional)').fill('200');
    await page.getByLabel('Preferred Start Date').fill('2026-09-01');
    await page.getByLabel('Contact Email').fill('coordinator@maplegrove.org');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await page.getByText('Application Submitted!', { exact: true }).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/join', { timeout: 10_000 });
    expect(pathOf(page)).toBe('/join');
  });

  it('shows the validation messages of the spec and stays on the form', async () => {
    const page = await browser.newPage();
    await page.goto('/organization-application');

    await page.getByLabel('Organization Acronym', { exact: true }).fill('M');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await page.getByText('Organization acronym must be at least 2 characters').waitFor();
    await page.getByText('Number of active members is required').waitFor();
    expect(pathOf(page)).toBe('/organization-application');
  });
});
