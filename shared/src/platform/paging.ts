import * as z from 'zod';
import { MAX_LENGTH, tooLong } from './text';

/**
 * A paged list's query and answer. The cursor is opaque to the browser (the server signs or checks it), so
 * only its length is bounded here; a cursor continues only the listing it came from.
 */

/** The cursor of the page before; absent for the first page. */
export const pageCursorSchema = z.string().max(MAX_LENGTH.longText, tooLong('Cursor', MAX_LENGTH.longText)).optional();

/** Continues the list after this page; null on the last page. */
export const nextCursorSchema = z.string().nullable();

/** The refusal of a page size outside 1 to `max`. */
export const pageLimitMessage = (max: number) => `Limit must be a whole number from 1 to ${max}`;

/** How many rows a page holds: `pageSize` unless the request asks for 1 to `max`. */
export function pageLimitSchema(pageSize: number, max: number) {
  const message = pageLimitMessage(max);
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(pageSize);
}
