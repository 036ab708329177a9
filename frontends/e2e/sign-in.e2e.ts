import { DEMO_PASSWORD, demoAccounts } from '@app/scripts/src/seed/demo-accounts';
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
    await page.getByText(`Welcome, ${account.firstName}`, { exact: true }).waitFor();
    expect(pathOf(page)).toBe(homePathFor(account.role));
  });

  it('serves sign-in in its first HTML, keeps what is typed before the app takes it over, and asks for the branding no more', async () => {
    const page = await browser.newPage();
    const brandingRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/branding') brandingRequests.push(request.url());
    });
    // A hydration that does not match the server's markup is reported as an error (React's #418 in production).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The public micro-frontend's scripts (not its stylesheet) wait until the person has typed: the page is the server's alone meanwhile.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const publicScript = (url: URL) => url.pathname.startsWith('/mf/public/') && url.pathname.endsWith('.js');
    await page.route(publicScript, async (route) => {
      await released;
      await route.continue();
    });

    const response = await page.goto('/auth?email=student%40example.com', { waitUntil: 'domcontentloaded' });
    const html = await response!.text();

    // Before any script runs: the page (spec part 1, 2.3), the programme's description and the e-mail the address names.
    expect(html).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    expect(html).toContain('Sign in to your ambassador account');
    expect(html).toContain('value="student@example.com"');
    expect(html).toContain('id="branding-data"');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    // Not sent without its handler (the password would leave in the request): the button waits for the app.
    expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true);

    release();
    await page.waitForFunction(() => !document.querySelector('[data-server-rendered]'));
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL((url) => url.pathname === homePathFor('student'));
    await page.getByRole('heading', { level: 1, name: homeTitle.student }).waitFor();
    expect(brandingRequests).toEqual([]);
    expect(errors).toEqual([]);
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
