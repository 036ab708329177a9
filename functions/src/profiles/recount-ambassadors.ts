import { profileSchema, type Profile } from '@app/shared/profiles';
import { AMBASSADOR_ROLES, type AmbassadorRole } from '@app/shared/platform';
import * as z from 'zod';
import {
  countersOf,
  deleteItems,
  getItem,
  parseItem,
  putItems,
  queryPage,
  recountedCounters,
  transact,
  TransactionCancelled,
  type Key,
} from '#lib/table';
import { ambassadorCountKeys } from './ambassador-counts';
import { searchEntries, searchEntryKeys } from './ambassador-search';
import { profileKeys } from './profile-data';

/**
 * The one-off recount of what began with the ambassador counts and the search (a table whose profiles
 * predate them): each ambassador role's profiles, oldest first, a page at a time (one Query of the role
 * index), counted into the `STATS#AMBASSADORS` rows and given their search entries. The counts are set,
 * not added, so a second run changes nothing: a day's row once the role's pass leaves that day (profiles
 * of a day are together in the index), the TOTAL row at the end of the pass, each on the condition that
 * the counters still hold what they held when their count began; a sign-up or a code given meanwhile
 * makes the pass start again (at most MAX_RESTARTS times). Search entries are put (the same keys again on
 * a second run) and any of the other code state's deleted.
 */
export const RECOUNT_PAGE_SIZE = 100;
const MAX_RESTARTS = 3;

const roleIndexKeySchema = z.object({
  pk: z.string().startsWith('USER#').max(200),
  sk: z.literal('PROFILE'),
  gsi2pk: z.string().startsWith('ROLE#').max(60),
  gsi2sk: z.string().max(300),
});
const countSchema = z.object({ signups: z.number().int(), active: z.number().int() });

/** Where a recount of the ambassadors stands: it travels in the route's cursor. */
export const ambassadorsRecountSchema = z.object({
  role: z.enum(AMBASSADOR_ROLES),
  start: roleIndexKeySchema.optional(),
  begun: z.boolean(),
  total: countSchema,
  totalSnapshot: countSchema,
  day: z.object({ day: z.string().max(10), count: countSchema, snapshot: countSchema }).nullable(),
  restarts: z.number().int().min(0).max(MAX_RESTARTS),
});
export type AmbassadorsRecount = z.infer<typeof ambassadorsRecountSchema>;

const zero = { signups: 0, active: 0 };

/** The recount's start: the first role, nothing counted. */
export const ambassadorsRecountStart = (role: AmbassadorRole = AMBASSADOR_ROLES[0], restarts = 0): AmbassadorsRecount => ({
  role,
  begun: false,
  total: zero,
  totalSnapshot: zero,
  day: null,
  restarts,
});

/** A pass's counts raced a change: the refusal when it has done so too often. */
export class RecountRaced extends Error {}

const counterNames = (role: AmbassadorRole, first: 'total' | 'signups') => [`${role}_${first}`, `${role}_active`] as const;

async function snapshotOf(key: Key, role: AmbassadorRole, first: 'total' | 'signups') {
  const [count, active] = counterNames(role, first);
  const values = countersOf(await getItem(key, { consistent: true }), [count, active]);
  return { signups: values[count]!, active: values[active]! };
}

/** Sets one counts row's role counters to what was counted; false when they moved since the snapshot. */
async function setCounts(
  key: Key,
  role: AmbassadorRole,
  first: 'total' | 'signups',
  count: z.infer<typeof countSchema>,
  snapshot: z.infer<typeof countSchema>,
) {
  const [countName, activeName] = counterNames(role, first);
  try {
    await transact([
      recountedCounters(
        key,
        { [countName]: count.signups, [activeName]: count.active },
        { [countName]: snapshot.signups, [activeName]: snapshot.active },
      ),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailedAt(0)) return false;
    throw error;
  }
}

/** Puts an ambassador's search entries in their code state and takes any of the other state away. */
async function indexForSearch(profiles: Profile[]) {
  await putItems(profiles.flatMap(searchEntries));
  await deleteItems(profiles.flatMap((profile) => searchEntryKeys(profile, profile.personal_code ? 'pending' : 'active')));
}

/**
 * One page of the ambassadors' recount: the page's profiles counted and indexed for search. Answers how many
 * were examined, their user ids (for the caller's own backfills of their rows) and where to continue (null
 * once both roles are done). Throws RecountRaced when the counts kept moving under it.
 */
export async function recountAmbassadorsPage(
  state: AmbassadorsRecount,
): Promise<{ examined: number; userIds: string[]; next: AmbassadorsRecount | null }> {
  const { role } = state;
  const restart = (): AmbassadorsRecount => {
    if (state.restarts + 1 > MAX_RESTARTS) throw new RecountRaced();
    return ambassadorsRecountStart(role, state.restarts + 1);
  };
  const current: AmbassadorsRecount = state.begun
    ? { ...state }
    : { ...state, begun: true, totalSnapshot: await snapshotOf(ambassadorCountKeys.total(), role, 'total') };

  const { items, lastKey } = await queryPage(
    {
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': profileKeys.byRole(role).gsi2pk },
      ScanIndexForward: true,
      Limit: RECOUNT_PAGE_SIZE,
    },
    current.start,
  );
  const profiles = items.map((item) => parseItem(profileSchema, item)).filter((profile) => profile.role === role);
  let total = current.total;
  let day = current.day;
  for (const profile of profiles) {
    const created = profile.created_at.slice(0, 10);
    if (day && day.day !== created) {
      if (!(await setCounts(ambassadorCountKeys.day(day.day), role, 'signups', day.count, day.snapshot))) {
        return { examined: profiles.length, userIds: [], next: restart() };
      }
      day = null;
    }
    day ??= { day: created, count: zero, snapshot: await snapshotOf(ambassadorCountKeys.day(created), role, 'signups') };
    const active = profile.personal_code ? 1 : 0;
    day = { ...day, count: { signups: day.count.signups + 1, active: day.count.active + active } };
    total = { signups: total.signups + 1, active: total.active + active };
  }
  await indexForSearch(profiles);
  const userIds = profiles.map((profile) => profile.user_id);

  if (lastKey) {
    return { examined: profiles.length, userIds, next: { ...current, start: roleIndexKeySchema.parse(lastKey), total, day } };
  }
  // The role's last page: its last day, then its totals.
  const settled =
    (!day || (await setCounts(ambassadorCountKeys.day(day.day), role, 'signups', day.count, day.snapshot))) &&
    (await setCounts(ambassadorCountKeys.total(), role, 'total', total, current.totalSnapshot));
  if (!settled) return { examined: profiles.length, userIds, next: restart() };
  const nextRole = AMBASSADOR_ROLES[AMBASSADOR_ROLES.indexOf(role) + 1];
  return { examined: profiles.length, userIds, next: nextRole ? ambassadorsRecountStart(nextRole) : null };
}
