import { domainHandler } from '#lib/domain';
import { webPagesDomain } from './index';

/** The web pages' Lambda. */
export const handler = domainHandler(webPagesDomain);
