import { domainHandler } from '#lib/domain';
import { guardiansDomain } from './index';

/** The guardians domain's Lambda. */
export const handler = domainHandler(guardiansDomain);
