import * as z from 'zod';
import { confirmSignUpSchema, emailSchema, firstNameSchema, lastNameSchema, studentSignUpSchema } from './auth';
import { fundraiserSignUpSchema } from './fundraiser-sign-up';
import { CAMPAIGN_NOT_FOUND_AT_SIGN_UP } from '../campaigns/passcode-check';
import { defineRoute } from '../contracts/contract';
import { adminUserSchema, profileSchema } from '../profiles/profile';

const signedUp = z.object({ profile: profileSchema, confirmation_required: z.boolean() });

/** Ambassador sign-up, /apply: the account in group student and its profile, in one call. */
export const signUpStudent = defineRoute({
  method: 'POST',
  path: '/api/auth/student-sign-up',
  access: 'public',
  body: studentSignUpSchema,
  response: signedUp,
  status: 201,
  errors: {
    alreadyRegistered: 'User already registered',
    /** `{wait}` is how long, the same as the answer's Retry-After. */
    tooManySignUps: 'Too many sign-ups from your network. Please try again in {wait}.',
  },
});

/** Joining a campaign, /fundraiser/signup: campaign, end date and passcode checked again by the server. */
export const signUpFundraiser = defineRoute({
  method: 'POST',
  path: '/api/auth/fundraiser-sign-up',
  access: 'public',
  body: fundraiserSignUpSchema,
  response: signedUp,
  status: 201,
  errors: {
    campaignNotFound: CAMPAIGN_NOT_FOUND_AT_SIGN_UP,
    campaignEnded: 'This campaign has ended. Please contact your organization.',
    alreadyRegistered: 'User already registered',
    tooManySignUps: 'Too many sign-ups from your network. Please try again in {wait}.',
  },
});

/** E-mail verification with the code Cognito sent. */
export const confirmSignUp = defineRoute({
  method: 'POST',
  path: '/api/auth/confirm-sign-up',
  access: 'public',
  body: confirmSignUpSchema,
  response: z.object({ confirmed: z.literal(true) }),
  errors: { invalidCode: 'Invalid verification code provided, please try again.' },
});

/** Settings, Users: every admin, newest first. */
export const listAdmins = defineRoute({
  method: 'GET',
  path: '/api/admin/users',
  access: ['admin'],
  response: z.object({ admins: z.array(adminUserSchema) }),
});

/**
 * Invites another admin: their account in the admin group, e-mail verified, and an invitation with a
 * temporary password that they replace at their first sign-in.
 */
export const inviteAdmin = defineRoute({
  method: 'POST',
  path: '/api/admin/users',
  access: ['admin'],
  audit: 'admin.invited',
  body: z.object({ email: emailSchema, first_name: firstNameSchema, last_name: lastNameSchema }),
  response: adminUserSchema,
  status: 201,
  errors: { alreadyRegistered: 'Someone already has an account with this e-mail.' },
});
