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
 * The toggle, then the completions the server answers put into the checklist's cache; a refusal (the
 * configuration changed since) reloads the checklist.
 */
export function useSetStepCompleted() {
  const { mutate } = useSWRConfig();
  return async (stepNumber: number, configHash: string, completed: boolean) => {
    try {
      const completions = await setStepCompleted(stepNumber, configHash, completed);
      await mutate<MyStartHere>(myStartHereKey, (current) => current && { ...current, ...completions }, { revalidate: false });
    } catch (caught) {
      void mutate(myStartHereKey);
      throw caught;
    }
  };
}
