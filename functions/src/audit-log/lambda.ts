import { domainHandler } from '#lib/domain';
import { auditLogDomain } from './index';

/** The audit log domain's Lambda. */
export const handler = domainHandler(auditLogDomain);
