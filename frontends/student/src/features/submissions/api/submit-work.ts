import { objectives, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { myObjectivesKey } from '../../objectives/api/list-my-objectives';
import { mySubmissionsKey } from './list-my-submissions';

type SubmitWorkBody = RouteInput<typeof objectives.submitWork>['body'];

/** Stores the submission and moves its objective to submitted (Under Review). */
export function submitWork(body: SubmitWorkBody) {
  return api(objectives.submitWork, { body });
}

/** Submit Work, then refresh what it changed: the submissions list and the objective's status. */
export function useSubmitWork() {
  const { mutate } = useSWRConfig();
  return async (body: SubmitWorkBody) => {
    const submission = await submitWork(body);
    void mutate(mySubmissionsKey);
    void mutate(myObjectivesKey);
    return submission;
  };
}
