import { randomUUID } from 'node:crypto';
import { events, orders, settings, pathOf, type EventDetail } from '@app/shared/contracts';
import type { AdminOrdersPage } from '@app/shared/orders';
import {
  COMMISSION_HOLD_DAYS_MESSAGE,
  DEFAULT_BRANDING_SETTINGS,
  DEFAULT_COMMISSION_HOLD_DAYS,
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  GIFT_CARD_EXPIRY_DAYS_MESSAGE,
  retentionDaysMessage,
  STORE_CREDIT_BONUS_MESSAGE,
  type AllSettings,
  type PaymentSettings,
} from '@app/shared/settings';
import { inspectObject } from '#lib/storage';
import { api, givenUser, uniqueEmail } from '#test/api';
import { sentEmailsTo } from '#test/mail';
import { holdingGeneralTab } from '#test/settings';
import { eventually, givenAmbassador, sendWebhook, shopifyOrder } from '#test/store';
import { notificationsDomain } from '../notifications';
import { getOrder } from '../orders/seeding';
import { newProfile, putNewProfile } from '../profiles';
import { putSetting } from './settings-data';

let admin: { token: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

/** Hands a direct message to the notifications consumer, as its Lambda does. */
async function deliverDirectMessage(detail: EventDetail<typeof events.directMessageSent>) {
  const consumer = notificationsDomain.consumers.find(({ event }) => event.detailType === events.directMessageSent.detailType);
  await (consumer!.consume as (detail: EventDetail<typeof events.directMessageSent>) => Promise<unknown>)(detail);
}

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
    expect(Object.keys(body).sort()).toEqual(['branding', 'general', 'notifications', 'payments', 'privacy']);
    expect(body.privacy).toEqual(DEFAULT_PRIVACY_SETTINGS);
  });

  it('saves a retention period on the Privacy tab, within its bounds', async () => {
    const saved = await put('privacy', { retentionDays: 3650 });
    const read = (await api('GET', '/api/admin/settings', { token: admin.token })).body.privacy;
    await put('privacy', DEFAULT_PRIVACY_SETTINGS);

    expect(saved).toMatchObject({ status: 200, body: { retentionDays: 3650 } });
    expect(read).toEqual({ retentionDays: 3650 });
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

  it('reads Payments saved before the commission hold existed with the default 30-day hold', async () => {
    const saved = (await api('GET', '/api/admin/settings', { token: admin.token })).body.payments;
    const { commissionHoldDays: _hold, ...before } = saved;

    await putSetting('payments', before, 'Saved before the commission hold');
    const answered = (await api('GET', '/api/admin/settings', { token: admin.token })).body.payments;
    await putSetting('payments', saved, 'Restored');

    expect(answered).toEqual({ ...before, commissionHoldDays: DEFAULT_COMMISSION_HOLD_DAYS });
  });

  it('saves how members are paid and answers it next: cash alone, its defaults, a bonus and an expiry', async () => {
    const payouts: PaymentSettings = {
      ...DEFAULT_PAYMENT_SETTINGS,
      payoutMethods: ['cash'],
      defaultPayoutMethod: { student: 'cash', fundraising_ambassador: 'cash' },
      minorPayoutMethod: 'guardian_cash',
      storeCreditBonusPercent: 12.5,
      giftCardExpiryDays: 365,
    };

    const saved = await put('payments', { ...payouts, payoutMethods: ['cash', 'cash'] });
    const answered = (await api('GET', '/api/admin/settings', { token: admin.token })).body.payments;
    await put('payments', DEFAULT_PAYMENT_SETTINGS);

    expect(saved).toMatchObject({ status: 200, body: payouts });
    expect(answered).toEqual(payouts);
  });

  it('reads Payments saved before the payout settings existed with their defaults: both methods, store credit for all, no bonus, no expiry', async () => {
    const {
      payoutMethods: _methods,
      defaultPayoutMethod: _defaults,
      minorPayoutMethod: _minors,
      storeCreditBonusPercent: _bonus,
      giftCardExpiryDays: _expiry,
      ...before
    } = DEFAULT_PAYMENT_SETTINGS;

    await putSetting('payments', before, 'Saved before the payout settings');
    const answered = (await api('GET', '/api/admin/settings', { token: admin.token })).body.payments;
    await put('payments', DEFAULT_PAYMENT_SETTINGS);

    expect(answered).toEqual({
      ...before,
      payoutMethods: ['gift_card', 'cash'],
      defaultPayoutMethod: { student: 'gift_card', fundraising_ambassador: 'gift_card' },
      minorPayoutMethod: 'gift_card',
      storeCreditBonusPercent: 0,
      giftCardExpiryDays: null,
    });
  });

  it('reads payout methods saved without the defaults they need as the default methods, keeping the rest', async () => {
    const { defaultPayoutMethod: _defaults, minorPayoutMethod: _minors, ...rest } = DEFAULT_PAYMENT_SETTINGS;
    const stored = { ...rest, payoutMethods: ['cash'], giftCardExpiryDays: 90 };

    await putSetting('payments', stored, 'Saved with only some payout settings');
    const { body } = await api('GET', '/api/admin/settings', { token: admin.token });
    const resaved = await put('payments', body.payments);
    await put('payments', DEFAULT_PAYMENT_SETTINGS);

    expect(body.payments).toEqual({ ...DEFAULT_PAYMENT_SETTINGS, giftCardExpiryDays: 90 });
    expect(resaved.status).toBe(200);
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
    ['payments', { ...DEFAULT_PAYMENT_SETTINGS, commissionHoldDays: 366 }, 'commissionHoldDays', COMMISSION_HOLD_DAYS_MESSAGE],
    ['payments', { ...DEFAULT_PAYMENT_SETTINGS, commissionHoldDays: -1 }, 'commissionHoldDays', COMMISSION_HOLD_DAYS_MESSAGE],
    ['payments', { ...DEFAULT_PAYMENT_SETTINGS, commissionHoldDays: 7.5 }, 'commissionHoldDays', COMMISSION_HOLD_DAYS_MESSAGE],
    ['payments', { ...DEFAULT_PAYMENT_SETTINGS, commissionHoldDays: undefined }, 'commissionHoldDays', COMMISSION_HOLD_DAYS_MESSAGE],
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
    ['payments', { ...DEFAULT_PAYMENT_SETTINGS, payoutMethods: [] }, 'payoutMethods', 'Allow at least one payout method'],
    [
      'payments',
      { ...DEFAULT_PAYMENT_SETTINGS, payoutMethods: ['paypal'] },
      'payoutMethods.0',
      'Payout methods are Store credit (gift card) or Cash',
    ],
    [
      'payments',
      {
        ...DEFAULT_PAYMENT_SETTINGS,
        payoutMethods: ['gift_card'],
        defaultPayoutMethod: { student: 'cash', fundraising_ambassador: 'gift_card' },
      },
      'defaultPayoutMethod.student',
      'The default payout method for Student Ambassadors must be one of the allowed methods',
    ],
    [
      'payments',
      { ...DEFAULT_PAYMENT_SETTINGS, defaultPayoutMethod: { student: 'gift_card' } },
      'defaultPayoutMethod.fundraising_ambassador',
      'Choose the default payout method for Fundraising Ambassadors',
    ],
    [
      'payments',
      { ...DEFAULT_PAYMENT_SETTINGS, payoutMethods: ['gift_card'], minorPayoutMethod: 'guardian_cash' },
      'minorPayoutMethod',
      'Paying members under 18 this way needs Cash among the allowed methods',
    ],
    ['payments', { ...DEFAULT_PAYMENT_SETTINGS, minorPayoutMethod: 'cash' }, 'minorPayoutMethod', 'Choose how members under 18 are paid'],
    ['payments', { ...DEFAULT_PAYMENT_SETTINGS, storeCreditBonusPercent: 12.55 }, 'storeCreditBonusPercent', STORE_CREDIT_BONUS_MESSAGE],
    ['payments', { ...DEFAULT_PAYMENT_SETTINGS, storeCreditBonusPercent: 101 }, 'storeCreditBonusPercent', STORE_CREDIT_BONUS_MESSAGE],
    ['payments', { ...DEFAULT_PAYMENT_SETTINGS, giftCardExpiryDays: 0 }, 'giftCardExpiryDays', GIFT_CARD_EXPIRY_DAYS_MESSAGE],
    ['payments', { ...DEFAULT_PAYMENT_SETTINGS, giftCardExpiryDays: undefined }, 'giftCardExpiryDays', GIFT_CARD_EXPIRY_DAYS_MESSAGE],
    ['general', { ...DEFAULT_GENERAL_SETTINGS, programName: '  ' }, 'programName', 'Program name is required'],
    ['branding', { logoInitials: 'ABCD' }, 'logoInitials', 'Logo initials must be 3 characters or less'],
    ['privacy', { retentionDays: 29 }, 'retentionDays', retentionDaysMessage],
    ['privacy', { retentionDays: 3651 }, 'retentionDays', retentionDaysMessage],
    ['privacy', { retentionDays: 90.5 }, 'retentionDays', retentionDaysMessage],
    ['privacy', { retentionDays: '365' }, 'retentionDays', retentionDaysMessage],
    ['privacy', {}, 'retentionDays', retentionDaysMessage],
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
      expect((await put('branding', { logoInitials: 'cc' })).body).toEqual({ logoInitials: 'CC', logoUrl: null });

      const answer = await api('GET', '/api/branding');
      // Other test files' e-mails sign with the program name: the default comes back at once.
      await put('general', DEFAULT_GENERAL_SETTINGS);
      await put('branding', DEFAULT_BRANDING_SETTINGS);
      return answer;
    });

    expect(status).toBe(200);
    expect(body).toEqual({ programName: 'Climate Crew', programDescription: description, logoInitials: 'CC', logoUrl: null });
  });

  // Other test files send orders at the same time: only the minimum moves, between 19.99 and 20 dollars (the
  // default), where no other test's order lies.
  it('applies a new minimum order to the next order: under it no commission, and its row says so; at it the rate', async () => {
    expect(DEFAULT_PAYMENT_SETTINGS.minOrderAmount).toBe(20);
    const { code } = await givenAmbassador('student');
    // $22.21 less the code's 10% is $19.99 of sales: the amount the minimum applies to.
    const before = shopifyOrder({ code, quantity: 1, unitPrice: 22.21 });
    await sendWebhook('orders/paid', before);
    await eventually(async () => expect(await getOrder(String(before.id))).toMatchObject({ order_amount: 19.99, commission_amount: 0 }));
    const rowOf = async (order: { id: number; name: string }) => {
      const search = `${pathOf(orders.listAdminOrders)}?search=${encodeURIComponent(order.name)}`;
      const { body } = await api<AdminOrdersPage>('GET', search, { token: admin.token });
      return body.orders.find((row) => row.id === String(order.id));
    };
    await eventually(async () =>
      expect(await rowOf(before)).toMatchObject({ commission_amount: 0, commission_reason: 'below_minimum', below_minimum_of: 20 }),
    );

    expect((await put('payments', { ...DEFAULT_PAYMENT_SETTINGS, minOrderAmount: 19.99 })).status).toBe(200);
    const after = shopifyOrder({ code, quantity: 1, unitPrice: 22.21 });
    await sendWebhook('orders/paid', after);
    await eventually(async () => expect(await getOrder(String(after.id))).toMatchObject({ order_amount: 19.99, commission_amount: 2 }));
    await eventually(async () =>
      expect(await rowOf(after)).toMatchObject({ commission_amount: 2, commission_reason: 'earned', below_minimum_of: null }),
    );
  });
});

describe('the commission terms the ambassadors are told', () => {
  it('answers the commission rate and minimum order to a student and a fundraiser, and to no one else', async () => {
    const student = await givenUser('student');
    const fundraiser = await givenUser('fundraising_ambassador');
    const path = pathOf(settings.getCommissionTerms);
    const { commissionRate, minOrderAmount } = (await api<AllSettings>('GET', '/api/admin/settings', { token: admin.token })).body.payments;

    for (const member of [student, fundraiser]) {
      expect(await api('GET', path, { token: member.token })).toMatchObject({ status: 200, body: { commissionRate, minOrderAmount } });
    }
    expect((await api('GET', path, { token: admin.token })).status).toBe(403);
    expect((await api('GET', path)).status).toBe(401);
  });
});

/** A PNG's first bytes: enough for a stored object of type image/png (nothing reads its pixels). */
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('the logo on the Branding tab', () => {
  const uploadRequest = (token: string, body: Record<string, unknown>) =>
    api('POST', pathOf(settings.requestLogoUpload), { token, body: { file_name: 'logo.png', ...body } });

  /** Uploads through a ticket the server issued, as the browser does; answers the file's key. */
  async function uploadLogo(bytes: Buffer = PNG_BYTES, contentType = 'image/png', storedAs = contentType): Promise<string> {
    const ticket = await uploadRequest(admin.token, { content_type: contentType, size: bytes.length });
    expect(ticket.status).toBe(201);
    expect(ticket.body.file_key).toMatch(/^public\/branding\/\d+-[0-9a-f]+\.(png|jpg|webp)$/);
    const put = await fetch(ticket.body.upload_url, { method: 'PUT', headers: { 'content-type': storedAs }, body: new Uint8Array(bytes) });
    expect(put.status).toBe(200);
    return ticket.body.file_key as string;
  }
  const saveLogo = (fileKey: string) => api('PUT', pathOf(settings.putLogo), { token: admin.token, body: { file_key: fileKey } });
  const removeLogo = () => api('DELETE', pathOf(settings.deleteLogo), { token: admin.token });
  const keyOf = (url: string) => `public/${url.split('/public/')[1]}`;

  afterAll(async () => {
    await removeLogo();
  });

  it.each([
    [{ content_type: 'image/svg+xml', size: 100 }, 'content_type', 'Please choose a PNG, JPEG or WebP image'],
    [{ content_type: 'image/gif', size: 100 }, 'content_type', 'Please choose a PNG, JPEG or WebP image'],
    [{ content_type: 'text/html', size: 100 }, 'content_type', 'Please choose a PNG, JPEG or WebP image'],
    [{ content_type: 'image/png', size: 1024 * 1024 + 1 }, 'size', 'The logo can be at most 1 MB'],
    [{ content_type: 'image/png', size: 0 }, 'size', 'The file is empty'],
    [{ content_type: 'image/png'.repeat(100), size: 10 }, 'content_type', 'Please choose a PNG, JPEG or WebP image'],
  ])('issues no upload for a logo that is not a small PNG, JPEG or WebP (%o)', async (request, field, message) => {
    const { status, body } = await uploadRequest(admin.token, request);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field, message });
  });

  it('refuses an upload or a save by anyone but an admin', async () => {
    const student = await givenUser('student');
    expect((await uploadRequest(student.token, { content_type: 'image/png', size: 10 })).status).toBe(403);
    expect((await api('PUT', pathOf(settings.putLogo), { token: student.token, body: { file_key: 'public/branding/x.png' } })).status).toBe(
      403,
    );
    expect((await api('DELETE', pathOf(settings.deleteLogo))).status).toBe(401);
  });

  it('saves an uploaded logo: the Settings screen and the public branding answer its absolute address, which serves it', async () => {
    const fileKey = await uploadLogo();

    const saved = await saveLogo(fileKey);

    expect(saved.status).toBe(200);
    expect(saved.body.logoUrl).toMatch(/^https?:\/\/.+\/public\/branding\/\d+-[0-9a-f]+\.png$/);
    expect(keyOf(saved.body.logoUrl)).toBe(fileKey);
    expect((await api('GET', '/api/admin/settings', { token: admin.token })).body.branding.logoUrl).toBe(saved.body.logoUrl);
    const branding = await api('GET', pathOf(settings.getBranding));
    expect(branding.body.logoUrl).toBe(saved.body.logoUrl);
    const served = await fetch(saved.body.logoUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('keeps the logo when the initials are saved, and the initials when the logo changes', async () => {
    const saved = (await saveLogo(await uploadLogo())).body.logoUrl;
    const { body } = await put('branding', { logoInitials: 'tt' });
    expect(body).toEqual({ logoInitials: 'TT', logoUrl: saved });
    await put('branding', DEFAULT_BRANDING_SETTINGS);
  });

  it('replaces the logo, deleting the old file, and removes it: the initials stand in and the file is gone', async () => {
    const first = (await saveLogo(await uploadLogo())).body.logoUrl;
    const second = (await saveLogo(await uploadLogo(PNG_BYTES, 'image/webp'))).body.logoUrl;
    expect(second).toMatch(/\.webp$/);
    expect(await inspectObject(keyOf(first))).toBeUndefined();

    const removed = await removeLogo();

    expect(removed).toMatchObject({ status: 200, body: { logoUrl: null } });
    expect((await api('GET', pathOf(settings.getBranding))).body.logoUrl).toBeNull();
    expect(await inspectObject(keyOf(second))).toBeUndefined();
  });

  it('refuses to save a key it never issued, a used one, or one outside the logo folder, and keeps the logo', async () => {
    const current = (await saveLogo(await uploadLogo())).body.logoUrl;
    const used = keyOf(current);

    for (const fileKey of [used, 'public/branding/1-made-up.png', 'public/assets/1-abc.png', 'public/branding/../assets/x.png']) {
      const { status, body } = await saveLogo(fileKey);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ field: 'file_key', message: 'Please upload a logo' });
    }
    expect((await api('GET', pathOf(settings.getBranding))).body.logoUrl).toBe(current);
    expect(await inspectObject(used)).toBeDefined();
  });

  it('refuses a stored file that is not what its ticket allowed, and deletes it', async () => {
    const fileKey = await uploadLogo(PNG_BYTES, 'image/png', 'image/svg+xml');

    const { status, body } = await saveLogo(fileKey);

    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field: 'file_key', message: 'Please choose a PNG, JPEG or WebP image' });
    expect(await inspectObject(fileKey)).toBeUndefined();
  });

  it('heads every e-mail with the logo, its alt text the program name, at its absolute address', async () => {
    const logoUrl = (await saveLogo(await uploadLogo())).body.logoUrl as string;
    const fundraiser = newProfile({
      user_id: randomUUID(),
      first_name: 'Robin',
      last_name: 'Reyes',
      email: uniqueEmail('fundraising_ambassador'),
      role: 'fundraising_ambassador',
    });
    await putNewProfile(fundraiser);

    await holdingGeneralTab(async () => {
      await put('general', { ...DEFAULT_GENERAL_SETTINGS, programName: 'Climate & Crew' });
      try {
        await deliverDirectMessage({ message_id: randomUUID(), to_user_id: fundraiser.user_id, subject: null, content: 'Hello!' });
      } finally {
        await put('general', DEFAULT_GENERAL_SETTINGS);
      }
    });

    const [email] = await sentEmailsTo(fundraiser.email);
    expect(email!.body.html).toContain(`<img src="${logoUrl}" alt="Climate &amp; Crew"`);
    expect(email!.body.html!.indexOf('<img')).toBeLessThan(email!.body.html!.indexOf('Hello!'));
    expect(email!.body.text).not.toContain('<img');
  });
});
