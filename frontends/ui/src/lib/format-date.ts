import { format } from 'date-fns';

type DateInput = Date | string | number;

/** 'MMM d, yyyy' (spec part 1, section 9). */
export function formatDate(value: DateInput): string {
  return format(new Date(value), 'MMM d, yyyy');
}

/** 'MMM d, yyyy h:mm a', used for messages. */
export function formatDateTime(value: DateInput): string {
  return format(new Date(value), 'MMM d, yyyy h:mm a');
}
