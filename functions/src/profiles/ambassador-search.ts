import { ambassadorMatchSchema, normalizeSearchText, type AmbassadorMatch } from '@app/shared/ambassadors';
import type { Profile } from '@app/shared/profiles';
import { AMBASSADOR_ROLES, type AmbassadorRole } from '@app/shared/platform';
import { parseItem, queryPage, type Item, type TransactItem } from '#lib/table';

/**
 * Ambassador search entries: the admin's pickers find an ambassador by what is typed without reading every
 * ambassador. Three entries per ambassador, one per searchable text: their full name (first name, then last
 * name: a first name's prefix is the full name's), their last name and their e-mail, each normalized
 * (normalizeSearchText: lower case, single spaces). Keys: pk AMBASSADOR_SEARCH#<pending|active> (without or
 * with a personal code), sk <text>#<userId>; each entry carries what a picker shows (name, e-mail, role).
 * A search is one Query per state: begins_with on the sort key, at most a few entries per result.
 * Written in the transactions of the facts they mirror: the profile's creation, its rename (the old entries
 * deleted, the new put), its code (the entries move from pending to active), its deletion.
 */
type CodeState = 'pending' | 'active';
const partition = (state: CodeState) => `AMBASSADOR_SEARCH#${state}`;
const stateOf = (profile: Pick<Profile, 'personal_code'>): CodeState => (profile.personal_code ? 'active' : 'pending');

export type SearchedProfile = Pick<Profile, 'user_id' | 'first_name' | 'last_name' | 'email' | 'role'>;

const isAmbassador = (profile: Pick<Profile, 'role'>): profile is Pick<Profile, 'role'> & { role: AmbassadorRole } =>
  (AMBASSADOR_ROLES as readonly string[]).includes(profile.role);

/** The texts an ambassador is found by, normalized, without repeats (a last name may equal a full name). */
function searchTextsOf(profile: SearchedProfile): string[] {
  const texts = [`${profile.first_name} ${profile.last_name}`, profile.last_name, profile.email].map(normalizeSearchText).filter(Boolean);
  return [...new Set(texts)];
}

const entryKey = (state: CodeState, text: string, userId: string) => ({ pk: partition(state), sk: `${text}#${userId}` });

/** The keys of an ambassador's entries in one state (none for an admin). */
export function searchEntryKeys(profile: SearchedProfile, state: CodeState) {
  return isAmbassador(profile) ? searchTextsOf(profile).map((text) => entryKey(state, text, profile.user_id)) : [];
}

/** An ambassador's entries as stored, in the state their code puts them in. */
export function searchEntries(profile: SearchedProfile & Pick<Profile, 'personal_code'>): Item[] {
  return searchEntryKeys(profile, stateOf(profile)).map((key) => ({
    ...key,
    user_id: profile.user_id,
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    role: profile.role,
  }));
}

/** For a new profile's transaction: its entries. */
export const searchEntriesPut = (profile: SearchedProfile & Pick<Profile, 'personal_code'>): TransactItem[] =>
  searchEntries(profile).map((Item) => ({ Put: { Item } }));

/** For a profile's deletion: its entries, whichever state they are in. */
export const searchEntriesDelete = (profile: SearchedProfile): TransactItem[] =>
  (['pending', 'active'] as const).flatMap((state) => searchEntryKeys(profile, state).map((Key) => ({ Delete: { Key } })));

/** For the transaction that gives a profile its code: its entries move from pending to active. */
export const searchEntriesActivated = (profile: SearchedProfile): TransactItem[] => [
  ...searchEntryKeys(profile, 'pending').map((Key) => ({ Delete: { Key } })),
  ...searchEntriesPut({ ...profile, personal_code: 'given' }),
];

/**
 * For a rename's transaction: the old entries out, the new ones in (nothing when no searched text changed;
 * a transaction may touch an entry only once, so an unchanged text's entry is left as it is).
 */
export function searchEntriesRenamed(before: SearchedProfile & Pick<Profile, 'personal_code'>, after: SearchedProfile): TransactItem[] {
  const state = stateOf(before);
  const old = searchEntryKeys(before, state);
  const next = searchEntries({ ...after, personal_code: before.personal_code });
  const sks = (keys: ReadonlyArray<Record<string, unknown>>) => new Set(keys.map((key) => String(key.sk)));
  const [oldSks, nextSks] = [sks(old), sks(next)];
  const namesChanged = before.first_name !== after.first_name || before.last_name !== after.last_name;
  return [
    ...old.filter((key) => !nextSks.has(key.sk)).map((Key) => ({ Delete: { Key } })),
    // A kept text's entry still shows the old name: put it again unless nothing it shows changed.
    ...next.filter((item) => namesChanged || !oldSks.has(String(item.sk))).map((Item) => ({ Put: { Item } })),
  ];
}

/**
 * The ambassadors whose full name, last name or e-mail begins with `typed` (normalized), alphabetical by the
 * text matched, at most `limit`; only those without a code with `withoutCode`. One Query per state searched
 * (two at most), each reading at most three entries per result: bounded whatever the number of ambassadors.
 */
export async function searchAmbassadorEntries(typed: string, limit: number, withoutCode: boolean): Promise<AmbassadorMatch[]> {
  const prefix = normalizeSearchText(typed);
  if (!prefix) return [];
  const states: CodeState[] = withoutCode ? ['pending'] : ['pending', 'active'];
  const pages = await Promise.all(
    states.map((state) =>
      queryPage({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': partition(state), ':prefix': prefix },
        // One ambassador has at most three entries.
        Limit: limit * 3,
      }),
    ),
  );
  const found = new Map<string, AmbassadorMatch>();
  const entries = pages.flatMap((page) => page.items).sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
  for (const entry of entries) {
    const userId = String(entry.user_id);
    if (found.size >= limit) break;
    if (!found.has(userId)) found.set(userId, parseItem(ambassadorMatchSchema, entry));
  }
  return [...found.values()];
}
