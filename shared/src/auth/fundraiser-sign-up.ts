import * as z from 'zod';
import { MINIMUM_AGE } from '../platform/constants';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema } from './auth';
import { CAMPAIGN_NOT_FOUND_AT_SIGN_UP, passcodeCheckSchema } from '../campaigns/passcode-check';
import { MAX_LENGTH, idText } from '../platform/text';

/** Fundraiser sign-up, /fundraiser/signup (spec part 1, sections 2.8 and 5). */
export const fundraiserSignUpSchema = z
  .object({
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirm_password: z
      .string({ error: 'Passwords do not match. Please try again.' })
      .max(MAX_LENGTH.password, 'Passwords do not match. Please try again.'),
    age_confirmed: z.literal(true, { error: `You must confirm you are ${MINIMUM_AGE} or older to participate.` }),
    campaign_id: idText(CAMPAIGN_NOT_FOUND_AT_SIGN_UP, 'Campaign'),
    passcode: passcodeCheckSchema.shape.passcode,
  })
  .refine((input) => input.password === input.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match. Please try again.',
  });

export type FundraiserSignUpInput = z.input<typeof fundraiserSignUpSchema>;

export type FundraiserSignUp = z.output<typeof fundraiserSignUpSchema>;
