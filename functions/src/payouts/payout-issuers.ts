import type { PayoutMethod } from '@app/shared/settings';
import { giftCardIssuer } from './gift-card-issuer';
import type { StoredPayout } from './payout-data';

/**
 * How each payout method pays (issue 46): the seam a payout rail goes behind. Cash is paid elsewhere and
 * recorded here, so it is sent as soon as it is recorded. A gift card is made by the store: recorded pending,
 * then issued (payout-issuing.ts claims the payout first, so one worker at a time asks). A cash rail (PayPal
 * Payouts, Stripe Connect) would be one more issuer: recorded pending, its `issue` making the transfer under
 * the payout's key, its `find` asking the rail whether an earlier attempt went through.
 */

/** What the rail made: its id and the last characters the member may be shown; never the full code. */
export interface Issued {
  id: string;
  lastCharacters: string;
}

export type IssueOutcome =
  /**
   * Made. `send` sends what only this answer carried (a card's code) to the member, once, and answers whether it
   * reached them all; it needs nothing from the table, so an outage after the payout is marked sent loses no
   * code. Null when there is nothing to send (a rail that found an earlier attempt's transfer).
   */
  | { ok: true; issued: Issued; send: (() => Promise<boolean>) | null }
  /** Not made, or not known to be: the payout fails with the rail's message, for a retry. */
  | { ok: false; message: string };

export interface PayoutIssuer {
  /** The state a payout of this method is recorded in. */
  recordedAs: 'sent' | 'pending';
  /** Issues a claimed payout; asks first whether an earlier attempt made it (attempts above 1). */
  issue?: (payout: StoredPayout) => Promise<IssueOutcome>;
  /**
   * Takes back what a sent payout made, before its void is recorded (a gift card deactivated in the store, so the
   * credit voided cannot be spent too); throws when the rail refuses, and then nothing is voided. Cash has none:
   * it was paid elsewhere, and taken back there.
   */
  takeBack?: (payout: StoredPayout) => Promise<void>;
}

const cashIssuer: PayoutIssuer = { recordedAs: 'sent' };

export const payoutIssuers: Record<PayoutMethod, PayoutIssuer> = {
  cash: cashIssuer,
  gift_card: giftCardIssuer,
};
