import * as z from 'zod';
import {
  ASSET_FILE_MISSING_MESSAGE,
  TEMPLATE_FILE_MISSING_MESSAGE,
  assetSchema,
  assetTotalsSchema,
  assetUploadRequestSchema,
  createAssetSchema,
  createSocialTemplateSchema,
  socialTemplateSchema,
  templateUploadRequestSchema,
  updateSocialTemplateSchema,
} from './content';
import { adminOnly, defineRoute } from '../contracts/contract';
import { uploadTicketSchema } from '../objectives/objectives';
import { idText } from '../platform/text';

const ambassadors = ['student', 'fundraising_ambassador'] as const;

/** Brand assets for the caller's role (and for everyone), newest first. */
export const listMyAssets = defineRoute({
  method: 'GET',
  path: '/api/me/assets',
  access: ambassadors,
  response: z.object({ assets: z.array(assetSchema) }),
});

/** Active social media templates for the caller's role (and for everyone), newest first. */
export const listMySocialTemplates = defineRoute({
  method: 'GET',
  path: '/api/me/social-templates',
  access: ambassadors,
  response: z.object({ templates: z.array(socialTemplateSchema) }),
});

const socialTemplateParams = z.object({ template_id: idText('Template is required', 'Template') });

const notFound = 'Social media template not found';

/** A presigned upload for a template file under public/templates/ (spec part 2, section 7), an image or a video. */
export const requestSocialTemplateUpload = defineRoute({
  method: 'POST',
  path: '/api/admin/social-templates/uploads',
  access: adminOnly,
  audit: 'content.upload_started',
  body: templateUploadRequestSchema,
  response: uploadTicketSchema,
  status: 201,
});

/** /admin/social-media-templates: every template, active or not, for every audience, newest first. */
export const listAllSocialTemplates = defineRoute({
  method: 'GET',
  path: '/api/admin/social-templates',
  access: adminOnly,
  response: z.object({ templates: z.array(socialTemplateSchema) }),
});

/** A new template whose file is already uploaded; the built-in variables are always added. */
export const createSocialTemplate = defineRoute({
  method: 'POST',
  path: '/api/admin/social-templates',
  access: adminOnly,
  audit: 'social_template.created',
  body: createSocialTemplateSchema,
  response: socialTemplateSchema,
  status: 201,
  errors: { fileMissing: TEMPLATE_FILE_MISSING_MESSAGE, fileTypeChanged: 'Please upload a new file for the new file type' },
});

/** Replaces a template's fields; without a new file the old one is kept, with one the old file is deleted. */
export const updateSocialTemplate = defineRoute({
  method: 'PUT',
  path: '/api/admin/social-templates/{template_id}',
  access: adminOnly,
  audit: 'social_template.updated',
  params: socialTemplateParams,
  body: updateSocialTemplateSchema,
  response: socialTemplateSchema,
  errors: { notFound, fileMissing: TEMPLATE_FILE_MISSING_MESSAGE, fileTypeChanged: 'Please upload a new file for the new file type' },
});

/** Deletes a template and its file. */
export const deleteSocialTemplate = defineRoute({
  method: 'DELETE',
  path: '/api/admin/social-templates/{template_id}',
  access: adminOnly,
  audit: 'social_template.deleted',
  params: socialTemplateParams,
  response: z.object({ message: z.string() }),
  errors: { notFound },
});

const assetParams = z.object({ asset_id: idText('Asset is required', 'Asset') });

/** A presigned upload for an asset file under public/assets/, of a type and size its file type allows. */
export const requestAssetUpload = defineRoute({
  method: 'POST',
  path: '/api/admin/assets/uploads',
  access: adminOnly,
  audit: 'content.upload_started',
  body: assetUploadRequestSchema,
  response: uploadTicketSchema,
  status: 201,
});

/** /admin/assets: every asset, for every audience, newest first, with the library's totals. */
export const listAllAssets = defineRoute({
  method: 'GET',
  path: '/api/admin/assets',
  access: adminOnly,
  response: z.object({ assets: z.array(assetSchema), totals: assetTotalsSchema }),
});

/** A new asset whose file was uploaded with a ticket from requestAssetUpload; ambassadors of its audience see it at once. */
export const createAsset = defineRoute({
  method: 'POST',
  path: '/api/admin/assets',
  access: adminOnly,
  audit: 'asset.created',
  body: createAssetSchema,
  response: assetSchema,
  status: 201,
  errors: { fileMissing: ASSET_FILE_MISSING_MESSAGE },
});

/** Deletes an asset and its file. */
export const deleteAsset = defineRoute({
  method: 'DELETE',
  path: '/api/admin/assets/{asset_id}',
  access: adminOnly,
  audit: 'asset.deleted',
  params: assetParams,
  response: z.object({ message: z.string() }),
  errors: { notFound: 'Asset not found' },
});
