import { noCommissionReason, type CommissionReasonFields } from './commission-reason';

const paid: CommissionReasonFields = {
  commission_amount: 0,
  order_amount: 22.5,
  status: 'paid',
  student_user_id: 'user-sam',
  flag: null,
  below_minimum_of: null,
};

const flag = (status: 'held' | 'cleared' | 'voided') => ({
  reasons: ['self_referral' as const],
  status,
  flagged_at: '2026-12-01T10:00:00.000Z',
  decided_by_name: null,
  decided_at: null,
  note: null,
});

describe('why an order earned no commission', () => {
  it('says nothing of an order that earned some', () => {
    expect(noCommissionReason({ ...paid, commission_amount: 2.25, below_minimum_of: null })).toBeUndefined();
  });

  it('names the minimum the order fell short of', () => {
    expect(noCommissionReason({ ...paid, below_minimum_of: 25 })).toBe('Below the $25.00 minimum');
    expect(noCommissionReason({ ...paid, below_minimum_of: 20 })).toBe('Below the $20.00 minimum');
  });

  it('puts what the order is before the minimum: not paid, cancelled, refunded, nobody’s, held or voided', () => {
    const short = { ...paid, below_minimum_of: 25 };
    expect(noCommissionReason({ ...short, status: 'pending' })).toBe('Not paid yet');
    expect(noCommissionReason({ ...short, status: 'cancelled' })).toBe('Cancelled');
    expect(noCommissionReason({ ...short, status: 'refunded', order_amount: 0 })).toBe('Refunded');
    expect(noCommissionReason({ ...short, student_user_id: null })).toBe('No ambassador’s code');
    expect(noCommissionReason({ ...short, flag: flag('held') })).toBe('Held until an admin decides its flag');
    expect(noCommissionReason({ ...short, flag: flag('voided') })).toBe('Voided');
    expect(noCommissionReason({ ...short, flag: flag('cleared') })).toBe('Below the $25.00 minimum');
  });

  it('tells a gift-card order and a 0% rate apart', () => {
    expect(noCommissionReason({ ...paid, order_amount: 0 })).toBe('Gift cards earn no commission');
    expect(noCommissionReason(paid)).toBe('No commission at the rate it was paid under');
  });
});
