import { adminRoutes } from '@app/admin/routes';
import { fundraiserRoutes } from '@app/fundraiser/routes';
import { publicRoutes } from '@app/public/routes';
import { studentRoutes } from '@app/student/routes';
import { DEMO_REVISION_FEEDBACK } from '@app/scripts/src/seed/demo-accounts';
import { campaignSlug } from '@app/shared/campaigns';
import type { RouteManifest } from '@app/ui';
import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from './support/a11y';
import { launchBrowser, signIn } from './support/browser';

/**
 * Every page of the product, in every role, at 1280 and 375 px wide, has no serious or critical axe-core
 * violation (issue 21). The pages are the route manifests' (the areas' src/routes.ts), so a new screen is
 * swept without a change here; the journeys also check each page they land on (support/a11y.ts). One
 * signed-in page per role visits its pages at one width, then at the other.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const WIDTHS = [1280, 375];
const CAMPAIGN = 'Hillside High School Shirt Drive';
/** A guardian link's token of the right shape that no link has: the page's state for a link not valid (a real one is e-mailed). */
const UNKNOWN_GUARDIAN_TOKEN = 'A'.repeat(43);

/** A store order id of the right shape that no order has: the order page's state for an order not found (admin-codes-orders.e2e.ts opens a real one). */
const UNKNOWN_ORDER_ID = '1';

/**
 * The paths of a manifest's screens, the demo campaign's page for `/campaign/:slug`, a link not valid for
 * `/guardian/:token`, an order not found for `/admin/orders/:orderId`.
 */
function pathsOf({ routes }: RouteManifest): string[] {
  return routes.map(({ path }) => {
    const filled = path
      .replace(':slug', campaignSlug(CAMPAIGN))
      .replace(':token', UNKNOWN_GUARDIAN_TOKEN)
      .replace(':orderId', UNKNOWN_ORDER_ID);
    if (filled.includes(':')) throw new Error(`No value for the parameter of ${path}: say which page to open`);
    return filled;
  });
}

/** /fundraiser/signup shows its form only after the campaign and its passcode were chosen; this returns its address then. */
async function chooseDemoCampaign(page: Page): Promise<string> {
  await page.goto('/fundraiser/campaigns');
  await page.getByRole('combobox', { name: 'Campaign' }).fill('hillside');
  await page.getByRole('option', { name: `Hillside High School — ${CAMPAIGN}` }).click();
  await page.getByLabel('Campaign Passcode').fill('HILLSIDE');
  await page.getByRole('button', { name: 'Continue to Sign Up' }).click();
  await page.waitForURL((url) => url.pathname === '/fundraiser/signup');
  return page.url();
}

/** A button that opens a dialog, by its accessible name (a RegExp for one of several alike, the first is opened). */
type DialogOpener = string | RegExp;

/** Checks the page as it stands; the account of its violations, if any. */
async function check(page: Page, where: string): Promise<string[]> {
  const violations = await seriousViolations(page);
  return violations.length ? [describeViolations(`${where} at ${page.viewportSize()?.width} px`, violations)] : [];
}

/** Opens the dialog, checks the page with it open, and closes it. */
async function checkDialog(page: Page, where: string, opener: DialogOpener): Promise<string[]> {
  await page.getByRole('button', { name: opener, disabled: false }).first().click();
  await page.getByRole('dialog').waitFor();
  const failures = await check(page, `${where} with '${String(opener)}' open`);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return failures;
}

/**
 * Opens each path at each width, and the dialogs named for it, and returns the account of every page
 * with a violation. In a signed-in area the navigation is a slide-over below 768 px: it is checked open
 * on the area's first page.
 */
async function sweep(
  page: Page,
  paths: readonly string[],
  { dialogs = {}, slideOverNavigation = false }: { dialogs?: Record<string, DialogOpener[]>; slideOverNavigation?: boolean } = {},
): Promise<string[]> {
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const [index, path] of paths.entries()) {
      await page.goto(path);
      const where = path.split('?')[0]!;
      failures.push(...(await check(page, where)));
      const openers = [...(dialogs[where] ?? []), ...(slideOverNavigation && index === 0 && width < 768 ? ['Toggle sidebar'] : [])];
      for (const opener of openers) failures.push(...(await checkDialog(page, where, opener)));
    }
  }
  return failures;
}

describe('accessibility', () => {
  it('every public page has no serious or critical violation, at 1280 and 375 px', async () => {
    const page = await browser.newPage({ checkLandings: false });
    const signUp = await chooseDemoCampaign(page);
    const paths = pathsOf(publicRoutes).map((path) => (path === '/fundraiser/signup' ? signUp : path));

    // '/' is the student home, which sends a visitor to sign in; '/no-such-page' is the not-found page.
    expect(await sweep(page, ['/', ...paths, '/no-such-page'])).toEqual([]);
    // /fundraiser/signup opened bare, with no campaign chosen: it says so in a toast (issue 45 found its contrast short).
    const bare = await browser.newPage({ checkLandings: false });
    expect(await sweep(bare, ['/fundraiser/signup'])).toEqual([]);
  });

  it.each([
    ['student', 'student@example.com', studentRoutes, [], { '/submissions': ['Submit Work'] }],
    ['fundraiser', 'fundraiser@example.com', fundraiserRoutes, [], { '/fundraiser/templates': [/^Use /] }],
    // /admin owns every path below it: an unknown one is the admin area's own not-found page.
    [
      'admin',
      'admin@example.com',
      adminRoutes,
      ['/admin/nowhere'],
      { '/admin/codes-orders': ['Create Code'], '/admin/objectives': ['Add Objective'], '/admin/assets': ['Upload Asset'] },
    ],
  ])(
    'every %s page and its main dialogs have no serious or critical violation, at 1280 and 375 px',
    async (_role, email, manifest, morePaths, dialogs) => {
      const page = await browser.newPage({ checkLandings: false });
      await signIn(page, email);

      expect(await sweep(page, [...pathsOf(manifest), ...morePaths], { dialogs, slideOverNavigation: true })).toEqual([]);
    },
  );

  // The states a first-time student meets that the demo student is past (issue 45), each the demo data's own.
  it("a pending student's Home and an objective sent back as Needs Revision have no serious or critical violation, at 1280 and 375 px", async () => {
    const pending = await browser.newPage({ checkLandings: false });
    await signIn(pending, 'pending@example.com');
    expect(await sweep(pending, ['/'])).toEqual([]);
    await pending.getByRole('heading', { name: 'Your application is under review' }).waitFor();

    const revising = await browser.newPage({ checkLandings: false });
    await signIn(revising, 'revision@example.com');
    expect(await sweep(revising, ['/objectives', '/submissions'], { dialogs: { '/objectives': ['Resubmit Work'] } })).toEqual([]);
    await revising.getByText(DEMO_REVISION_FEEDBACK, { exact: true }).first().waitFor();
  });
});
