import { objectives, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { allObjectivesKey } from './list-all-objectives';

type ObjectiveBody = RouteInput<typeof objectives.createObjective>['body'];

export function createObjective(body: ObjectiveBody) {
  return api(objectives.createObjective, { body });
}

/** Creates the objective, then reloads the table. */
export function useCreateObjective() {
  const { mutate } = useSWRConfig();
  return async (body: ObjectiveBody) => {
    const created = await createObjective(body);
    void mutate(allObjectivesKey);
    return created;
  };
}
