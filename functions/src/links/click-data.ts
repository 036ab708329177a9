import { LINK_SOURCES, REPEAT_CLICK_WINDOW_SECONDS, type LinkSource } from '@app/shared/links';
import { batchGetAll, deleteItems, getItem, queryAll, transact, TransactionCancelled, type Item } from '#lib/table';
import { utcDay } from '@app/shared/platform';

/**
 * Tracked-link clicks (issue 25), three entities, written together in one transaction per counted click:
 * - the repeat marker: pk CLICK#<client hash>, sk MARKER, expires_at (TTL). The hash is of the code, the
 *   visitor's address and user agent, so no address is stored. Its conditional Put is what makes a click
 *   count: a second click of the same link from the same client inside the window finds it and is not
 *   counted, and a redelivered click event finds its own;
 * - the counters: pk LINKS#<userId>, sk DAY#<yyyy-mm-dd> (that day's clicks) and sk TOTAL (all time), one
 *   attribute per source (`clicks_instagram`...), moved by ADD, so reading an ambassador's figures is one GetItem;
 * - the register of ambassadors with a click: pk LINKCLICKERS, sk <userId> (the same item at every click),
 *   so the conversion ranking's job Queries only those who have clicks.
 */
export const clickKeys = {
  marker: (clientHash: string) => ({ pk: `CLICK#${clientHash}`, sk: 'MARKER' }),
  day: (userId: string, day: string) => ({ pk: `LINKS#${userId}`, sk: `DAY#${day}` }),
  total: (userId: string) => ({ pk: `LINKS#${userId}`, sk: 'TOTAL' }),
  clicker: (userId: string) => ({ pk: 'LINKCLICKERS', sk: userId }),
};

const clicksAttribute = (source: LinkSource) => `clicks_${source}`;

/**
 * Counts a click, unless the same client's marker is still live (a repeat inside the window, or this very
 * click delivered again): the marker, the day's and the all-time counters and the register, all or none.
 * DynamoDB's TTL removes expired markers lazily, so an expired one is taken over. False for a repeat.
 */
export async function recordClick(click: { userId: string; source: LinkSource; client: string; at: Date }): Promise<boolean> {
  const nowSeconds = Math.floor(click.at.getTime() / 1000);
  const add = {
    UpdateExpression: 'ADD #source :one',
    ExpressionAttributeNames: { '#source': clicksAttribute(click.source) },
    ExpressionAttributeValues: { ':one': 1 },
  };
  try {
    await transact([
      {
        Put: {
          Item: { ...clickKeys.marker(click.client), expires_at: nowSeconds + REPEAT_CLICK_WINDOW_SECONDS },
          ConditionExpression: 'attribute_not_exists(pk) OR expires_at <= :now',
          ExpressionAttributeValues: { ':now': nowSeconds },
        },
      },
      { Update: { Key: clickKeys.day(click.userId, utcDay(click.at)), ...add } },
      { Update: { Key: clickKeys.total(click.userId), ...add } },
      { Put: { Item: { ...clickKeys.clicker(click.userId), user_id: click.userId } } },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailedAt(0)) return false;
    throw error;
  }
}

/** Clicks per source from a counters item (missing = 0). */
function clicksOf(item: Item | undefined): Partial<Record<LinkSource, number>> {
  const clicks: Partial<Record<LinkSource, number>> = {};
  for (const source of LINK_SOURCES) {
    const count = Number(item?.[clicksAttribute(source)] ?? 0);
    if (count > 0) clicks[source] = count;
  }
  return clicks;
}

/** An ambassador's all-time clicks per source: one GetItem. */
export async function getClickTotals(userId: string): Promise<Partial<Record<LinkSource, number>>> {
  return clicksOf(await getItem(clickKeys.total(userId)));
}

/** One day's clicks per source: one GetItem. */
export async function getDayClicks(userId: string, day: string): Promise<Partial<Record<LinkSource, number>>> {
  return clicksOf(await getItem(clickKeys.day(userId, day)));
}

/** Every ambassador who has had a click (the ranking job's list; never on a request path). */
export async function listClickers(): Promise<string[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': clickKeys.clicker('').pk } });
  return items.map((item) => String(item.sk));
}

/** Several ambassadors' all-time clicks per source (BatchGetItem, 100 keys a request). */
export async function getClickTotalsMany(userIds: string[]): Promise<Map<string, Partial<Record<LinkSource, number>>>> {
  const items = await batchGetAll(userIds.map(clickKeys.total));
  return new Map(items.map((item) => [String(item.pk).slice('LINKS#'.length), clicksOf(item)]));
}

/**
 * An erased ambassador's click figures: their counters (a day's each, and all time) and their place on the
 * register. Their repeat markers hold no one's id and expire within 30 minutes.
 */
export async function eraseClickData(userId: string): Promise<void> {
  const counters = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': clickKeys.total(userId).pk } });
  await deleteItems([...counters.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })), clickKeys.clicker(userId)]);
}
