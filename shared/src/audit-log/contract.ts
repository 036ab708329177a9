import { adminOnly, defineRoute } from '../contracts/contract';
import { auditLogPageSchema, auditLogQuerySchema } from './audit-log';

/** Admin > Audit Log: entries newest first, filtered by actor, kind and member, a page at a time. */
export const getAuditLog = defineRoute({
  method: 'GET',
  path: '/api/admin/audit-log',
  access: adminOnly,
  query: auditLogQuerySchema,
  response: auditLogPageSchema,
  errors: { badCursor: 'The page cursor is not valid.' },
});
