import { auditLog as contracts } from '@app/shared/contracts';
import { AUDIT_LOG_PAGE_SIZE, auditEntrySchema, type AuditKind, type AuditLogPage } from '@app/shared/audit-log';
import * as z from 'zod';
import { auditKeys } from '#lib/audit';
import { Invalid } from '#lib/errors';
import { decodeCursor, encodeCursor, parseItem, queryPage } from '#lib/table';
import { getProfileSummaries } from '../profiles';

const storedEntrySchema = auditEntrySchema.omit({ actor_name: true, person_name: true });

const cursorSchema = z.object({ pk: z.string(), sk: z.string() });

interface Filters {
  actor?: string;
  kind?: AuditKind;
  person?: string;
  cursor?: string;
}

/**
 * One page of the Audit Log, newest first: one Query of the partition of the narrowest filter given (the
 * member's, else the actor's, else the kind's, else every entry), the other filters applied to that page; then
 * one BatchGetItem for the names of whom the page names. A page reads at most AUDIT_LOG_PAGE_SIZE entries,
 * however long the log is; a page the other filters thinned still carries the cursor of the next.
 */
export async function auditLogPage({ actor, kind, person, cursor }: Filters): Promise<AuditLogPage> {
  const pk = person ? auditKeys.person(person) : actor ? auditKeys.actor(actor) : kind ? auditKeys.kind(kind) : auditKeys.all();
  const also = [
    ...(person && actor ? [['actor_id', actor] as const] : []),
    ...((person || actor) && kind ? [['kind', kind] as const] : []),
  ];
  // A cursor continues only the listing it came from.
  const start = decodeCursor(cursor, cursorSchema, contracts.getAuditLog.errors.badCursor);
  if (start && start.pk !== pk) throw new Invalid(contracts.getAuditLog.errors.badCursor, 'cursor');
  const { items, lastKey } = await queryPage(
    {
      KeyConditionExpression: 'pk = :pk',
      ...(also.length > 0
        ? {
            FilterExpression: also.map((_, i) => `#f${i} = :f${i}`).join(' AND '),
            ExpressionAttributeNames: Object.fromEntries(also.map(([name], i) => [`#f${i}`, name])),
          }
        : {}),
      ExpressionAttributeValues: { ':pk': pk, ...Object.fromEntries(also.map(([, value], i) => [`:f${i}`, value])) },
      ScanIndexForward: false,
      Limit: AUDIT_LOG_PAGE_SIZE,
    },
    start,
  );
  const entries = items.map((item) => parseItem(storedEntrySchema, item));
  const names = await getProfileSummaries(entries.flatMap((entry) => [entry.actor_id, ...(entry.person_id ? [entry.person_id] : [])]));
  const nameOf = (id: string | null) => {
    const profile = id ? names.get(id) : undefined;
    return profile ? `${profile.first_name} ${profile.last_name}`.trim() : null;
  };
  return {
    entries: entries.map((entry) => ({ ...entry, actor_name: nameOf(entry.actor_id), person_name: nameOf(entry.person_id) })),
    next_cursor: encodeCursor(lastKey),
  };
}
