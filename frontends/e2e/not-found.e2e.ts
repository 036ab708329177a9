import { launchBrowser, pathOf, signIn } from './support/browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('an unknown path', () => {
  it.each(['/no-such-page', '/fundraiser/nowhere', '/objectives/nowhere'])('%s shows the not-found page', async (path) => {
    const page = await browser.newPage();

    await page.goto(path);

    await page.getByText('Oops! Page not found').waitFor();
    expect(pathOf(page)).toBe(path);
  });

  it('an unknown admin path shows it to an admin', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin@example.com');

    await page.goto('/admin/nowhere');

    await page.getByText('Oops! Page not found').waitFor();
  });

  it("links back home with 'Return to Home'", async () => {
    const page = await browser.newPage();
    await page.goto('/no-such-page');

    await page.getByRole('link', { name: 'Return to Home' }).click();

    // Home is the student area, which sends a visitor to sign in.
    await page.waitForURL((url) => url.pathname === '/auth');
  });
});
