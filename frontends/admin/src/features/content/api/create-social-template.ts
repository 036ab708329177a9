import { content, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { allSocialTemplatesKey } from './list-all-social-templates';

type CreateBody = RouteInput<typeof content.createSocialTemplate>['body'];

export function createSocialTemplate(body: CreateBody) {
  return api(content.createSocialTemplate, { body });
}

/** Creates the template, then reloads the list. */
export function useCreateSocialTemplate() {
  const { mutate } = useSWRConfig();
  return async (body: CreateBody) => {
    const created = await createSocialTemplate(body);
    void mutate(allSocialTemplatesKey);
    return created;
  };
}
