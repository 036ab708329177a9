import { domainHandler } from '#lib/domain';
import { messagesDomain } from './index';

/** The messages domain's Lambda. */
export const handler = domainHandler(messagesDomain);
