import { templates, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { allTemplatesKey } from './list-all-templates';

type TemplateBody = RouteInput<typeof templates.updateTemplate>['body'];

/** Saves every field of the template: the route replaces it whole. */
export function updateTemplate(templateId: string, body: TemplateBody) {
  return api(templates.updateTemplate, { params: { template_id: templateId }, body });
}

/** Edits a template, then reloads the list. */
export function useUpdateTemplate() {
  const { mutate } = useSWRConfig();
  return async (templateId: string, body: TemplateBody) => {
    const updated = await updateTemplate(templateId, body);
    void mutate(allTemplatesKey);
    return updated;
  };
}
