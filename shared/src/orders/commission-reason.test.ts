import { CREDIT_REASONS } from './admin-orders';
import { noCommissionReason } from './commission-reason';

describe('why an order earned no commission, as its row says it', () => {
  it('says nothing of an order that earned some', () => {
    expect(noCommissionReason({ commission_reason: 'earned', below_minimum_of: null })).toBeUndefined();
  });

  it('names the minimum the order fell short of', () => {
    expect(noCommissionReason({ commission_reason: 'below_minimum', below_minimum_of: 25 })).toBe('Below the $25.00 minimum');
    expect(noCommissionReason({ commission_reason: 'below_minimum', below_minimum_of: 20 })).toBe('Below the $20.00 minimum');
  });

  it('says each other reason in a few words', () => {
    expect(noCommissionReason({ commission_reason: 'refunded', below_minimum_of: null })).toBe('Refunded');
    expect(noCommissionReason({ commission_reason: 'flag_held', below_minimum_of: null })).toBe('Held until an admin decides its flag');
    expect(noCommissionReason({ commission_reason: 'campaign_code', below_minimum_of: null })).toBe(
      'The campaign’s own code: no commission',
    );
    for (const reason of CREDIT_REASONS.filter((candidate) => candidate !== 'earned')) {
      expect(noCommissionReason({ commission_reason: reason, below_minimum_of: 20 })).toMatch(/\w/);
    }
  });
});
