import * as z from 'zod';
import { ADULT_AGE, MAXIMUM_AGE, MINIMUM_AGE } from '../platform/constants';
import { MAX_LENGTH, tooLong } from '../platform/text';
import { utcDay } from '../platform/days';

/**
 * The neutral age screen of sign-up (issue 44): the month and year of birth, not a checkbox. No day is asked,
 * so age is counted the safe way round: someone born in a month reaches an age on the first day of the month
 * after it, that many years on. Nobody under 13 gets in a month early, and nobody under 18 counts as an adult
 * early. Only the day the member counts as 18 is kept (`adultFrom`), never the month and year themselves.
 */

export const AGE_SCREEN_MESSAGES = {
  malformed: 'Enter your month and year of birth.',
  future: 'Your month and year of birth cannot be in the future.',
  tooLongAgo: `Please check your year of birth: it is more than ${MAXIMUM_AGE} years ago.`,
  underMinimum: `Sorry, you need to be ${MINIMUM_AGE} or older to join. We'd love to have you once you turn ${MINIMUM_AGE}.`,
  guardianRequired: `You're under ${ADULT_AGE}, so enter a parent's or guardian's email. We'll ask them to acknowledge the programme.`,
  guardianInvalid: 'Please enter a valid email address for your parent or guardian.',
  guardianIsOwn: "Enter your parent's or guardian's own email, not yours.",
} as const;

/** A month and year of birth as sign-up takes them. */
export type BirthMonth = { birth_month: number; birth_year: number };

/** The month of birth and its 4-digit year; anything else, or nothing, is the one message. */
export const birthMonthSchema = z
  .number({ error: AGE_SCREEN_MESSAGES.malformed })
  .int(AGE_SCREEN_MESSAGES.malformed)
  .min(1, AGE_SCREEN_MESSAGES.malformed)
  .max(12, AGE_SCREEN_MESSAGES.malformed);

export const birthYearSchema = z
  .number({ error: AGE_SCREEN_MESSAGES.malformed })
  .int(AGE_SCREEN_MESSAGES.malformed)
  .min(1000, AGE_SCREEN_MESSAGES.malformed)
  .max(9999, AGE_SCREEN_MESSAGES.malformed);

const anEmail = z.email();

/** A parent's or guardian's e-mail: optional here (the age decides whether it is needed), trimmed and lower-cased; empty is none. */
export const guardianEmailSchema = z
  .string({ error: AGE_SCREEN_MESSAGES.guardianInvalid })
  .trim()
  .max(MAX_LENGTH.email, tooLong("Parent or guardian's email", MAX_LENGTH.email))
  .nullish()
  .transform((email) => (email ? email.toLowerCase() : null))
  .refine((email) => email === null || anEmail.safeParse(email).success, AGE_SCREEN_MESSAGES.guardianInvalid);

/** The sign-up fields of the age screen, for the forms' object schemas. */
export const ageScreenFields = {
  birth_month: birthMonthSchema,
  birth_year: birthYearSchema,
  guardian_email: guardianEmailSchema,
};

/** The day (YYYY-MM-DD) from which someone born in that month counts as `age` years old. */
export function ageReachedOn({ birth_month, birth_year }: BirthMonth, age: number): string {
  const year = birth_year + age + Math.floor(birth_month / 12);
  const month = (birth_month % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** The day the member counts as 18: what the profile keeps of a member who signed up under 18. */
export const adultFrom = (birth: BirthMonth): string => ageReachedOn(birth, ADULT_AGE);

/** Today in UTC, as the ages are counted: YYYY-MM-DD. */

/** Whether a member is under 18 on `now`'s day: they have a day they count as 18 from, and it has not come. */
export const isMinor = (adultFromDay: string | null, now: Date): boolean => adultFromDay !== null && utcDay(now) < adultFromDay;

/** The month of birth `years` and `months` before `now`'s month: demo data and tests, whose ages must hold whenever they run. */
export function birthMonthBefore(now: Date, years: number, months = 0): BirthMonth {
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth() - years * 12 - months;
  return { birth_month: (month % 12) + 1, birth_year: Math.floor(month / 12) };
}

export type AgeScreen = 'future' | 'too_long_ago' | 'under_minimum' | 'minor' | 'adult';

const monthNumber = (year: number, month: number) => year * 12 + month - 1;

/** What a month and year of birth say on `now`'s day: not possible, too young, a minor who needs a guardian, or an adult. */
export function ageScreen(birth: BirthMonth, now: Date): AgeScreen {
  const born = monthNumber(birth.birth_year, birth.birth_month);
  const current = monthNumber(now.getUTCFullYear(), now.getUTCMonth() + 1);
  if (born > current) return 'future';
  if (born < current - MAXIMUM_AGE * 12) return 'too_long_ago';
  if (utcDay(now) < ageReachedOn(birth, MINIMUM_AGE)) return 'under_minimum';
  return isMinor(adultFrom(birth), now) ? 'minor' : 'adult';
}

type AgeScreened = BirthMonth & { guardian_email: string | null; email: string };

const SCREEN_REFUSALS: Partial<Record<AgeScreen, string>> = {
  future: AGE_SCREEN_MESSAGES.future,
  too_long_ago: AGE_SCREEN_MESSAGES.tooLongAgo,
  under_minimum: AGE_SCREEN_MESSAGES.underMinimum,
};

/**
 * A refinement's condition: the input is an object and the fields it reads are valid, whatever else the form
 * still lacks. An issue without a path is the whole input's (a body that is `null` or not an object at all).
 */
const fieldsValid =
  (fields: readonly PropertyKey[]) =>
  (payload: { issues: ReadonlyArray<{ path?: readonly PropertyKey[] }> }): boolean =>
    !payload.issues.some(({ path = [] }) => path.length === 0 || fields.includes(path[0]!));

const BIRTH_FIELDS = ['birth_month', 'birth_year'] as const;

/** A month and year that are possible and at least 13 years back. */
function screenBirth(input: BirthMonth, ctx: z.RefinementCtx, now: Date): void {
  const refusal = SCREEN_REFUSALS[ageScreen(input, now)];
  if (refusal) ctx.addIssue({ code: 'custom', path: ['birth_year'], message: refusal });
}

/** For a member under 18, a guardian's e-mail that is not the member's own. */
function screenGuardian(input: AgeScreened, ctx: z.RefinementCtx, now: Date): void {
  if (ageScreen(input, now) !== 'minor') return;
  if (!input.guardian_email) ctx.addIssue({ code: 'custom', path: ['guardian_email'], message: AGE_SCREEN_MESSAGES.guardianRequired });
  else if (input.guardian_email === input.email) {
    ctx.addIssue({ code: 'custom', path: ['guardian_email'], message: AGE_SCREEN_MESSAGES.guardianIsOwn });
  }
}

/**
 * A sign-up schema with its age rules, checked with today's date as soon as the fields each reads are valid
 * (so a 12-year-old hears it at once): a month and year that are possible and at least 13 years back, and,
 * for a member under 18, a guardian's e-mail that is not the member's own.
 */
export function withAgeScreen<S extends z.ZodType<AgeScreened>>(schema: S): S {
  return schema
    .superRefine((input, ctx) => screenBirth(input, ctx, new Date()), { when: fieldsValid(BIRTH_FIELDS) })
    .superRefine((input, ctx) => screenGuardian(input, ctx, new Date()), {
      when: fieldsValid([...BIRTH_FIELDS, 'guardian_email', 'email']),
    });
}
