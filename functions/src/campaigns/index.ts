import { defineDomain } from '#lib/domain';
import { campaignRoutes } from './routes';

/** School and organization campaigns and their passcodes (onboarding; the admin issues add management). */
export const campaignsDomain = defineDomain({ name: 'campaigns', routes: campaignRoutes, consumers: [] });

export {
  getCampaign,
  getCampaignBySlug,
  listCampaignsByStatus,
  putNewCampaign,
  setCampaignStartHereConfig,
  setCampaignStatus,
  toCampaign,
} from './campaign-data';
export { countPasscodeUse, listPasscodes, putPasscode, type CampaignPasscode } from './passcode-data';
export { checkPasscode } from './passcodes';
