/** A day in milliseconds. */
export const DAY_MS = 86_400_000;

/** A day of the calendar in UTC, yyyy-mm-dd, as the product keeps days (activity, order counts, reports, birth months). */
export const utcDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);
