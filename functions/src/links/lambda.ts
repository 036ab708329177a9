import { domainHandler } from '#lib/domain';
import { linksDomain } from './index';

/** The links domain's Lambda: the API's (its routes and the ranking's schedule) and the tracked-link redirect's, the same code. */
export const handler = domainHandler(linksDomain);
