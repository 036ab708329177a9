import type { Ambassador, Contribution } from '@app/shared/leaderboards';
import { ROLES } from '@app/shared/platform';
import * as z from 'zod';
import { batchGetAll, getItem, isConditionFailure, updateItem, type Item, type TransactItem } from '#lib/table';
import { leaderboardOf } from './leaderboard-index';

/**
 * Ambassador totals: pk USER#<userId>, sk TOTALS; units (lbunits, the leaderboard's sort key), sales,
 * commission and orders, moved by ADD in the order's transaction; lbpk places the ambassador on their
 * leaderboard. The item carries the display fields a leaderboard row shows, so a leaderboard Query
 * needs nothing else. Money counters are integer cents, so ADD never accumulates float error.
 */
export const ambassadorTotalsKeys = {
  primary: (userId: string) => ({ pk: `USER#${userId}`, sk: 'TOTALS' }),
};

export const isAmbassadorTotalsItem = (item: Item) => String(item.pk).startsWith('USER#') && item.sk === 'TOTALS';

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
    orders_count: item.orders_count,
  }));
export type AmbassadorTotals = z.output<typeof storedTotalsSchema>;

export const toAmbassadorTotals = (item: Item): AmbassadorTotals => storedTotalsSchema.parse(item);

/** A condition that an ambassador's shirts sold are still `units`, as read (no row reads as none). */
const unitsSoldAre = (units: number) => ({
  ConditionExpression: units === 0 ? 'attribute_not_exists(lbunits) OR lbunits = :sold' : 'lbunits = :sold',
  values: { ':sold': units },
});

/**
 * The Update that moves an ambassador's totals by `delta`, for the order's transaction. With a zero delta
 * it creates the ambassador's row, so a member with no sale yet is listed. With `unitsBefore` it holds
 * only while the shirts sold are still what the caller read (an Auto Sale objective's crossing).
 */
export function ambassadorTotalsUpdate(ambassador: Ambassador, delta: Contribution, unitsBefore?: number): TransactItem {
  const lbpk = leaderboardOf(ambassador);
  const guard = unitsBefore === undefined ? undefined : unitsSoldAre(unitsBefore);
  return {
    Update: {
      Key: ambassadorTotalsKeys.primary(ambassador.user_id),
      UpdateExpression:
        'SET member_user_id = :user, #role = :role, campaign_id = :campaign, first_name = if_not_exists(first_name, :first), ' +
        'last_name = if_not_exists(last_name, :last), school = if_not_exists(school, :school)' +
        (lbpk ? ', lbpk = :lbpk' : '') +
        ' ADD lbunits :units, sales_cents :sales, commission_cents :commission, orders_count :orders',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: {
        ':user': ambassador.user_id,
        ':role': ambassador.role,
        ':campaign': ambassador.campaign_id,
        ':first': ambassador.first_name,
        ':last': ambassador.last_name,
        ':school': ambassador.school,
        ...(lbpk ? { ':lbpk': lbpk } : {}),
        ':units': delta.units,
        ':sales': delta.sales_cents,
        ':commission': delta.commission_cents,
        ':orders': delta.orders,
        ...guard?.values,
      },
      ...(guard ? { ConditionExpression: guard.ConditionExpression } : {}),
    },
  };
}

/** A transaction's check that an ambassador's shirts sold are still `units`, as read. */
export function unitsSoldCheck(userId: string, units: number): TransactItem {
  const { ConditionExpression, values } = unitsSoldAre(units);
  return { ConditionCheck: { Key: ambassadorTotalsKeys.primary(userId), ConditionExpression, ExpressionAttributeValues: values } };
}

/**
 * A transaction's check that an ambassador has earned at least `cents` of commission (the payouts domain
 * records a payout only while what has been paid stays within what was earned); fails without a totals row.
 */
export function commissionCoversCheck(userId: string, cents: number): TransactItem {
  return {
    ConditionCheck: {
      Key: ambassadorTotalsKeys.primary(userId),
      ConditionExpression: 'commission_cents >= :cents',
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
