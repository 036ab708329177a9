import { domainHandler } from '#lib/domain';
import { deadLettersDomain } from './index';

/** The dead-letters domain's Lambda. */
export const handler = domainHandler(deadLettersDomain);
