import { domainHandler } from '#lib/domain';
import { leaderboardsDomain } from './index';

/** The leaderboards domain's Lambda. */
export const handler = domainHandler(leaderboardsDomain);
