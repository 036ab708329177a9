import { z } from 'zod';
import { MINIMUM_AGE, PASSWORD_MIN_LENGTH } from './constants';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

/** Ambassador sign-up, /apply (spec part 1, sections 2.4 and 5). */
export const studentSignUpSchema = z.object({
  first_name: requiredText('First name is required'),
  last_name: requiredText('Last name is required'),
  email: emailSchema,
  password: passwordSchema,
  /** The organization field. */
  school: optionalText,
  social_handles: optionalText,
  why_join: requiredText('Please tell us why you want to join'),
  age_confirmed: z.literal(true, { error: `You must confirm that you are ${MINIMUM_AGE} or older to sign up` }),
});
export type StudentSignUpInput = z.input<typeof studentSignUpSchema>;
export type StudentSignUp = z.output<typeof studentSignUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

/** E-mail verification with the code Cognito sent. */
export const confirmSignUpSchema = z.object({
  email: emailSchema,
  code: requiredText('Verification code is required'),
});
