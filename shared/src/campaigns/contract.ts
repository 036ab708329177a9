import * as z from 'zod';
import { CAMPAIGN_PRIVACY_ERRORS, campaignSchema, publicCampaignSchema } from './campaign';
import {
  campaignDetailSchema,
  campaignUpdateSchema,
  campaignsOverviewSchema,
  campaignsQuerySchema,
  fundraisingPerformanceSchema,
  performanceQuerySchema,
  passcodeInputSchema,
  passcodeSchema,
} from './campaign-admin';
import { publicCampaignPageSchema } from './campaign-page';
import { CAMPAIGN_NOT_FOUND_AT_SIGN_UP, INVALID_PASSCODE, passcodeCheckSchema } from './passcode-check';
import { adminOnly, defineRoute } from '../contracts/contract';
import { idText } from '../platform/text';

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

/**
 * The public campaign page's data (spec part 1, 2.9): only active campaigns. Its address predates the
 * campaigns domain serving it, and stays (shared links and the edge cache key on it).
 */
export const getCampaignPage = defineRoute({
  method: 'GET',
  path: '/api/leaderboards/campaign-pages/{slug}',
  access: 'public',
  params: z.object({ slug: idText('Campaign not found', 'Campaign') }),
  response: publicCampaignPageSchema,
  errors: { notFound: 'Campaign not found' },
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

const CAMPAIGN_NOT_FOUND = 'Campaign not found';

const campaignParams = z.object({ campaign_id: idText(CAMPAIGN_NOT_FOUND, 'Campaign') });

const passcodeParams = campaignParams.extend({ passcode_id: idText('Passcode not found', 'Passcode') });

const passcodeErrors = {
  campaignNotFound: CAMPAIGN_NOT_FOUND,
  duplicate: 'This campaign already has that passcode.',
} as const;

/**
 * Fundraising Campaigns: a page of campaigns, newest first, with their passcodes and totals, and the stat
 * cards' counts. A cursor continues only this listing.
 */
export const listAdminCampaigns = defineRoute({
  method: 'GET',
  path: '/api/admin/campaigns',
  access: adminOnly,
  query: campaignsQuerySchema,
  response: campaignsOverviewSchema,
  errors: { badCursor: 'The page cursor is not valid.' },
});

/** The Details dialog: the campaign, its passcodes and totals, and its members ranked by shirts sold. */
export const getAdminCampaign = defineRoute({
  method: 'GET',
  path: '/api/admin/campaigns/{campaign_id}',
  access: adminOnly,
  params: campaignParams,
  response: campaignDetailSchema,
  errors: { notFound: CAMPAIGN_NOT_FOUND },
});

/** Edits a campaign's dates and status. */
export const updateCampaign = defineRoute({
  method: 'PATCH',
  path: '/api/admin/campaigns/{campaign_id}',
  access: adminOnly,
  params: campaignParams,
  body: campaignUpdateSchema,
  audit: 'campaign.updated',
  response: campaignSchema,
  errors: {
    notFound: CAMPAIGN_NOT_FOUND,
    endBeforeStart: 'The end date must be after the start date.',
    fullNameForAdults: CAMPAIGN_PRIVACY_ERRORS.public_naming,
    searchForAdults: CAMPAIGN_PRIVACY_ERRORS.search_listed,
  },
});

/** A new active passcode for a campaign: the one typed, or a generated one when blank. */
export const createPasscode = defineRoute({
  method: 'POST',
  path: '/api/admin/campaigns/{campaign_id}/passcodes',
  access: adminOnly,
  audit: 'passcode.created',
  params: campaignParams,
  body: passcodeInputSchema,
  response: passcodeSchema,
  status: 201,
  errors: passcodeErrors,
});

/** Deactivates a passcode: members can no longer join with it. */
export const deactivatePasscode = defineRoute({
  method: 'POST',
  path: '/api/admin/campaigns/{campaign_id}/passcodes/{passcode_id}/deactivate',
  access: adminOnly,
  audit: 'passcode.deactivated',
  params: passcodeParams,
  response: passcodeSchema,
  errors: { notFound: 'Passcode not found' },
});

/** Replaces an active passcode: the old one is deactivated and a new one created, in one transaction. */
export const rotatePasscode = defineRoute({
  method: 'POST',
  path: '/api/admin/campaigns/{campaign_id}/passcodes/{passcode_id}/rotate',
  access: adminOnly,
  audit: 'passcode.rotated',
  params: passcodeParams,
  body: passcodeInputSchema,
  response: z.object({ retired: passcodeSchema, created: passcodeSchema }),
  errors: { ...passcodeErrors, notFound: 'Passcode not found', inactive: 'Only an active passcode can be rotated.' },
});

/**
 * Performance: a page of campaigns' units, organization fund, members, progress and days left, and over every
 * campaign the top fundraisers and the totals. A cursor continues only this listing.
 */
export const getFundraisingPerformance = defineRoute({
  method: 'GET',
  path: '/api/admin/performance',
  access: adminOnly,
  query: performanceQuerySchema,
  response: fundraisingPerformanceSchema,
  errors: { badCursor: 'The page cursor is not valid.' },
});
