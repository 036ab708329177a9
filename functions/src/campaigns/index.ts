import { defineDomain } from '#lib/domain';
import { campaignRoutes } from './routes';

/**
 * School and organization campaigns and their passcodes: onboarding (the picker, the passcode check), the
 * public campaign page, and the admin's management (overview, details, dates and status, passcodes, performance).
 */
export const campaignsDomain = defineDomain({ name: 'campaigns', routes: campaignRoutes, consumers: [] });

export { getCampaign, getCampaignNames, listCampaignCodes, setCampaignStartHereConfig } from './campaign-data';
export { campaignLaunch, getLaunchedCampaign, slugCandidate, slugTakenByAnother } from './launch-campaign';
export { countPasscodeUse, type CampaignPasscode } from './passcode-data';
export { pendingApplicationsUpdate } from './pending-applications';
export { checkPasscode } from './passcodes';
export { publicCampaignPage } from './public-campaign-page';
export {
  campaignsRecountSchema,
  campaignsRecountStart,
  CampaignsRecountRaced,
  recountCampaignsPage,
  type CampaignsRecount,
} from './recount-campaigns';
