import { isoWeekOf, previousIsoWeekOf } from './iso-week';

describe('ISO weeks', () => {
  it.each([
    ['2026-11-23T08:00:00Z', '2026-W48'], // a Monday
    ['2026-11-29T23:59:59Z', '2026-W48'], // its Sunday
    ['2021-01-03T12:00:00Z', '2020-W53'], // early January still in last year's week 53
    ['2024-12-30T08:00:00Z', '2025-W01'], // late December already in next year's week 1
  ])('%s is in %s', (time, week) => {
    expect(isoWeekOf(new Date(time))).toBe(week);
  });

  it('gives the week before, across a year', () => {
    expect(previousIsoWeekOf(new Date('2025-01-06T08:00:00Z'))).toBe('2025-W01');
    expect(previousIsoWeekOf(new Date('2024-12-30T08:00:00Z'))).toBe('2024-W52');
  });
});
