import { startHere } from '@app/shared/contracts';
import { route } from '#lib/http';
import { myStartHere, setStepCompleted } from './start-here';
import {
  campaignStartHereConfig,
  globalStartHereConfig,
  saveCampaignStartHereConfig,
  saveGlobalStartHereConfig,
  startHereTemplateChoices,
} from './start-here-config';

/** The caller's Start Here checklist (completions are always the caller's own), and the admin's configuration of it. */
export const startHereRoutes = [
  route(startHere.getMyStartHere, ['table:read'], ({ caller }) => myStartHere(caller)),
  route(startHere.completeStartHereStep, ['table:read', 'table:write'], ({ caller, input }) =>
    setStepCompleted(caller, { stepNumber: input.params.step_number, configHash: input.body.config_hash, completed: true }),
  ),
  route(startHere.uncompleteStartHereStep, ['table:read', 'table:write'], ({ caller, input }) =>
    setStepCompleted(caller, { stepNumber: input.params.step_number, configHash: input.query.config_hash, completed: false }),
  ),
  route(startHere.getStartHereSettings, ['table:read'], () => globalStartHereConfig()),
  route(startHere.putStartHereSettings, ['table:read', 'table:write'], ({ input }) => saveGlobalStartHereConfig(input.body.steps)),
  route(startHere.listStartHereTemplateChoices, ['table:read'], ({ input }) => startHereTemplateChoices(input.query.campaign_id ?? null)),
  route(startHere.getCampaignStartHere, ['table:read'], ({ input }) => campaignStartHereConfig(input.params.campaign_id)),
  route(startHere.putCampaignStartHere, ['table:read', 'table:write'], ({ input }) =>
    saveCampaignStartHereConfig(input.params.campaign_id, input.body.steps),
  ),
];
