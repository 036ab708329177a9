import type { AuditKind } from '@app/shared/audit-log';
import { auditLog } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { readEveryPage, useCursorPages } from '@app/ui';

/** What the Audit Log shows: entries by one admin, of one kind, about one member, or all of them. */
export interface AuditLogFilters {
  actor: string;
  kind: AuditKind | '';
  person: string;
}

function pageOf({ actor, kind, person }: AuditLogFilters, cursor: string | undefined) {
  return api(auditLog.getAuditLog, { query: { actor: actor || undefined, kind: kind || undefined, person: person || undefined, cursor } });
}

/** Pages of the log, newest first, with these filters. */
export function useAuditLog(filters: AuditLogFilters) {
  return useCursorPages(['audit-log', filters.actor, filters.kind, filters.person], (cursor) => pageOf(filters, cursor));
}

/** Every entry with these filters, page after page: the Export CSV. */
export function everyAuditEntry(filters: AuditLogFilters) {
  return readEveryPage(
    (cursor) => pageOf(filters, cursor),
    (page) => page.entries,
  );
}
