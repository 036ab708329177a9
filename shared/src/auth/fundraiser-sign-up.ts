import * as z from 'zod';
import { ageScreenFields, withAgeScreen } from './age-screen';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema } from './auth';
import { CAMPAIGN_NOT_FOUND_AT_SIGN_UP, passcodeCheckSchema } from '../campaigns/passcode-check';
import { MAX_LENGTH, idText } from '../platform/text';

/** Fundraiser sign-up, /fundraiser/signup (spec part 1, sections 2.8 and 5; the age screen of issue 44). */
export const fundraiserSignUpSchema = withAgeScreen(
  z
    .object({
      first_name: firstNameSchema,
      last_name: lastNameSchema,
      email: emailSchema,
      password: passwordSchema,
      confirm_password: z
        .string({ error: 'Passwords do not match. Please try again.' })
        .max(MAX_LENGTH.password, 'Passwords do not match. Please try again.'),
      ...ageScreenFields,
      campaign_id: idText(CAMPAIGN_NOT_FOUND_AT_SIGN_UP, 'Campaign'),
      passcode: passcodeCheckSchema.shape.passcode,
    })
    .refine((input) => input.password === input.confirm_password, {
      path: ['confirm_password'],
      message: 'Passwords do not match. Please try again.',
    }),
);

export type FundraiserSignUpInput = z.input<typeof fundraiserSignUpSchema>;

export type FundraiserSignUp = z.output<typeof fundraiserSignUpSchema>;
