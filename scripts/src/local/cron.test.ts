import { nextRun, parseCron } from './cron';

describe('EventBridge cron expressions, run locally', () => {
  it.each([
    // The weekly report: Monday 08:00 UTC.
    ['0 8 ? * MON *', '2026-11-23T07:59:00Z', '2026-11-23T08:00:00Z'],
    ['0 8 ? * MON *', '2026-11-23T08:00:00Z', '2026-11-30T08:00:00Z'],
    ['0 8 ? * MON *', '2026-11-25T12:00:00Z', '2026-11-30T08:00:00Z'],
    // Numbered weekdays count from Sunday = 1.
    ['30 9 ? * 2 *', '2026-11-24T00:00:00Z', '2026-11-30T09:30:00Z'],
    ['0/15 * * * ? *', '2026-11-23T10:07:30Z', '2026-11-23T10:15:00Z'],
    ['0 18 ? * MON-FRI *', '2026-11-27T18:00:00Z', '2026-11-30T18:00:00Z'],
    ['0 0 29 FEB ? *', '2026-03-01T00:00:00Z', '2028-02-29T00:00:00Z'],
    ['5,10 12 1 JAN,JUL ? *', '2026-07-01T12:05:00Z', '2026-07-01T12:10:00Z'],
  ])('cron(%s) after %s runs next at %s', (expression, after, next) => {
    expect(nextRun(expression, new Date(after))?.toISOString()).toBe(new Date(next).toISOString());
  });

  it('never runs an expression whose years are over', () => {
    expect(nextRun('0 8 ? * MON 2020', new Date('2026-01-01T00:00:00Z'))).toBeUndefined();
  });

  it.each([
    ['0 8 * * MON *', /Exactly one of day-of-month and day-of-week/],
    ['0 8 ? * MON', /needs 6 fields/],
    ['0 25 ? * MON *', /out of range/],
    ['0 8 L * ? *', /not supported locally/],
    ['0 8 ? * 2#1 *', /not supported locally/],
  ])('refuses cron(%s)', (expression, reason) => {
    expect(() => parseCron(expression)).toThrow(reason);
  });
});
