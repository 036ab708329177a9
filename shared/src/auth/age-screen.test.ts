import { ageReachedOn, ageScreen, adultFrom, isMinor } from './age-screen';
import { studentSignUpSchema } from './auth';
import { fundraiserSignUpSchema } from './fundraiser-sign-up';

const on = (day: string) => new Date(`${day}T12:00:00.000Z`);

describe('ageReachedOn', () => {
  it('is the first day of the month after the birth month, that many years on', () => {
    expect(ageReachedOn({ birth_month: 3, birth_year: 2010 }, 13)).toBe('2023-04-01');
    expect(ageReachedOn({ birth_month: 1, birth_year: 2008 }, 18)).toBe('2026-02-01');
  });

  it('moves a December birth into January of the year after', () => {
    expect(ageReachedOn({ birth_month: 12, birth_year: 2009 }, 18)).toBe('2028-01-01');
    expect(adultFrom({ birth_month: 12, birth_year: 2009 })).toBe('2028-01-01');
  });
});

describe('ageScreen, at the month boundaries', () => {
  const born = { birth_month: 6, birth_year: 2012 };

  it('refuses a 12-year-old all through their 13th birth month, and lets them in on the first of the next', () => {
    expect(ageScreen(born, on('2025-06-01'))).toBe('under_minimum');
    expect(ageScreen(born, on('2025-06-30'))).toBe('under_minimum');
    expect(ageScreen(born, new Date('2025-06-30T23:59:59.999Z'))).toBe('under_minimum');
    expect(ageScreen(born, new Date('2025-07-01T00:00:00.000Z'))).toBe('minor');
  });

  it('keeps a minor a minor all through their 18th birth month, and counts them an adult from the first of the next', () => {
    expect(ageScreen(born, on('2030-06-30'))).toBe('minor');
    expect(ageScreen(born, on('2030-07-01'))).toBe('adult');
    expect(isMinor(adultFrom(born), new Date('2030-06-30T23:59:59.999Z'))).toBe(true);
    expect(isMinor(adultFrom(born), new Date('2030-07-01T00:00:00.000Z'))).toBe(false);
  });

  it('counts a December birth across the year end', () => {
    const december = { birth_month: 12, birth_year: 2011 };
    expect(ageScreen(december, on('2024-12-31'))).toBe('under_minimum');
    expect(ageScreen(december, on('2025-01-01'))).toBe('minor');
  });

  it('refuses a month and year in the future, and accepts this month (too young, not impossible)', () => {
    expect(ageScreen({ birth_month: 7, birth_year: 2025 }, on('2025-06-15'))).toBe('future');
    expect(ageScreen({ birth_month: 1, birth_year: 2026 }, on('2025-12-31'))).toBe('future');
    expect(ageScreen({ birth_month: 6, birth_year: 2025 }, on('2025-06-15'))).toBe('under_minimum');
  });

  it('refuses a birth more than 120 years back, and accepts exactly 120', () => {
    expect(ageScreen({ birth_month: 6, birth_year: 1905 }, on('2025-06-15'))).toBe('adult');
    expect(ageScreen({ birth_month: 5, birth_year: 1905 }, on('2025-06-15'))).toBe('too_long_ago');
  });
});

describe('isMinor', () => {
  it('counts nobody without a day they count as 18 from as a minor (adults at sign-up, profiles from before the age screen)', () => {
    expect(isMinor(null, on('2025-01-01'))).toBe(false);
  });

  it('ends on the day itself, with nobody doing anything', () => {
    expect(isMinor('2026-02-01', on('2026-01-31'))).toBe(true);
    expect(isMinor('2026-02-01', on('2026-02-01'))).toBe(false);
  });
});

describe('the sign-up schemas with their age screen', () => {
  it.each([null, 'a string', 42, [], true])('refuse a body that is not an object (%p) as invalid, without reading its fields', (body) => {
    for (const schema of [studentSignUpSchema, fundraiserSignUpSchema]) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([]);
    }
  });
});
