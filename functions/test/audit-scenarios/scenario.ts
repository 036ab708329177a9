import type { AuditChange, AuditEntry } from '@app/shared/audit-log';

/** The admin a scenario acts as: a fresh one for each route, so the Audit Log's actor filter finds only its entries. */
export interface ScenarioAdmin {
  userId: string;
  token: string;
}

/**
 * How the audit walk calls one admin route that changes something: what it arranges first (an ambassador to
 * approve, a payout to void), then the call's path parameters and body, and what its audit entry must say
 * beyond its kind, the admin and the request id: its subject, its member, and (some of) its changes.
 */
export interface AuditScenario {
  arrange: (admin: ScenarioAdmin) => Promise<{
    params?: Record<string, string>;
    body?: unknown;
    entry: Partial<Pick<AuditEntry, 'subject_type' | 'subject_id' | 'person_id'>> & { changes?: AuditChange[] };
    /** Puts back what the call changed that other test files rely on (a setting, the logo), once the entry is checked. */
    after?: () => Promise<void>;
  }>;
}

/** Scenarios by route key ("POST /api/admin/payouts"). */
export type AuditScenarios = Record<string, AuditScenario>;
