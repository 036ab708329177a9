import { domainHandler } from '#lib/domain';
import { codeSyncDomain } from './index';

/** The code sync domain's Lambda. */
export const handler = domainHandler(codeSyncDomain);
