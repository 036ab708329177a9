import { CUSTOMER_DISCOUNT_PERCENT } from '../platform/constants';
import { commissionRuleText, DEFAULT_PAYMENT_SETTINGS, minimumOrderWarning, ONE_DISCOUNTED_SHIRT, SHIRT_PRICE } from './settings';

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
