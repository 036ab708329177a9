import { randomUUID } from 'node:crypto';
import { ambassadors, objectives as objectiveContracts, pathOf, payouts, reports } from '@app/shared/contracts';
import type { Objective } from '@app/shared/objectives';
import {
  completionRate,
  REPORT_WEEKS,
  revenuePerAmbassador,
  weekStartOf,
  type AdminReport,
  type AmbassadorPerformancePage,
  type ObjectiveAnalytics,
} from '@app/shared/reports';
import { api, givenUser } from '#test/api';
import { givenObjective } from '#test/objectives';
import { eventually, givenAmbassador, plusDollars, sendWebhook, settled, shopifyOrder, shopifyRefund } from '#test/store';
import { getAmbassadorTotals } from '../leaderboards';
import { matureCommissions } from '../orders';
import { paymentSettings } from '../settings';
import { putUserObjective } from '../objectives/seeding';

let admin: { token: string };
beforeAll(async () => {
  admin = await givenUser('admin');
});

const report = async () => {
  const answer = await api<AdminReport>('GET', pathOf(reports.getAdminReport), { token: admin.token });
  expect(answer.status).toBe(200);
  return answer.body;
};

const performancePage = (query: Record<string, string> = {}) =>
  api<AmbassadorPerformancePage>('GET', `${pathOf(reports.listAmbassadorPerformance)}?${new URLSearchParams(query)}`, {
    token: admin.token,
  });

/** Every page of Ambassador Performance, `limit` rows at a time, following each page's cursor. */
async function performancePages(limit = 100): Promise<AmbassadorPerformancePage[]> {
  const pages: AmbassadorPerformancePage[] = [];
  let cursor: string | undefined;
  do {
    const answer = await performancePage({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    cursor = answer.body.next_cursor ?? undefined;
  } while (cursor);
  return pages;
}

const performance = async () => (await performancePages()).flatMap((page) => page.ambassadors);

/** Two fresh active student objectives numbered one after the other. */
async function givenObjectivePair(): Promise<[Objective, Objective]> {
  const base = 10_000 + Math.floor(Math.random() * 80_000);
  const make = (offset: number) => givenObjective({ objective_number: base + offset, title: `Report objective ${base + offset}` });
  return [await make(0), await make(1)];
}

const countsOf = (body: AdminReport, objective: Objective) => {
  const row = body.objectives.find((candidate) => candidate.objective_id === objective.id);
  return row && { assigned: row.assigned, submitted: row.submitted, approved: row.approved, needs_revision: row.needs_revision };
};

const none = { assigned: 0, submitted: 0, approved: 0, needs_revision: 0 };

async function submit(token: string, objectiveId: string): Promise<string> {
  const submitted = await api('POST', pathOf(objectiveContracts.submitWork), {
    token,
    body: { objective_id: objectiveId, proof: { kind: 'link', url: 'https://example.com/post' } },
  });
  expect(submitted.status).toBe(201);
  return submitted.body.id as string;
}

const review = (submissionId: string, body: unknown) =>
  api('POST', pathOf(objectiveContracts.reviewSubmission, { submission_id: submissionId }), { token: admin.token, body });

describe('objective analytics: counters that move with each status change', () => {
  it('counts assign, submit, revision, resubmit, approval (with the next objective assigned) and the user deleted', async () => {
    const [first, second] = await givenObjectivePair();
    expect(countsOf(await report(), first)).toEqual(none);

    const student = await givenUser('student');
    await putUserObjective({ user_id: student.userId, objective_id: first.id, status: 'assigned', assigned_at: new Date().toISOString() });
    expect(countsOf(await report(), first)).toEqual({ ...none, assigned: 1 });

    const firstTry = await submit(student.token, first.id);
    expect(countsOf(await report(), first)).toEqual({ ...none, submitted: 1 });

    expect((await review(firstTry, { decision: 'reject', feedback: 'Show the post' })).status).toBe(200);
    expect(countsOf(await report(), first)).toEqual({ ...none, needs_revision: 1 });

    const secondTry = await submit(student.token, first.id);
    expect(countsOf(await report(), first)).toEqual({ ...none, submitted: 1 });
    // Submitting twice does not count twice.
    const again = await api('POST', pathOf(objectiveContracts.submitWork), {
      token: student.token,
      body: { objective_id: first.id, proof: { kind: 'link', url: 'https://example.com/again' } },
    });
    expect(again.status).toBe(409);

    expect((await review(secondTry, { decision: 'approve' })).status).toBe(200);
    // A second review of the same submission is refused and moves nothing.
    expect((await review(secondTry, { decision: 'approve' })).status).toBe(409);
    const approved = await report();
    expect(countsOf(approved, first)).toEqual({ ...none, approved: 1 });
    expect(countsOf(approved, second)).toEqual({ ...none, assigned: 1 });
    expect(approved.objectives.find((row) => row.objective_id === first.id)?.completion_rate).toBe(100);

    const deleted = await api('DELETE', pathOf(ambassadors.deleteAmbassador, { user_id: student.userId }), { token: admin.token });
    expect(deleted.status).toBe(200);
    const after = await report();
    expect(countsOf(after, first)).toEqual(none);
    expect(countsOf(after, second)).toEqual(none);
  });

  it('a put over an existing row moves the count from its old status to the new one', async () => {
    const [objective] = await givenObjectivePair();
    const userId = randomUUID();
    await putUserObjective({ user_id: userId, objective_id: objective.id, status: 'assigned', assigned_at: new Date().toISOString() });
    await putUserObjective({ user_id: userId, objective_id: objective.id, status: 'approved', approved_at: new Date().toISOString() });
    await putUserObjective({ user_id: userId, objective_id: objective.id, status: 'approved', approved_at: new Date().toISOString() });
    expect(countsOf(await report(), objective)).toEqual({ ...none, approved: 1 });
  });
});

describe('the cards and Program Health follow the formulas of section 9', () => {
  it('derives completion rate, revenue per ambassador and the health badges from the same figures', async () => {
    const body = await report();
    const sum = (pick: (row: ObjectiveAnalytics) => number) => body.objectives.reduce((total, row) => total + pick(row), 0);
    const approved = sum((row) => row.approved);
    const submitted = sum((row) => row.submitted);
    expect(body.cards.completion_rate).toBe(completionRate({ approved, submitted }, body.objectives.length > 0));
    // Per Active ambassador: a sign-up awaiting approval has no code to sell with.
    expect(body.cards.revenue_per_ambassador).toBe(revenuePerAmbassador(body.cards.total_revenue, body.health.active_ambassadors));
    expect(body.health).toEqual({
      active_ambassadors: body.cards.total_ambassadors - body.cards.pending_approval,
      total_ambassadors: body.cards.total_ambassadors,
      pending_reviews: submitted,
      completed_objectives: approved,
    });
    expect(body.cards.active_this_month).toBeLessThanOrEqual(body.health.active_ambassadors);
    expect(body.growth).toHaveLength(REPORT_WEEKS);
    expect(body.sales).toHaveLength(REPORT_WEEKS);
    expect(body.growth.at(-1)?.week_start).toBe(weekStartOf(Date.now()));
  });

  it('counts an approved ambassador as active this month, a sign-up awaiting approval as pending, both in the total, and no admin', async () => {
    const before = await report();
    await givenAmbassador('student');
    await givenUser('student');
    await givenUser('admin');
    const after = await report();
    const grew = (pick: (body: AdminReport) => number) => pick(after) - pick(before);
    // Other tests add ambassadors at the same time: at least these, and the figures agree with each other.
    expect(grew((body) => body.cards.total_ambassadors)).toBeGreaterThanOrEqual(2);
    expect(grew((body) => body.cards.active_this_month)).toBeGreaterThanOrEqual(1);
    expect(grew((body) => body.cards.pending_approval)).toBeGreaterThanOrEqual(1);
    // Every ambassador of these tests signed up this month: each is active this month or awaiting approval.
    expect(grew((body) => body.cards.active_this_month) + grew((body) => body.cards.pending_approval)).toBe(
      grew((body) => body.cards.total_ambassadors),
    );
    expect(after.growth.at(-1)!.total_ambassadors).toBe(after.cards.total_ambassadors);
    expect(after.growth.at(-1)!.signups).toBeGreaterThan(before.growth.at(-1)!.signups);
  });
});

describe('revenue and orders over time', () => {
  it('counts an order on its own week, and takes a refund off that same week', async () => {
    const { code } = await givenAmbassador('student');
    // Ten weeks ago, a day no other test dates its orders on.
    const dated = new Date(Date.now() - 10 * 7 * 86_400_000).toISOString();
    const week = weekStartOf(Date.parse(dated));
    const weekOf = (body: AdminReport) => body.sales.find((row) => row.week_start === week)!;
    const before = weekOf(await report());

    const order = { ...shopifyOrder({ code, quantity: 2, unitPrice: 20 }), processed_at: dated, created_at: dated };
    expect((await sendWebhook('orders/paid', order)).status).toBe(200);
    await eventually(async () =>
      expect(weekOf(await report())).toEqual({ week_start: week, orders: before.orders + 1, revenue: plusDollars(before.revenue, 36) }),
    );

    expect((await sendWebhook('refunds/create', shopifyRefund(order, [{ index: 0, quantity: 1 }]))).status).toBe(200);
    await eventually(async () =>
      expect(weekOf(await report())).toEqual({ week_start: week, orders: before.orders + 1, revenue: plusDollars(before.revenue, 18) }),
    );
  });
});

describe('ambassador performance', () => {
  it('lists every Active ambassador with their e-mail and sales, most revenue first, and no admin', async () => {
    const seller = await givenAmbassador('fundraising_ambassador');
    const quiet = await givenAmbassador('student');
    const pending = await givenUser('student');
    const other = await givenUser('admin');
    expect((await sendWebhook('orders/paid', shopifyOrder({ code: seller.code, quantity: 3, unitPrice: 25 }))).status).toBe(200);
    const rows = await eventually(async () => {
      const found = await performance();
      expect(found.find((row) => row.user_id === seller.userId)?.units_sold).toBe(3);
      return found;
    });
    expect(rows.find((row) => row.user_id === seller.userId)).toMatchObject({
      email: `${seller.userId}@example.test`,
      role: 'fundraising_ambassador',
      total_revenue: 67.5,
      orders_count: 1,
    });
    expect(rows.find((row) => row.user_id === quiet.userId)).toMatchObject({ units_sold: 0, total_revenue: 0, orders_count: 0 });
    // A sign-up awaiting approval has no code to sell with, and no totals row to rank.
    expect(rows.some((row) => row.user_id === pending.userId)).toBe(false);
    expect(rows.some((row) => row.user_id === other.userId)).toBe(false);
  });

  it('pages through the revenue index: each of several ambassadors exactly once, every page most revenue first', async () => {
    const sellers: Array<{ userId: string; code: string; quantity: number }> = [];
    for (const quantity of [1, 2, 3, 4, 5]) {
      const seller = await givenAmbassador('student');
      expect((await sendWebhook('orders/paid', shopifyOrder({ code: seller.code, quantity, unitPrice: 30 + quantity }))).status).toBe(200);
      sellers.push({ ...seller, quantity });
    }
    await eventually(async () => {
      for (const seller of sellers) expect((await getAmbassadorTotals(seller.userId))?.units_sold).toBe(seller.quantity);
    });
    // The revenue index holds ranking entries, which follow the totals rows on the table's stream.
    await settled();
    const pages = await performancePages(3);
    for (const page of pages) {
      expect(page.ambassadors.length).toBeLessThanOrEqual(3);
      const revenues = page.ambassadors.map((row) => row.total_revenue);
      expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    }
    const rows = pages.flatMap((page) => page.ambassadors);
    for (const seller of sellers) expect(rows.filter((row) => row.user_id === seller.userId)).toHaveLength(1);
    // Theirs, whose sales nobody else moves, in order of revenue across the pages.
    const mine = rows.filter((row) => sellers.some((seller) => seller.userId === row.user_id)).map((row) => row.units_sold);
    expect(mine).toEqual([5, 4, 3, 2, 1]);
  });

  it('answers 400, not 500, to a cursor that is not its own and to a limit out of range; admins only', async () => {
    const first = await performancePage({ limit: '1' });
    expect(first.status).toBe(200);
    const decoded = JSON.parse(Buffer.from(first.body.next_cursor!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = (changes: Record<string, unknown>) => Buffer.from(JSON.stringify({ ...decoded, ...changes })).toString('base64url');
    for (const cursor of ['nope', Buffer.from('"x"').toString('base64url'), forged({ rvpk: 'LB#STUDENT' }), forged({ sales_cents: 'a' })]) {
      const answer = await performancePage({ cursor });
      expect(answer.status).toBe(400);
      expect((answer.body as unknown as { error: { message: string } }).error.message).toBe(
        reports.listAmbassadorPerformance.errors.badCursor,
      );
    }
    for (const limit of ['0', '101', 'many']) expect((await performancePage({ limit })).status).toBe(400);
    const student = await givenUser('student');
    expect((await api('GET', pathOf(reports.listAmbassadorPerformance), { token: student.token })).status).toBe(403);
    expect((await api('GET', pathOf(reports.listAmbassadorPerformance))).status).toBe(401);
  });
});

describe('commission earned and commission paid', () => {
  it('answers the commission paid out beside the commission earned: a payout moves the paid figure by its amount', async () => {
    const { code, userId } = await givenAmbassador('student');
    // Placed before the commission hold (Settings > Payments), and matured by the hold's job: all of it payable.
    const pastTheHold = new Date(Date.now() - ((await paymentSettings()).commissionHoldDays + 1) * 24 * 3600 * 1000);
    expect((await sendWebhook('orders/paid', shopifyOrder({ code, quantity: 4, unitPrice: 50, at: pastTheHold }))).status).toBe(200);
    // Commission follows Settings > Payments, which other test files may change: whatever it is, it is above zero here.
    const earned = await eventually(async () => {
      const commission = (await getAmbassadorTotals(userId, true))?.total_commission ?? 0;
      expect(commission).toBeGreaterThan(0);
      return commission;
    });
    await settled();
    await settled();
    await matureCommissions(new Date());
    const before = await report();
    expect(before.cards.total_commission_paid).toBeLessThanOrEqual(before.cards.total_commission);

    const paid = await api('POST', pathOf(payouts.recordPayout), {
      token: admin.token,
      body: { user_id: userId, amount: earned, paid_on: new Date().toISOString().slice(0, 10), reference: 'REPORTS-TEST' },
    });
    expect(paid.status).toBe(201);

    const after = await report();
    // Other test files record payouts and send orders at the same time: at least this payout, and the earned figure is not moved by it.
    expect(after.cards.total_commission_paid).toBeGreaterThanOrEqual(plusDollars(before.cards.total_commission_paid, earned));
    expect(after.cards.total_commission).toBeGreaterThanOrEqual(before.cards.total_commission);
  });
});
