import { aProfile, jsonResponse, renderAt, setAuthSession } from '@app/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './app';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

beforeEach(() => {
  window.localStorage.clear();
  // The signed-in admin's profile, and an empty page for the ambassadors screen the mode switch opens.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) =>
    String(input).includes('/api/admin/ambassadors')
      ? jsonResponse(200, { ambassadors: [], next_cursor: null })
      : jsonResponse(200, aProfile({ role: 'admin', first_name: 'Alex', last_name: 'Morgan' })),
  );
  setAuthSession({ status: 'signed-in', userId: 'admin-1' });
});

describe('the admin area', () => {
  it('switches the sidebar and the ambassadors screen between students and fundraisers', async () => {
    const user = userEvent.setup();
    renderAt('/admin/ambassadors', <App />, { route: '/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Ambassadors' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('Student Management')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

    expect(screen.getByRole('button', { name: 'Students' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Fundraisers' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Fundraising Ambassadors' })).toBeInTheDocument();
    expect(within(nav).getByText('Fundraiser Management')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Fundraising Ambassadors' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByText('Student Management')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('adminManagingFundraisers')).toBe('true');
    expect(screen.getByRole('button', { name: 'Fundraisers' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows the page: a fundraiser page opened in student mode switches the sidebar to fundraisers, its link highlighted', async () => {
    renderAt('/admin/campaigns', <App />, { route: '/*' });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByText('Student Management')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fundraisers' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('adminManagingFundraisers')).toBe('true');
  });

  it('keeps the chosen mode on a general page', async () => {
    window.localStorage.setItem('adminManagingFundraisers', 'true');
    renderAt('/admin/reports', <App />, { route: '/*' });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('Fundraiser Management')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Impact & Reports' })).toHaveAttribute('aria-current', 'page');
  });

  it('switching modes on a page of the other mode opens the ambassadors screen of the chosen mode', async () => {
    const user = userEvent.setup();
    renderAt('/admin/objectives', <App />, { route: '/*' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Objectives' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Fundraisers' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Fundraising Ambassadors' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Fundraising Ambassadors' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Objectives' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown admin path', async () => {
    renderAt('/admin/nowhere', <App />, { route: '/*' });

    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });
});
