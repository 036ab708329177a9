import { domainHandler } from '#lib/domain';
import { ambassadorsDomain } from './index';

/** The ambassadors domain's Lambda. */
export const handler = domainHandler(ambassadorsDomain);
