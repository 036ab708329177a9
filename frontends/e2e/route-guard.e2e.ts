import { launchBrowser, pathOf, signIn } from './support/browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('the route guard', () => {
  it('sends a student who opens /admin to /', async () => {
    const page = await browser.newPage();
    await signIn(page, 'student@example.com');

    await page.goto('/admin');

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await page.getByText('General Management').count()).toBe(0);
  });

  it('sends a fundraiser who opens a student page to their dashboard', async () => {
    const page = await browser.newPage();
    await signIn(page, 'fundraiser@example.com');

    await page.goto('/objectives');

    await page.waitForURL((url) => url.pathname === '/fundraiser/dashboard');
  });

  it('sends a signed-out visitor who opens /objectives to /auth', async () => {
    const page = await browser.newPage();

    await page.goto('/objectives');

    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(pathOf(page)).toBe('/auth');
  });
});
