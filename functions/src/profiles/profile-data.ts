import type { GuardedMember, Guardian, GuardianStatus } from '@app/shared/guardians';
import { profileSchema, type Profile } from '@app/shared/profiles';
import type { Role } from '@app/shared/platform';
import * as z from 'zod';
import {
  batchGetAll,
  countAll,
  decodeCursor,
  encodeCursor,
  getItem,
  isConditionFailure,
  nowIso,
  parseItem,
  putItem,
  queryAll,
  queryPage,
  transact,
  TransactionCancelled,
  updateItem,
  type Item,
  type TransactItem,
} from '#lib/table';
import { ambassadorJoinedCounts } from './ambassador-counts';
import { searchEntriesPut, searchEntriesRenamed } from './ambassador-search';

/**
 * Profile entity. Keys:
 * - pk USER#<userId>, sk PROFILE
 * - gsi1pk EMAIL#<email>, gsi1sk PROFILE: one profile per e-mail
 * - gsi2pk ROLE#<role>, gsi2sk <created_at>#<userId>: profiles of a role, newest first
 */
export const profileKeys = {
  primary: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  byEmail: (email: string) => ({ gsi1pk: `EMAIL#${email.toLowerCase()}`, gsi1sk: 'PROFILE' }),
  byRole: (role: Role, createdAt = '', userId = '') => ({ gsi2pk: `ROLE#${role}`, gsi2sk: `${createdAt}#${userId}` }),
};

const toProfile = (item: Item): Profile => parseItem(profileSchema, item);

/** A profile as sign-up creates it: what the person gave, nothing assigned yet. */
export function newProfile(fields: Pick<Profile, 'user_id' | 'first_name' | 'last_name' | 'email' | 'role'> & Partial<Profile>): Profile {
  return {
    id: fields.user_id,
    school: null,
    created_at: nowIso(),
    campaign_id: null,
    personal_code: null,
    shop_link: null,
    social_handles: null,
    fundraising_goal: null,
    adult_from: null,
    guardian: null,
    ...fields,
  };
}

/** A profile's stored item with its keys. */
export const profileItem = (profile: Profile, extra: { why_join?: string | null } = {}): Item => ({
  ...profileKeys.primary(profile.user_id),
  ...profileKeys.byEmail(profile.email),
  ...profileKeys.byRole(profile.role, profile.created_at, profile.user_id),
  ...profile,
  ...extra,
});

/**
 * Creates a profile (with what else sign-up keeps beside it, such as why_join); fails if the user already
 * has one. An ambassador's is counted in the same transaction (the dashboard's and the reports' counts),
 * and their search entries written with it (the admin's pickers).
 */
export async function putNewProfile(profile: Profile, extra: { why_join?: string | null } = {}): Promise<void> {
  const put = { Item: profileItem(profile, extra), ConditionExpression: 'attribute_not_exists(pk)' };
  const alongside = [...ambassadorJoinedCounts(profile), ...searchEntriesPut(profile)];
  if (alongside.length === 0) return putItem(put);
  await transact([{ Put: put }, ...alongside]);
}

/** The profile of one user. */
export async function getProfile(userId: string, options: { consistent?: boolean } = {}): Promise<Profile | undefined> {
  const item = await getItem(profileKeys.primary(userId), options);
  return item ? toProfile(item) : undefined;
}

/** Name, e-mail, role, sign-up time and guardian rules' fields of several users at once (BatchGetItem, 100 keys a request), by user id. */
export async function getProfileSummaries(
  userIds: string[],
): Promise<
  Map<string, Pick<Profile, 'user_id' | 'first_name' | 'last_name' | 'email' | 'role' | 'created_at' | 'adult_from' | 'guardian'>>
> {
  const summary = profileSchema.pick({
    user_id: true,
    first_name: true,
    last_name: true,
    email: true,
    role: true,
    created_at: true,
    adult_from: true,
    guardian: true,
  });
  const items = await batchGetAll([...new Set(userIds)].map(profileKeys.primary), { projection: Object.keys(summary.shape) });
  return new Map(items.map((item) => [String(item.user_id), parseItem(summary, item)]));
}

/** The personal codes of several users at once (BatchGetItem, 100 keys a request), by user id; those without one are left out. */
export async function getPersonalCodes(userIds: string[]): Promise<Map<string, string>> {
  const items = await batchGetAll([...new Set(userIds)].map(profileKeys.primary), { projection: ['user_id', 'personal_code'] });
  return new Map(items.flatMap((item) => (typeof item.personal_code === 'string' ? [[String(item.user_id), item.personal_code]] : [])));
}

const codeHolderSchema = z.object({
  user_id: z.string(),
  personal_code: z.string(),
  adult_from: profileSchema.shape.adult_from,
  guardian: profileSchema.shape.guardian,
});

/** Members' personal codes with their guardian rules' fields, by user id; members without a code are left out (BatchGetItem, a projection). */
export async function getCodeHolders(userIds: string[]): Promise<Map<string, GuardedMember & { personal_code: string }>> {
  const items = await batchGetAll([...new Set(userIds)].map(profileKeys.primary), {
    projection: ['user_id', 'personal_code', 'adult_from', 'guardian'],
  });
  return new Map(
    items.flatMap((item) => {
      if (typeof item.personal_code !== 'string') return [];
      const { user_id, ...holder } = parseItem(codeHolderSchema, item);
      return [[user_id, holder]];
    }),
  );
}

/** The profiles registered with an e-mail (duplicate checks at sign-up). */
export async function findProfilesByEmail(email: string): Promise<Profile[]> {
  const { gsi1pk, gsi1sk } = profileKeys.byEmail(email);
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
    ExpressionAttributeValues: { ':pk': gsi1pk, ':sk': gsi1sk },
  });
  return items.map(toProfile);
}

/** Every profile of a role, newest first (Query gsi2, every page). */
export async function listProfilesByRole(role: Role): Promise<Profile[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': profileKeys.byRole(role).gsi2pk },
    ScanIndexForward: false,
  });
  return items.map(toProfile);
}

const rolePageCursorSchema = (role: Role) =>
  z.object({
    pk: z.string().startsWith('USER#').max(200),
    sk: z.literal('PROFILE'),
    gsi2pk: z.literal(profileKeys.byRole(role).gsi2pk),
    gsi2sk: z.string().max(300),
  });

/**
 * A page of a role's profiles, newest first (one Query of the role index, `limit` profiles), and the cursor
 * of the next page (null after the last); a cursor that is not this role's listing's is an Invalid with `badCursor`.
 */
export async function listProfilesPage(
  role: Role,
  limit: number,
  cursor: string | undefined,
  badCursor: string,
): Promise<{ profiles: Profile[]; next_cursor: string | null }> {
  const start = decodeCursor(cursor, rolePageCursorSchema(role), badCursor);
  const { items, lastKey } = await queryPage({ ...roleRange(role), ScanIndexForward: false, Limit: limit }, start);
  return { profiles: items.map(toProfile), next_cursor: encodeCursor(lastKey) };
}

/** The profile of one user with what they wrote when applying (the admin's detail dialog). */
export async function getProfileWithApplication(userId: string): Promise<{ profile: Profile; why_join: string | null } | undefined> {
  const item = await getItem(profileKeys.primary(userId));
  return item && { profile: toProfile(item), why_join: typeof item.why_join === 'string' ? item.why_join : null };
}

/** The role's profiles created since `since` (or all of them), as a key range of the role index. */
const roleRange = (role: Role, since?: string) => ({
  IndexName: 'gsi2',
  KeyConditionExpression: since ? 'gsi2pk = :pk AND gsi2sk >= :since' : 'gsi2pk = :pk',
  ExpressionAttributeValues: { ':pk': profileKeys.byRole(role).gsi2pk, ...(since ? { ':since': since } : {}) },
});

/**
 * How many profiles of a role there are, or were created since a time, or from `since` until before
 * `until` (a Count over a key range, never a Scan; a bounded range reads only its own profiles).
 */
export function countProfiles(role: Role, since?: string, until?: string): Promise<number> {
  if (!since || !until) return countAll(roleRange(role, since));
  // gsi2sk is `<created_at>#<id>`: every key of a time before `until` sorts below `until` itself.
  return countAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :since AND :until',
    ExpressionAttributeValues: { ':pk': profileKeys.byRole(role).gsi2pk, ':since': since, ':until': until },
  });
}

/** The newest profiles of a role created since a time, at most `limit` (one Query). */
export async function recentProfiles(role: Role, since: string, limit: number): Promise<Profile[]> {
  const { items } = await queryPage({ ...roleRange(role, since), ScanIndexForward: false, Limit: limit });
  return items.map(toProfile);
}

/**
 * Changes fields of a member's guardian (a link sent, an acknowledgement, a withdrawal) on the condition that
 * the guardian's status is still the one read, for a transaction (or alone, with `updateGuardian`).
 */
export function guardianUpdate(userId: string, seen: GuardianStatus, changes: Partial<Guardian>): TransactItem {
  const names = Object.keys(changes);
  return {
    Update: {
      Key: profileKeys.primary(userId),
      UpdateExpression: `SET ${names.map((_, i) => `guardian.#g${i} = :g${i}`).join(', ')}, updated_at = :now`,
      ConditionExpression: 'guardian.#status = :seen',
      ExpressionAttributeNames: { '#status': 'status', ...Object.fromEntries(names.map((name, i) => [`#g${i}`, name])) },
      ExpressionAttributeValues: {
        ':seen': seen,
        ':now': nowIso(),
        ...Object.fromEntries(names.map((name, i) => [`:g${i}`, changes[name as keyof Guardian]])),
      },
    },
  };
}

/** `guardianUpdate` on its own; false when the guardian's status moved since it was read (another request came first). */
export async function updateGuardian(userId: string, seen: GuardianStatus, changes: Partial<Guardian>): Promise<boolean> {
  try {
    await updateItem(guardianUpdate(userId, seen, changes).Update!);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Marks that a member's erasure has begun (issue 44): from now on no payout is recorded to them
 * (`notBeingErasedCheck`), so every payout is either in the ledger before their payouts are anonymized, or
 * refused. Nothing when the profile is gone already.
 */
export async function markErasureBegun(userId: string): Promise<void> {
  try {
    await updateItem({
      Key: profileKeys.primary(userId),
      UpdateExpression: 'SET erasure_begun_at = if_not_exists(erasure_begun_at, :now)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': nowIso() },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** For a transaction that writes for a member (a payout): the profile is there, and no erasure of it has begun. */
export function notBeingErasedCheck(userId: string): TransactItem {
  return {
    ConditionCheck: {
      Key: profileKeys.primary(userId),
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(erasure_begun_at)',
    },
  };
}

// Another edit renamed the profile or gave it its code since it was read: read it again.
const RENAME_TRIES = 5;

/**
 * Saves what an ambassador may edit of their own profile; undefined when they have none. A new name moves
 * their search entries in the same transaction, on the condition that the name and code are still the ones
 * read (the entries' keys), so the entries always match the profile.
 */
export async function updateProfileFields(
  userId: string,
  fields: Pick<Profile, 'first_name' | 'last_name' | 'school' | 'social_handles'>,
): Promise<Profile | undefined> {
  for (let attempt = 1; ; attempt++) {
    const before = await getProfile(userId, { consistent: true });
    if (!before) return undefined;
    const after: Profile = { ...before, ...fields };
    try {
      await transact([
        {
          Update: {
            Key: profileKeys.primary(userId),
            UpdateExpression: 'SET first_name = :first, last_name = :last, school = :school, social_handles = :handles, updated_at = :now',
            ConditionExpression:
              'attribute_exists(pk) AND first_name = :wasFirst AND last_name = :wasLast AND ' +
              (before.personal_code ? 'personal_code = :code' : '(attribute_not_exists(personal_code) OR personal_code = :code)'),
            ExpressionAttributeValues: {
              ':first': fields.first_name,
              ':last': fields.last_name,
              ':school': fields.school,
              ':handles': fields.social_handles,
              ':now': nowIso(),
              ':wasFirst': before.first_name,
              ':wasLast': before.last_name,
              ':code': before.personal_code,
            },
          },
        },
        ...searchEntriesRenamed(before, after),
      ]);
      return after;
    } catch (error) {
      if (!(error instanceof TransactionCancelled && error.conditionFailedAt(0)) || attempt >= RENAME_TRIES) throw error;
    }
  }
}
