import { startHere } from '@app/shared/contracts';
import type { MyStartHere, StartHereCompletions } from '@app/shared/start-here';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { myStartHereKey } from './get-my-start-here';

/** Checks or unchecks a step under the configuration hash the page was drawn with. */
export function setStepCompleted(stepNumber: number, configHash: string, completed: boolean): Promise<StartHereCompletions> {
  const params = { step_number: stepNumber };
  return completed
    ? api(startHere.completeStartHereStep, { params, body: { config_hash: configHash } })
    : api(startHere.uncompleteStartHereStep, { params, query: { config_hash: configHash } });
}

/**
 * The toggle, shown at once and rolled back if the server refuses it; then the completions the server
 * answers become the checklist's. A refusal (the configuration changed since) also reloads the checklist.
 */
export function useSetStepCompleted() {
  const { mutate } = useSWRConfig();
  return async (checklist: MyStartHere, stepNumber: number, completed: boolean) => {
    const others = checklist.completed_steps.filter((step) => step !== stepNumber);
    const optimistic = { ...checklist, completed_steps: completed ? [...others, stepNumber].sort((a, b) => a - b) : others };
    try {
      await mutate<MyStartHere>(
        myStartHereKey,
        async () => ({ ...checklist, ...(await setStepCompleted(stepNumber, checklist.config_hash, completed)) }),
        { optimisticData: optimistic, rollbackOnError: true, revalidate: false },
      );
    } catch (caught) {
      void mutate(myStartHereKey);
      throw caught;
    }
  };
}
