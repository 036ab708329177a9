import type { PayoutMethod } from '@app/shared/settings';
import * as z from 'zod';
import {
  batchGetAll,
  getItem,
  nowIso,
  parseItem,
  queryAll,
  transact,
  TransactionCancelled,
  type Item,
  type TransactItem,
} from '#lib/table';

/**
 * Tax-year totals (issue 46): what one payee was paid in one calendar year, cash and gift cards apart.
 * - pk TAX_YEAR#<year>, sk PAYEE#<userId>; cash_cents and gift_card_cents, moved by ADD in each payout's (and
 *   each void's) transaction (taxYearUpdate), so a year's payees are one Query of its partition, however many
 *   payouts they had; gsi1 TAX_PAYEE#<userId> / <year>, a payee's years, which their erasure moves.
 * Its own partition, not the member's: tax records are kept when a member is erased, under their anonymous id.
 */
export const taxYearKeys = {
  primary: (year: number, userId: string) => ({ pk: `TAX_YEAR#${year}`, sk: `PAYEE#${userId}` }),
  year: (year: number) => `TAX_YEAR#${year}`,
  payee: (userId: string, year: number | '' = '') => ({ gsi1pk: `TAX_PAYEE#${userId}`, gsi1sk: String(year) }),
};

/** The counter each payout method moves: a new method gets its own (the compiler asks for it). */
const CENTS_FIELD: Record<PayoutMethod, 'cash_cents' | 'gift_card_cents'> = { cash: 'cash_cents', gift_card: 'gift_card_cents' };

const storedTaxYearSchema = z.object({
  user_id: z.string(),
  tax_year: z.number(),
  cash_cents: z.number().default(0),
  gift_card_cents: z.number().default(0),
});

export type TaxYearTotals = z.output<typeof storedTaxYearSchema>;

/**
 * The Update that counts a payout toward its payee's calendar year, for the payout's own transaction: `cents`
 * of `method` (a gift card at its value, bonus included), negative for a void (in the year the payout counted in).
 */
export function taxYearUpdate({
  userId,
  year,
  method,
  cents,
}: {
  userId: string;
  year: number;
  method: PayoutMethod;
  cents: number;
}): TransactItem {
  return {
    Update: {
      Key: taxYearKeys.primary(year, userId),
      UpdateExpression: 'SET user_id = :user, tax_year = :year, gsi1pk = :payee, gsi1sk = :yearText, updated_at = :now ADD #cents :cents',
      ExpressionAttributeNames: { '#cents': CENTS_FIELD[method] },
      ExpressionAttributeValues: {
        ':user': userId,
        ':year': year,
        ':payee': taxYearKeys.payee(userId).gsi1pk,
        ':yearText': String(year),
        ':now': nowIso(),
        ':cents': cents,
      },
    },
  };
}

const toTotals = (item: Item) => parseItem(storedTaxYearSchema, item);

/** Every payee's totals for a year (one Query of its partition, every page): bounded by the year's payees, not their payouts. */
export async function taxYearPayees(year: number): Promise<TaxYearTotals[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': taxYearKeys.year(year) } });
  return items.map(toTotals);
}

/** These payees' totals for a year (BatchGetItem, 100 keys a request), by user id; absent: nothing paid that year. */
export async function taxYearTotalsMany(year: number, userIds: string[]): Promise<Map<string, TaxYearTotals>> {
  const items = await batchGetAll([...new Set(userIds)].map((userId) => taxYearKeys.primary(year, userId)));
  return new Map(items.map((item) => [String(item.user_id), toTotals(item)]));
}

// A payout's count moving the row in between: read it again.
const MOVE_TRIES = 5;

/**
 * Puts an erased member's tax years under their anonymous id (issue 46): each year's row is added to the
 * anonymous one and deleted in one transaction, on the condition that it still holds what was read, so a
 * repeat moves nothing twice. Found by gsi1 (the payee's years), so a retry of the erasure finds only what is left.
 */
export async function anonymizeTaxYears(userId: string, anonymousId: string): Promise<number> {
  const years = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :payee',
    ExpressionAttributeValues: { ':payee': taxYearKeys.payee(userId).gsi1pk },
    ProjectionExpression: 'tax_year',
  });
  for (const { tax_year: year } of years) await moveTaxYear(Number(year), userId, anonymousId);
  return years.length;
}

async function moveTaxYear(year: number, userId: string, anonymousId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const item = await getItem(taxYearKeys.primary(year, userId), { consistent: true });
    if (!item) return;
    const { cash_cents: cash, gift_card_cents: giftCard } = toTotals(item);
    // Still what was read: each counter as it was, or still absent.
    const fields = ['cash_cents', 'gift_card_cents'] as const;
    const unchanged = fields.map((field) => (field in item ? `${field} = :${field}` : `attribute_not_exists(${field})`));
    const seen = Object.fromEntries(fields.filter((field) => field in item).map((field) => [`:${field}`, item[field]]));
    try {
      await transact([
        {
          Update: {
            Key: taxYearKeys.primary(year, anonymousId),
            UpdateExpression:
              'SET user_id = :user, tax_year = :year, gsi1pk = :payee, gsi1sk = :yearText, updated_at = :now ADD cash_cents :cash, gift_card_cents :giftCard',
            ExpressionAttributeValues: {
              ':user': anonymousId,
              ':year': year,
              ':payee': taxYearKeys.payee(anonymousId).gsi1pk,
              ':yearText': String(year),
              ':now': nowIso(),
              ':cash': cash,
              ':giftCard': giftCard,
            },
          },
        },
        {
          Delete: {
            Key: taxYearKeys.primary(year, userId),
            ConditionExpression: ['attribute_exists(pk)', ...unchanged].join(' AND '),
            ...(Object.keys(seen).length > 0 ? { ExpressionAttributeValues: seen } : {}),
          },
        },
      ]);
      return;
    } catch (error) {
      if (!(error instanceof TransactionCancelled && error.conditionFailedAt(1)) || attempt >= MOVE_TRIES) throw error;
    }
  }
}
