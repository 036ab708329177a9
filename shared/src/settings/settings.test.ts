import { CUSTOMER_DISCOUNT_PERCENT } from '../platform/constants';
import {
  commissionRuleText,
  DEFAULT_PAYMENT_SETTINGS,
  GIFT_CARD_EXPIRY_DAYS_MESSAGE,
  minimumOrderWarning,
  ONE_DISCOUNTED_SHIRT,
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHODS,
  paymentSettingsSchema,
  SHIRT_PRICE,
  STORE_CREDIT_BONUS_MESSAGE,
  type PaymentSettings,
} from './settings';

describe('the default minimum order', () => {
  it('is one shirt bought with a code or less, so the typical order earns commission', () => {
    expect(ONE_DISCOUNTED_SHIRT).toBe(22.5);
    expect(ONE_DISCOUNTED_SHIRT).toBe((SHIRT_PRICE * (100 - CUSTOMER_DISCOUNT_PERCENT)) / 100);
    expect(DEFAULT_PAYMENT_SETTINGS.minOrderAmount).toBe(20);
    expect(DEFAULT_PAYMENT_SETTINGS.minOrderAmount).toBeLessThanOrEqual(ONE_DISCOUNTED_SHIRT);
    expect(minimumOrderWarning(DEFAULT_PAYMENT_SETTINGS.minOrderAmount)).toBeUndefined();
  });
});

describe('the Payments tab’s warning', () => {
  it('warns of a minimum above one discounted shirt, and of none at or below it', () => {
    expect(minimumOrderWarning(25)).toBe(
      'One shirt bought with a code costs $22.50, below this minimum: orders of one shirt will earn no commission.',
    );
    expect(minimumOrderWarning(22.51)).toBeDefined();
    expect(minimumOrderWarning(22.5)).toBeUndefined();
    expect(minimumOrderWarning(0)).toBeUndefined();
    expect(minimumOrderWarning(Number.NaN)).toBeUndefined();
  });
});

describe('the commission rule the ambassadors read', () => {
  it('names the rate and the minimum, or every order when there is none', () => {
    expect(commissionRuleText({ commissionRate: 10, minOrderAmount: 20 })).toBe('You earn 10% on orders of $20.00 or more');
    expect(commissionRuleText({ commissionRate: 12.5, minOrderAmount: 0 })).toBe('You earn 12.5% on every order');
  });
});

/** The message the Payments tab gives for these settings at each field, the first one as the API answers it. */
function problems(changes: Partial<Record<keyof PaymentSettings, unknown>>): Record<string, string> {
  const result = paymentSettingsSchema.safeParse({ ...DEFAULT_PAYMENT_SETTINGS, ...changes });
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('the payout settings', () => {
  it('allow store credit and cash, and pay everyone in store credit, with no bonus and no expiry, until an admin says otherwise', () => {
    expect(PAYOUT_METHODS).toEqual(['gift_card', 'cash']);
    expect(PAYOUT_METHOD_LABELS).toEqual({ gift_card: 'Store credit (gift card)', cash: 'Cash' });
    expect(DEFAULT_PAYMENT_SETTINGS).toMatchObject({
      payoutMethods: ['gift_card', 'cash'],
      defaultPayoutMethod: { student: 'gift_card', fundraising_ambassador: 'gift_card' },
      minorPayoutMethod: 'gift_card',
      storeCreditBonusPercent: 0,
      giftCardExpiryDays: null,
    });
    expect(problems({})).toEqual({});
  });

  it('keep each allowed method once, in a fixed order', () => {
    const result = paymentSettingsSchema.parse({ ...DEFAULT_PAYMENT_SETTINGS, payoutMethods: ['cash', 'gift_card'] });
    expect(result.payoutMethods).toEqual(['gift_card', 'cash']);
    expect(paymentSettingsSchema.parse({ ...DEFAULT_PAYMENT_SETTINGS, payoutMethods: ['gift_card', 'gift_card'] }).payoutMethods).toEqual([
      'gift_card',
    ]);
  });

  it.each([
    [[], 'Allow at least one payout method'],
    [['paypal'], 'Payout methods are Store credit (gift card) or Cash'],
    [['gift_card', 'cash', 'cash'], 'At most 2 payout methods'],
    ['gift_card', 'Payout methods must be a list'],
  ])('refuse %p as the allowed methods', (payoutMethods, message) => {
    expect(Object.values(problems({ payoutMethods }))).toEqual([message]);
  });

  it('accept cash alone when every default and the under-18s are paid in cash', () => {
    expect(
      problems({
        payoutMethods: ['cash'],
        defaultPayoutMethod: { student: 'cash', fundraising_ambassador: 'cash' },
        minorPayoutMethod: 'guardian_cash',
      }),
    ).toEqual({});
  });

  it("refuse a role's default that is not allowed, naming the role", () => {
    expect(
      problems({ payoutMethods: ['gift_card'], defaultPayoutMethod: { student: 'gift_card', fundraising_ambassador: 'cash' } }),
    ).toEqual({
      'defaultPayoutMethod.fundraising_ambassador':
        'The default payout method for Fundraising Ambassadors must be one of the allowed methods',
    });
    expect(
      problems({
        payoutMethods: ['cash'],
        defaultPayoutMethod: { student: 'gift_card', fundraising_ambassador: 'cash' },
        minorPayoutMethod: 'guardian_cash',
      }),
    ).toEqual({ 'defaultPayoutMethod.student': 'The default payout method for Student Ambassadors must be one of the allowed methods' });
  });

  it('check the rules between the payout fields while another field is still wrong', () => {
    expect(problems({ payoutMethods: ['cash'], storeCreditBonusPercent: -1 })).toEqual({
      storeCreditBonusPercent: STORE_CREDIT_BONUS_MESSAGE,
      'defaultPayoutMethod.student': 'The default payout method for Student Ambassadors must be one of the allowed methods',
      'defaultPayoutMethod.fundraising_ambassador':
        'The default payout method for Fundraising Ambassadors must be one of the allowed methods',
      minorPayoutMethod: 'Paying members under 18 this way needs Store credit (gift card) among the allowed methods',
    });
    expect(paymentSettingsSchema.safeParse(null).error?.issues).toHaveLength(1);
  });

  it('refuse a default for each role that is missing or no method', () => {
    expect(problems({ defaultPayoutMethod: { student: 'paypal' } })).toEqual({
      'defaultPayoutMethod.student': 'Choose the default payout method for Student Ambassadors',
      'defaultPayoutMethod.fundraising_ambassador': 'Choose the default payout method for Fundraising Ambassadors',
    });
  });

  it('pay members under 18 in store credit or cash to their guardian, each only while its method is allowed', () => {
    expect(problems({ minorPayoutMethod: 'guardian_cash' })).toEqual({});
    expect(problems({ minorPayoutMethod: 'cash' })).toEqual({ minorPayoutMethod: 'Choose how members under 18 are paid' });
    expect(
      problems({
        payoutMethods: ['gift_card'],
        defaultPayoutMethod: { student: 'gift_card', fundraising_ambassador: 'gift_card' },
        minorPayoutMethod: 'guardian_cash',
      }),
    ).toEqual({ minorPayoutMethod: 'Paying members under 18 this way needs Cash among the allowed methods' });
    expect(
      problems({
        payoutMethods: ['cash'],
        defaultPayoutMethod: { student: 'cash', fundraising_ambassador: 'cash' },
        minorPayoutMethod: 'gift_card',
      }),
    ).toEqual({ minorPayoutMethod: 'Paying members under 18 this way needs Store credit (gift card) among the allowed methods' });
  });

  it.each([0, 10, 12.5, 99.9, 100])('accept a store credit bonus of %p%', (storeCreditBonusPercent) => {
    expect(problems({ storeCreditBonusPercent })).toEqual({});
  });

  it.each([-1, 100.1, 12.55, '10', null, undefined])('refuse a store credit bonus of %p with one message', (storeCreditBonusPercent) => {
    expect(problems({ storeCreditBonusPercent })).toEqual({ storeCreditBonusPercent: STORE_CREDIT_BONUS_MESSAGE });
  });

  it.each([null, 1, 365, 3650])('accept a gift card expiry of %p days', (giftCardExpiryDays) => {
    expect(problems({ giftCardExpiryDays })).toEqual({});
  });

  it.each([0, 3651, 30.5, '30', undefined, Number.NaN])('refuse a gift card expiry of %p with one message', (giftCardExpiryDays) => {
    expect(problems({ giftCardExpiryDays })).toEqual({ giftCardExpiryDays: GIFT_CARD_EXPIRY_DAYS_MESSAGE });
  });
});
