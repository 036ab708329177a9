import { templates } from '@app/shared/contracts';
import { route } from '#lib/http';
import { getProfile } from '../profiles';
import { adminTemplates, createTemplate, deleteTemplate, updateTemplate } from './admin';
import { listTemplatesForCampaign } from './template-data';

/**
 * The portal's e-mail and SMS templates: global ones and the caller's campaign's own (spec part 1,
 * section 6); and the admin's list, create, edit and delete (spec part 2, section 7).
 */
export const templateRoutes = [
  route(templates.listMyTemplates, ['table:read'], async ({ caller }) => {
    const profile = await getProfile(caller.userId);
    return { templates: await listTemplatesForCampaign(profile?.campaign_id ?? null) };
  }),

  route(templates.listAllTemplates, ['table:read'], async () => ({ templates: await adminTemplates() })),
  route(templates.createTemplate, ['table:read', 'table:write'], ({ caller, input }) => createTemplate(input.body, caller.userId)),
  route(templates.updateTemplate, ['table:read', 'table:write'], ({ input }) => updateTemplate(input.params.template_id, input.body)),
  route(templates.deleteTemplate, ['table:read', 'table:write'], ({ input }) => deleteTemplate(input.params.template_id)),
];
