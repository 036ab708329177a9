import { objectives, type RouteInput } from '@app/shared/contracts';
import type { Objective } from '@app/shared/objectives';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { allObjectivesKey } from './list-all-objectives';

type ObjectiveBody = RouteInput<typeof objectives.updateObjective>['body'];

/** Saves every field of the objective: the route replaces it whole. */
export function updateObjective(objectiveId: string, body: ObjectiveBody) {
  return api(objectives.updateObjective, { params: { objective_id: objectiveId }, body });
}

/** What the route takes back of an objective it answered, to send it again with one change. */
export function objectiveBodyOf(objective: Objective): ObjectiveBody {
  return {
    objective_number: objective.objective_number,
    title: objective.title,
    description: objective.description,
    proof_type: objective.proof_type,
    time_estimate: objective.time_estimate,
    example_content: objective.example_content,
    unlock_rule_text: objective.unlock_rule_text,
    is_active: objective.is_active,
    // Objectives are only ever created for ambassadors (the input schema refuses admin).
    target_role: objective.target_role === 'fundraising_ambassador' ? 'fundraising_ambassador' : 'student',
    target_units: objective.target_units,
  };
}

/** Edits an objective, then reloads the table. */
export function useUpdateObjective() {
  const { mutate } = useSWRConfig();
  return async (objectiveId: string, body: ObjectiveBody) => {
    const updated = await updateObjective(objectiveId, body);
    void mutate(allObjectivesKey);
    return updated;
  };
}

/**
 * The Active/Inactive toggle: the objective sent back with is_active flipped. The table shows the new
 * state at once and goes back if the server refuses it.
 */
export function useSetObjectiveActive() {
  const { mutate } = useSWRConfig();
  return async (objective: Objective, isActive: boolean) => {
    const withFlag = (list: Objective[] | undefined) =>
      (list ?? []).map((each) => (each.id === objective.id ? { ...each, is_active: isActive } : each));
    await mutate<Objective[]>(
      allObjectivesKey,
      async (current) => {
        const saved = await updateObjective(objective.id, { ...objectiveBodyOf(objective), is_active: isActive });
        return (current ?? []).map((each) => (each.id === saved.id ? saved : each));
      },
      { optimisticData: withFlag, rollbackOnError: true, revalidate: true },
    );
  };
}
