import { DEFAULT_BRANDING_SETTINGS, DEFAULT_GENERAL_SETTINGS, DEFAULT_PAYMENT_SETTINGS } from '@app/shared/settings';
import { api, givenUser } from '#test/api';
import { holdingGeneralTab } from '#test/settings';
import { eventually, givenAmbassador, sendWebhook, shopifyOrder } from '#test/store';
import { getOrder } from '../orders';
import { putSetting } from './settings-data';

let admin: { token: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

const put = (tab: string, body: unknown) => api('PUT', `/api/admin/settings/${tab}`, { token: admin.token, body });

describe('the Settings screen', () => {
  afterAll(async () => {
    await put('payments', DEFAULT_PAYMENT_SETTINGS);
    await holdingGeneralTab(() => put('general', DEFAULT_GENERAL_SETTINGS));
    await put('branding', DEFAULT_BRANDING_SETTINGS);
  });

  // Other test files sign students up and submit applications meanwhile: the switches go back off at once.
  it('answers every tab, and a saved tab is what it answers next', async () => {
    const general = { ...DEFAULT_GENERAL_SETTINGS, programDescription: 'Shirts that fund climate work.', autoApproveStudentSignUps: true };
    const { saved, status, body } = await holdingGeneralTab(async () => {
      const saved = await put('general', general);
      const { status, body } = await api('GET', '/api/admin/settings', { token: admin.token });
      await put('general', DEFAULT_GENERAL_SETTINGS);
      return { saved, status, body };
    });

    expect(saved).toMatchObject({ status: 200, body: general });
    expect(status).toBe(200);
    expect(body.general).toEqual(general);
    expect(Object.keys(body).sort()).toEqual(['branding', 'general', 'notifications', 'payments']);
  });

  it('has two auto-approve switches, each off until saved on, and no phone verification: a PUT naming it saves without it', async () => {
    const general = { ...DEFAULT_GENERAL_SETTINGS, programName: 'Climate Crew' };

    const { status, body, answered } = await holdingGeneralTab(async () => {
      expect((await api('GET', '/api/admin/settings', { token: admin.token })).body.general).toMatchObject({
        autoApproveStudentSignUps: false,
        autoApproveOrganizationApplications: false,
      });
      const { status, body } = await put('general', { ...general, requirePhoneVerification: true });
      const answered = (await api('GET', '/api/admin/settings', { token: admin.token })).body.general;
      await put('general', DEFAULT_GENERAL_SETTINGS);
      return { status, body, answered };
    });

    expect(status).toBe(200);
    expect(body).toEqual(general);
    expect(answered).toEqual(general);
    expect(Object.keys(answered).sort()).toEqual([
      'autoApproveOrganizationApplications',
      'autoApproveStudentSignUps',
      'programDescription',
      'programName',
    ]);
  });

  it('reads a General tab saved before the switches were split: its auto-approve is the student switch, phone verification is ignored', async () => {
    const before = { programName: 'Climate Crew', programDescription: '', autoApproveApplications: true, requirePhoneVerification: true };
    const answered = await holdingGeneralTab(async () => {
      await putSetting('general', before, 'Saved before the auto-approve switches were split');
      const answered = (await api('GET', '/api/admin/settings', { token: admin.token })).body.general;
      await put('general', DEFAULT_GENERAL_SETTINGS);
      return answered;
    });

    expect(answered).toEqual({
      programName: 'Climate Crew',
      programDescription: '',
      autoApproveStudentSignUps: true,
      autoApproveOrganizationApplications: false,
    });
  });

  it.each([
    ['payments', { ...DEFAULT_PAYMENT_SETTINGS, commissionRate: 101 }, 'commissionRate', 'Commission rate must be 100 or less'],
    ['payments', { ...DEFAULT_PAYMENT_SETTINGS, minOrderAmount: -1 }, 'minOrderAmount', 'Minimum order cannot be negative'],
    ['payments', { ...DEFAULT_PAYMENT_SETTINGS, payoutThreshold: '50' }, 'payoutThreshold', 'Payout threshold must be a number'],
    [
      'payments',
      { ...DEFAULT_PAYMENT_SETTINGS, shirtSkuPrefix: 'T'.repeat(41) },
      'shirtSkuPrefix',
      'Shirt SKU prefix must be 40 characters or less',
    ],
    [
      'payments',
      { ...DEFAULT_PAYMENT_SETTINGS, shirtProductIds: ['123', 'abc'] },
      'shirtProductIds.1',
      'Shirt product IDs are whole numbers',
    ],
    [
      'payments',
      { ...DEFAULT_PAYMENT_SETTINGS, shirtProductIds: Array.from({ length: 101 }, (_, index) => String(index + 1)) },
      'shirtProductIds',
      'At most 100 shirt product IDs',
    ],
    ['general', { ...DEFAULT_GENERAL_SETTINGS, programName: '  ' }, 'programName', 'Program name is required'],
    ['branding', { logoInitials: 'ABCD' }, 'logoInitials', 'Logo initials must be 3 characters or less'],
  ])('refuses a bad %s value with its message and keeps what was saved', async (tab, body, field, message) => {
    await holdingGeneralTab(async () => {
      const before = (await api('GET', '/api/admin/settings', { token: admin.token })).body;
      const { status, body: answer } = await put(tab, body);
      expect(status).toBe(400);
      expect(answer.error).toMatchObject({ field, message });
      expect((await api('GET', '/api/admin/settings', { token: admin.token })).body).toEqual(before);
    });
  });

  // Other test files send orders at the same time: the prefix saved is the one their shirts' SKU begins
  // with (TEE-ORGANIC-M), so their lines stay shirts, and the defaults come back at once.
  it('answers which lines are shirts as saved, the prefix trimmed and each product ID once', async () => {
    const shirts = { ...DEFAULT_PAYMENT_SETTINGS, shirtSkuPrefix: 'TEE-', shirtProductIds: ['8100000000', '8100000001'] };
    const body = { ...shirts, shirtSkuPrefix: ' TEE- ', shirtProductIds: ['8100000000', ' 8100000001', '8100000000'] };

    expect(await put('payments', body)).toMatchObject({ status: 200, body: shirts });
    const { body: answered } = await api('GET', '/api/admin/settings', { token: admin.token });
    await put('payments', DEFAULT_PAYMENT_SETTINGS);

    expect(answered.payments).toEqual(shirts);
  });

  it('shows the program name and description and saved logo initials to everyone, signed in or not', async () => {
    const description = 'Shirts that fund climate work.';
    const { status, body } = await holdingGeneralTab(async () => {
      await put('general', { ...DEFAULT_GENERAL_SETTINGS, programName: 'Climate Crew', programDescription: description });
      expect((await put('branding', { logoInitials: 'cc' })).body).toEqual({ logoInitials: 'CC' });

      const answer = await api('GET', '/api/branding');
      // Other test files' e-mails sign with the program name: the default comes back at once.
      await put('general', DEFAULT_GENERAL_SETTINGS);
      await put('branding', DEFAULT_BRANDING_SETTINGS);
      return answer;
    });

    expect(status).toBe(200);
    expect(body).toEqual({ programName: 'Climate Crew', programDescription: description, logoInitials: 'CC' });
  });

  // Other test files send orders at the same time: only the minimum moves, between 24.99 and 25 dollars,
  // where no other test's order lies.
  it('applies a new minimum order to the next order: under it no commission, at it the rate', async () => {
    const { code } = await givenAmbassador('student');
    // $27.77 less the code's 10% is $24.99 of sales: the amount the minimum applies to.
    const before = shopifyOrder({ code, quantity: 1, unitPrice: 27.77 });
    await sendWebhook('orders/paid', before);
    await eventually(async () => expect(await getOrder(String(before.id))).toMatchObject({ order_amount: 24.99, commission_amount: 0 }));

    expect((await put('payments', { ...DEFAULT_PAYMENT_SETTINGS, minOrderAmount: 24.99 })).status).toBe(200);
    const after = shopifyOrder({ code, quantity: 1, unitPrice: 27.77 });
    await sendWebhook('orders/paid', after);
    await eventually(async () => expect(await getOrder(String(after.id))).toMatchObject({ order_amount: 24.99, commission_amount: 2.5 }));
  });
});
