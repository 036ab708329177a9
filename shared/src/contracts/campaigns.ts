import * as z from 'zod';
import { publicCampaignSchema } from '../campaign';
import { CAMPAIGN_NOT_FOUND_AT_SIGN_UP, INVALID_PASSCODE, passcodeCheckSchema } from '../onboarding';
import { idText } from '../text';
import { defineRoute } from './contract';

/** Active campaigns for the campaign picker, by school name. */
export const listActiveCampaigns = defineRoute({
  method: 'GET',
  path: '/api/campaigns',
  access: 'public',
  response: z.object({ campaigns: z.array(publicCampaignSchema) }),
});

/** One active campaign's public fields, for the fundraiser sign-up page. */
export const getCampaign = defineRoute({
  method: 'GET',
  path: '/api/campaigns/{campaign_id}',
  access: 'public',
  params: z.object({ campaign_id: idText(CAMPAIGN_NOT_FOUND_AT_SIGN_UP, 'Campaign') }),
  response: publicCampaignSchema,
  errors: { notFound: CAMPAIGN_NOT_FOUND_AT_SIGN_UP },
});

/** Campaign selection: is this the campaign's passcode? Wrong guesses are slowed down. */
export const verifyPasscode = defineRoute({
  method: 'POST',
  path: '/api/campaigns/verify-passcode',
  access: 'public',
  body: passcodeCheckSchema,
  response: z.object({ valid: z.literal(true), campaign: publicCampaignSchema }),
  errors: {
    notFound: 'Campaign not found',
    invalidPasscode: INVALID_PASSCODE,
    campaignEnded: 'This campaign has already ended. Please contact your organization coordinator.',
    /** `{wait}` is how long, the same as the answer's Retry-After: "4 seconds", "12 minutes". */
    tooManyAttempts: 'Too many incorrect passcode attempts. Please try again in {wait}.',
  },
});
