import { randomUUID } from 'node:crypto';
import { pathOf, payouts } from '@app/shared/contracts';
import { api } from '#test/api';
import { givenEarner } from '#test/payouts';
import type { AuditScenarios } from './scenario';

const today = () => new Date().toISOString().slice(0, 10);

/** Payouts (issue 46): a payout recorded, voided or retried, each about its payee, and a payout run. */
export const payoutsScenarios: AuditScenarios = {
  'POST /api/admin/payouts': {
    arrange: async (admin) => {
      const earner = await givenEarner(admin.token, [100]);
      return {
        body: { user_id: earner.userId, amount: 1.25, method: 'cash', paid_on: today(), reference: 'TR-AUDIT' },
        entry: {
          subject_type: 'payout',
          person_id: earner.userId,
          changes: [
            { field: 'amount', before: null, after: 1.25 },
            { field: 'method', before: null, after: 'cash' },
            { field: 'paid_earnings', before: 0, after: 1.25 },
          ],
        },
      };
    },
  },
  'POST /api/admin/payouts/{payout_id}/void': {
    arrange: async (admin) => {
      const earner = await givenEarner(admin.token, [100]);
      const recorded = await api('POST', pathOf(payouts.recordPayout), {
        token: admin.token,
        body: { user_id: earner.userId, amount: 2, method: 'cash', paid_on: today(), reference: 'TR-AUDIT-VOID' },
      });
      return {
        params: { payout_id: recorded.body.payout.id },
        body: { reason: 'Wrong amount' },
        entry: {
          subject_type: 'payout',
          subject_id: recorded.body.payout.id,
          person_id: earner.userId,
          changes: [
            { field: 'voided', before: null, after: 'Wrong amount' },
            { field: 'paid_earnings', before: 2, after: 0 },
          ],
        },
      };
    },
  },
  'POST /api/admin/payouts/{payout_id}/retry': {
    arrange: async () => {
      // A gift card payout the store failed, as the ledger holds it.
      const { nowIso, transact } = await import('#lib/table');
      const { payoutPut } = await import('../../src/payouts/seeding');
      const userId = randomUUID();
      const payoutId = randomUUID();
      await transact([
        payoutPut({
          id: payoutId,
          user_id: userId,
          amount_cents: 100,
          method: 'gift_card',
          state: 'failed',
          paid_on: today(),
          reference: '',
          recorded_by: 'audit-walk',
          created_at: nowIso(),
        }),
      ]);
      return {
        params: { payout_id: payoutId },
        entry: {
          subject_type: 'payout',
          subject_id: payoutId,
          person_id: userId,
          changes: [{ field: 'state', before: 'failed', after: 'pending' }],
        },
      };
    },
  },
  'POST /api/admin/payout-runs': {
    arrange: async (admin) => {
      const earner = await givenEarner(admin.token, [1000]);
      return {
        body: { user_ids: [earner.userId] },
        entry: {
          subject_type: 'payout_run',
          changes: [
            { field: 'state', before: null, after: 'running' },
            { field: 'payees', before: null, after: 1 },
          ],
        },
      };
    },
  },
};
