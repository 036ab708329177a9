import { templates } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { allTemplatesKey } from './list-all-templates';

export function deleteTemplate(templateId: string) {
  return api(templates.deleteTemplate, { params: { template_id: templateId } });
}

/** Deletes a template for good, then reloads the list. */
export function useDeleteTemplate() {
  const { mutate } = useSWRConfig();
  return async (templateId: string) => {
    const answer = await deleteTemplate(templateId);
    void mutate(allTemplatesKey);
    return answer;
  };
}
