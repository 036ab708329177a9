import { storeGraphql } from '#lib/store-admin-api';

/** What only seeding, the local stack's tools and tests use of payouts. */

export { payoutPut } from './payout-data';
export { resumePayoutRuns } from './payout-runs';

export interface StoreGiftCard {
  id: string;
  lastCharacters: string;
  note: string;
  /** False once deactivated: a card whose code never reached the member, replaced by the next one. */
  enabled: boolean;
}

/**
 * Every gift card an app issued in the store, by the payout whose key its note carries (store-gift-cards.ts; a
 * replacement card's key is `<payout id>#<generation>`), for these payouts, oldest first: how a test counts the
 * cards a payout got, however many attempts it took. Reads every page.
 */
export async function storeGiftCardsOfPayouts(payoutIds: readonly string[]): Promise<Map<string, StoreGiftCard[]>> {
  const cards = new Map<string, StoreGiftCard[]>(payoutIds.map((id) => [id, []]));
  let after: string | null = null;
  do {
    const data: {
      giftCards: {
        nodes: Array<{ id: string; lastCharacters: string; note: string | null; enabled: boolean }>;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    } = await storeGraphql(
      'query PayoutCards($after: String) { giftCards(first: 100, after: $after, query: "source:api_client", sortKey: CREATED_AT) { nodes { id lastCharacters note enabled } pageInfo { hasNextPage endCursor } } }',
      { after },
      102,
    );
    for (const node of data.giftCards.nodes) {
      const payoutId = /^Payout key: ([^#\n]+)(?:#\d+)?$/m.exec(node.note ?? '')?.[1];
      cards.get(payoutId ?? '')?.push({ id: node.id, lastCharacters: node.lastCharacters, note: node.note ?? '', enabled: node.enabled });
    }
    after = data.giftCards.pageInfo.hasNextPage ? data.giftCards.pageInfo.endCursor : null;
  } while (after);
  return cards;
}
