import { defineDomain } from '#lib/domain';
import { auditLogRoutes } from './routes';

/**
 * The audit log's reading side (issue 46): Admin > Audit Log. Domains write its entries themselves, in the
 * transaction of each change they record (lib/audit.ts); this domain only lists them.
 */
export const auditLogDomain = defineDomain({ name: 'audit-log', routes: auditLogRoutes, consumers: [] });
