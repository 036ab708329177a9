import { domainHandler } from '#lib/domain';
import { payoutsDomain } from './index';

/** The payouts domain's Lambda. */
export const handler = domainHandler(payoutsDomain);
