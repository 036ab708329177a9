import {
  DEFAULT_BRANDING_SETTINGS,
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PAYMENT_SETTINGS,
  type AllSettings,
} from '@app/shared/settings';
import { Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from './settings-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();
const saved: AllSettings = {
  general: { ...DEFAULT_GENERAL_SETTINGS, programName: 'Climate Crew' },
  notifications: { ...DEFAULT_NOTIFICATION_SETTINGS, weeklyReports: false },
  payments: DEFAULT_PAYMENT_SETTINGS,
  branding: DEFAULT_BRANDING_SETTINGS,
};

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'PUT') return jsonResponse(200, JSON.parse(String(init.body)));
    if (url.endsWith('/api/admin/settings')) return jsonResponse(200, saved);
    if (url.endsWith('/api/admin/users') && init?.method === 'POST') {
      return jsonResponse(201, { ...JSON.parse(String(init.body)), user_id: 'admin-2', created_at: '2026-11-23T10:00:00.000Z' });
    }
    if (url.endsWith('/api/admin/users')) return jsonResponse(200, { admins: [alex] });
    return jsonResponse(200, { programName: 'Climate Crew', logoInitials: 'AP' });
  });
});

function renderPage() {
  render(<Toaster />);
  renderAt('/admin/settings', <SettingsPage />);
}

const alex = {
  user_id: 'admin-1',
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'admin@example.com',
  created_at: '2026-01-05T10:00:00.000Z',
};

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('SettingsPage', () => {
  it('shows each tab as saved', async () => {
    renderPage();
    expect(await screen.findByLabelText('Program Name')).toHaveValue('Climate Crew');
    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('switch', { name: 'Weekly Reports' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
  });

  it('saves the Payments tab with numbers and says Settings Saved', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    const rate = screen.getByLabelText('Commission Rate (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Settings Saved')).length).toBeGreaterThan(0);
    const [[url, init]] = puts() as [[string, RequestInit]];
    expect(url).toMatch(/\/api\/admin\/settings\/payments$/);
    expect(JSON.parse(String(init.body))).toEqual({ ...DEFAULT_PAYMENT_SETTINGS, commissionRate: 12.5 });
  });

  it('refuses a commission rate over 100 beside the field, without calling the server', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    const rate = screen.getByLabelText('Commission Rate (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Commission rate must be 100 or less')).toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  it('saves the notification toggles as switched', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Notifications' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Weekly Reports' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Settings Saved')).length).toBeGreaterThan(0);
    expect(JSON.parse(String(puts()[0]![1]!.body))).toEqual({ ...saved.notifications, weeklyReports: true });
  });

  it('shows the logo preview with the initials being typed', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Branding' }));
    const initials = screen.getByLabelText('Logo Initials');
    await userEvent.clear(initials);
    await userEvent.type(initials, 'cc');
    expect(screen.getByLabelText('Logo preview')).toHaveTextContent('CCClimate Crew');
  });

  it('lists the admins and invites another, with the e-mail checked first', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('cell', { name: 'admin@example.com' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('First Name'), 'Rowan');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Ellis');
    await userEvent.type(screen.getByLabelText('Email'), 'rowan@');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'Rowan@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect((await screen.findAllByText('Invitation Sent')).length).toBeGreaterThan(0);
    const invite = fetchMock.mock.calls.find(([url, init]) => url.endsWith('/api/admin/users') && init?.method === 'POST')!;
    expect(JSON.parse(String(invite[1]!.body))).toEqual({ email: 'rowan@example.com', first_name: 'Rowan', last_name: 'Ellis' });
  });

  it('says when the settings cannot be loaded', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: 'internal', message: 'boom' } }));
    renderPage();
    expect(await screen.findByText('Failed to load settings')).toBeInTheDocument();
  });
});
