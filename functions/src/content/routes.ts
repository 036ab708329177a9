import { content } from '@app/shared/contracts';
import { route } from '#lib/http';
import { adminAssets, createAsset, deleteAsset, requestAssetUpload } from './admin-assets';
import {
  adminSocialTemplates,
  createSocialTemplate,
  deleteSocialTemplate,
  requestTemplateUpload,
  updateSocialTemplate,
} from './admin-social-templates';
import { listAssetsFor } from './asset-data';
import { listActiveSocialTemplatesFor } from './social-template-data';

/**
 * What ambassadors share: brand assets and social media templates for their role; and the admin's
 * Assets Library and social media templates (spec part 2, sections 2, 4 and 7): upload, list, create,
 * edit (templates), delete.
 */
export const contentRoutes = [
  route(content.listMyAssets, ['table:read'], async ({ caller }) => ({ assets: await listAssetsFor(caller.role) })),
  route(content.listMySocialTemplates, ['table:read'], async ({ caller }) => ({
    templates: await listActiveSocialTemplatesFor(caller.role),
  })),

  route(content.requestAssetUpload, ['table:write', 'assets:write'], ({ input }) => requestAssetUpload(input.body)),
  route(content.listAllAssets, ['table:read'], () => adminAssets()),
  route(content.createAsset, ['table:write', 'assets:read', 'assets:write'], ({ input }) => createAsset(input.body)),
  route(content.deleteAsset, ['table:read', 'table:write', 'assets:write'], ({ input }) => deleteAsset(input.params.asset_id)),

  route(content.requestSocialTemplateUpload, ['table:write', 'assets:write'], ({ input }) => requestTemplateUpload(input.body)),
  route(content.listAllSocialTemplates, ['table:read'], () => adminSocialTemplates()),
  route(content.createSocialTemplate, ['table:write', 'assets:read', 'assets:write'], ({ caller, input }) =>
    createSocialTemplate(input.body, caller.userId),
  ),
  route(content.updateSocialTemplate, ['table:read', 'table:write', 'assets:read', 'assets:write'], ({ input }) =>
    updateSocialTemplate(input.params.template_id, input.body),
  ),
  route(content.deleteSocialTemplate, ['table:read', 'table:write', 'assets:write'], ({ input }) =>
    deleteSocialTemplate(input.params.template_id),
  ),
];
