import { formatDate, formatDateTime, formatDay } from './format-date';

describe('date formats (spec part 1, section 9)', () => {
  it("formats dates as 'MMM d, yyyy'", () => {
    expect(formatDate(new Date(2026, 0, 5, 14, 7))).toBe('Jan 5, 2026');
  });

  it('formats a calendar day as that day in every time zone, not as UTC midnight', () => {
    expect(formatDay('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatDay('2026-12-01T15:00:00')).toBe('Dec 1, 2026');
  });

  it("formats message times as 'MMM d, yyyy h:mm a'", () => {
    expect(formatDateTime(new Date(2026, 0, 5, 14, 7))).toBe('Jan 5, 2026 2:07 PM');
  });
});
