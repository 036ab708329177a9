import { format } from 'date-fns';

type DateInput = Date | string | number;

// 'MMM d, yyyy' through the browser's own Intl: the public campaign page shows a day without loading date-fns.
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'MMM d, yyyy' (spec part 1, section 9). */
export function formatDate(value: DateInput): string {
  return DAY_FORMAT.format(new Date(value));
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day ('2026-12-10', a campaign's start or end) as 'MMM d, yyyy', the same day in every time zone. */
export function formatDay(value: string): string {
  return formatDate(DAY_ONLY.test(value) ? `${value}T00:00:00` : value);
}

/** 'MMM d, yyyy h:mm a', used for messages. */
export function formatDateTime(value: DateInput): string {
  return format(new Date(value), 'MMM d, yyyy h:mm a');
}
