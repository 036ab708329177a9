// Every route and event contract of the product, by domain. Import a domain's contracts as a namespace:
// `import { campaigns } from '@app/shared/contracts'` then `campaigns.getCampaign`.
export * as ambassadors from '../ambassadors/contract';
export * as applications from '../applications/contract';
export * as auditLog from '../audit-log/contract';
export * as auth from '../auth/contract';
export * as campaigns from '../campaigns/contract';
export * as codeSync from '../code-sync/contract';
export * as content from '../content/contract';
export * as deadLetters from '../dead-letters/contract';
export * as guardians from '../guardians/contract';
export * as health from '../health/contract';
export * as leaderboards from '../leaderboards/contract';
export * as links from '../links/contract';
export * as messages from '../messages/contract';
export * as objectives from '../objectives/contract';
export * as orders from '../orders/contract';
export * as payouts from '../payouts/contract';
export * as profiles from '../profiles/contract';
export * as reconciliation from '../reconciliation/contract';
export * as reports from '../reports/contract';
export * as settings from '../settings/contract';
export * as startHere from '../start-here/contract';
export * as templates from '../templates/contract';
export * as webPages from '../web-pages/contract';
export * as events from './events';
export * as schedules from './schedules';
export * from './contract';
export {
  accountDeletedPath,
  activeCampaignsAddress,
  brandingAddress,
  campaignPageAddress,
  campaignPagePattern,
  meAddress,
  shopPath,
  signInPagePath,
} from './addresses';
export type { ScheduleContract, ScheduledDetail } from './schedules';
