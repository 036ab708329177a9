import { MILESTONE_BADGES, type Ambassador, type Badge, type Contribution, type MyTotals } from '@app/shared/leaderboards';
import { LINK_SOURCES, type LinkSource } from '@app/shared/links';
import { ROLES } from '@app/shared/platform';
import * as z from 'zod';
import {
  batchGetAll,
  decodeCursor,
  encodeCursor,
  getItem,
  isConditionFailure,
  nowIso,
  queryPage,
  updateItem,
  type Item,
  type TransactItem,
} from '#lib/table';
import type { ItemChange } from '#lib/table-stream';
import { leaderboardOf } from './leaderboard-index';

/**
 * Ambassador totals: pk USER#<userId>, sk TOTALS; units (lbunits), sales, commission and orders, moved by ADD
 * in the order's transaction, in no index (an order's transaction moves no ranking). The item carries the
 * display fields a leaderboard row shows. Money counters are integer cents, so ADD never accumulates float
 * error. Each milestone badge is an attribute badge_<shirts> holding when it was earned, set once; the orders
 * that came through the ambassador's tracked link are counted per source in orders_via_<source>.
 *
 * Ranking entry: pk USER#<userId>, sk RANKING, a copy of the totals row kept from its changes on the table's
 * stream (ranking-projection.ts), with the keys that rank it: lbpk places the ambassador on their leaderboard
 * (sorted by lbunits), rvpk in the revenue index (Ambassador Performance, sorted by sales_cents), frpk a
 * fundraiser in the fundraisers index (sorted by lbunits). A leaderboard is one Query of these entries.
 */
export const ambassadorTotalsKeys = {
  primary: (userId: string) => ({ pk: `USER#${userId}`, sk: 'TOTALS' }),
  ranking: (userId: string) => ({ pk: `USER#${userId}`, sk: 'RANKING' }),
  /** The revenue index's one partition: every ambassador's totals row, sorted by sales_cents. */
  byRevenue: () => 'AMBASSADORS',
  /** The fundraisers index's one partition: every fundraiser's totals row, sorted by shirts sold (lbunits). */
  fundraisers: () => 'FUNDRAISERS',
};

const isFundraiser = (ambassador: Pick<Ambassador, 'role'>) => ambassador.role === 'fundraising_ambassador';

export const isAmbassadorTotalsItem = (item: Item) => String(item.pk).startsWith('USER#') && item.sk === 'TOTALS';
/** An ambassador's ranking entry, as the leaderboard, revenue and fundraisers indexes return it among other items. */
export const isAmbassadorRankingItem = (item: Item) => String(item.pk).startsWith('USER#') && item.sk === 'RANKING';

const rankedAsSchema = z.object({ role: z.enum(ROLES), campaign_id: z.string().nullish() });

/** The index keys that rank an ambassador: their leaderboard, the revenue index (not an admin), the fundraisers index. */
function rankingKeysOf(ambassador: Pick<Ambassador, 'role' | 'campaign_id'>) {
  const lbpk = leaderboardOf(ambassador);
  return {
    ...(lbpk ? { lbpk } : {}),
    ...(ambassador.role !== 'admin' ? { rvpk: ambassadorTotalsKeys.byRevenue() } : {}),
    ...(isFundraiser(ambassador) ? { frpk: ambassadorTotalsKeys.fundraisers() } : {}),
  };
}

/** An ambassador's ranking entry for their totals row as it now is: the row's fields, under the keys that rank it. */
export function rankingEntryOf(totalsRow: Item): Item {
  // A row from before the ranking entries carries the keys itself: the entry's are worked out again.
  const { lbpk: _lbpk, rvpk: _rvpk, frpk: _frpk, ...fields } = totalsRow;
  const { role, campaign_id } = rankedAsSchema.parse(totalsRow);
  return { ...fields, sk: ambassadorTotalsKeys.ranking('').sk, ...rankingKeysOf({ role, campaign_id: campaign_id ?? null }) };
}

const storedTotalsSchema = z
  .object({
    member_user_id: z.string(),
    role: z.enum(ROLES),
    campaign_id: z.string().nullish(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    school: z.string().nullish(),
    lbunits: z.number().default(0),
    sales_cents: z.number().default(0),
    commission_cents: z.number().default(0),
    /** The part of commission_cents past the hold (a row from before the hold has none: 0). */
    payable_commission_cents: z.number().default(0),
    orders_count: z.number().default(0),
  })
  .transform((item) => ({
    user_id: item.member_user_id,
    role: item.role,
    campaign_id: item.campaign_id ?? null,
    first_name: item.first_name ?? '',
    last_name: item.last_name ?? '',
    school: item.school ?? null,
    units_sold: item.lbunits,
    total_sales: item.sales_cents / 100,
    total_commission: item.commission_cents / 100,
    payable_commission: item.payable_commission_cents / 100,
    orders_count: item.orders_count,
  }));

const badgeAttribute = (shirts: number) => `badge_${shirts}`;
const sourceAttribute = (source: LinkSource) => `orders_via_${source}`;

export type AmbassadorTotals = z.output<typeof storedTotalsSchema> & {
  /** The milestones earned, lowest first. */
  badges: Badge[];
  /** Orders that came through the tracked link, by the source it was shared on; a source without any is left out. */
  orders_by_source: Partial<Record<LinkSource, number>>;
};

export function toAmbassadorTotals(item: Item): AmbassadorTotals {
  const earned = (shirts: number) => item[badgeAttribute(shirts)];
  const ordersVia = (source: LinkSource) => item[sourceAttribute(source)];
  return {
    ...storedTotalsSchema.parse(item),
    badges: MILESTONE_BADGES.flatMap((shirts) => {
      const at = earned(shirts);
      return typeof at === 'string' ? [{ shirts, earned_at: at }] : [];
    }),
    orders_by_source: Object.fromEntries(
      LINK_SOURCES.flatMap((source) => {
        const orders = ordersVia(source);
        return typeof orders === 'number' && orders !== 0 ? [[source, orders]] : [];
      }),
    ),
  };
}

/** What a batch of the table's stream did to one ambassador's totals row that it left in place. */
export interface ShirtsReached {
  /** The row as the batch's last change left it. */
  totals: AmbassadorTotals;
  /** The shirts sold before the batch's first change (none for a row it created). */
  unitsBefore: number;
  /** The most shirts sold any change of the batch reached: a refund right after the order does not hide it. */
  reached: number;
}

/**
 * Each totals row a batch of changes moved (in stream order), for what follows the shirts sold (milestone
 * badges, Auto Sale objectives): how many before, the most reached, the row as left; a row the batch deleted
 * (an ambassador erased) is left out.
 */
export function shirtsReached(changes: readonly ItemChange[]): ShirtsReached[] {
  const rows = new Map<string, { unitsBefore: number; reached: number; totals: AmbassadorTotals | undefined }>();
  for (const { before, after } of changes) {
    const key = String((after ?? before)?.pk);
    const held = rows.get(key);
    const totals = after && toAmbassadorTotals(after);
    rows.set(key, {
      unitsBefore: held ? held.unitsBefore : before ? toAmbassadorTotals(before).units_sold : 0,
      reached: Math.max(held?.reached ?? 0, totals?.units_sold ?? 0),
      totals,
    });
  }
  return [...rows.values()].flatMap(({ totals, ...row }) => (totals ? [{ ...row, totals }] : []));
}

/** An ambassador's totals as they see them (and admins on their detail), zeros before a first sale. */
export function myTotalsOf(totals: AmbassadorTotals | undefined): MyTotals {
  return {
    units_sold: totals?.units_sold ?? 0,
    total_sales: totals?.total_sales ?? 0,
    total_commission: totals?.total_commission ?? 0,
    orders_count: totals?.orders_count ?? 0,
    badges: totals?.badges ?? [],
    orders_by_source: totals?.orders_by_source ?? {},
  };
}

/** What else an order's move of the totals says, beyond its contribution. */
export interface TotalsMove {
  /**
   * The ambassador was known from a remembered claim without reading their row: the Update holds only while
   * the row exists, so an order cannot bring back the row of an ambassador erased since.
   */
  existing?: boolean;
  /** Milestones the move sets as already earned (bulk loading of orders whose badges history gave). */
  badges?: { shirts: readonly number[]; at: string };
  /** The source of the tracked link the order came through, whose order count moves with `delta.orders`. */
  source?: LinkSource;
  /** The order's commission is past its hold: payable_commission_cents moves with `delta.commission_cents`. */
  payable?: boolean;
}

/**
 * The Update that moves an ambassador's totals by `delta`, for the order's transaction. With a zero delta
 * it creates the ambassador's row, so a member with no sale yet is listed (by its ranking entry, which
 * follows). The milestones and Auto Sale objectives its shirts reach follow the row's change on the table's
 * stream (milestone-badges.ts, and the objectives domain), so the Update holds no reading of the row.
 */
export function ambassadorTotalsUpdate(ambassador: Ambassador, delta: Contribution, move: TotalsMove = {}): TransactItem {
  const badges = move.badges?.shirts ?? [];
  const bySource = move.source && delta.orders !== 0 ? move.source : undefined;
  return {
    Update: {
      Key: ambassadorTotalsKeys.primary(ambassador.user_id),
      UpdateExpression:
        'SET member_user_id = :user, #role = :role, campaign_id = :campaign, first_name = if_not_exists(first_name, :first), ' +
        'last_name = if_not_exists(last_name, :last), school = if_not_exists(school, :school)' +
        badges.map((shirts) => `, ${badgeAttribute(shirts)} = if_not_exists(${badgeAttribute(shirts)}, :earned)`).join('') +
        ' ADD lbunits :units, sales_cents :sales, commission_cents :commission, orders_count :orders' +
        (bySource ? `, ${sourceAttribute(bySource)} :orders` : '') +
        (move.payable && delta.commission_cents !== 0 ? ', payable_commission_cents :commission' : ''),
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: {
        ':user': ambassador.user_id,
        ':role': ambassador.role,
        ':campaign': ambassador.campaign_id,
        ':first': ambassador.first_name,
        ':last': ambassador.last_name,
        ':school': ambassador.school,
        ':units': delta.units,
        ':sales': delta.sales_cents,
        ':commission': delta.commission_cents,
        ':orders': delta.orders,
        ...(badges.length > 0 ? { ':earned': move.badges?.at } : {}),
      },
      ...(move.existing ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
    },
  };
}

/** An ambassador's totals row with nothing sold yet, as the Update above leaves it on a new row (bulk loading). */
export function newAmbassadorTotalsItem(ambassador: Ambassador): Item {
  return {
    ...ambassadorTotalsKeys.primary(ambassador.user_id),
    member_user_id: ambassador.user_id,
    role: ambassador.role,
    campaign_id: ambassador.campaign_id,
    first_name: ambassador.first_name,
    last_name: ambassador.last_name,
    school: ambassador.school,
    lbunits: 0,
    sales_cents: 0,
    commission_cents: 0,
    orders_count: 0,
  };
}

/** A transaction's check that an ambassador's shirts sold are still `units`, as read (no row reads as none). */
export function unitsSoldCheck(userId: string, units: number): TransactItem {
  return {
    ConditionCheck: {
      Key: ambassadorTotalsKeys.primary(userId),
      ConditionExpression: units === 0 ? 'attribute_not_exists(lbunits) OR lbunits = :sold' : 'lbunits = :sold',
      ExpressionAttributeValues: { ':sold': units },
    },
  };
}

/**
 * Sets a milestone badge on an ambassador's totals row, once: whether this call earned it (not when it was
 * held already, or the row is gone with an ambassador erased since).
 */
export async function earnBadge(userId: string, shirts: number, at: string): Promise<boolean> {
  const attribute = badgeAttribute(shirts);
  try {
    await updateItem({
      Key: ambassadorTotalsKeys.primary(userId),
      UpdateExpression: `SET ${attribute} = :at`,
      ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(${attribute})`,
      ExpressionAttributeValues: { ':at': at },
    });
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/**
 * A transaction's check that at least `cents` of an ambassador's commission is payable (past its hold):
 * the payouts domain records a payout only while what has been paid stays within it. Fails without a
 * totals row, or on a row from before the hold (nothing payable yet).
 */
export function payableCommissionCoversCheck(userId: string, cents: number): TransactItem {
  return {
    ConditionCheck: {
      Key: ambassadorTotalsKeys.primary(userId),
      ConditionExpression: 'payable_commission_cents >= :cents',
      ExpressionAttributeValues: { ':cents': cents },
    },
  };
}

/**
 * The Update that makes `cents` of an ambassador's commission payable when an order's hold passes, for the
 * order's maturing transaction. Only on an existing row: an ambassador erased since is paid nothing.
 */
export function commissionMaturedUpdate(userId: string, cents: number): TransactItem {
  return {
    Update: {
      Key: ambassadorTotalsKeys.primary(userId),
      UpdateExpression: 'ADD payable_commission_cents :cents',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':cents': cents },
    },
  };
}

/** One ambassador's totals, or undefined before they have a code. */
export async function getAmbassadorTotals(userId: string, consistent = false): Promise<AmbassadorTotals | undefined> {
  const item = await getItem(ambassadorTotalsKeys.primary(userId), { consistent });
  return item ? toAmbassadorTotals(item) : undefined;
}

/** Several ambassadors' totals at once (BatchGetItem, 100 keys a request). */
export async function getAmbassadorTotalsMany(userIds: string[]): Promise<Map<string, AmbassadorTotals>> {
  const items = await batchGetAll([...new Set(userIds)].map(ambassadorTotalsKeys.primary));
  return new Map(items.map((item) => [String(item.member_user_id), toAmbassadorTotals(item)]));
}

/** Keeps the display fields of an ambassador's totals row in step with their profile; nothing before they have one. */
export async function renameInTotals(
  userId: string,
  names: { first_name: string; last_name: string; school: string | null },
): Promise<void> {
  try {
    await updateItem({
      Key: ambassadorTotalsKeys.primary(userId),
      UpdateExpression: 'SET first_name = :first, last_name = :last, school = :school',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':first': names.first_name, ':last': names.last_name, ':school': names.school },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

const revenueCursorSchema = z.object({
  pk: z.string().startsWith('USER#').max(200),
  sk: z.literal('RANKING'),
  rvpk: z.literal('AMBASSADORS'),
  sales_cents: z.number().int(),
});

/**
 * A page of ambassadors' totals, most revenue first (one Query of the revenue index, `limit` rows), and the
 * cursor of the next page (null after the last). A cursor that is not one of this listing's is an Invalid
 * with `badCursor`. Ties in revenue keep the index's order, the same on every read.
 */
export async function ambassadorTotalsByRevenue(
  limit: number,
  cursor: string | undefined,
  badCursor: string,
): Promise<{ rows: AmbassadorTotals[]; next_cursor: string | null }> {
  const start = decodeCursor(cursor, revenueCursorSchema, badCursor);
  const { items, lastKey } = await queryPage(
    {
      IndexName: 'revenue',
      KeyConditionExpression: 'rvpk = :rvpk',
      ExpressionAttributeValues: { ':rvpk': ambassadorTotalsKeys.byRevenue() },
      ScanIndexForward: false,
      Limit: limit,
    },
    start,
  );
  return { rows: items.map(toAmbassadorTotals), next_cursor: encodeCursor(lastKey) };
}

/** The fundraisers who sold the most shirts across every campaign, at most `limit` (one Query of the fundraisers index). */
export async function topFundraiserTotals(limit: number): Promise<AmbassadorTotals[]> {
  const { items } = await queryPage({
    IndexName: 'fundraisers',
    KeyConditionExpression: 'frpk = :frpk',
    ExpressionAttributeValues: { ':frpk': ambassadorTotalsKeys.fundraisers() },
    ScanIndexForward: false,
    Limit: limit,
  });
  return items.map(toAmbassadorTotals);
}

/**
 * The one-off move of these ambassadors' rankings to their ranking entries: a totals row that still carries
 * the index keys itself (from before the entries), or has no entry, loses the keys and is marked, one
 * UpdateItem each, and its change on the table's stream writes its entry (ranking-projection.ts); a sort key
 * missing on an old row starts at 0. A second run finds nothing to do. Answers how many were moved.
 */
export async function indexTotalsRows(userIds: readonly string[]): Promise<number> {
  const ids = [...new Set(userIds)];
  const [rows, entries] = await Promise.all([
    batchGetAll(ids.map(ambassadorTotalsKeys.primary), { projection: ['pk', 'sk', 'lbpk', 'rvpk', 'frpk'] }),
    batchGetAll(ids.map(ambassadorTotalsKeys.ranking), { projection: ['pk'] }),
  ]);
  const ranked = new Set(entries.map((entry) => String(entry.pk)));
  const lacking = rows.filter(
    (row) => row.lbpk !== undefined || row.rvpk !== undefined || row.frpk !== undefined || !ranked.has(String(row.pk)),
  );
  for (const row of lacking) {
    try {
      await updateItem({
        Key: { pk: String(row.pk), sk: String(row.sk) },
        UpdateExpression:
          'SET sales_cents = if_not_exists(sales_cents, :zero), lbunits = if_not_exists(lbunits, :zero), ranked_at = :now REMOVE lbpk, rvpk, frpk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':zero': 0, ':now': nowIso() },
      });
    } catch (error) {
      // Deleted since it was read: nothing to rank.
      if (!isConditionFailure(error)) throw error;
    }
  }
  return lacking.length;
}
