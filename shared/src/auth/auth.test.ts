import { AGE_SCREEN_MESSAGES, birthMonthBefore } from './age-screen';
import { studentSignUpSchema } from './auth';
import { fundraiserSignUpSchema } from './fundraiser-sign-up';

// Birth months counted back from today's month: the rules read today's date, so these stay on their side of it.
const yearsAgo = (years: number, months = 0) => birthMonthBefore(new Date(), years, months);

const valid = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: ' Jane@Example.com ',
  password: 'secret',
  school: '',
  social_handles: null,
  why_join: 'Climate',
  ...yearsAgo(30),
  guardian_email: null,
};

const issuesOf = (input: unknown) =>
  studentSignUpSchema.safeParse(input).error?.issues.map(({ path, message }) => ({ field: path.join('.'), message })) ?? [];

describe('studentSignUpSchema', () => {
  it('accepts a minimal sign-up, normalising the e-mail and storing empty optional values as null', () => {
    const parsed = studentSignUpSchema.parse(valid);

    expect(parsed).toMatchObject({ email: 'jane@example.com', school: null, social_handles: null });
  });

  it('accepts a password of exactly 6 characters and refuses 5', () => {
    expect(studentSignUpSchema.safeParse({ ...valid, password: '123456' }).success).toBe(true);
    expect(studentSignUpSchema.safeParse({ ...valid, password: '12345' }).error?.issues[0]?.message).toBe(
      'Password must be at least 6 characters long.',
    );
  });

  it('keeps no guardian e-mail an adult typed in: empty is none', () => {
    expect(studentSignUpSchema.parse({ ...valid, guardian_email: '' }).guardian_email).toBeNull();
  });

  it.each([
    ['missing', { birth_month: undefined, birth_year: undefined }, 'birth_month'],
    ['a month of 13', { birth_month: 13 }, 'birth_month'],
    ['a month of 0', { birth_month: 0 }, 'birth_month'],
    ['a fraction of a month', { birth_month: 2.5 }, 'birth_month'],
    ['a year as text', { birth_year: '1990' }, 'birth_year'],
    ['a 2-digit year', { birth_year: 95 }, 'birth_year'],
    ['a 5-digit year', { birth_year: 19950 }, 'birth_year'],
  ])('refuses a malformed month and year of birth (%s)', (_case, birth, field) => {
    expect(issuesOf({ ...valid, ...birth })[0]).toEqual({ field, message: AGE_SCREEN_MESSAGES.malformed });
  });

  it('refuses a month and year of birth in the future, and more than 120 years ago', () => {
    expect(issuesOf({ ...valid, ...yearsAgo(0, -1) })).toEqual([{ field: 'birth_year', message: AGE_SCREEN_MESSAGES.future }]);
    expect(issuesOf({ ...valid, ...yearsAgo(120, 1) })).toEqual([{ field: 'birth_year', message: AGE_SCREEN_MESSAGES.tooLongAgo }]);
    expect(issuesOf({ ...valid, ...yearsAgo(120) })).toEqual([]);
  });

  it('refuses under 13 kindly, even with the rest of the form still empty', () => {
    const issues = issuesOf({ ...yearsAgo(13) });

    expect(issues).toContainEqual({ field: 'birth_year', message: AGE_SCREEN_MESSAGES.underMinimum });
    expect(AGE_SCREEN_MESSAGES.underMinimum).toBe("Sorry, you need to be 13 or older to join. We'd love to have you once you turn 13.");
    expect(issuesOf({ ...valid, ...yearsAgo(13, 1), guardian_email: 'parent@example.com' })).toEqual([]);
  });

  it("asks a member under 18 for a guardian's e-mail that is not their own, whatever its case", () => {
    const minor = { ...valid, ...yearsAgo(15) };

    expect(issuesOf(minor)).toEqual([{ field: 'guardian_email', message: AGE_SCREEN_MESSAGES.guardianRequired }]);
    expect(issuesOf({ ...minor, guardian_email: ' JANE@example.COM ' })).toEqual([
      { field: 'guardian_email', message: AGE_SCREEN_MESSAGES.guardianIsOwn },
    ]);
    expect(issuesOf({ ...minor, guardian_email: 'not an email' })).toEqual([
      { field: 'guardian_email', message: AGE_SCREEN_MESSAGES.guardianInvalid },
    ]);
    expect(issuesOf({ ...minor, guardian_email: `${'a'.repeat(250)}@example.com` })[0]?.field).toBe('guardian_email');
    expect(studentSignUpSchema.parse({ ...minor, guardian_email: ' Parent@Example.com ' }).guardian_email).toBe('parent@example.com');
  });

  it('asks nothing more of an 18-year-old', () => {
    expect(issuesOf({ ...valid, ...yearsAgo(18, 1) })).toEqual([]);
    expect(issuesOf({ ...valid, ...yearsAgo(18) })[0]?.field).toBe('guardian_email');
  });

  it.each(['first_name', 'last_name', 'why_join'])('requires %s', (field) => {
    expect(studentSignUpSchema.safeParse({ ...valid, [field]: '   ' }).success).toBe(false);
  });
});

describe('fundraiserSignUpSchema', () => {
  it('screens the age as the student sign-up does', () => {
    const fundraiser = {
      first_name: 'Jo',
      last_name: 'Lee',
      email: 'jo@example.com',
      password: 'secret1',
      confirm_password: 'secret1',
      campaign_id: 'c1',
      passcode: 'HILLSIDE',
      ...yearsAgo(12),
      guardian_email: null,
    };

    expect(fundraiserSignUpSchema.safeParse(fundraiser).error?.issues).toEqual([
      expect.objectContaining({ path: ['birth_year'], message: AGE_SCREEN_MESSAGES.underMinimum }),
    ]);
    expect(fundraiserSignUpSchema.safeParse({ ...fundraiser, ...yearsAgo(16), guardian_email: 'parent@example.com' }).success).toBe(true);
  });
});
