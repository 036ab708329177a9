import { defineDomain } from '#lib/domain';
import { contentRoutes } from './routes';

/** Brand assets and social media templates admins publish for ambassadors. */
export const contentDomain = defineDomain({ name: 'content', routes: contentRoutes, consumers: [] });

export { listAssetsFor, newestShirtImage, putAsset, SHIRT_IMAGE_TAG } from './asset-data';
export {
  getActiveSocialTemplatesFor,
  listActiveSocialTemplatesFor,
  newestActiveSocialTemplateFor,
  putSocialTemplate,
} from './social-template-data';
