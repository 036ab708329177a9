import {
  DEFAULT_BRANDING_SETTINGS,
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_NOTIFICATION_SETTINGS,
  COMMISSION_HOLD_DAYS_MESSAGE,
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  GIFT_CARD_EXPIRY_DAYS_MESSAGE,
  minimumOrderWarning,
  retentionDaysMessage,
  STORE_CREDIT_BONUS_MESSAGE,
  type AllSettings,
} from '@app/shared/settings';
import { Toaster } from '@app/ui';
import { jsonResponse, renderAt } from '@app/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsPage } from './settings-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

const FILES = 'https://files.test';
const LOGO_KEY = 'public/branding/1-abc.png';
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit | undefined]>();
const saved: AllSettings = {
  general: { ...DEFAULT_GENERAL_SETTINGS, programName: 'Climate Crew' },
  notifications: { ...DEFAULT_NOTIFICATION_SETTINGS, weeklyReports: false },
  payments: DEFAULT_PAYMENT_SETTINGS,
  branding: { ...DEFAULT_BRANDING_SETTINGS, logoUrl: null },
  privacy: DEFAULT_PRIVACY_SETTINGS,
};

beforeEach(() => {
  saved.payments = DEFAULT_PAYMENT_SETTINGS;
  saved.branding = { ...DEFAULT_BRANDING_SETTINGS, logoUrl: null };
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockImplementation(async (url, init) => {
    if (url.endsWith('/api/admin/settings/branding/logo/uploads')) {
      return jsonResponse(201, { upload_url: `${FILES}/upload`, headers: { 'content-type': 'image/png' }, file_key: LOGO_KEY });
    }
    if (url === `${FILES}/upload`) return jsonResponse(200, {});
    if (url.endsWith('/api/admin/settings/branding/logo') && init?.method === 'PUT') {
      return jsonResponse(200, { ...saved.branding, logoUrl: `${FILES}/${LOGO_KEY}` });
    }
    if (url.endsWith('/api/admin/settings/branding/logo') && init?.method === 'DELETE') {
      return jsonResponse(200, { ...saved.branding, logoUrl: null });
    }
    if (init?.method === 'PUT') return jsonResponse(200, JSON.parse(String(init.body)));
    if (url.endsWith('/api/admin/settings')) return jsonResponse(200, saved);
    if (url.endsWith('/api/admin/users') && init?.method === 'POST') {
      return jsonResponse(201, { ...JSON.parse(String(init.body)), user_id: 'admin-2', created_at: '2026-11-23T10:00:00.000Z' });
    }
    if (url.endsWith('/api/admin/users')) return jsonResponse(200, { admins: [alex] });
    return jsonResponse(200, { programName: 'Climate Crew', programDescription: '', logoInitials: 'AP', logoUrl: null });
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

  it('offers two labelled auto-approve switches, each described, and no phone verification', async () => {
    renderPage();

    const students = await screen.findByRole('switch', { name: 'Auto-approve Student Sign-ups' });
    const organizations = screen.getByRole('switch', { name: 'Auto-approve Organization Applications' });
    expect(students).not.toBeChecked();
    expect(organizations).not.toBeChecked();
    expect(students).toHaveAccessibleDescription(expect.stringContaining('student'));
    expect(organizations).toHaveAccessibleDescription(expect.stringContaining('campaign'));
    expect(screen.queryByText(/phone/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Auto-approve Applications' })).not.toBeInTheDocument();
  });

  it('saves the General tab with the organization switch on and the student switch as it was', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Auto-approve Organization Applications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Settings Saved')).length).toBeGreaterThan(0);
    const [[url, init]] = puts() as [[string, RequestInit]];
    expect(url).toMatch(/\/api\/admin\/settings\/general$/);
    expect(JSON.parse(String(init.body))).toEqual({
      programName: 'Climate Crew',
      programDescription: '',
      autoApproveStudentSignUps: false,
      autoApproveOrganizationApplications: true,
    });
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

  it('warns as the admin types a minimum order above one discounted shirt, and saves it all the same', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    const minimum = screen.getByLabelText('Minimum Order ($)');
    const warning = minimumOrderWarning(25)!;
    expect(screen.queryByText(warning)).not.toBeInTheDocument();

    await userEvent.clear(minimum);
    await userEvent.type(minimum, '25');
    expect(screen.getByText(warning)).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Settings Saved')).length).toBeGreaterThan(0);
    const [[, init]] = puts() as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ ...DEFAULT_PAYMENT_SETTINGS, minOrderAmount: 25 });
    // The form is read-only while it saves; the toast may come first.
    await waitFor(() => expect(minimum).toBeEnabled());
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '22.5');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it("saves the Privacy tab's retention period in days, its hint naming the warning", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Privacy' }));
    const days = screen.getByLabelText('Retention Period (days)');
    expect(days).toHaveValue(365);
    expect(days).toHaveAccessibleDescription(/e-mailed 14 days before/);
    await userEvent.clear(days);
    await userEvent.type(days, '730');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Settings Saved')).length).toBeGreaterThan(0);
    const [[url, init]] = puts() as [[string, RequestInit]];
    expect(url).toMatch(/\/api\/admin\/settings\/privacy$/);
    expect(JSON.parse(String(init.body))).toEqual({ retentionDays: 730 });
  });

  it.each(['29', '3651', '90.5', ''])('refuses a retention period of %p beside the field, without calling the server', async (typed) => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Privacy' }));
    const days = screen.getByLabelText('Retention Period (days)');
    await userEvent.clear(days);
    if (typed) await userEvent.type(days, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(retentionDaysMessage)).toBeInTheDocument();
    expect(puts()).toEqual([]);
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

  it('saves the commission hold in days, its hint naming the store’s return window', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    const hold = screen.getByLabelText('Commission Hold (days)');
    expect(hold).toHaveValue(30);
    expect(hold).toHaveAccessibleDescription(expect.stringContaining("Match the store's return window"));
    await userEvent.clear(hold);
    await userEvent.type(hold, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Settings Saved')).length).toBeGreaterThan(0);
    const [[, init]] = puts() as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ ...DEFAULT_PAYMENT_SETTINGS, commissionHoldDays: 14 });
  });

  it.each([['400'], ['2.5'], ['-1']])('refuses a commission hold of %s days beside the field, without calling the server', async (days) => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    const hold = screen.getByLabelText('Commission Hold (days)');
    await userEvent.clear(hold);
    await userEvent.type(hold, days);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(COMMISSION_HOLD_DAYS_MESSAGE)).toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  it('saves which lines are shirts: the SKU prefix and the product IDs as a list', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    await userEvent.type(screen.getByLabelText('Shirt SKU Prefix'), 'TEE-');
    await userEvent.type(screen.getByLabelText('Shirt Product IDs'), '123, 456\n789');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Settings Saved')).length).toBeGreaterThan(0);
    expect(JSON.parse(String(puts()[0]![1]!.body))).toEqual({
      ...DEFAULT_PAYMENT_SETTINGS,
      shirtSkuPrefix: 'TEE-',
      shirtProductIds: ['123', '456', '789'],
    });
  });

  it('refuses a product ID that is not a number beside the field, without calling the server', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    const productIds = screen.getByLabelText('Shirt Product IDs');
    await userEvent.type(productIds, '123 12a');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Shirt product IDs are whole numbers')).toBeInTheDocument();
    expect(productIds).toBeInvalid();
    expect(productIds).toHaveAccessibleDescription(expect.stringContaining('Shirt product IDs are whole numbers'));
    expect(puts()).toEqual([]);
  });

  it("shows the server's refusal of a product ID beside the field", async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'PUT') {
        const message = 'Shirt product IDs are whole numbers';
        return jsonResponse(400, {
          error: { code: 'invalid_input', message, field: 'shirtProductIds.0', fields: { 'shirtProductIds.0': message } },
        });
      }
      return jsonResponse(
        200,
        url.endsWith('/api/admin/settings')
          ? saved
          : { programName: 'Climate Crew', programDescription: '', logoInitials: 'AP', logoUrl: null },
      );
    });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    const productIds = screen.getByLabelText('Shirt Product IDs');
    await userEvent.type(productIds, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Shirt product IDs are whole numbers')).toBeInTheDocument();
    expect(productIds).toHaveAccessibleDescription(expect.stringContaining('Shirt product IDs are whole numbers'));
  });

  it('shows which lines are shirts as saved, the product IDs joined with commas, each field with its hint', async () => {
    saved.payments = { ...DEFAULT_PAYMENT_SETTINGS, shirtSkuPrefix: 'TEE-', shirtProductIds: ['123', '456'] };
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));

    expect(screen.getByRole('region', { name: 'Which Lines Are Shirts' })).toBeInTheDocument();
    expect(screen.getByLabelText('Shirt SKU Prefix')).toHaveValue('TEE-');
    expect(screen.getByLabelText('Shirt SKU Prefix')).toHaveAccessibleDescription(expect.stringContaining('Leave both fields empty'));
    expect(screen.getByLabelText('Shirt Product IDs')).toHaveValue('123, 456');
    expect(screen.getByLabelText('Shirt Product IDs')).toHaveAccessibleDescription(expect.stringContaining('commas, spaces or new lines'));
  });

  it('shows how members are paid as saved, every control labelled and its hint read with it', async () => {
    saved.payments = { ...DEFAULT_PAYMENT_SETTINGS, storeCreditBonusPercent: 10, giftCardExpiryDays: 365 };
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));

    const payouts = screen.getByRole('region', { name: 'How Members Are Paid' });
    expect(within(payouts).getByRole('group', { name: 'Allowed Payout Methods' })).toHaveAccessibleDescription(/at least one/);
    expect(within(payouts).getByRole('checkbox', { name: 'Store credit (gift card)' })).toBeChecked();
    expect(within(payouts).getByRole('checkbox', { name: 'Cash' })).toBeChecked();
    expect(within(payouts).getByRole('combobox', { name: 'Default Method for Student Ambassadors' })).toHaveValue('gift_card');
    expect(within(payouts).getByRole('combobox', { name: 'Default Method for Fundraising Ambassadors' })).toHaveValue('gift_card');
    const minors = within(payouts).getByRole('combobox', { name: 'Members Under 18' });
    expect(minors).toHaveValue('gift_card');
    expect(minors).toHaveAccessibleDescription(expect.stringContaining('only ever paid to their guardian'));
    expect(within(payouts).getByLabelText('Store Credit Bonus (%)')).toHaveValue(10);
    expect(within(payouts).getByLabelText('Gift Card Expiry (days)')).toHaveValue(365);
    expect(within(payouts).getByLabelText('Gift Card Expiry (days)')).toHaveAccessibleDescription(expect.stringContaining('Leave empty'));
  });

  it('saves cash alone, paid to the guardian of members under 18, with a store credit bonus and gift cards that never expire', async () => {
    saved.payments = { ...DEFAULT_PAYMENT_SETTINGS, giftCardExpiryDays: 365 };
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Store credit (gift card)' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Default Method for Student Ambassadors' }), 'Cash');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Default Method for Fundraising Ambassadors' }), 'Cash');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Members Under 18' }), 'Cash, paid to their guardian');
    const bonus = screen.getByLabelText('Store Credit Bonus (%)');
    await userEvent.clear(bonus);
    await userEvent.type(bonus, '7.5');
    await userEvent.clear(screen.getByLabelText('Gift Card Expiry (days)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Settings Saved')).length).toBeGreaterThan(0);
    const [[url, init]] = puts() as [[string, RequestInit]];
    expect(url).toMatch(/\/api\/admin\/settings\/payments$/);
    expect(JSON.parse(String(init.body))).toEqual({
      ...DEFAULT_PAYMENT_SETTINGS,
      payoutMethods: ['cash'],
      defaultPayoutMethod: { student: 'cash', fundraising_ambassador: 'cash' },
      minorPayoutMethod: 'guardian_cash',
      storeCreditBonusPercent: 7.5,
      giftCardExpiryDays: null,
    });
  });

  it('saves a gift card expiry in days', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    expect(screen.getByLabelText('Gift Card Expiry (days)')).toHaveValue(null);
    await userEvent.type(screen.getByLabelText('Gift Card Expiry (days)'), '730');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findAllByText('Settings Saved')).length).toBeGreaterThan(0);
    expect(JSON.parse(String(puts()[0]![1]!.body))).toEqual({ ...DEFAULT_PAYMENT_SETTINGS, giftCardExpiryDays: 730 });
  });

  it('refuses defaults that are no longer allowed beside each select, without calling the server', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Store credit (gift card)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const students = screen.getByRole('combobox', { name: 'Default Method for Student Ambassadors' });
    await waitFor(() =>
      expect(students).toHaveAccessibleDescription('The default payout method for Student Ambassadors must be one of the allowed methods'),
    );
    expect(students).toBeInvalid();
    expect(screen.getByRole('combobox', { name: 'Default Method for Fundraising Ambassadors' })).toHaveAccessibleDescription(
      'The default payout method for Fundraising Ambassadors must be one of the allowed methods',
    );
    expect(screen.getByRole('combobox', { name: 'Members Under 18' })).toHaveAccessibleDescription(
      expect.stringContaining('Paying members under 18 this way needs Store credit (gift card) among the allowed methods'),
    );
    expect(puts()).toEqual([]);
  });

  it('refuses no payout method at all beside the group, without calling the server', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Store credit (gift card)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Allow at least one payout method')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Allowed Payout Methods' })).toHaveAccessibleDescription(
      expect.stringContaining('Allow at least one payout method'),
    );
    expect(puts()).toEqual([]);
  });

  it.each([
    ['Store Credit Bonus (%)', '12.55', STORE_CREDIT_BONUS_MESSAGE],
    ['Store Credit Bonus (%)', '101', STORE_CREDIT_BONUS_MESSAGE],
    ['Gift Card Expiry (days)', '0', GIFT_CARD_EXPIRY_DAYS_MESSAGE],
    ['Gift Card Expiry (days)', '30.5', GIFT_CARD_EXPIRY_DAYS_MESSAGE],
  ])('refuses %s of %s beside the field, without calling the server', async (label, typed, message) => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Payments' }));
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
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

  it('uploads a chosen logo and saves its key, then shows it in the preview; removes it again', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Branding' }));
    expect(screen.getByText('No logo yet')).toBeInTheDocument();
    const picker = screen.getByLabelText('Upload Logo');
    expect(picker).toHaveAttribute('accept', expect.stringContaining('image/png'));
    expect(picker).not.toHaveAttribute('accept', expect.stringContaining('svg'));

    await userEvent.upload(picker, new File(['png'], 'logo.png', { type: 'image/png' }));

    expect(await screen.findByRole('img', { name: 'Climate Crew logo' })).toHaveAttribute('src', `${FILES}/${LOGO_KEY}`);
    expect((await screen.findAllByText('Logo Saved')).length).toBeGreaterThan(0);
    const ticket = fetchMock.mock.calls.find(([url]) => url.endsWith('/logo/uploads'))!;
    expect(JSON.parse(String(ticket[1]!.body))).toEqual({ file_name: 'logo.png', content_type: 'image/png', size: 3 });
    const save = fetchMock.mock.calls.find(([url, init]) => url.endsWith('/branding/logo') && init?.method === 'PUT')!;
    expect(JSON.parse(String(save[1]!.body))).toEqual({ file_key: LOGO_KEY });
    expect(screen.getByLabelText('Logo preview').querySelector('img')).toHaveAttribute('src', `${FILES}/${LOGO_KEY}`);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Logo' }));
    expect(await screen.findByText('No logo yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Logo preview')).toHaveTextContent('AP');
  });

  it('refuses an SVG or a logo over 1 MB before uploading anything', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Branding' }));
    const picker = screen.getByLabelText('Upload Logo');

    await userEvent.upload(picker, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(await screen.findByText('Please choose a PNG, JPEG or WebP image')).toBeInTheDocument();
    await userEvent.upload(picker, new File([new Uint8Array(1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo can be at most 1 MB')).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/logo'))).toBe(false);
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
