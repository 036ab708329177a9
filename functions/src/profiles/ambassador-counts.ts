import type { Profile } from '@app/shared/profiles';
import { AMBASSADOR_ROLES, type AmbassadorRole } from '@app/shared/platform';
import { queryAll, updateItem, type TransactItem } from '#lib/table';

/**
 * Ambassador counts, pre-aggregated in one partition, pk STATS#AMBASSADORS:
 * - sk TOTAL: `<role>_total` (every ambassador of the role) and `<role>_active` (those with a personal code);
 * - sk DAY#<yyyy-mm-dd>: that day's sign-ups, `<role>_signups`, and how many of them have a code, `<role>_active`.
 * Moved by ADD in the transaction of the fact they count: the profile's creation, its code, its deletion.
 * The dashboard and Impact & Reports read them in one Query, so both show the same figures whatever the
 * number of ambassadors. Admins are not ambassadors and are not counted.
 */
const PARTITION = 'STATS#AMBASSADORS';
const TOTAL = 'TOTAL';
const dayKey = (day: string) => `DAY#${day}`;

export const ambassadorCountKeys = {
  total: () => ({ pk: PARTITION, sk: TOTAL }),
  day: (day: string) => ({ pk: PARTITION, sk: dayKey(day) }),
};

const isAmbassadorRole = (role: Profile['role']): role is AmbassadorRole => role !== 'admin';

/** The Updates that move the counts of one ambassador by `by` (sign-up, code given, deletion). */
function countMoves(profile: Pick<Profile, 'role' | 'created_at'>, by: { signups: number; active: number }): TransactItem[] {
  if (!isAmbassadorRole(profile.role) || (by.signups === 0 && by.active === 0)) return [];
  const role = profile.role;
  const add = (totalName: string) => ({
    UpdateExpression: 'ADD #total :signups, #active :active',
    ExpressionAttributeNames: { '#total': totalName, '#active': `${role}_active` },
    ExpressionAttributeValues: { ':signups': by.signups, ':active': by.active },
  });
  return [
    { Update: { Key: ambassadorCountKeys.total(), ...add(`${role}_total`) } },
    { Update: { Key: ambassadorCountKeys.day(profile.created_at.slice(0, 10)), ...add(`${role}_signups`) } },
  ];
}

/** Counts a new ambassador (and, when they already have a code, as active), for the profile's transaction. */
export const ambassadorJoinedCounts = (profile: Pick<Profile, 'role' | 'created_at' | 'personal_code'>) =>
  countMoves(profile, { signups: 1, active: profile.personal_code ? 1 : 0 });

/** Counts an ambassador as active, for the transaction that gives them their code. */
export const ambassadorActivatedCounts = (profile: Pick<Profile, 'role' | 'created_at'>) => countMoves(profile, { signups: 0, active: 1 });

/** Counts an ambassador out, for the transaction that deletes their profile. */
export const ambassadorErasedCounts = (profile: Pick<Profile, 'role' | 'created_at' | 'personal_code'>) =>
  countMoves(profile, { signups: -1, active: profile.personal_code ? -1 : 0 });

/** Adds many new ambassadors' counts at once (bulk loading: the bench), one Update per row moved. */
export async function addAmbassadorCountsInBulk(profiles: ReadonlyArray<Pick<Profile, 'role' | 'created_at' | 'personal_code'>>) {
  const moves = new Map<string, Map<string, number>>();
  const add = (sk: string, name: string, by: number) => {
    const row = moves.get(sk) ?? new Map<string, number>();
    row.set(name, (row.get(name) ?? 0) + by);
    moves.set(sk, row);
  };
  for (const { role, created_at, personal_code } of profiles) {
    if (!isAmbassadorRole(role)) continue;
    for (const [sk, totalName] of [
      [TOTAL, `${role}_total`],
      [dayKey(created_at.slice(0, 10)), `${role}_signups`],
    ] as const) {
      add(sk, totalName, 1);
      add(sk, `${role}_active`, personal_code ? 1 : 0);
    }
  }
  for (const [sk, row] of moves) {
    const names = [...row.keys()];
    await updateItem({
      Key: { pk: PARTITION, sk },
      UpdateExpression: `ADD ${names.map((_, i) => `#n${i} :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, row.get(name)!])),
    });
  }
}

export interface RoleCounts {
  total: number;
  active: number;
}
export interface DayCounts {
  signups: number;
  active: number;
}

export interface AmbassadorCounts {
  /** Every ambassador and the active ones, by role and added up. */
  byRole: Record<AmbassadorRole, RoleCounts>;
  all: RoleCounts;
  /** Sign-ups per day (both roles) from the first day asked for until today, by yyyy-mm-dd; days with none are absent. */
  days: Map<string, DayCounts>;
}

const numberIn = (item: Record<string, unknown>, name: string) => (typeof item[name] === 'number' ? item[name] : 0);

/**
 * The ambassador counts and the sign-ups of every day since `firstDay` (yyyy-mm-dd): one Query of the counts'
 * partition (DAY# sorts before TOTAL, so the range from the first day to TOTAL holds both), at most a row a day.
 */
export async function readAmbassadorCounts(firstDay: string): Promise<AmbassadorCounts> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': PARTITION, ':from': dayKey(firstDay), ':to': TOTAL },
  });
  const total = items.find((item) => item.sk === TOTAL) ?? {};
  const byRole = Object.fromEntries(
    AMBASSADOR_ROLES.map((role) => [role, { total: numberIn(total, `${role}_total`), active: numberIn(total, `${role}_active`) }]),
  ) as Record<AmbassadorRole, RoleCounts>;
  const days = new Map<string, DayCounts>();
  for (const item of items) {
    if (item.sk === TOTAL) continue;
    days.set(String(item.sk).slice(dayKey('').length), {
      signups: AMBASSADOR_ROLES.reduce((sum, role) => sum + numberIn(item, `${role}_signups`), 0),
      active: AMBASSADOR_ROLES.reduce((sum, role) => sum + numberIn(item, `${role}_active`), 0),
    });
  }
  return {
    byRole,
    all: {
      total: AMBASSADOR_ROLES.reduce((sum, role) => sum + byRole[role].total, 0),
      active: AMBASSADOR_ROLES.reduce((sum, role) => sum + byRole[role].active, 0),
    },
    days,
  };
}
