import * as z from 'zod';
import { PASSWORD_MIN_LENGTH } from '../platform/constants';
import { MAX_LENGTH, optionalText, requiredText, tooLong } from '../platform/text';
import { ageScreenFields, withAgeScreen } from './age-screen';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(MAX_LENGTH.email, tooLong('Email', MAX_LENGTH.email))
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(MAX_LENGTH.password, tooLong('Password', MAX_LENGTH.password));

export const firstNameSchema = requiredText('First name is required', 'First name', MAX_LENGTH.name);

export const lastNameSchema = requiredText('Last name is required', 'Last name', MAX_LENGTH.name);

/** Ambassador sign-up, /apply (spec part 1, sections 2.4 and 5; the age screen of issue 44). */
export const studentSignUpSchema = withAgeScreen(
  z.object({
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    email: emailSchema,
    password: passwordSchema,
    /** The organization field. */
    school: optionalText('Organization', MAX_LENGTH.shortText),
    social_handles: optionalText('Social media handles', MAX_LENGTH.shortText),
    why_join: requiredText('Please tell us why you want to join', 'Why you want to join', MAX_LENGTH.longText),
    ...ageScreenFields,
  }),
);

export type StudentSignUpInput = z.input<typeof studentSignUpSchema>;

export type StudentSignUp = z.output<typeof studentSignUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_LENGTH.password, tooLong('Password', MAX_LENGTH.password)),
});

/** Cognito's verification codes are 6 digits; a little room for what people paste. */
const VERIFICATION_CODE_MAX = 20;

/** E-mail verification with the code Cognito sent. */
export const confirmSignUpSchema = z.object({
  email: emailSchema,
  code: requiredText('Verification code is required', 'Verification code', VERIFICATION_CODE_MAX),
});

const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match. Please try again.';

/** A new password typed twice, under the sign-up's password rules. */
const newPasswordFields = {
  password: passwordSchema,
  confirm_password: z.string().max(MAX_LENGTH.password, PASSWORDS_DO_NOT_MATCH),
};

const typedTwiceAlike = (input: { password: string; confirm_password: string }) => input.password === input.confirm_password;

const notTypedTwiceAlike = { path: ['confirm_password'], message: PASSWORDS_DO_NOT_MATCH };

/** An invited admin's first sign-in: the password of their own that replaces the temporary one. */
export const newPasswordSchema = z.object(newPasswordFields).refine(typedTwiceAlike, notTypedTwiceAlike);

/** "Forgot password?": the e-mail the reset code goes to. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** A password reset code as Cognito e-mails it: 6 digits (spaces someone pasted along are dropped). */
const resetCodeSchema = requiredText('Verification code is required', 'Verification code', VERIFICATION_CODE_MAX)
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'));

/** The new password chosen with the e-mailed reset code (the e-mail is the one the code went to). */
export const resetPasswordSchema = z.object({ code: resetCodeSchema, ...newPasswordFields }).refine(typedTwiceAlike, notTypedTwiceAlike);
