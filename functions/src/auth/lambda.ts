import { domainHandler } from '#lib/domain';
import { authDomain } from './index';

/** The auth domain's Lambda. */
export const handler = domainHandler(authDomain);
