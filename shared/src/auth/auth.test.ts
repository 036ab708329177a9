import { studentSignUpSchema } from './auth';

const valid = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: ' Jane@Example.com ',
  password: 'secret',
  school: '',
  social_handles: null,
  why_join: 'Climate',
  age_confirmed: true,
};

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

  it('requires the age confirmation, with the spec message', () => {
    const result = studentSignUpSchema.safeParse({ ...valid, age_confirmed: false });

    expect(result.error?.issues[0]).toMatchObject({
      path: ['age_confirmed'],
      message: 'You must confirm that you are 13 or older to sign up',
    });
  });

  it.each(['first_name', 'last_name', 'why_join'])('requires %s', (field) => {
    expect(studentSignUpSchema.safeParse({ ...valid, [field]: '   ' }).success).toBe(false);
  });
});
