import { domainHandler } from '#lib/domain';
import { profilesDomain } from './index';

/** The profiles domain's Lambda. */
export const handler = domainHandler(profilesDomain);
