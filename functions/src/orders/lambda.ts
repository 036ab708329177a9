import { domainHandler } from '#lib/domain';
import { ordersDomain } from './index';

/** The orders domain's Lambda. */
export const handler = domainHandler(ordersDomain);
