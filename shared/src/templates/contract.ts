import * as z from 'zod';
import { adminOnly, defineRoute } from '../contracts/contract';
import { idText } from '../platform/text';
import { adminTemplateSchema, fundraisingTemplateSchema, templateInputSchema } from './templates';

/** The portal's Templates page: global templates and the member's campaign's own, by type then name. */
export const listMyTemplates = defineRoute({
  method: 'GET',
  path: '/api/me/templates',
  access: ['fundraising_ambassador'],
  response: z.object({ templates: z.array(fundraisingTemplateSchema) }),
});

const templateParams = z.object({ template_id: idText('Template is required', 'Template') });

const unknownCampaign = 'The chosen campaign does not exist. Choose another campaign or All Campaigns.';

/** Saves that mark a default take turns per type and scope; one that lost its turn too often is asked to retry. */
const defaultContended = 'Another template was made the default at the same time. Please save again.';

/** /admin/templates: every e-mail and SMS template, newest first, with its campaign's names. */
export const listAllTemplates = defineRoute({
  method: 'GET',
  path: '/api/admin/templates',
  access: adminOnly,
  response: z.object({ templates: z.array(adminTemplateSchema) }),
});

/** A new template, written by the calling admin; its campaign, if any, must exist. */
export const createTemplate = defineRoute({
  method: 'POST',
  path: '/api/admin/templates',
  access: adminOnly,
  audit: 'template.created',
  body: templateInputSchema,
  response: adminTemplateSchema,
  status: 201,
  errors: { unknownCampaign, defaultContended },
});

/** Replaces a template's fields; its author and creation time stay. */
export const updateTemplate = defineRoute({
  method: 'PUT',
  path: '/api/admin/templates/{template_id}',
  access: adminOnly,
  audit: 'template.updated',
  params: templateParams,
  body: templateInputSchema,
  response: adminTemplateSchema,
  errors: { notFound: 'Template not found', unknownCampaign, defaultContended },
});

export const deleteTemplate = defineRoute({
  method: 'DELETE',
  path: '/api/admin/templates/{template_id}',
  access: adminOnly,
  audit: 'template.deleted',
  params: templateParams,
  response: z.object({ message: z.string() }),
  errors: { notFound: 'Template not found' },
});
