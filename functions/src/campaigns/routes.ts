import { publicCampaign } from '@app/shared/campaign';
import { campaigns } from '@app/shared/contracts';
import { NotFound } from '#lib/errors';
import { reply, route } from '#lib/http';
import { getCampaign, getCampaignBySlug, listCampaignsByStatus } from './campaign-data';
import { checkPasscode } from './passcodes';

export const campaignRoutes = [
  route(campaigns.listActiveCampaigns, ['table:read'], async () =>
    reply(
      { campaigns: (await listCampaignsByStatus('active')).map(publicCampaign) },
      { headers: { 'cache-control': 'public, max-age=30' } },
    ),
  ),

  route(campaigns.getCampaign, ['table:read'], async ({ input }) => {
    const campaign = await getCampaign(input.params.campaign_id);
    if (!campaign || campaign.status !== 'active') throw new NotFound(campaigns.getCampaign.errors.notFound);
    return publicCampaign(campaign);
  }),

  // Counting a wrong guess writes its throttle counters.
  route(campaigns.verifyPasscode, ['table:read', 'table:write'], async ({ input, event }) => {
    const campaign = await getCampaignBySlug(input.body.campaign_slug);
    if (!campaign) throw new NotFound(campaigns.verifyPasscode.errors.notFound);
    await checkPasscode(campaign, input.body.passcode, event.requestContext.http.sourceIp);
    return { valid: true as const, campaign: publicCampaign(campaign) };
  }),
];
