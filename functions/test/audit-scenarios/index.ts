import type { AuditScenarios } from './scenario';
import { payoutsScenarios } from './payouts';
import { peopleScenarios } from './people';
import { programmeScenarios } from './programme';
import { settingsScenarios } from './settings';
import { taxScenarios } from './tax';

/** Every admin route's audit scenario, from each group's file. */
export const auditScenarios: AuditScenarios = {
  ...payoutsScenarios,
  ...peopleScenarios,
  ...programmeScenarios,
  ...settingsScenarios,
  ...taxScenarios,
};

export type { AuditScenario, AuditScenarios, ScenarioAdmin } from './scenario';
