import * as z from 'zod';
import { defineRoute } from '../contracts/contract';
import { campaignTotalsSchema, memberLeaderboardRowSchema, myTotalsSchema } from './totals';
import { idText } from '../platform/text';
import { AWAITING_APPROVAL } from './leaderboard';

/** Student ambassadors ranked by shirts sold, as a member reads them (memberLeaderboardRowSchema). */
export const getStudentLeaderboard = defineRoute({
  method: 'GET',
  path: '/api/leaderboards/students',
  access: ['student', 'admin'],
  query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
  response: z.object({ leaderboard: z.array(memberLeaderboardRowSchema) }),
  errors: { awaitingApproval: AWAITING_APPROVAL },
});

/** A campaign's members ranked by shirts sold (as a member reads them), with its totals: admins any campaign, a fundraiser their own. */
export const getCampaignLeaderboard = defineRoute({
  method: 'GET',
  path: '/api/leaderboards/campaigns/{campaignId}',
  access: ['fundraising_ambassador', 'admin'],
  params: z.object({ campaignId: idText('Campaign is required', 'Campaign') }),
  response: z.object({ totals: campaignTotalsSchema, leaderboard: z.array(memberLeaderboardRowSchema) }),
  errors: { notOwnCampaign: 'You can only see the leaderboard of your own campaign.', awaitingApproval: AWAITING_APPROVAL },
  ownedParam: { name: 'campaignId', owner: 'campaign' },
});

/** The caller's own totals (Home's impact card, /impact, the fundraiser dashboard): pre-aggregated, zeros before a first sale. */
export const getMyTotals = defineRoute({
  method: 'GET',
  path: '/api/me/totals',
  access: ['student', 'fundraising_ambassador'],
  response: myTotalsSchema,
});
