import { startHere } from '@app/shared/contracts';
import { route } from '#lib/http';
import { myStartHere, setStepCompleted } from './start-here';

/** The caller's Start Here checklist; completions are always the caller's own. */
export const startHereRoutes = [
  route(startHere.getMyStartHere, ['table:read'], ({ caller }) => myStartHere(caller)),
  route(startHere.completeStartHereStep, ['table:read', 'table:write'], ({ caller, input }) =>
    setStepCompleted(caller, { stepNumber: input.params.step_number, configHash: input.body.config_hash, completed: true }),
  ),
  route(startHere.uncompleteStartHereStep, ['table:read', 'table:write'], ({ caller, input }) =>
    setStepCompleted(caller, { stepNumber: input.params.step_number, configHash: input.query.config_hash, completed: false }),
  ),
];
