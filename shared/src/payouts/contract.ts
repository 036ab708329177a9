import * as z from 'zod';
import { adminOnly, defineRoute } from '../contracts/contract';
import { idText } from '../platform/text';
import {
  payoutRunDetailSchema,
  payoutsOverviewSchema,
  recordPayoutSchema,
  recordedPayoutSchema,
  startPayoutRunSchema,
  voidPayoutSchema,
} from './payouts';
import { uploadTicketSchema } from '../objectives/objectives';
import { choosePayoutMethodSchema, myEarningsAndPayoutsSchema, myPayoutMethodSchema } from './member-payouts';
import { taxYearParamsSchema, taxYearQuerySchema, taxYearReportSchema } from './tax';
import { payeeW9Schema, updateW9Schema, w9FileSchema, w9UploadRequestSchema } from './w9';

const payoutIdParams = z.object({ payout_id: idText('Payout not found', 'Payout') });

/** The Payouts view under Codes & Orders: every ambassador's balance, flagged at the payout threshold, the newest payouts and runs. */
export const listPayouts = defineRoute({
  method: 'GET',
  path: '/api/admin/payouts',
  access: adminOnly,
  response: payoutsOverviewSchema,
});

/**
 * Record Payout: the ledger entry and the ambassador's paid balance move in one transaction. Cash is a
 * ledger line (paid elsewhere), sent as recorded; a gift card is recorded pending and issued through the
 * store before the answer, which says whether it was sent or failed (a failed one waits for Retry).
 */
export const recordPayout = defineRoute({
  method: 'POST',
  path: '/api/admin/payouts',
  access: adminOnly,
  body: recordPayoutSchema,
  response: recordedPayoutSchema,
  status: 201,
  audit: 'payout.recorded',
  errors: {
    methodNotAllowed: 'This payout method is not allowed: Settings > Payments lists the methods allowed.',
    guardianNameRequired: 'This ambassador is under 18: cash can only be paid to their guardian. Enter the guardian’s name.',
    notAMinor: 'Only cash to a member under 18 is paid to their guardian: this ambassador is 18 or over.',
    guardianNameForCashOnly: 'A guardian’s name goes with cash only: a gift card reaches the ambassador (and their guardian) by e-mail.',
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
  params: payoutIdParams,
  body: voidPayoutSchema,
  response: recordedPayoutSchema,
  audit: 'payout.voided',
  errors: {
    notFound: 'Payout not found',
    alreadyVoided: 'This payout was already voided.',
    stillIssuing: 'This gift card is still being issued by the store. Wait until it is sent or failed, then void it.',
    ambassadorGone: 'This payout’s ambassador was deleted, so it can no longer be voided.',
    storeRefused: 'The store could not deactivate this gift card, so the payout was not voided. Try again in a moment.',
  },
});

/**
 * Retry a failed gift card payout: it goes back to pending and is issued again, asking the store first
 * whether its card was made after all (the same idempotency key), so it is never issued twice.
 */
export const retryPayout = defineRoute({
  method: 'POST',
  path: '/api/admin/payouts/{payout_id}/retry',
  access: adminOnly,
  params: payoutIdParams,
  response: recordedPayoutSchema,
  audit: 'payout.retried',
  errors: {
    notFound: 'Payout not found',
    notFailed: 'Only a failed gift card payout can be retried.',
    voided: 'This payout was voided, so it is not issued again.',
  },
});

/**
 * Start Payout Run: one gift card payout (pending) per chosen ambassador, each of their whole payable
 * commission and each in its own transaction; the cards are issued in the background, a few at a time,
 * and a run cut short (a crash) is resumed without paying anyone twice.
 */
export const startPayoutRun = defineRoute({
  method: 'POST',
  path: '/api/admin/payout-runs',
  access: adminOnly,
  body: startPayoutRunSchema,
  response: payoutRunDetailSchema,
  status: 201,
  audit: 'payout_run.started',
  errors: {
    giftCardsNotAllowed: 'Gift cards are not among the payout methods allowed (Settings > Payments), so there is no run to pay.',
    nobodyToPay: 'None of these ambassadors has payable commission to pay now.',
  },
});

/** One payout run: where it stands and each of its payouts. */
export const getPayoutRun = defineRoute({
  method: 'GET',
  path: '/api/admin/payout-runs/{run_id}',
  access: adminOnly,
  params: z.object({ run_id: idText('Payout run not found', 'Payout run') }),
  response: payoutRunDetailSchema,
  errors: { notFound: 'Payout run not found' },
});

/** The caller's own earnings, paid and unpaid (/impact), each of their payouts with its method, and their payout method. */
export const getMyEarnings = defineRoute({
  method: 'GET',
  path: '/api/me/earnings',
  access: ['student', 'fundraising_ambassador'],
  response: myEarningsAndPayoutsSchema,
});

const payeeParams = z.object({ user_id: idText('Payee not found', 'Payee') });

/** Upload a payee's W-9: a presigned PUT into the private bucket, for a key the server chose and remembers for this payee. */
export const requestW9Upload = defineRoute({
  method: 'POST',
  path: '/api/admin/payees/{user_id}/w9/upload',
  access: adminOnly,
  params: payeeParams,
  body: w9UploadRequestSchema,
  response: uploadTicketSchema,
  status: 201,
  audit: 'content.upload_started',
  errors: { notFound: 'Payee not found' },
});

/** Set a payee's W-9 status (requested, or received on a day, with the form just uploaded); the audit entry in the same transaction. */
export const updateW9 = defineRoute({
  method: 'PUT',
  path: '/api/admin/payees/{user_id}/w9',
  access: adminOnly,
  params: payeeParams,
  body: updateW9Schema,
  response: payeeW9Schema,
  audit: 'w9.updated',
  errors: {
    notFound: 'Payee not found',
    fileMissing: 'The W-9 file was not found. Upload it again, then save.',
    changed: 'This W-9 was changed by another admin meanwhile. Check it and try again.',
  },
});

/** A short-lived link to a payee's W-9 form (admins only; an erased member's too, under their anonymous id). */
export const getW9File = defineRoute({
  method: 'GET',
  path: '/api/admin/payees/{user_id}/w9/file',
  access: adminOnly,
  params: payeeParams,
  response: w9FileSchema,
  errors: { notFound: 'No W-9 form is stored for this payee' },
});

/** The year-end report: the payees a 1099-NEC is filed for that year (or every payee, ?scope=all), with their totals and W-9s. */
export const getTaxYearPayees = defineRoute({
  method: 'GET',
  path: '/api/admin/tax-years/{year}/payees',
  access: adminOnly,
  params: taxYearParamsSchema,
  query: taxYearQuerySchema,
  response: taxYearReportSchema,
});

/** Choose my payout method among those Settings > Payments offers me. */
export const choosePayoutMethod = defineRoute({
  method: 'PUT',
  path: '/api/me/payout-method',
  access: ['student', 'fundraising_ambassador'],
  body: choosePayoutMethodSchema,
  response: myPayoutMethodSchema,
  errors: {
    notOffered: 'This payout method is not offered. Choose one of the methods listed.',
    minorsStoreCredit: 'Members under 18 are paid in store credit.',
    notFound: 'Account not found',
  },
});
