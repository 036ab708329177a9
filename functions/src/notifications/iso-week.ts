import { DAY_MS } from '@app/shared/platform';

/** The ISO 8601 week of a moment in UTC, e.g. '2026-W48' (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekOf(time: Date): string {
  const day = Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(day + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The ISO week just before a moment's week. */
export const previousIsoWeekOf = (time: Date): string => isoWeekOf(new Date(time.getTime() - 7 * DAY_MS));
