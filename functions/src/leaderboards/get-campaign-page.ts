import { z } from 'zod';
import { NotFound } from '#lib/errors';
import { json, publicRoute, validate } from '#lib/http';
import { publicCampaignPage } from './leaderboards';

const paramsSchema = z.object({ slug: z.string().min(1) });

/** GET /api/leaderboards/campaign-pages/{slug}: the public campaign page's data (spec part 1, 2.9). */
export const handler = publicRoute()
  .use(validate(paramsSchema, 'params'))
  .handler(async ({ input }) => {
    const page = await publicCampaignPage(input.slug);
    if (!page) throw new NotFound('Campaign not found');
    // Public and the same for every visitor: the edge may serve it for half a minute.
    return json(200, page, { 'cache-control': 'public, max-age=30' });
  });
