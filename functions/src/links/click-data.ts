import { LINK_SOURCES, REPEAT_CLICK_WINDOW_SECONDS, type LinkSource } from '@app/shared/links';
import { batchGetAll, getItem, isConditionFailure, putItem, queryAll, updateItem, type Item } from '#lib/table';

/**
 * Tracked-link clicks (issue 25), three entities:
 * - the repeat marker: pk CLICK#<client hash>, sk MARKER, expires_at (TTL). The hash is of the code, the
 *   visitor's address and user agent, so no address is stored. Its conditional Put is what makes a click
 *   count: a second click of the same link from the same client inside the window finds it and is not counted;
 * - the counters: pk LINKS#<userId>, sk DAY#<yyyy-mm-dd> (that day's clicks) and sk TOTAL (all time), one
 *   attribute per source (`clicks_instagram`...), moved by ADD, so a click is one write each and reading an
 *   ambassador's figures is one GetItem;
 * - the register of ambassadors with a click: pk LINKCLICKERS, sk <userId>, written once (at an
 *   ambassador's first click), so the conversion ranking's job Queries only those who have clicks.
 */
export const clickKeys = {
  marker: (clientHash: string) => ({ pk: `CLICK#${clientHash}`, sk: 'MARKER' }),
  day: (userId: string, day: string) => ({ pk: `LINKS#${userId}`, sk: `DAY#${day}` }),
  total: (userId: string) => ({ pk: `LINKS#${userId}`, sk: 'TOTAL' }),
  clicker: (userId: string) => ({ pk: 'LINKCLICKERS', sk: userId }),
};

const clicksAttribute = (source: LinkSource) => `clicks_${source}`;
/** Every source's clicks summed, so the first click of an ambassador is seen from the write itself. */
const ALL_CLICKS = 'clicks_all';

/**
 * Claims the repeat marker of a client's click: true when this click counts (no live marker), false for a
 * repeat inside the window. DynamoDB's TTL removes expired markers lazily, so an expired one is taken over.
 */
export async function claimClick(clientHash: string, now: Date): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  try {
    await putItem({
      Item: { ...clickKeys.marker(clientHash), expires_at: nowSeconds + REPEAT_CLICK_WINDOW_SECONDS },
      ConditionExpression: 'attribute_not_exists(pk) OR expires_at <= :now',
      ExpressionAttributeValues: { ':now': nowSeconds },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Counts one click for the ambassador: that day's counter and the all-time one, each one ADD (two writes at once). */
export async function addClick(userId: string, source: LinkSource, now: Date): Promise<void> {
  const add = {
    UpdateExpression: 'ADD #source :one, #all :one',
    ExpressionAttributeNames: { '#source': clicksAttribute(source), '#all': ALL_CLICKS },
    ExpressionAttributeValues: { ':one': 1 },
  };
  const [, before] = await Promise.all([
    updateItem({ Key: clickKeys.day(userId, now.toISOString().slice(0, 10)), ...add }),
    updateItem({ Key: clickKeys.total(userId), ...add, ReturnValues: 'UPDATED_OLD' }),
  ]);
  // The ambassador's first click ever: put them on the register the ranking reads (a Put, so a race writes the same item twice).
  if (before?.[ALL_CLICKS] === undefined) await putItem({ Item: { ...clickKeys.clicker(userId), user_id: userId } });
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
