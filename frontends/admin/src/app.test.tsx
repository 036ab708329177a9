import { useLocation } from '@app/ui/router';
import { aProfile, jsonResponse, renderAt, setAuthSession } from '@app/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './app';
import { adminRoutes, sidebarGroups } from './routes';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const ambassadorRequests: string[] = [];

beforeEach(() => {
  ambassadorRequests.length = 0;
  // The signed-in admin's profile, and an empty page for the ambassadors screen.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname !== '/api/admin/ambassadors')
      return jsonResponse(200, aProfile({ role: 'admin', first_name: 'Alex', last_name: 'Morgan' }));
    ambassadorRequests.push(url.search);
    return jsonResponse(200, { ambassadors: [], next_cursor: null });
  });
  setAuthSession({ status: 'signed-in', userId: 'admin-1' });
});

/** The page's query, to see what the address keeps. */
function CurrentQuery() {
  const { search } = useLocation();
  return <output aria-label="current query">{search}</output>;
}

function renderApp(path: string) {
  renderAt(
    path,
    <>
      <App />
      <CurrentQuery />
    </>,
    { route: '/*' },
  );
}

const mainNavigation = () => screen.findByRole('navigation', { name: 'Main' });
/** The links under a sidebar group's heading. */
const linksOf = (nav: HTMLElement, group: string) =>
  within(within(nav).getByRole('heading', { level: 2, name: group }).parentElement!)
    .getAllByRole('link')
    .map((link) => link.textContent);
const currentLink = (nav: HTMLElement) => within(nav).getByRole('link', { current: 'page' });

describe('the admin area', () => {
  it("shows every page's link at once, in its group, with no switch to flip", async () => {
    renderApp('/admin/reports');

    const nav = await mainNavigation();
    for (const { path, sidebar = [] } of adminRoutes.routes) {
      for (const { label } of [sidebar].flat()) {
        const href = within(nav).getByRole('link', { name: label }).getAttribute('href')!;
        expect(new URL(href, window.location.origin).pathname).toBe(path);
      }
    }
    expect(linksOf(nav, sidebarGroups.general)).toEqual([
      'Dashboard',
      'Messaging',
      'Codes & Orders',
      'Assets Library',
      'Shopify Code Sync',
      'Impact & Reports',
      'Settings',
      'Audit Log',
      'Unprocessed Events',
    ]);
    expect(linksOf(nav, sidebarGroups.students)).toEqual(['Student Ambassadors', 'Objectives', 'Submissions']);
    expect(linksOf(nav, sidebarGroups.fundraisers)).toEqual([
      'Fundraising Ambassadors',
      'Campaigns',
      'Templates',
      'Social Media Templates',
      'Start Here Setup',
      'Performance',
    ]);
    expect(currentLink(nav)).toHaveTextContent('Impact & Reports');
    expect(screen.queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { pressed: false })).not.toBeInTheDocument();
  });

  it('links to the student and the fundraising ambassadors by their type, and marks the one the address names', async () => {
    const user = userEvent.setup();
    renderApp('/admin/ambassadors?type=fundraiser');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fundraising Ambassadors' })).toBeInTheDocument();
    const nav = await mainNavigation();
    expect(within(nav).getByRole('link', { name: 'Student Ambassadors' })).toHaveAttribute('href', '/admin/ambassadors?type=student');
    expect(within(nav).getByRole('link', { name: 'Fundraising Ambassadors' })).toHaveAttribute(
      'href',
      '/admin/ambassadors?type=fundraiser',
    );
    expect(currentLink(nav)).toHaveTextContent('Fundraising Ambassadors');

    await user.click(within(nav).getByRole('link', { name: 'Student Ambassadors' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Student Ambassadors' })).toBeInTheDocument();
    expect(currentLink(nav)).toHaveTextContent('Student Ambassadors');
    expect(screen.getByRole('status', { name: 'current query' })).toHaveTextContent('?type=student');
    await waitFor(() => expect(ambassadorRequests).toEqual(['?role=fundraising_ambassador', '?role=student']));
  });

  it("marks Student Ambassadors on the bare list's address, which gains its type", async () => {
    renderApp('/admin/ambassadors');

    expect(await screen.findByRole('heading', { level: 1, name: 'Student Ambassadors' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'current query' })).toHaveTextContent('?type=student'));
    expect(currentLink(await mainNavigation())).toHaveTextContent('Student Ambassadors');
  });

  it("clears the list's filters when a sidebar link opens the list afresh", async () => {
    const user = userEvent.setup();
    renderApp('/admin/ambassadors?type=student&q=chen&progress=complete');
    const search = await screen.findByRole('searchbox', { name: 'Search ambassadors' });
    expect(search).toHaveValue('chen');
    const nav = await mainNavigation();

    await user.click(within(nav).getByRole('link', { name: 'Fundraising Ambassadors' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Fundraising Ambassadors' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search ambassadors' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Progress' })).toHaveValue('all');
    expect(screen.getByRole('status', { name: 'current query' })).toHaveTextContent('?type=fundraiser');
  });

  it("marks a fundraiser page's link while the student group stays in sight", async () => {
    renderApp('/admin/campaigns');

    const nav = await mainNavigation();
    expect(currentLink(nav)).toHaveTextContent('Campaigns');
    expect(within(nav).getByRole('link', { name: 'Objectives' })).toBeVisible();
  });

  it('shows the not-found page for an unknown admin path', async () => {
    renderApp('/admin/nowhere');

    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });
});
