import { domainHandler } from '#lib/domain';
import { applicationsDomain } from './index';

/** The applications domain's Lambda. */
export const handler = domainHandler(applicationsDomain);
