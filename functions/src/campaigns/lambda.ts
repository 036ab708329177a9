import { domainHandler } from '#lib/domain';
import { campaignsDomain } from './index';

/** The campaigns domain's Lambda. */
export const handler = domainHandler(campaignsDomain);
