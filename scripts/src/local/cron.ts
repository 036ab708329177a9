import { DAY_MS } from '@app/shared/platform';

/**
 * EventBridge cron expressions (`minutes hours day-of-month month day-of-week year`, UTC), enough to
 * run the domains' schedules locally on the same expressions AWS runs: numbers, names (JAN, MON), `*`,
 * `?`, lists, ranges and steps. EventBridge's L, W and # are refused rather than guessed at.
 */

interface Field {
  min: number;
  max: number;
  names?: readonly string[];
}

const FIELDS = {
  minute: { min: 0, max: 59 },
  hour: { min: 0, max: 23 },
  dayOfMonth: { min: 1, max: 31 },
  month: { min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] },
  // EventBridge counts weekdays from Sunday = 1.
  dayOfWeek: { min: 1, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
  year: { min: 1970, max: 2199 },
} satisfies Record<string, Field>;

type FieldName = keyof typeof FIELDS;
/** The values a field allows; undefined for `?` (the other day field decides). */
export type Cron = Record<FieldName, Set<number> | undefined>;

function valueOf(text: string, field: Field, expression: string): number {
  const named = field.names?.indexOf(text.toUpperCase()) ?? -1;
  const value = named >= 0 ? field.min + named : Number(text);
  if (!Number.isInteger(value) || value < field.min || value > field.max)
    throw new Error(`"${text}" is out of range in cron(${expression})`);
  return value;
}

function parseField(text: string, field: Field, expression: string): Set<number> | undefined {
  if (text === '?') return undefined;
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new Error(`"${part}" has a bad step in cron(${expression})`);
    if (/[LW#]/i.test(range) && !field.names?.some((name) => range.toUpperCase().includes(name))) {
      throw new Error(`"${part}" (L, W, #) is not supported locally in cron(${expression})`);
    }
    const [fromText = '', toText] = range.split('-');
    const from = range === '*' ? field.min : valueOf(fromText, field, expression);
    const to =
      range === '*' ? field.max : toText !== undefined ? valueOf(toText, field, expression) : stepText !== undefined ? field.max : from;
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

/** Parses an EventBridge cron expression (without `cron(...)`). */
export function parseCron(expression: string): Cron {
  const parts = expression.trim().split(/\s+/);
  const names = Object.keys(FIELDS) as FieldName[];
  if (parts.length !== names.length) throw new Error(`cron(${expression}) needs ${names.length} fields`);
  const cron = Object.fromEntries(names.map((name, index) => [name, parseField(parts[index]!, FIELDS[name], expression)])) as Cron;
  if (!cron.minute || !cron.hour || !cron.month || !cron.year) throw new Error(`Only a day field may be "?" in cron(${expression})`);
  if (!cron.dayOfMonth === !cron.dayOfWeek)
    throw new Error(`Exactly one of day-of-month and day-of-week must be "?" in cron(${expression})`);
  return cron;
}

// Far enough for any expression that fires at all (a leap day on a given weekday repeats within 28 years).
const HORIZON_DAYS = 366 * 30;

/** The first time after `after` (to the minute, UTC) that the expression fires; undefined if it never does again. */
export function nextRun(expression: string, after: Date): Date | undefined {
  const cron = parseCron(expression);
  const start = new Date(Math.floor(after.getTime() / 60_000) * 60_000 + 60_000);
  const firstDay = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  for (let day = firstDay; day < firstDay + HORIZON_DAYS * DAY_MS; day += DAY_MS) {
    const date = new Date(day);
    const dayMatches = cron.dayOfMonth ? cron.dayOfMonth.has(date.getUTCDate()) : cron.dayOfWeek!.has(date.getUTCDay() + 1);
    if (!dayMatches || !cron.month!.has(date.getUTCMonth() + 1) || !cron.year!.has(date.getUTCFullYear())) continue;
    for (const hour of [...cron.hour!].sort((a, b) => a - b)) {
      for (const minute of [...cron.minute!].sort((a, b) => a - b)) {
        const time = day + hour * 3_600_000 + minute * 60_000;
        if (time >= start.getTime()) return new Date(time);
      }
    }
  }
  return undefined;
}
