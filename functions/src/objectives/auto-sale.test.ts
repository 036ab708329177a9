import { randomUUID } from 'node:crypto';
import { objectives as contracts, pathOf } from '@app/shared/contracts';
import { AUTO_SALE_NOT_SUBMITTABLE, type MyObjective, type Objective, type ProofType } from '@app/shared/objectives';
import { getItem, transact, TransactionCancelled } from '#lib/table';
import { api, givenUser } from '#test/api';
import { eventually, sendWebhook, settled, shopifyOrder, shopifyRefund } from '#test/store';
import { ambassadorTotalsKeys, getAmbassadorTotals } from '../leaderboards';
import { recordStoreEvent, storeWebhookDetail } from '../orders/seeding';
import { assignPersonalCode } from '../code-sync';
import { autoSaleCompletion, completeAutoSales, readProgression } from './auto-sale';
import { objectiveStatusCounts } from './index';
import { putObjective, putUserObjective } from './seeding';

/**
 * Each test builds its own run of student objectives in a block of numbers nobody else uses, ending in a
 * link objective, so an unlock never runs past the block into another test's objectives.
 */
let block = 100_000 + Math.floor(Math.random() * 8_000) * 100;
const created: Objective[] = [];

async function givenObjectives(steps: Array<{ proof: ProofType; target?: number }>): Promise<Objective[]> {
  block += 10;
  const run: Objective[] = [];
  for (const [index, step] of [...steps, { proof: 'link' as const }].entries()) {
    run.push(
      await putObjective({
        objective_number: block + index,
        title: `Step ${block + index}`,
        description: null,
        time_estimate: null,
        proof_type: step.proof,
        target_units: 'target' in step ? step.target : undefined,
        unlock_rule_text: null,
        example_content: null,
        is_active: true,
        target_role: 'student',
      }),
    );
  }
  created.push(...run);
  return run;
}

/** What completing a student's met Auto Sale objectives would write, decided on their progression as read now. */
async function completionAsRead(userId: string, reached: number) {
  return autoSaleCompletion(await readProgression(userId, 'student'), reached, new Date().toISOString());
}

// Retired afterwards, so no other test's student ever sees them.
afterAll(async () => {
  await Promise.all(created.map((objective) => putObjective({ ...objective, is_active: false })));
});

/** A signed-in student with a code, working on `objective`. */
async function givenStudentOn(objective: Objective) {
  const student = await givenUser('student');
  const code = await assignPersonalCode(student.userId, {});
  await putUserObjective({
    user_id: student.userId,
    objective_id: objective.id,
    status: 'assigned',
    assigned_at: new Date().toISOString(),
  });
  return { ...student, code };
}

async function progressOf(token: string) {
  const answer = await api<{ objectives: MyObjective[]; units_sold: number }>('GET', pathOf(contracts.listMyObjectives), { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The student's status on each objective, and which were completed automatically. */
async function statusesOf(token: string, run: Objective[]) {
  const { objectives } = await progressOf(token);
  return run.map((objective) => {
    const mine = objectives.find((candidate) => candidate.id === objective.id);
    return mine?.completed_automatically ? `${mine.status} automatically` : mine?.status;
  });
}

/** Sells `quantity` shirts through the real pipeline (signed webhook, bus, consumer). */
async function sell(code: string, quantity: number) {
  const order = shopifyOrder({ code, quantity });
  expect((await sendWebhook('orders/paid', order)).status).toBe(200);
  return order;
}

/** A paid order's bus event, for the consumer called directly. */
const paid = (order: ReturnType<typeof shopifyOrder>) =>
  storeWebhookDetail(
    'orders/paid',
    { webhook_id: randomUUID(), shop: 'local-store.myshopify.com', received_at: new Date().toISOString() },
    order,
  );

const unitsOf = async (userId: string) => (await getAmbassadorTotals(userId, true))?.units_sold ?? 0;

async function submitAndApprove(student: { token: string }, objective: Objective, admin: { token: string }) {
  const submitted = await api('POST', pathOf(contracts.submitWork), {
    token: student.token,
    body: { objective_id: objective.id, proof: { kind: 'link', url: 'https://example.com/post' } },
  });
  expect(submitted.status).toBe(201);
  return api('POST', pathOf(contracts.reviewSubmission, { submission_id: submitted.body.id }), {
    token: admin.token,
    body: { decision: 'approve' },
  });
}

let admin: Awaited<ReturnType<typeof givenUser>>;
beforeAll(async () => {
  admin = await givenUser('admin');
});

describe('Auto Sale objectives', () => {
  it('complete a moment after the order that reaches the target, and unlock the next objective', async () => {
    const [goal, next] = await givenObjectives([{ proof: 'auto_sale', target: 3 }]);
    const student = await givenStudentOn(goal!);

    await sell(student.code, 2);
    await eventually(async () => expect(await unitsOf(student.userId)).toBe(2));
    expect(await statusesOf(student.token, [goal!, next!])).toEqual(['assigned', 'locked']);

    await sell(student.code, 1);
    await eventually(async () => expect(await statusesOf(student.token, [goal!, next!])).toEqual(['approved automatically', 'assigned']));
    const { objectives, units_sold } = await progressOf(student.token);
    expect(units_sold).toBe(3);
    expect(objectives.find((objective) => objective.id === goal!.id)).toMatchObject({
      approved_at: expect.any(String),
      submitted_at: null,
      target_units: 3,
    });
  });

  it('stay completed when a refund takes the sales back below the target', async () => {
    const [goal, next] = await givenObjectives([{ proof: 'auto_sale', target: 2 }]);
    const student = await givenStudentOn(goal!);
    const order = await sell(student.code, 2);
    await eventually(async () => expect(await statusesOf(student.token, [goal!, next!])).toEqual(['approved automatically', 'assigned']));

    expect((await sendWebhook('refunds/create', shopifyRefund(order, [{ index: 0, quantity: 2 }]))).status).toBe(200);

    await eventually(async () => expect(await unitsOf(student.userId)).toBe(0));
    expect(await statusesOf(student.token, [goal!, next!])).toEqual(['approved automatically', 'assigned']);
  });

  it('count sales made before they unlock: an approval that unlocks met targets completes them at once', async () => {
    const [intro, firstSale, fiveShirts, tenShirts, after] = await givenObjectives([
      { proof: 'link' },
      { proof: 'auto_sale' },
      { proof: 'auto_sale', target: 5 },
      { proof: 'auto_sale', target: 10 },
    ]);
    const student = await givenStudentOn(intro!);
    await sell(student.code, 5);
    await eventually(async () => expect(await unitsOf(student.userId)).toBe(5));
    expect(await statusesOf(student.token, [firstSale!, fiveShirts!, tenShirts!])).toEqual(['locked', 'locked', 'locked']);

    expect((await submitAndApprove(student, intro!, admin)).status).toBe(200);

    expect(await statusesOf(student.token, [intro!, firstSale!, fiveShirts!, tenShirts!, after!])).toEqual([
      'approved',
      'approved automatically',
      'approved automatically',
      'assigned',
      'locked',
    ]);
    await sell(student.code, 5);
    await eventually(async () =>
      expect(await statusesOf(student.token, [tenShirts!, after!])).toEqual(['approved automatically', 'assigned']),
    );
  });

  it('complete once when several orders cross the target together', async () => {
    const [goal, next] = await givenObjectives([{ proof: 'auto_sale', target: 4 }]);
    const student = await givenStudentOn(goal!);

    // Straight into the consumer, all at once: their totals' changes reach the stream together or one by one.
    await Promise.all(Array.from({ length: 6 }, () => recordStoreEvent(paid(shopifyOrder({ code: student.code })))));
    await settled();

    expect(await unitsOf(student.userId)).toBe(6);
    expect(await statusesOf(student.token, [goal!, next!])).toEqual(['approved automatically', 'assigned']);
    const counts = await objectiveStatusCounts();
    expect(counts.get(goal!.id)).toMatchObject({ assigned: 0, approved: 1 });
    expect(counts.get(next!.id)).toMatchObject({ assigned: 1, approved: 0 });
  });

  it('refuse a completion decided on shirts sold that moved since, so it is decided again', async () => {
    const [goal] = await givenObjectives([{ proof: 'auto_sale', target: 2 }]);
    const student = await givenStudentOn(goal!);
    // Read at 0 shirts, with 2 reached: the completion holds to the 0 it read.
    const stale = (await completionAsRead(student.userId, 2))!;

    await recordStoreEvent(paid(shopifyOrder({ code: student.code })));
    await settled();
    expect(await statusesOf(student.token, [goal!])).toEqual(['assigned']);

    await expect(transact(stale)).rejects.toBeInstanceOf(TransactionCancelled);
    expect(await statusesOf(student.token, [goal!])).toEqual(['assigned']);
  });

  it('refuse a completion whose objective moved since it was read', async () => {
    const [goal] = await givenObjectives([{ proof: 'auto_sale', target: 1 }]);
    const student = await givenStudentOn(goal!);
    const stale = (await completionAsRead(student.userId, 1))!;

    await putUserObjective({ user_id: student.userId, objective_id: goal!.id, status: 'approved', approved_at: new Date().toISOString() });

    await expect(transact(stale)).rejects.toBeInstanceOf(TransactionCancelled);
  });

  it('complete on the most shirts a batch of changes reached, though a refund in it took them back', async () => {
    const [goal, next] = await givenObjectives([{ proof: 'auto_sale', target: 3 }]);
    const student = await givenStudentOn(goal!);
    const row = (await getItem(ambassadorTotalsKeys.primary(student.userId)))!;

    // As the stream hands them over: an order of 3 shirts and its refund, in one batch (the row itself never moved here).
    await completeAutoSales([
      { sequence: '1', before: row, after: { ...row, lbunits: 3 } },
      { sequence: '2', before: { ...row, lbunits: 3 }, after: row },
    ]);

    expect(await statusesOf(student.token, [goal!, next!])).toEqual(['approved automatically', 'assigned']);
  });

  it('complete whichever comes first when an approval and the crossing order race', async () => {
    const [intro, goal, next] = await givenObjectives([{ proof: 'link' }, { proof: 'auto_sale', target: 1 }]);
    const student = await givenStudentOn(intro!);
    const submitted = await api('POST', pathOf(contracts.submitWork), {
      token: student.token,
      body: { objective_id: intro!.id, proof: { kind: 'link', url: 'https://example.com/post' } },
    });

    const [review] = await Promise.all([
      api('POST', pathOf(contracts.reviewSubmission, { submission_id: submitted.body.id }), {
        token: admin.token,
        body: { decision: 'approve' },
      }),
      recordStoreEvent(paid(shopifyOrder({ code: student.code }))),
    ]);
    await settled();

    expect(review.status).toBe(200);
    expect(await statusesOf(student.token, [intro!, goal!, next!])).toEqual(['approved', 'approved automatically', 'assigned']);
  });

  it('take no submitted work', async () => {
    const [goal] = await givenObjectives([{ proof: 'auto_sale' }]);
    const student = await givenStudentOn(goal!);

    const answer = await api('POST', pathOf(contracts.submitWork), {
      token: student.token,
      body: { objective_id: goal!.id, proof: { kind: 'description', description: 'I sold one!' } },
    });

    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(AUTO_SALE_NOT_SUBMITTABLE);
    expect(await statusesOf(student.token, [goal!])).toEqual(['assigned']);
  });

  it('are saved with a target of one shirt unless the admin sets another; other proof types keep none', async () => {
    const body = { objective_number: 900 + Math.floor(Math.random() * 100), title: 'Sell shirts', target_role: 'fundraising_ambassador' };
    const saved = await api<Objective>('POST', pathOf(contracts.createObjective), {
      token: admin.token,
      body: { ...body, proof_type: 'auto_sale' },
    });
    expect(saved.status).toBe(201);
    created.push(saved.body);
    expect(saved.body.target_units).toBe(1);
    const edit = (changes: Record<string, unknown>) =>
      api<Objective>('PUT', pathOf(contracts.updateObjective, { objective_id: saved.body.id }), {
        token: admin.token,
        body: { ...body, ...changes },
      });

    expect((await edit({ proof_type: 'auto_sale', target_units: '25' })).body.target_units).toBe(25);
    expect((await edit({ proof_type: 'upload', target_units: 25 })).body.target_units).toBeNull();
    const refused = await api('PUT', pathOf(contracts.updateObjective, { objective_id: saved.body.id }), {
      token: admin.token,
      body: { ...body, proof_type: 'auto_sale', target_units: 0 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Target must be 1 shirt or more');
  });
});
