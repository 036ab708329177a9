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
 * started again on the same data (issue 46). The backend's own process is not killed here: the fault stack runs
 * it inside jest's process, so what dies is the table under it, mid-attempt (scripts/fault/npm-start-sigkill.test.ts
 * kills the whole of `npm start`). The store is made slow (each card answered 1 s late), and the crash lands
 * while it holds creations, which it answers after the table is gone: cards are made that the table never hears of, and payouts stay claimed by attempts
 * that died. The resume schedule, put on the bus by hand as its rule would, finishes the run: every payout is
 * sent, each payee holds exactly one live card (a card made for a dead attempt is deactivated and replaced), and
 * each got exactly one e-mail, with that live card's code.
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

  const api = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: PayoutRunDetail }> => {
    const response = await fetch(`${stack.webUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as PayoutRunDetail };
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

  /** Sets the store stand-in's faults; answers how many card creations its delay holds right now. */
  async function storeFaults(faults: Record<string, unknown>): Promise<number> {
    const response = await fetch(new URL('/_local/faults', process.env.SHOPIFY_ADMIN_API_URL), {
      method: 'POST',
      body: JSON.stringify(faults),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { gift_cards_held: number }).gift_cards_held;
  }

  /** The gift card codes the local SES took for an address. */
  async function giftCardCodesTo(address: string): Promise<string[]> {
    const { emails } = (await (await fetch(`${process.env.AWS_ENDPOINT_URL_SESV2}/store`)).json()) as {
      emails: Array<{ destination: { to: string[] }; subject: string; body: { text?: string } }>;
    };
    return emails
      .filter((email) => email.destination.to.includes(address) && email.subject.includes('gift card from'))
      .map((email) => /Gift card code: ([a-z0-9]+)/i.exec(email.body.text ?? '')?.[1] ?? '');
  }

  it(`${PAYEES} payees, DynamoDB killed mid-run and restarted: every payout is sent, each payee holds one live card and got its code once`, async () => {
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

    await storeFaults({ gift_cards_delay_ms: 1000 });
    const started = await api('POST', pathOf(payouts.startPayoutRun), {
      user_ids: students.map((student) => student.userId),
    });
    expect(started.status).toBe(201);
    expect(started.body.run.payouts_count).toBe(PAYEES);
    const runId = started.body.run.id;
    const payoutIds = started.body.payouts.map((payout) => payout.id);

    // Some cards made and sent, the next ones held in the store (4 at a time, 1 s each): the crash lands mid-run,
    // mid-attempt, so those cards are made after the table went away.
    const made = async () => [...(await cardsByPayout(payoutIds)).values()].filter((count) => count > 0).length;
    while ((await made()) < 4 || (await storeFaults({})) < 2) await sleep(20);
    await stack.backend.dynamodb.crash();
    expect(await made()).toBeLessThan(PAYEES);
    // The outage lasts a while: the attempts in flight, and the slice's next ones, meet a table that is gone.
    await sleep(3000);
    await stack.backend.dynamodb.restart();
    await stack.backend.events.idle();
    await storeFaults({ gift_cards_delay_ms: 0 });
    const cutShort = (await api('GET', pathOf(payouts.getPayoutRun, { run_id: runId }))).body;
    expect(cutShort.run.state).toBe('running');
    expect(cutShort.payouts.some((payout) => payout.state === 'pending')).toBe(true);

    // Claims of attempts the crash cut short lapse after a minute: the schedule runs until the run is done.
    let detail: PayoutRunDetail | undefined;
    const deadline = Date.now() + 4 * 60_000;
    while (Date.now() < deadline) {
      await resumeRuns();
      await stack.backend.events.idle();
      detail = (await api('GET', pathOf(payouts.getPayoutRun, { run_id: runId }))).body;
      if (detail.run.state === 'finished' && detail.payouts.every((payout) => payout.state === 'sent')) break;
      await sleep(5000);
    }

    expect(detail?.run).toMatchObject({ state: 'finished', sent_count: PAYEES, pending_count: 0, failed_count: 0 });
    expect(detail?.payouts.map((payout) => payout.state)).toEqual(Array.from({ length: PAYEES }, () => 'sent'));
    const cards = await storeGiftCardsOfPayouts(payoutIds);
    let replaced = 0;
    for (const payout of detail!.payouts) {
      const live = cards.get(payout.id)!.filter((card) => card.enabled);
      replaced += cards.get(payout.id)!.length - live.length;
      expect(live).toHaveLength(1);
      expect(payout.card_last_characters).toBe(live[0]!.lastCharacters);
      const codes = await giftCardCodesTo(`${payout.user_id}@example.test`);
      expect(codes).toHaveLength(1);
      expect(codes[0]!.endsWith(live[0]!.lastCharacters)).toBe(true);
    }
    // The cards the store was holding at the crash were made for attempts that died: each was replaced.
    expect(replaced).toBeGreaterThanOrEqual(2);
    console.log(`${PAYEES} payouts through a DynamoDB crash: ${replaced} cards made for attempts that died were deactivated and replaced`);
  });
});
