import { templates, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { allTemplatesKey } from './list-all-templates';

type TemplateBody = RouteInput<typeof templates.createTemplate>['body'];

export function createTemplate(body: TemplateBody) {
  return api(templates.createTemplate, { body });
}

/** Creates the template, then reloads the list. */
export function useCreateTemplate() {
  const { mutate } = useSWRConfig();
  return async (body: TemplateBody) => {
    const created = await createTemplate(body);
    void mutate(allTemplatesKey);
    return created;
  };
}
