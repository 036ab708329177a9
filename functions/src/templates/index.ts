import { defineDomain } from '#lib/domain';
import { templateRoutes } from './routes';

/** E-mail and SMS templates for fundraising ambassadors: global or one campaign's own. */
export const templatesDomain = defineDomain({ name: 'templates', routes: templateRoutes, consumers: [] });

export { getTemplates, listDefaultTemplatesForCampaign, listTemplatesForCampaign } from './template-data';
