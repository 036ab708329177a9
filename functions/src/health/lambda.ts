import { domainHandler } from '#lib/domain';
import { healthDomain } from './index';

/** The health domain's Lambda. */
export const handler = domainHandler(healthDomain);
