import { templates } from '@app/shared/contracts';
import { route } from '#lib/http';
import { getProfile } from '../profiles';
import { listTemplatesForCampaign } from './template-data';

/** The portal's e-mail and SMS templates: global ones and the caller's campaign's own (spec part 1, section 6). */
export const templateRoutes = [
  route(templates.listMyTemplates, ['table:read'], async ({ caller }) => {
    const profile = await getProfile(caller.userId);
    return { templates: await listTemplatesForCampaign(profile?.campaign_id ?? null) };
  }),
];
