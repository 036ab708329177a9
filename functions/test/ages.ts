import { birthMonthBefore } from '@app/shared/auth';

/**
 * Months and years of birth for sign-ups: the age screen counts from today's date, so each is set that many
 * years (and months) before this month and stays on its side of 13 and 18 whenever the test runs.
 */
export const bornYearsAgo = (years: number, months = 0) => birthMonthBefore(new Date(), years, months);

/** An adult's month and year of birth, with no guardian: what most sign-ups in tests send. */
export const adultBirth = () => ({ ...bornYearsAgo(30), guardian_email: null });

/** A 15-year-old's month and year of birth, and their guardian's e-mail. */
export const minorBirth = (guardianEmail: string) => ({ ...bornYearsAgo(16), guardian_email: guardianEmail });
