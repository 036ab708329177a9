import { publicCampaign } from '@app/shared/campaign';
import { json, publicRoute } from '#lib/http';
import { listCampaignsByStatus } from './campaign-data';

/** Active campaigns for the campaign picker, by school name. */
export const handler = publicRoute().handler(async () =>
  json(200, { campaigns: (await listCampaignsByStatus('active')).map(publicCampaign) }, { 'cache-control': 'public, max-age=30' }),
);
