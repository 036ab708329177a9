// Every route and event contract of the product, by domain. Import a domain's contracts as a namespace:
// `import { campaigns } from '@app/shared/contracts'` then `campaigns.getCampaign`.
export * as adminOrders from './admin-orders';
export * as ambassadors from './ambassadors';
export * as applications from './applications';
export * as auth from './auth';
export * as campaigns from './campaigns';
export * as codeSync from './code-sync';
export * as content from './content';
export * as deadLetters from './dead-letters';
export * as events from './events';
export * as health from './health';
export * as leaderboards from './leaderboards';
export * as messages from './messages';
export * as objectives from './objectives';
export * as orders from './orders';
export * as payouts from './payouts';
export * as profiles from './profiles';
export * as reports from './reports';
export * as schedules from './schedules';
export * as settings from './settings';
export * as startHere from './start-here';
export * as templates from './templates';
export * from './contract';
export type { ScheduleContract, ScheduledDetail } from './schedules';
