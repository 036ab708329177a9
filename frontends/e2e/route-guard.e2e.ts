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

  it.each([
    ['/admin/settings', "You don't have permission to access settings."],
    ['/admin/start-here-templates', "You don't have permission to access this page."],
    ['/admin/social-media-templates', "You don't have permission to access this page."],
  ])('shows a student who opens %s Access Denied, as that screen says', async (path, message) => {
    const page = await browser.newPage();
    await signIn(page, 'student@example.com');

    await page.goto(path);

    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await page.getByText(message).waitFor();
    expect(pathOf(page)).toBe(path);
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
