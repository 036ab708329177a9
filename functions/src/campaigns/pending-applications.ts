import * as z from 'zod';
import { getItem, parseItem, type TransactItem } from '#lib/table';

/**
 * The count on the Fundraising Campaigns screen's Pending Approval card: pk STATS#APPLICATIONS, sk
 * PENDING, attribute `pending`. The applications domain moves it (ADD) in the same transaction that
 * stores, approves or rejects an application. It lives here, not in applications, because applications
 * already depends on campaigns (approval creates a campaign): campaigns reading applications would make
 * the two domains import each other.
 */
const pendingApplicationsKey = { pk: 'STATS#APPLICATIONS', sk: 'PENDING' };

/** The Update that moves the pending applications count by `delta`, for the application's own transaction. */
export function pendingApplicationsUpdate(delta: 1 | -1): TransactItem {
  return {
    Update: {
      Key: pendingApplicationsKey,
      UpdateExpression: 'ADD pending :delta',
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/** How many applications wait for an admin (GetItem). */
export async function countPendingApplications(): Promise<number> {
  const item = await getItem(pendingApplicationsKey);
  return parseItem(z.object({ pending: z.number().default(0) }), item ?? {}).pending;
}
