import { content } from '@app/shared/contracts';
import { route } from '#lib/http';
import { listAssetsFor } from './asset-data';
import { listActiveSocialTemplatesFor } from './social-template-data';

/** What ambassadors share: brand assets and social media templates for their role. */
export const contentRoutes = [
  route(content.listMyAssets, ['table:read'], async ({ caller }) => ({ assets: await listAssetsFor(caller.role) })),
  route(content.listMySocialTemplates, ['table:read'], async ({ caller }) => ({
    templates: await listActiveSocialTemplatesFor(caller.role),
  })),
];
