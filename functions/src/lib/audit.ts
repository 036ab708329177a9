import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { AuditChange, AuditKind, AuditValue } from '@app/shared/audit-log';
import { nowIso, transact, type Item, type TransactItem } from './table';

/**
 * The audit log's writes (issue 46): every admin route that changes people, money or settings names its kind
 * in its contract (`audit`), and its domain puts the entry in the same transaction as the change, with
 * auditWrites. Who and which request come from the request itself: the route handler runs each signed-in
 * change inside an audit scope (lib/http.ts), so a domain names only what changed. Outside such a scope (a
 * schedule, a bus event, a seed) auditWrites writes nothing: only people's actions are audited.
 *
 * One entry is kept once per way the Audit Log finds it, each in its own partition, newest last by its sort
 * key (`<at>#<id>`): every entry (AUDIT), an actor's (AUDIT#ACTOR#<id>), a kind's (AUDIT#KIND#<kind>) and a
 * member's (AUDIT#PERSON#<id>). A filtered page is one Query of one partition, however long the log grows.
 * No route edits or deletes an entry, and the Puts refuse to overwrite one.
 */
export const auditKeys = {
  all: () => 'AUDIT',
  actor: (actorId: string) => `AUDIT#ACTOR#${actorId}`,
  kind: (kind: AuditKind) => `AUDIT#KIND#${kind}`,
  person: (personId: string) => `AUDIT#PERSON#${personId}`,
  sort: (at: string, id: string) => `${at}#${id}`,
};

interface AuditScope {
  actorId: string;
  requestId: string;
  /** The route's kind (its contract's `audit`), unless a change names its own. */
  kind: AuditKind | undefined;
}

const scope = new AsyncLocalStorage<AuditScope>();

/** Runs a request's work with its changes audited as `actorId`'s, under its request id. */
export function withAuditScope<T>(of: AuditScope, act: () => Promise<T>): Promise<T> {
  return scope.run(of, act);
}

/** What a change is about, and which fields it moved. */
export interface AuditedChange {
  /** What was changed: "payout", "settings", "campaign"... and its id. */
  subjectType: string;
  subjectId: string;
  /** The member it is about, when there is one. */
  personId?: string | null;
  changes: readonly AuditChange[];
  /** A kind other than the route's (one route, two kinds of change). */
  kind?: AuditKind;
}

/**
 * The Puts of one audit entry, for the transaction of the change it records; none outside an audited request.
 * At the end of a transaction's items, so the indexes a caller reads a failed condition at stay the same.
 */
export function auditWrites(change: AuditedChange): TransactItem[] {
  const request = scope.getStore();
  const kind = change.kind ?? request?.kind;
  if (!request || !kind) return [];
  const id = randomUUID();
  const at = nowIso();
  const entry = {
    id,
    at,
    kind,
    actor_id: request.actorId,
    subject_type: change.subjectType,
    subject_id: change.subjectId,
    person_id: change.personId ?? null,
    changes: change.changes,
    request_id: request.requestId,
  };
  const partitions = [
    auditKeys.all(),
    auditKeys.actor(request.actorId),
    auditKeys.kind(kind),
    ...(change.personId ? [auditKeys.person(change.personId)] : []),
  ];
  return partitions.map((pk) => ({
    Put: { Item: { pk, sk: auditKeys.sort(at, id), ...entry }, ConditionExpression: 'attribute_not_exists(pk)' },
  }));
}

/** A change's writes and its audit entry, all or none. */
export async function audited(writes: TransactItem[], change: AuditedChange): Promise<void> {
  await transact([...writes, ...auditWrites(change)]);
}

/**
 * An entry for work that is no single transaction (a bulk sync, a recount, a redrive): written once the work is
 * done, with what it did.
 */
export async function recordAudit(change: AuditedChange): Promise<void> {
  const writes = auditWrites(change);
  if (writes.length > 0) await transact(writes);
}

/** A stored value as an entry records it: sets become sorted lists, nothing becomes null. */
export function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Set) return [...value].map(auditValue).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(auditValue);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, auditValue(inner)]));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  // A bigint or a symbol: nothing the table holds, but written down rather than lost.
  return typeof value === 'bigint' ? value.toString() : null;
}

/** The fields (these, or every field either has) whose values differ between a record before and after a change. */
export function changesBetween(before: Item | undefined, after: Item | undefined, fields?: readonly string[]): AuditChange[] {
  const names = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return names.flatMap((field) => {
    const was = auditValue(before?.[field]);
    const now = auditValue(after?.[field]);
    return JSON.stringify(was) === JSON.stringify(now) ? [] : [{ field, before: was, after: now }];
  });
}

/** A contact address as an entry records it: enough to tell two apart, not enough to write to ("p***@example.com"). */
export const maskedEmail = (email: string) => `${email.slice(0, 1)}***${email.slice(email.lastIndexOf('@'))}`;

/** One field's change, before and after. */
export const changed = (field: string, before: unknown, after: unknown): AuditChange => ({
  field,
  before: auditValue(before),
  after: auditValue(after),
});
