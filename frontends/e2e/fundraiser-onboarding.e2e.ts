import { launchBrowser, pathOf, signIn } from './support/browser';
import { uniqueEmail, verificationCodeFor } from './support/stack-state';

let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const campaignOption = 'Hillside High School — Hillside High School Shirt Drive';

describe('a newcomer joins the seeded campaign', () => {
  it('picks it, gives its passcode, signs up, confirms, signs in and reaches the dashboard', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('avery');
    const password = 'Avery-pass-1';
    await page.goto('/join');
    await page.getByRole('link', { name: 'Join Existing Campaign' }).click();
    await page.waitForURL((url) => url.pathname === '/fundraiser/campaigns');

    await page.getByRole('combobox', { name: 'Campaign' }).fill('hillside');
    await page.getByRole('option', { name: campaignOption }).click();
    await page.getByRole('region', { name: 'Selected campaign' }).getByText('Hillside High School Shirt Drive').waitFor();
    await page.getByLabel('Campaign Passcode').fill('HILLSIDE');
    await page.getByRole('button', { name: 'Continue to Sign Up' }).click();

    await page.waitForURL(
      (url) => url.pathname === '/fundraiser/signup' && url.searchParams.get('campaign') === 'hillside-high-school-shirt-drive',
    );
    await page.getByRole('heading', { level: 1, name: 'Join the Campaign' }).waitFor();
    await page.getByText('Days left').waitFor();
    await page.getByLabel('First Name').fill('Avery');
    await page.getByLabel('Last Name').fill('Quinn');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByLabel('Month of birth').selectOption('May');
    await page.getByLabel('Year of birth').fill('1995');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByText('Account Created Successfully!', { exact: true }).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/auth/verify');
    expect(await page.evaluate(() => sessionStorage.getItem('selectedCampaign'))).toBeNull();
    await page.getByLabel('Verification Code').fill(await verificationCodeFor(email));
    await page.getByRole('button', { name: 'Verify Email' }).click();

    await page.waitForURL((url) => url.pathname === '/auth');
    await signIn(page, email, password);
    await page.waitForURL((url) => url.pathname === '/fundraiser/dashboard');
    await page.getByText('Welcome, Avery').waitFor();
    expect(pathOf(page)).toBe('/fundraiser/dashboard');
  });

  it("says 'Invalid Passcode' for a wrong passcode and stays on the selection", async () => {
    const page = await browser.newPage();
    await page.goto('/fundraiser/campaigns');

    await page.getByRole('combobox', { name: 'Campaign' }).click();
    await page.getByRole('option', { name: campaignOption }).click();
    await page.getByLabel('Campaign Passcode').fill('NOT-IT');
    await page.getByRole('button', { name: 'Continue to Sign Up' }).click();

    await page.getByText('Invalid Passcode', { exact: true }).first().waitFor();
    expect(pathOf(page)).toBe('/fundraiser/campaigns');
  });
});
