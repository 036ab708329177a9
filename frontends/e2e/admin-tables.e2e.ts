import type { Locator, Page } from 'playwright-core';
import { launchBrowser, signIn } from './support/browser';
import { layoutProblems } from './support/layout';

/**
 * Every admin list is the UI kit's DataTable. At 1280 px its amounts and actions sit inside the table's
 * scroll container, in view (long text gives way, cut with an ellipsis); at 375 px it is a card per row
 * with every field, and the page never scrolls sideways. One signed-in page per width walks every list.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

interface AdminList {
  /** The table's and the card list's accessible name. */
  label: string;
  /** The columns that must be in view at 1280 px: amounts and actions. */
  keyColumns: string[];
  /** The labels every card shows at 375 px. */
  cardLabels: string[];
  /** What the list says when it has no rows (some lists are empty in the demo data). */
  empty?: string;
}

interface AdminScreen {
  path: string;
  heading: string;
  /** Tabs to open, in order, before the lists show. */
  tabs?: string[];
  lists: AdminList[];
}

const SCREENS: AdminScreen[] = [
  {
    path: '/admin/ambassadors',
    heading: 'Student Ambassadors',
    lists: [
      {
        label: 'Ambassadors',
        keyColumns: ['Shirts Sold', 'Joined', 'Actions'],
        cardLabels: ['Organization', 'Code', 'Progress', 'Shirts Sold', 'Joined'],
      },
    ],
  },
  {
    path: '/admin/submissions',
    heading: 'Submissions Review',
    tabs: ['All Submissions'],
    lists: [
      { label: 'Submissions', keyColumns: ['Status', 'Actions'], cardLabels: ['Ambassador', 'Submitted'], empty: 'No submissions yet' },
    ],
  },
  {
    path: '/admin/objectives',
    heading: 'Objectives',
    lists: [
      { label: 'Objectives', keyColumns: ['Status', 'Actions'], cardLabels: ['Target Role', 'Proof Type', 'Time Estimate', 'Status'] },
    ],
  },
  {
    path: '/admin/performance',
    heading: 'Fundraising Performance',
    lists: [
      {
        label: 'Campaigns',
        keyColumns: ['Shirts Sold', 'Organization Fund', 'Members', 'Progress to Target', 'Days Left'],
        cardLabels: ['Shirts Sold', 'Organization Fund', 'Members', 'Progress to Target', 'Days Left'],
      },
      {
        label: 'Top Fundraisers',
        keyColumns: ['Shirts', 'Sales'],
        cardLabels: ['Rank', 'Campaign', 'Shirts', 'Sales'],
        empty: 'No fundraiser sales yet',
      },
    ],
  },
  {
    path: '/admin/codes-orders',
    heading: 'Codes & Orders',
    lists: [
      {
        label: 'Orders',
        keyColumns: ['Amount', 'Commission', 'Status'],
        cardLabels: ['Date', 'Ambassador', 'Code', 'Amount', 'Commission'],
      },
    ],
  },
  {
    path: '/admin/codes-orders',
    heading: 'Codes & Orders',
    tabs: ['Payouts'],
    lists: [
      {
        label: 'Payout balances',
        keyColumns: ['Earned', 'Paid', 'Unpaid', 'Actions'],
        cardLabels: ['Code', 'Earned', 'Paid', 'Unpaid'],
      },
      {
        label: 'Recent payouts',
        keyColumns: ['Amount', 'Recorded'],
        cardLabels: ['Date', 'Amount', 'Reference', 'Recorded'],
        empty: 'No payouts yet',
      },
    ],
  },
  {
    path: '/admin/settings',
    heading: 'Settings',
    tabs: ['Users'],
    lists: [{ label: 'Admins', keyColumns: ['Email', 'Added'], cardLabels: ['Email', 'Added'] }],
  },
  {
    path: '/admin/messaging',
    heading: 'Messaging',
    tabs: ['Message History'],
    lists: [{ label: 'Sent messages', keyColumns: ['Recipients'], cardLabels: ['Sent', 'To', 'Recipients'], empty: 'No messages yet' }],
  },
  {
    path: '/admin/reports',
    heading: 'Impact & Reports',
    tabs: ['Ambassador Performance'],
    lists: [
      {
        label: 'Ambassador performance',
        keyColumns: ['Shirts Sold', 'Revenue', 'Commission', 'Orders'],
        cardLabels: ['Rank', 'Role', 'Shirts Sold', 'Revenue', 'Commission', 'Orders'],
      },
    ],
  },
  {
    path: '/admin/reports',
    heading: 'Impact & Reports',
    tabs: ['Objective Analytics'],
    lists: [
      {
        label: 'Objective analytics',
        keyColumns: ['Assigned', 'Submitted', 'Needs Revision', 'Approved', 'Completion Rate'],
        cardLabels: ['Role', 'Assigned', 'Submitted', 'Needs Revision', 'Approved', 'Completion Rate'],
      },
    ],
  },
  {
    path: '/admin/dead-letters',
    heading: 'Unprocessed Events',
    lists: [
      {
        label: 'Unprocessed events',
        keyColumns: ['Status', 'Actions'],
        cardLabels: ['Failed', 'Reason'],
        empty: 'No unprocessed events. Everything the store sent has been counted.',
      },
    ],
  },
  {
    path: '/admin/shopify-sync',
    heading: 'Shopify Code Sync',
    lists: [
      {
        label: 'Sync records',
        keyColumns: ['Attempts', 'Last Attempt', 'Error'],
        cardLabels: ['User', 'Role', 'Attempts', 'Last Attempt', 'Error'],
        empty: 'No records found',
      },
    ],
  },
  {
    path: '/admin/campaigns',
    heading: 'Fundraising Campaigns',
    tabs: ['Table View'],
    lists: [
      {
        label: 'Campaigns',
        keyColumns: ['Target', 'Shirts Sold', 'Active Passcodes', 'Actions'],
        cardLabels: ['School', 'Dates', 'Target', 'Shirts Sold', 'Active Passcodes'],
      },
    ],
  },
];

const titleOf = (screen: AdminScreen) => [screen.path, ...(screen.tabs ?? [])].join(' > ');

async function open(page: Page, screen: AdminScreen): Promise<void> {
  await page.goto(screen.path);
  await page.getByRole('heading', { level: 1, name: screen.heading, exact: true }).waitFor();
  for (const tab of screen.tabs ?? []) await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** The list as `role` (a table or the cards' list) once loaded, or null when it says it is empty. */
async function loaded(page: Page, role: 'table' | 'list', list: AdminList): Promise<Locator | null> {
  const shown = page.getByRole(role, { name: list.label, exact: true });
  if (!list.empty) {
    await shown.waitFor();
    return shown;
  }
  const empty = page.getByText(list.empty, { exact: true });
  await shown.or(empty).first().waitFor();
  return (await shown.count()) > 0 ? shown : null;
}

/** Cells of the key columns that are not wholly inside the table's scroll container as it shows now. */
function clippedKeyCells(table: Locator, keyColumns: string[]): Promise<string[]> {
  return table.evaluate((element, columns) => {
    const container = element.parentElement!;
    const seen = container.getBoundingClientRect();
    const visible = { left: Math.max(seen.left, 0), right: Math.min(seen.right, document.documentElement.clientWidth) };
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent.trim());
    const problems: string[] = [];
    for (const column of columns) {
      const index = headers.indexOf(column);
      if (index < 0) {
        problems.push(`no ${column} column`);
        continue;
      }
      const cells = [element.querySelector('thead tr')!, ...element.querySelectorAll('tbody tr')].map((row) => row.children[index]!);
      cells.forEach((cell, row) => {
        const box = cell.getBoundingClientRect();
        if (box.left < visible.left - 1 || box.right > visible.right + 1) {
          problems.push(
            `${column} of row ${row} is at ${Math.round(box.left)}-${Math.round(box.right)}, outside ${visible.left}-${visible.right}`,
          );
        }
      });
    }
    return problems;
  }, keyColumns);
}

describe('the admin lists', () => {
  it('keep their amounts and actions inside the card at 1280 px, on every list', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin@example.com');
    for (const screen of SCREENS) {
      await open(page, screen);
      for (const list of screen.lists) {
        const table = await loaded(page, 'table', list);
        if (table)
          expect({ list: `${titleOf(screen)}: ${list.label}`, clipped: await clippedKeyCells(table, list.keyColumns) }).toEqual({
            list: `${titleOf(screen)}: ${list.label}`,
            clipped: [],
          });
      }
      expect({ screen: titleOf(screen), problems: await layoutProblems(page) }).toEqual({ screen: titleOf(screen), problems: [] });
    }
  });

  it('show a card per row with every field at 375 px, and the page never scrolls sideways', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'admin@example.com');
    for (const screen of SCREENS) {
      await open(page, screen);
      for (const list of screen.lists) {
        const cards = await loaded(page, 'list', list);
        const name = `${titleOf(screen)}: ${list.label}`;
        expect({ name, tables: await page.getByRole('table', { name: list.label, exact: true }).count() }).toEqual({ name, tables: 0 });
        if (!cards) continue;
        const labels = await cards.evaluate((element) =>
          [...element.children].map((card) => [...card.querySelectorAll('dt')].map((label) => label.textContent.trim())),
        );
        expect(labels.length).toBeGreaterThan(0);
        for (const shown of labels) expect({ name, labels: shown }).toEqual({ name, labels: expect.arrayContaining(list.cardLabels) });
      }
      expect({ screen: titleOf(screen), problems: await layoutProblems(page) }).toEqual({ screen: titleOf(screen), problems: [] });
    }
  });

  it('sorts by a column heading: aria-sort says the order, and the rows follow it', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin@example.com');
    await open(
      page,
      SCREENS.find((screen) => screen.tabs?.includes('Ambassador Performance'))!,
    );
    const table = page.getByRole('table', { name: 'Ambassador performance', exact: true });
    await table.waitFor();
    const header = table.getByRole('columnheader', { name: 'Ambassador' });
    const names = () =>
      table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.children[1]!.querySelector('[title]')!.textContent));
    const byName = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));

    expect(await header.getAttribute('aria-sort')).toBe('none');
    expect(await table.getByRole('columnheader', { name: 'Rank' }).getAttribute('aria-sort')).toBe('ascending');
    const ranked = await names();
    expect(ranked.length).toBeGreaterThan(1);

    await header.getByRole('button', { name: 'Ambassador' }).click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    expect(await table.getByRole('columnheader', { name: 'Rank' }).getAttribute('aria-sort')).toBe('none');
    const ascending = await names();
    expect(ascending).toEqual(byName(ranked));

    await header.getByRole('button', { name: 'Ambassador' }).click();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    expect(await names()).toEqual([...ascending].reverse());
  });
});
