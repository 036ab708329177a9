import { publicCampaign } from '@app/shared/campaigns';
import { campaigns } from '@app/shared/contracts';
import { clientAddressOf } from '#lib/client-address';
import { NotFound } from '#lib/errors';
import { reply, route } from '#lib/http';
import {
  adminCampaignDetail,
  campaignsOverview,
  createPasscode,
  deactivatePasscode,
  fundraisingPerformance,
  rotatePasscode,
  updateCampaign,
} from './admin';
import { getCampaign, getCampaignBySlug, listCampaignsByStatus } from './campaign-data';
import { checkPasscode } from './passcodes';
import { publicCampaignPage } from './public-campaign-page';

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

  route(campaigns.getCampaignPage, ['table:read', 'store:storefront'], async ({ input }) => {
    const page = await publicCampaignPage(input.params.slug);
    if (!page) throw new NotFound(campaigns.getCampaignPage.errors.notFound);
    // Public and the same for every visitor: the edge may serve it for half a minute.
    return reply(page, { headers: { 'cache-control': 'public, max-age=30' } });
  }),

  // Counting a wrong guess writes its throttle counters.
  route(campaigns.verifyPasscode, ['table:read', 'table:write', 'client:address'], async ({ input, event }) => {
    const campaign = await getCampaignBySlug(input.body.campaign_slug);
    if (!campaign) throw new NotFound(campaigns.verifyPasscode.errors.notFound);
    await checkPasscode(campaign, input.body.passcode, await clientAddressOf(event));
    return { valid: true as const, campaign: publicCampaign(campaign) };
  }),

  // The admin's campaign management (spec part 2, section 2): admins only.
  route(campaigns.listAdminCampaigns, ['table:read'], ({ input }) => campaignsOverview(input.query.limit, input.query.cursor)),
  route(campaigns.getAdminCampaign, ['table:read'], ({ input }) => adminCampaignDetail(input.params.campaign_id)),
  route(campaigns.updateCampaign, ['table:read', 'table:write'], ({ input }) => updateCampaign(input.params.campaign_id, input.body)),
  route(campaigns.createPasscode, ['table:read', 'table:write'], ({ input }) =>
    createPasscode(input.params.campaign_id, input.body.passcode),
  ),
  route(campaigns.deactivatePasscode, ['table:write'], ({ input }) =>
    deactivatePasscode(input.params.campaign_id, input.params.passcode_id),
  ),
  route(campaigns.rotatePasscode, ['table:read', 'table:write'], ({ input }) =>
    rotatePasscode(input.params.campaign_id, input.params.passcode_id, input.body.passcode),
  ),
  route(campaigns.getFundraisingPerformance, ['table:read'], ({ input }) =>
    fundraisingPerformance(new Date(), input.query.limit, input.query.cursor),
  ),
];
