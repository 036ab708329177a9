import { guardianHold, guardianLinkSendable, guardianTokenSchema, needsGuardian, type Guardian } from './guardian';

const now = new Date('2026-03-15T12:00:00.000Z');
const guardian = (status: Guardian['status']): Guardian => ({
  email: 'parent@example.com',
  status,
  sent_at: null,
  acknowledged_at: null,
  withdrawn_at: null,
});

describe('needsGuardian and guardianHold', () => {
  it('holds a minor back until their guardian acknowledges', () => {
    const minor = { adult_from: '2028-01-01', guardian: guardian('awaiting') };

    expect(needsGuardian(minor, now)).toBe(true);
    expect(guardianHold(minor, now)).toBe('awaiting_guardian');
    expect(guardianHold({ ...minor, guardian: guardian('acknowledged') }, now)).toBeNull();
  });

  it('ends the requirement at 18 by itself: adult_from in the past needs no guardian', () => {
    const grownUp = { adult_from: '2026-03-01', guardian: guardian('awaiting') };

    expect(needsGuardian(grownUp, now)).toBe(false);
    expect(guardianHold(grownUp, now)).toBeNull();
    expect(guardianLinkSendable(grownUp, now)).toBe(false);
  });

  it('keeps a withdrawal standing, whatever the age', () => {
    expect(guardianHold({ adult_from: '2028-01-01', guardian: guardian('withdrawn') }, now)).toBe('guardian_withdrew');
    expect(guardianHold({ adult_from: '2026-03-01', guardian: guardian('withdrawn') }, now)).toBe('guardian_withdrew');
    expect(guardianLinkSendable({ adult_from: '2028-01-01', guardian: guardian('withdrawn') }, now)).toBe(false);
  });

  it('asks nothing of an adult', () => {
    expect(guardianHold({ adult_from: null, guardian: null }, now)).toBeNull();
    expect(guardianLinkSendable({ adult_from: null, guardian: null }, now)).toBe(false);
  });
});

describe('guardianTokenSchema', () => {
  it('takes 43 base64url characters and nothing else', () => {
    expect(guardianTokenSchema.safeParse('A'.repeat(42) + '_').success).toBe(true);
    expect(guardianTokenSchema.safeParse('A'.repeat(42)).success).toBe(false);
    expect(guardianTokenSchema.safeParse('A'.repeat(44)).success).toBe(false);
    expect(guardianTokenSchema.safeParse('A'.repeat(42) + '=').success).toBe(false);
    expect(guardianTokenSchema.safeParse('A'.repeat(42) + '/').success).toBe(false);
  });
});
