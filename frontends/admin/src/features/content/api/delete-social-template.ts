import { content } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { allSocialTemplatesKey } from './list-all-social-templates';

export function deleteSocialTemplate(templateId: string) {
  return api(content.deleteSocialTemplate, { params: { template_id: templateId } });
}

/** Deletes a template and its file for good, then reloads the list. */
export function useDeleteSocialTemplate() {
  const { mutate } = useSWRConfig();
  return async (templateId: string) => {
    const answer = await deleteSocialTemplate(templateId);
    void mutate(allSocialTemplatesKey);
    return answer;
  };
}
