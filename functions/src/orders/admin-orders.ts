import type { AdminOrder, AdminOrdersPage, CreatedCode, CreateCodeInput } from '@app/shared/orders';
import { normalizeCode } from '@app/shared/code-sync';
import { orders as contracts } from '@app/shared/contracts';
import { Conflict, NotFound } from '#lib/errors';
import { assignChosenCode } from '../code-sync';
import { getProfileSummaries, retiredCodes } from '../profiles';
import { listAllOrders, searchOrders, type ListedOrder } from './order-data';
import { readOrderStats } from './order-totals';

/**
 * The Codes & Orders screen: one page of every order newest first (one Query), or of the orders a search
 * finds by number, code or buyer's e-mail (one Query of the term's search entries and one BatchGetItem of
 * their orders, however many orders there are), each attributed one named by its ambassador (one
 * BatchGetItem for the page's ambassadors), and the stat cards (one BatchGetItem of the totals' shards).
 */
export async function adminOrdersPage({ cursor, search }: { cursor?: string; search?: string }): Promise<AdminOrdersPage> {
  const [page, stats] = await Promise.all([search ? searchOrders(search, cursor) : listAllOrders(cursor), readOrderStats()]);
  return { orders: await adminOrderRows(page.orders), next_cursor: page.next_cursor, stats };
}

/**
 * Orders as the admin's table shows them: each named by its ambassador (one BatchGetItem for them all), and
 * each unattributed one whose code a deleted account held told so (one BatchGetItem of their codes' claims).
 */
export async function adminOrderRows(orders: ListedOrder[]): Promise<AdminOrder[]> {
  const unattributedCodes = orders.flatMap((order) => (!order.student_user_id && order.discount_code ? [order.discount_code] : []));
  const [profiles, retired] = await Promise.all([
    getProfileSummaries(orders.flatMap((order) => (order.student_user_id ? [order.student_user_id] : []))),
    retiredCodes(unattributedCodes),
  ]);
  return orders.map(({ shopify_line_items: _lines, ...order }) => {
    const profile = order.student_user_id ? profiles.get(order.student_user_id) : undefined;
    return {
      ...order,
      ambassador: profile
        ? { user_id: profile.user_id, first_name: profile.first_name, last_name: profile.last_name, email: profile.email }
        : null,
      code_retired: !order.student_user_id && order.discount_code !== null && retired.has(normalizeCode(order.discount_code)),
    };
  });
}

/**
 * Create Code: the chosen code for an ambassador who has none. Its store sync is queued in the same
 * transaction and announced, so it is pending until the code sync domain sends it; a code the store
 * already holds for another discount shows as a failed sync with its reason on the sync screen.
 */
export async function createAmbassadorCode(input: Required<CreateCodeInput>): Promise<CreatedCode> {
  const { errors } = contracts.createCode;
  const outcome = await assignChosenCode(input.user_id, { code: input.code, discountPercent: input.discount_percent });
  switch (outcome.status) {
    case 'not-ambassador':
      throw new NotFound(errors.notFound);
    case 'has-code':
      throw new Conflict(errors.hasCode, 'has_code');
    case 'taken':
      throw new Conflict(errors.codeTaken, 'code_taken');
    case 'assigned':
      return {
        user_id: input.user_id,
        personal_code: outcome.code,
        shop_link: outcome.shop_link,
        discount_percent: outcome.discount_percent,
        sync_status: 'pending',
      };
  }
}
