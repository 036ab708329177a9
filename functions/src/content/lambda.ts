import { domainHandler } from '#lib/domain';
import { contentDomain } from './index';

/** The content domain's Lambda. */
export const handler = domainHandler(contentDomain);
