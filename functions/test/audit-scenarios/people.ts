import { randomUUID } from 'node:crypto';
import { deadLetters, events, objectives, orders, pathOf, reconciliation } from '@app/shared/contracts';
import type { DeadLetter } from '@app/shared/dead-letters';
import type { Objective } from '@app/shared/objectives';
import type { ReconciliationStatus } from '@app/shared/reconciliation';
import { api, givenUser } from '#test/api';
import { givenObjective } from '#test/objectives';
import { eventually, givenAmbassador, shopifyOrder, storeDelivery } from '#test/store';
import type { AuditScenarios, ScenarioAdmin } from './scenario';

/** Audit scenarios of the routes that change members, their objectives, orders and codes, and the store's sync. */

const letters = (length: number) =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .padEnd(length, 'x')
    .slice(0, length);

/** A student who signed up and waits for approval (a name of their own, so their generated code is free). */
const givenPendingStudent = () => givenUser('student', { first_name: `Pen${letters(6)}`, last_name: `Ding${letters(4)}` });

/** An order the store sold with `code` (one no member holds, unless told), folded as its webhook would be. */
async function givenPaidOrder(options: { code?: string; email?: string } = {}): Promise<string> {
  const { recordStoreEvent } = await import('../../src/orders/seeding');
  const order = shopifyOrder({ code: options.code ?? `NOBODY${letters(6).toUpperCase()}`, email: options.email });
  await recordStoreEvent(await storeDelivery('orders/paid', order));
  return String(order.id);
}

/** A pending dead letter: an order's webhook its consumer gave up on. */
async function givenDeadLetter(admin: ScenarioAdmin): Promise<DeadLetter> {
  const { keepUndelivered } = await import('../../src/dead-letters/seeding');
  const { storeWebhookDetail } = await import('../../src/orders/seeding');
  const order = shopifyOrder({ code: 'NOBODY' });
  const detail = storeWebhookDetail(
    'orders/paid',
    { webhook_id: randomUUID(), shop: 'local-store.myshopify.com', received_at: new Date().toISOString() },
    order,
  );
  const { source, detailType } = events.storeWebhookReceived;
  await keepUndelivered({
    event: { id: randomUUID(), source, detailType, detail },
    consumer: 'prod-orders',
    reason: 'The audit walk',
    attempts: 3,
    failedAt: new Date().toISOString(),
  });
  return eventually(async () => {
    const { body } = await api<{ dead_letters: DeadLetter[] }>('GET', pathOf(deadLetters.listDeadLetters), { token: admin.token });
    const letter = body.dead_letters.find((kept) => kept.summary.includes(order.name));
    expect(letter).toBeDefined();
    return letter!;
  });
}

/** An objective number no fundraisers' objective holds yet. */
async function freeObjectiveNumber(admin: ScenarioAdmin): Promise<number> {
  const { body } = await api<{ objectives: Objective[] }>('GET', pathOf(objectives.listAllObjectives), { token: admin.token });
  const taken = new Set(
    body.objectives.filter((objective) => objective.target_role === 'fundraising_ambassador').map((o) => o.objective_number),
  );
  for (;;) {
    const number = 500 + Math.floor(Math.random() * 500);
    if (!taken.has(number)) return number;
  }
}

/** An inactive fundraisers' objective as the admin's form sends it, so no member's progress changes. */
const objectiveForm = (number: number, title: string) => ({
  objective_number: number,
  title,
  description: null,
  proof_type: 'link',
  time_estimate: null,
  example_content: null,
  unlock_rule_text: null,
  is_active: false,
  target_role: 'fundraising_ambassador',
});

export const peopleScenarios: AuditScenarios = {
  'POST /api/admin/ambassadors/{user_id}/approve': {
    arrange: async () => {
      const student = await givenPendingStudent();
      return {
        params: { user_id: student.userId },
        entry: {
          subject_type: 'ambassador',
          subject_id: student.userId,
          person_id: student.userId,
          changes: [{ field: 'status', before: 'pending_approval', after: 'active' }],
        },
      };
    },
  },

  'DELETE /api/admin/ambassadors/{user_id}': {
    arrange: async () => {
      const student = await givenPendingStudent();
      return {
        params: { user_id: student.userId },
        entry: {
          subject_type: 'ambassador',
          subject_id: student.userId,
          person_id: student.userId,
          changes: [
            { field: 'status', before: 'pending_approval', after: 'erased' },
            { field: 'role', before: 'student', after: null },
          ],
        },
      };
    },
  },

  'POST /api/admin/ambassadors/bulk-delete': {
    arrange: async () => {
      const student = await givenPendingStudent();
      return {
        body: { user_ids: [student.userId] },
        entry: {
          subject_type: 'ambassador',
          subject_id: student.userId,
          person_id: student.userId,
          changes: [{ field: 'status', before: 'pending_approval', after: 'erased' }],
        },
      };
    },
  },

  'POST /api/admin/programme-recount': {
    arrange: async () => ({ body: {}, entry: { subject_type: 'programme', subject_id: 'ambassadors', person_id: null } }),
  },

  'POST /api/admin/ambassadors/{user_id}/guardian-email': {
    arrange: async () => {
      const guardianEmail = `parent-${randomUUID().slice(0, 8)}@example.test`;
      const member = await givenUser('fundraising_ambassador', {
        adult_from: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10),
        guardian: { email: guardianEmail, status: 'awaiting', sent_at: null, acknowledged_at: null, withdrawn_at: null },
      });
      return {
        params: { user_id: member.userId },
        entry: {
          subject_type: 'guardian',
          subject_id: member.userId,
          person_id: member.userId,
          changes: [{ field: 'link_sent_to', before: null, after: 'p***@example.test' }],
        },
      };
    },
  },

  'POST /api/admin/objectives': {
    arrange: async (admin) => {
      const title = `Audited ${randomUUID().slice(0, 8)}`;
      return {
        body: objectiveForm(await freeObjectiveNumber(admin), title),
        entry: { subject_type: 'objective', person_id: null, changes: [{ field: 'title', before: null, after: title }] },
      };
    },
  },

  'PUT /api/admin/objectives/{objective_id}': {
    arrange: async (admin) => {
      const number = await freeObjectiveNumber(admin);
      const objective = await givenObjective({ objective_number: number, target_role: 'fundraising_ambassador', is_active: false });
      const title = `Renamed ${randomUUID().slice(0, 8)}`;
      return {
        params: { objective_id: objective.id },
        body: objectiveForm(number, title),
        entry: {
          subject_type: 'objective',
          subject_id: objective.id,
          person_id: null,
          changes: [{ field: 'title', before: objective.title, after: title }],
        },
      };
    },
  },

  'POST /api/admin/submissions/{submission_id}/review': {
    arrange: async () => {
      const { putUserObjective } = await import('../../src/objectives/seeding');
      const objective = await givenObjective();
      const student = await givenUser('student');
      await putUserObjective({
        user_id: student.userId,
        objective_id: objective.id,
        status: 'assigned',
        assigned_at: new Date().toISOString(),
      });
      const submitted = await api('POST', pathOf(objectives.submitWork), {
        token: student.token,
        body: { objective_id: objective.id, proof: { kind: 'link', url: 'https://example.com/post' } },
      });
      expect(submitted.status).toBe(201);
      return {
        params: { submission_id: submitted.body.id as string },
        body: { decision: 'reject', feedback: 'Please link the post itself.' },
        entry: {
          subject_type: 'submission',
          subject_id: submitted.body.id as string,
          person_id: student.userId,
          changes: [
            { field: 'status', before: 'submitted', after: 'needs_revision' },
            { field: 'admin_feedback', before: null, after: 'Please link the post itself.' },
          ],
        },
      };
    },
  },

  'POST /api/admin/codes': {
    arrange: async () => {
      const student = await givenPendingStudent();
      const code = `AUDIT${letters(8).toUpperCase()}`;
      return {
        body: { user_id: student.userId, code, discount_percent: 15 },
        entry: {
          subject_type: 'code',
          subject_id: code,
          person_id: student.userId,
          changes: [
            { field: 'personal_code', before: null, after: code },
            { field: 'discount_percent', before: null, after: 15 },
          ],
        },
      };
    },
  },

  'POST /api/admin/orders/recount': {
    arrange: async () => ({ body: {}, entry: { subject_type: 'orders', subject_id: 'recount', person_id: null } }),
  },

  'POST /api/admin/orders/{orderId}/credit': {
    arrange: async () => {
      const [orderId, member] = await Promise.all([givenPaidOrder(), givenAmbassador('fundraising_ambassador')]);
      return {
        params: { orderId },
        body: { user_id: member.userId, reason: 'The buyer named them.' },
        entry: {
          subject_type: 'order',
          subject_id: orderId,
          person_id: member.userId,
          changes: [
            { field: 'ambassador', before: null, after: member.userId },
            { field: 'credit_reason', before: null, after: 'The buyer named them.' },
          ],
        },
      };
    },
  },

  'DELETE /api/admin/orders/{orderId}/credit': {
    arrange: async (admin) => {
      const [orderId, member] = await Promise.all([givenPaidOrder(), givenAmbassador('fundraising_ambassador')]);
      const credited = await api('POST', pathOf(orders.creditOrder, { orderId }), {
        token: admin.token,
        body: { user_id: member.userId, reason: 'The buyer named them.' },
      });
      expect(credited.status).toBe(200);
      return {
        params: { orderId },
        entry: {
          subject_type: 'order',
          subject_id: orderId,
          person_id: member.userId,
          changes: [
            { field: 'ambassador', before: member.userId, after: null },
            { field: 'credit_reason', before: 'The buyer named them.', after: null },
          ],
        },
      };
    },
  },

  'POST /api/admin/orders/{orderId}/flag': {
    arrange: async () => {
      // Bought with the member's own e-mail: held as a self-referral.
      const member = await givenAmbassador('student');
      const orderId = await givenPaidOrder({ code: member.code, email: `${member.userId}@example.test` });
      return {
        params: { orderId },
        body: { decision: 'clear', note: 'Their aunt, on their account.' },
        entry: {
          subject_type: 'order',
          subject_id: orderId,
          person_id: member.userId,
          changes: [
            { field: 'flag_status', before: 'held', after: 'cleared' },
            { field: 'flag_note', before: null, after: 'Their aunt, on their account.' },
          ],
        },
      };
    },
  },

  'POST /api/admin/code-sync/process-pending': {
    arrange: async () => ({ entry: { subject_type: 'code_sync', subject_id: 'pending', person_id: null } }),
  },

  'POST /api/admin/code-sync/bulk-sync': {
    arrange: async () => ({ entry: { subject_type: 'code_sync', subject_id: 'all', person_id: null } }),
  },

  'POST /api/admin/code-sync/retry-failed': {
    arrange: async () => ({ entry: { subject_type: 'code_sync', subject_id: 'failed', person_id: null } }),
  },

  'POST /api/admin/reconciliation/run': {
    arrange: async (admin) => {
      // Run now is refused while a run holds the lease: wait for the one under way, if any, to finish.
      await eventually(async () => {
        const { body } = await api<ReconciliationStatus>('GET', pathOf(reconciliation.getReconciliation), { token: admin.token });
        expect(body.running_since).toBeNull();
      }, 30_000);
      return { entry: { subject_type: 'reconciliation', subject_id: 'store_orders', person_id: null } };
    },
  },

  'POST /api/admin/dead-letters/{dead_letter_id}/redrive': {
    arrange: async (admin) => {
      const letter = await givenDeadLetter(admin);
      return {
        params: { dead_letter_id: letter.id },
        entry: {
          subject_type: 'dead_letter',
          subject_id: letter.id,
          person_id: null,
          changes: [{ field: 'status', before: 'pending', after: 'redriven' }],
        },
      };
    },
  },

  'POST /api/admin/dead-letters/redrive': {
    arrange: async (admin) => {
      await givenDeadLetter(admin);
      return {
        entry: { subject_type: 'dead_letter', person_id: null, changes: [{ field: 'status', before: 'pending', after: 'redriven' }] },
      };
    },
  },
};
