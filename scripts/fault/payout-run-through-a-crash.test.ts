import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathOf, payouts, schedules } from '@app/shared/contracts';
import type { PayoutRunDetail } from '@app/shared/payouts';
import { matureCommissions } from '@app/functions/orders';
import { storeGiftCardsOfPayouts } from '@app/functions/payouts/seeding';
import { storeOrderPayload } from '../src/store/store-order';
import { localNames } from '../src/local/layout';
import { adminToken } from '../src/tools/admin-session';
import { deliverLikeShopify } from './shopify-retries';
import { givenAdmin, givenStudent, startFaultStack } from './stack';

const DAY_MS = 24 * 3600 * 1000;
const PAYEES = 24;

/**
 * A payout run over many payees with DynamoDB Local killed (SIGKILL) in the middle of issuing its cards and
 * started again on the same data (issue 46): cards were made in the store that the table never heard of, and
 * payouts were claimed by attempts that died. The resume schedule, put on the bus by hand as its rule would,
 * finishes the run: every payee has exactly one card in the store, and every payout is sent.
 */
describe('a payout run through a DynamoDB crash', () => {
  let stack: Awaited<ReturnType<typeof startFaultStack>>;
  let token: string;
  beforeAll(async () => {
    stack = await startFaultStack();
    const admin = await givenAdmin();
    token = (await adminToken(stack.webUrl, admin.email, admin.password)).token;
  });
  afterAll(() => stack.stop());

  const api = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${stack.webUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  /** Puts the resume schedule's event on the local bus, as its rule does every five minutes. */
  async function resumeRuns() {
    const { source, detailType } = schedules.payoutRunsResumeDue;
    await fetch(process.env.AWS_ENDPOINT_URL_EVENTBRIDGE!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSEvents.PutEvents' },
      body: JSON.stringify({
        Entries: [
          {
            EventBusName: localNames.eventBus,
            Source: source,
            DetailType: detailType,
            Detail: JSON.stringify({ scheduled_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z') }),
          },
        ],
      }),
    });
  }

  /** How many gift cards the store holds for each of these payouts' keys. */
  const cardsByPayout = async (payoutIds: readonly string[]) =>
    new Map([...(await storeGiftCardsOfPayouts(payoutIds))].map(([id, cards]) => [id, cards.length]));

  it(`${PAYEES} payees, DynamoDB killed mid-run and restarted: each gets exactly one card, every payout is sent`, async () => {
    const students = await Promise.all(Array.from({ length: PAYEES }, () => givenStudent()));
    // Past any commission hold: $1,000 each, so every one is above the payout threshold.
    const at = new Date(Date.now() - 400 * DAY_MS);
    for (const student of students) {
      await deliverLikeShopify(
        stack.webUrl,
        'orders/paid',
        storeOrderPayload({ code: student.code, quantity: 1, unitPrice: 1000, at }),
        randomUUID(),
      );
    }
    await stack.backend.events.idle();
    await stack.backend.settled();
    await matureCommissions(new Date());

    const started = await api<PayoutRunDetail>('POST', pathOf(payouts.startPayoutRun), {
      user_ids: students.map((student) => student.userId),
    });
    expect(started.status).toBe(201);
    expect(started.body.run.payouts_count).toBe(PAYEES);
    const runId = started.body.run.id;
    const payoutIds = started.body.payouts.map((payout) => payout.id);

    // Some cards made, the rest not: the crash lands mid-run.
    while ([...(await cardsByPayout(payoutIds)).values()].filter((count) => count > 0).length < 4) await sleep(20);
    await stack.backend.dynamodb.crash();
    await sleep(3000);
    await stack.backend.dynamodb.restart();
    await stack.backend.events.idle();

    // Claims of attempts the crash cut short lapse after a minute: the schedule runs until the run is done.
    let detail: PayoutRunDetail | undefined;
    const deadline = Date.now() + 4 * 60_000;
    while (Date.now() < deadline) {
      await resumeRuns();
      await stack.backend.events.idle();
      detail = (await api<PayoutRunDetail>('GET', pathOf(payouts.getPayoutRun, { run_id: runId }))).body;
      if (detail.run.state === 'finished' && detail.payouts.every((payout) => payout.state === 'sent')) break;
      await sleep(5000);
    }

    expect(detail?.run).toMatchObject({ state: 'finished', sent_count: PAYEES, pending_count: 0, failed_count: 0 });
    expect(detail?.payouts.map((payout) => payout.state)).toEqual(Array.from({ length: PAYEES }, () => 'sent'));
    const counts = await cardsByPayout(payoutIds);
    expect([...counts.values()]).toEqual(Array.from({ length: PAYEES }, () => 1));
    console.log(
      `${PAYEES} payouts through a DynamoDB crash: ${detail?.payouts.filter((payout) => !payout.code_emailed).length} cards found on a retry (their codes not e-mailed)`,
    );
  });
});
