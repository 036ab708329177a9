const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Dollars with no decimals and thousands separators, e.g. '$12,345' (spec part 1, sections 2.9 and 9). */
export function formatWholeDollars(amount: number): string {
  return wholeDollars.format(amount);
}

/** A whole count with thousands separators, e.g. '1,234'. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** Dollars with two decimals and thousands separators, e.g. '$1,234.50' (spec part 1, section 9: earnings and revenue). */
export function formatDollars(amount: number): string {
  return dollarsAndCents.format(amount);
}
