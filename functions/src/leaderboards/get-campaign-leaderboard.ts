import { z } from 'zod';
import { json, signedInRoute, validate } from '#lib/http';
import { campaignLeaderboard, campaignTotals } from './leaderboards';

const paramsSchema = z.object({ campaignId: z.string().min(1) });

/**
 * GET /api/leaderboards/campaigns/{campaignId}: a campaign's members ranked by shirts sold, with the
 * campaign's totals. The same figures are on the public campaign page, so any member may read them.
 */
export const handler = signedInRoute()
  .use(validate(paramsSchema, 'params'))
  .handler(async (event) => {
    const [totals, leaderboard] = await Promise.all([campaignTotals(event.input.campaignId), campaignLeaderboard(event.input.campaignId)]);
    return json(200, { totals, leaderboard });
  });
