import { DEFAULT_PAYMENT_SETTINGS, paymentSettingsSchema } from '../settings';
import { earningsFromCents, pendingEarningsLabel } from './payouts';

describe('earnings with the commission hold', () => {
  it('splits the unpaid commission into pending (in the hold) and payable (past it, not paid)', () => {
    expect(earningsFromCents({ earned: 10_000, payable: 6_000, paid: 2_500 })).toEqual({
      total_earnings: 100,
      paid_earnings: 25,
      unpaid_earnings: 75,
      pending_earnings: 40,
      payable_earnings: 35,
    });
  });

  it('never shows a negative figure when a late refund took payable below what was paid', () => {
    expect(earningsFromCents({ earned: 1_000, payable: 1_000, paid: 1_500 })).toMatchObject({
      unpaid_earnings: 0,
      pending_earnings: 0,
      payable_earnings: 0,
    });
  });

  it('names the hold in the pending label', () => {
    expect(pendingEarningsLabel(30)).toBe('Pending (in the 30-day hold)');
  });
});

describe('the commission hold setting', () => {
  it.each([0, 30, 365])('accepts %i days', (days) => {
    expect(paymentSettingsSchema.safeParse({ ...DEFAULT_PAYMENT_SETTINGS, commissionHoldDays: days }).success).toBe(true);
  });

  it.each([-1, 366, 1.5, '30', undefined])('refuses %p with one message', (days) => {
    const result = paymentSettingsSchema.safeParse({ ...DEFAULT_PAYMENT_SETTINGS, commissionHoldDays: days });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Commission hold must be a whole number of days from 0 to 365']);
  });

  it('defaults to 30 days', () => {
    expect(DEFAULT_PAYMENT_SETTINGS.commissionHoldDays).toBe(30);
  });
});
