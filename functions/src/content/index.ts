import { defineDomain } from '#lib/domain';
import { contentRoutes } from './routes';

/** Brand assets and social media templates admins publish for ambassadors. */
export const contentDomain = defineDomain({ name: 'content', routes: contentRoutes, consumers: [] });

export { newestShirtImage } from './asset-data';
export { getActiveSocialTemplatesFor, listActiveSocialTemplatesFor, newestActiveSocialTemplateFor } from './social-template-data';
/** The two-step upload of a public file (a presigned PUT for a key the server chooses, then a checked save): settings uploads the logo with it. */
export { issueUpload, takeUpload } from './uploads';
