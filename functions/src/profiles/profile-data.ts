import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '@app/shared/profile';
import type { Role } from '@app/shared/roles';
import { db } from '#lib/clients';
import { nowIso, queryAll, TABLE, withoutKeys } from '#lib/table';

/**
 * Profile entity. Keys:
 * - pk USER#<userId>, sk PROFILE
 * - gsi1pk EMAIL#<email>, gsi1sk PROFILE: one profile per e-mail
 * - gsi2pk ROLE#<role>, gsi2sk <created_at>#<userId>: profiles of a role, newest first
 */
export const profileKeys = {
  primary: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  byEmail: (email: string) => ({ gsi1pk: `EMAIL#${email.toLowerCase()}`, gsi1sk: 'PROFILE' }),
  byRole: (role: Role, createdAt: string, userId: string) => ({ gsi2pk: `ROLE#${role}`, gsi2sk: `${createdAt}#${userId}` }),
};

type ProfileItem = Profile & { pk: string; sk: string; why_join?: string | null };

function toProfile(item: Record<string, unknown>): Profile {
  const { why_join: _why, ...profile } = withoutKeys(item);
  return profile as unknown as Profile;
}

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
    ...fields,
  };
}

/** A new profile's item, with every index key; the caller writes it (alone or in a transaction). */
export function newProfileItem(profile: Profile, extra: { why_join?: string | null } = {}): ProfileItem {
  return {
    ...profileKeys.primary(profile.user_id),
    ...profileKeys.byEmail(profile.email),
    ...profileKeys.byRole(profile.role, profile.created_at, profile.user_id),
    ...profile,
    ...extra,
  };
}

/** Creates a profile; fails if the user already has one. */
export async function putNewProfile(profile: Profile, extra: { why_join?: string | null } = {}): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: TABLE,
      Item: newProfileItem(profile, extra),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The profile of one user. */
export async function getProfile(userId: string): Promise<Profile | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE, Key: profileKeys.primary(userId) }));
  return Item ? toProfile(Item) : undefined;
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
    ExpressionAttributeValues: { ':pk': profileKeys.byRole(role, '', '').gsi2pk },
    ScanIndexForward: false,
  });
  return items.map(toProfile);
}
