import { auditLog } from '@app/shared/contracts';
import { route } from '#lib/http';
import { auditLogPage } from './audit-log';

/** Admin > Audit Log: read only; no route edits or deletes an entry. */
export const auditLogRoutes = [route(auditLog.getAuditLog, ['table:read'], ({ input }) => auditLogPage(input.query))];
