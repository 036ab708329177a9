import { demoAccounts } from '@app/scripts/src/seed/demo-accounts';
import { homePathFor } from '@app/shared/platform';
import { launchBrowser, pathOf, signIn } from './support/browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const homeTitle = { admin: 'Dashboard', student: 'Home', fundraising_ambassador: 'Dashboard' } as const;

describe('signing in', () => {
  it.each(demoAccounts.map((account) => [account.email, account] as const))('%s lands on their home', async (_email, account) => {
    const page = await browser.newPage();

    await signIn(page, account.email);

    await page.waitForURL((url) => url.pathname === homePathFor(account.role));
    await page.getByRole('heading', { level: 1, name: homeTitle[account.role] }).waitFor();
    await page.getByText(`Welcome back, ${account.firstName}`).waitFor();
    expect(pathOf(page)).toBe(homePathFor(account.role));
  });

  it("shows 'Sign in failed' with the server's message for a wrong password", async () => {
    const page = await browser.newPage();
    await page.goto('/auth');

    await page.getByLabel('Email').fill('student@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.getByText('Sign in failed', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/auth');
  });

  it('sends a signed-in user who opens /auth to their home', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin@example.com');

    await page.goto('/auth');

    await page.waitForURL((url) => url.pathname === '/admin');
  });

  it('signs out from the top bar', async () => {
    const page = await browser.newPage();
    await signIn(page, 'student@example.com');

    await page.getByRole('button', { name: 'Sign Out' }).click();

    await page.waitForURL((url) => url.pathname === '/auth');
    await page.goto('/objectives');
    await page.waitForURL((url) => url.pathname === '/auth');
  });
});
