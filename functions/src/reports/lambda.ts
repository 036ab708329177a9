import { domainHandler } from '#lib/domain';
import { reportsDomain } from './index';

/** The reports domain's Lambda. */
export const handler = domainHandler(reportsDomain);
