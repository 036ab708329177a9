import { formatCount, formatDollars, formatWholeDollars } from './money';

describe('money and counts on public pages (spec part 1, sections 2.9 and 9)', () => {
  it('shows dollars without decimals and with thousands separators', () => {
    expect(formatWholeDollars(0)).toBe('$0');
    expect(formatWholeDollars(15)).toBe('$15');
    expect(formatWholeDollars(12345.6)).toBe('$12,346');
  });

  it('shows earnings and revenue with two decimals', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('groups counts by thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
