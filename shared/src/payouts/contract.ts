import * as z from 'zod';
import { adminOnly, defineRoute } from '../contracts/contract';
import { idText } from '../platform/text';
import { myEarningsSchema, payoutsOverviewSchema, recordPayoutSchema, recordedPayoutSchema, voidPayoutSchema } from './payouts';

/** The Payouts view under Codes & Orders: every ambassador's balance, flagged at the payout threshold, and the newest payouts. */
export const listPayouts = defineRoute({
  method: 'GET',
  path: '/api/admin/payouts',
  access: adminOnly,
  response: payoutsOverviewSchema,
});

/** Record Payout: the ledger entry and the ambassador's paid balance move in one transaction. */
export const recordPayout = defineRoute({
  method: 'POST',
  path: '/api/admin/payouts',
  access: adminOnly,
  body: recordPayoutSchema,
  response: recordedPayoutSchema,
  status: 201,
  errors: {
    notFound: 'Ambassador not found',
    moreThanUnpaid: 'The amount is more than this ambassador’s unpaid commission.',
    moreThanPayable: 'The amount is more than this ambassador’s payable commission: the rest is still in the commission hold.',
    balanceMoved: 'This ambassador’s balance changed while the payout was being recorded. Check the new balance and try again.',
    awaitingGuardian:
      'This ambassador is under 18 and their parent or guardian has not acknowledged the programme yet, so nothing can be paid to them.',
    guardianWithdrew: 'This ambassador’s guardian withdrew, so their account is paused and nothing can be paid to them.',
  },
});

/**
 * Void Payout: the payout is marked voided (why, by whom, when) and the ambassador's paid balance and the
 * payout totals move back by its amount, in one transaction that a second void of it fails (409).
 */
export const voidPayout = defineRoute({
  method: 'POST',
  path: '/api/admin/payouts/{payout_id}/void',
  access: adminOnly,
  params: z.object({ payout_id: idText('Payout not found', 'Payout') }),
  body: voidPayoutSchema,
  response: recordedPayoutSchema,
  errors: {
    notFound: 'Payout not found',
    alreadyVoided: 'This payout was already voided.',
    ambassadorGone: 'This payout’s ambassador was deleted, so it can no longer be voided.',
  },
});

/** The caller's own earnings, paid and unpaid (/impact). */
export const getMyEarnings = defineRoute({
  method: 'GET',
  path: '/api/me/earnings',
  access: ['student', 'fundraising_ambassador'],
  response: myEarningsSchema,
});
