import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from '../settings';
import { myPayoutMethodOf, payoutMethodChoices, payoutMethodOf } from './member-payouts';
import { form1099NecThresholdCents, needs1099Nec, needsW9, taxYearOf, taxYearPayeesCsv, type TaxYearReport } from './tax';

describe('tax thresholds', () => {
  it('asks a W-9 from $600 paid in a year, whatever the year', () => {
    expect(needsW9(59_999)).toBe(false);
    expect(needsW9(60_000)).toBe(true);
  });

  it('files a 1099-NEC from $600 for payments made in 2025 and before, from $2,000 for 2026 on', () => {
    expect(form1099NecThresholdCents(2025)).toBe(60_000);
    expect(form1099NecThresholdCents(2026)).toBe(200_000);
    expect(needs1099Nec(2025, 60_000)).toBe(true);
    expect(needs1099Nec(2026, 199_999)).toBe(false);
    expect(needs1099Nec(2026, 200_000)).toBe(true);
    expect(needs1099Nec(2030, 200_000)).toBe(true);
  });

  it('counts cash in the year of its day and a gift card in the UTC year of its issue', () => {
    expect(taxYearOf('2026-12-31')).toBe(2026);
    expect(taxYearOf('2027-01-01T00:00:00.000Z')).toBe(2027);
  });
});

describe('the year-end CSV', () => {
  const report: TaxYearReport = {
    year: 2026,
    w9_threshold: 600,
    form_1099_threshold: 2000,
    scope: 'reportable',
    payees: [
      {
        user_id: 'u1',
        first_name: '=Jane',
        last_name: 'Doe, Jr.',
        email: 'jane@example.com',
        erased: false,
        under_18: false,
        cash: 1500,
        gift_card: 550.5,
        total: 2050.5,
        form_1099_needed: true,
        w9_needed: false,
        w9: {
          user_id: 'u1',
          status: 'received',
          requested_at: null,
          received_on: '2026-02-01',
          has_file: true,
          updated_at: 'x',
          updated_by: 'a',
        },
      },
      {
        user_id: 'erased-0123456789abcdef',
        first_name: null,
        last_name: null,
        email: null,
        erased: true,
        under_18: false,
        cash: 0,
        gift_card: 2000,
        total: 2000,
        form_1099_needed: true,
        w9_needed: true,
        w9: null,
      },
    ],
  };

  it('writes one line per payee, cash and gift cards apart, cells a spreadsheet would run as formulas quoted', () => {
    expect(taxYearPayeesCsv(report).split('\r\n')).toEqual([
      'Year,First name,Last name,Email,Member id,Erased,Under 18,Cash,Gift cards,Total,1099-NEC,W-9,W-9 received on',
      `2026,'=Jane,"Doe, Jr.",jane@example.com,u1,no,no,1500.00,550.50,2050.50,yes,W-9 received,2026-02-01`,
      '2026,,,,erased-0123456789abcdef,yes,no,0.00,2000.00,2000.00,yes,W-9 needed,',
      '',
    ]);
  });
});

describe('payout method choices', () => {
  const settings: PaymentSettings = { ...DEFAULT_PAYMENT_SETTINGS, payoutMethods: ['gift_card', 'cash'], storeCreditBonusPercent: 10 };

  it('lets an adult choose among the allowed methods, paid their role’s default until they do', () => {
    const onlyCash: PaymentSettings = {
      ...settings,
      payoutMethods: ['cash'],
      defaultPayoutMethod: { student: 'cash', fundraising_ambassador: 'cash' },
    };
    expect(payoutMethodChoices(settings, false)).toEqual(['gift_card', 'cash']);
    expect(payoutMethodOf(settings, { role: 'student', under18: false, preferred: 'cash' })).toEqual({ method: 'cash', chosen: true });
    // A choice Settings no longer offers falls back to the default.
    expect(payoutMethodOf(onlyCash, { role: 'student', under18: false, preferred: 'gift_card' })).toEqual({
      method: 'cash',
      chosen: false,
    });
  });

  it('pays a member under 18 store credit only, when Settings pays under-18s store credit', () => {
    const minors: PaymentSettings = { ...settings, minorPayoutMethod: 'gift_card' };
    expect(payoutMethodChoices(minors, true)).toEqual(['gift_card']);
    expect(payoutMethodOf(minors, { role: 'student', under18: true, preferred: 'cash' })).toEqual({ method: 'gift_card', chosen: false });
  });

  it('lets a member under 18 choose store credit or cash to their guardian, when Settings pays under-18s cash to the guardian', () => {
    const minors: PaymentSettings = { ...settings, minorPayoutMethod: 'guardian_cash' };
    expect(myPayoutMethodOf(minors, { role: 'fundraising_ambassador', under18: true, preferred: null })).toEqual({
      method: 'cash',
      chosen: false,
      choices: [
        { method: 'gift_card', label: 'Store credit (a gift card for the shop)', bonus_percent: 10 },
        { method: 'cash', label: 'Cash, paid to your guardian', bonus_percent: 0 },
      ],
    });
  });
});
