import { domainHandler } from '#lib/domain';
import { notificationsDomain } from './index';

/** The notifications domain's Lambda. */
export const handler = domainHandler(notificationsDomain);
