import { z } from 'zod';
import { Forbidden } from '#lib/errors';
import { json, signedInRoute, validate, type Caller } from '#lib/http';
import { getProfile } from '../profiles/profile-data';
import { campaignLeaderboard, campaignTotals } from './leaderboards';

const paramsSchema = z.object({ campaignId: z.string().min(1) });

/** Admins read any campaign's leaderboard; a fundraising ambassador only their own campaign's (spec part 1, section 6). */
async function assertMayRead(caller: Caller, campaignId: string): Promise<void> {
  if (caller.role === 'admin') return;
  const profile = await getProfile(caller.userId);
  if (profile?.campaign_id !== campaignId) throw new Forbidden('You can only see the leaderboard of your own campaign.');
}

/** GET /api/leaderboards/campaigns/{campaignId}: a campaign's members ranked by shirts sold, with the campaign's totals. */
export const handler = signedInRoute()
  .use(validate(paramsSchema, 'params'))
  .handler(async ({ input, caller }) => {
    await assertMayRead(caller, input.campaignId);
    const [totals, leaderboard] = await Promise.all([campaignTotals(input.campaignId), campaignLeaderboard(input.campaignId)]);
    return json(200, { totals, leaderboard });
  });
