import { hasStarted } from './campaign-dates';
import { campaignPagePath, memberCodeFromLink } from './member-link';
import { formatProgressPercent, formatTargetAmount, progressToTarget } from './progress';

describe('progress toward a campaign target', () => {
  it('is what was raised over the target, as a percent with one decimal, past 100 too', () => {
    expect(progressToTarget(60, 2500)).toEqual({ raised: 60, target: 2500, percent: 2.4 });
    expect(progressToTarget(35, 300)).toEqual({ raised: 35, target: 300, percent: 11.7 });
    expect(progressToTarget(3000, 2500)?.percent).toBe(120);
    expect(progressToTarget(0, 2500)?.percent).toBe(0);
  });

  it('is none without a target', () => {
    expect(progressToTarget(60, null)).toBeNull();
    expect(progressToTarget(60, 0)).toBeNull();
  });

  it('reads as a percent and the target in dollars', () => {
    expect([formatProgressPercent(2.4), formatProgressPercent(40), formatProgressPercent(117.3)]).toEqual(['2.4%', '40%', '117.3%']);
    expect([formatTargetAmount(2500), formatTargetAmount(2500.5)]).toEqual(['$2,500', '$2,500.50']);
  });
});

describe("a campaign page link's member", () => {
  it('is the code, in upper case', () => {
    expect(memberCodeFromLink(' jordanHHS ')).toBe('JORDANHHS');
  });

  it.each([null, undefined, '', 'JORDAN HHS', '<script>', 'x'.repeat(41)])('is none for %p', (value) => {
    expect(memberCodeFromLink(value)).toBeNull();
  });

  it('is carried by the page path', () => {
    expect(campaignPagePath('hillside')).toBe('/campaign/hillside');
    expect(campaignPagePath('hillside', 'JORDANHHS')).toBe('/campaign/hillside?member=JORDANHHS');
  });
});

describe('a campaign that has not started', () => {
  it('has started from its start date on, and is scheduled before it', () => {
    const now = new Date('2026-12-03T12:00:00Z');
    expect(hasStarted({ start_date: '2026-12-03' }, now)).toBe(true);
    expect(hasStarted({ start_date: '2026-11-01' }, now)).toBe(true);
    expect(hasStarted({ start_date: '2026-12-04' }, now)).toBe(false);
  });
});
