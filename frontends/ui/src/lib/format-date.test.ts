import { formatDate, formatDateTime } from './format-date';

describe('date formats (spec part 1, section 9)', () => {
  it("formats dates as 'MMM d, yyyy'", () => {
    expect(formatDate(new Date(2026, 0, 5, 14, 7))).toBe('Jan 5, 2026');
  });

  it("formats message times as 'MMM d, yyyy h:mm a'", () => {
    expect(formatDateTime(new Date(2026, 0, 5, 14, 7))).toBe('Jan 5, 2026 2:07 PM');
  });
});
