import { publicCampaign } from '@app/shared/campaign';
import { z } from 'zod';
import { NotFound } from '#lib/errors';
import { json, publicRoute, validate } from '#lib/http';
import { getCampaign } from './campaign-data';

/** One active campaign's public fields, for the fundraiser sign-up page. */
export const handler = publicRoute()
  .use(validate(z.object({ campaign_id: z.string().min(1) }), 'params'))
  .handler(async ({ input }) => {
    const campaign = await getCampaign(input.campaign_id);
    if (!campaign || campaign.status !== 'active') throw new NotFound('Campaign information not found. Please start over.');
    return json(200, publicCampaign(campaign));
  });
