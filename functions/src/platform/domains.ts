import type { Domain } from '#lib/domain';
import { ambassadorsDomain } from '../ambassadors';
import { applicationsDomain } from '../applications';
import { auditLogDomain } from '../audit-log';
import { authDomain } from '../auth';
import { campaignsDomain } from '../campaigns';
import { codeSyncDomain } from '../code-sync';
import { contentDomain } from '../content';
import { deadLettersDomain } from '../dead-letters';
import { guardiansDomain } from '../guardians';
import { healthDomain } from '../health';
import { leaderboardsDomain } from '../leaderboards';
import { linksDomain } from '../links';
import { messagesDomain } from '../messages';
import { notificationsDomain } from '../notifications';
import { objectivesDomain } from '../objectives';
import { ordersDomain } from '../orders';
import { payoutsDomain } from '../payouts';
import { profilesDomain } from '../profiles';
import { reconciliationDomain } from '../reconciliation';
import { reportsDomain } from '../reports';
import { settingsDomain } from '../settings';
import { startHereDomain } from '../start-here';
import { templatesDomain } from '../templates';
import { webPagesDomain } from '../web-pages';

/**
 * Every backend domain, each one Lambda (`functions/src/<name>/lambda.ts`): the API stack creates the
 * functions, routes and event rules from this list, and the local stack dispatches by it.
 */
export const domains: readonly Domain[] = [
  healthDomain,
  authDomain,
  profilesDomain,
  campaignsDomain,
  applicationsDomain,
  leaderboardsDomain,
  linksDomain,
  ordersDomain,
  reconciliationDomain,
  payoutsDomain,
  codeSyncDomain,
  settingsDomain,
  deadLettersDomain,
  objectivesDomain,
  messagesDomain,
  contentDomain,
  templatesDomain,
  startHereDomain,
  ambassadorsDomain,
  guardiansDomain,
  reportsDomain,
  auditLogDomain,
  notificationsDomain,
];

/**
 * Domains that serve web pages (HTML or a redirect at the site's own paths, lib/page.ts): each one Lambda too, which the
 * web stack creates beside the bucket their page shell is read from; the local stack dispatches by it. A domain
 * listed in both (links) has two Lambdas of the same code: the API stack's for its routes and jobs, the web
 * stack's for its pages alone, so a flood of tracked-link clicks runs on capacity of its own.
 */
export const pageDomains: readonly Domain[] = [webPagesDomain, linksDomain];

/** The module a domain's Lambda runs, relative to functions/src (the same file locally and in AWS). */
export function lambdaEntryOf(domain: Pick<Domain, 'name'>): string {
  return `${domain.name}/lambda.ts`;
}

/** The domain that takes the events no consumer could process (the unprocessed-events queue's consumer). */
export const undeliveredDomain = domains.find((domain) => domain.undelivered);
