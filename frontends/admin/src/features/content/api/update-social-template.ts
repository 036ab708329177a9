import { content, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { allSocialTemplatesKey } from './list-all-social-templates';

type UpdateBody = RouteInput<typeof content.updateSocialTemplate>['body'];

/** Saves every field of the template; without a `file_key` the old file is kept. */
export function updateSocialTemplate(templateId: string, body: UpdateBody) {
  return api(content.updateSocialTemplate, { params: { template_id: templateId }, body });
}

/** Edits a template, then reloads the list. */
export function useUpdateSocialTemplate() {
  const { mutate } = useSWRConfig();
  return async (templateId: string, body: UpdateBody) => {
    const updated = await updateSocialTemplate(templateId, body);
    void mutate(allSocialTemplatesKey);
    return updated;
  };
}
