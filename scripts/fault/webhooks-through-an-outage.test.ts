import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { deadLetters, pathOf } from '@app/shared/contracts';
import { getOrder } from '@app/functions/orders/seeding';
import { recountTotals } from '../src/bench/recount';
import { pool } from '../src/bench/measure';
import { storeOrderPayload } from '../src/store/store-order';
import { recountOrders } from '../src/tools/recount-orders';
import { redriveDeadLetters } from '../src/tools/redrive-dead-letters';
import { deliverLikeShopify } from './shopify-retries';
import { givenAdmin, givenStudent, startFaultStack } from './stack';

/**
 * DynamoDB Local killed (SIGKILL) in the middle of the store's deliveries and started again on the same
 * data: every order is counted once, whether the consumer's retries carried it over the outage or the
 * dead-letter queue kept it until `npm run redrive` replayed it.
 */
describe('webhooks through a DynamoDB crash', () => {
  let stack: Awaited<ReturnType<typeof startFaultStack>>;
  let admin: { email: string; password: string };
  beforeAll(async () => {
    stack = await startFaultStack();
    admin = await givenAdmin();
  });
  afterAll(() => stack.stop());

  it('500 deliveries, DynamoDB killed and restarted midway: totals equal a recount, no order lost or counted twice', async () => {
    const students = await Promise.all(Array.from({ length: 10 }, () => givenStudent()));
    // 450 orders, 50 of them delivered twice under the same webhook id, as Shopify sometimes does.
    const orders = Array.from({ length: 450 }, (_, i) => ({
      student: students[i % students.length]!,
      payload: storeOrderPayload({ code: students[i % students.length]!.code, quantity: 1 + (i % 3), unitPrice: 25 }),
      webhookId: randomUUID(),
    }));
    const deliveries = [...orders, ...orders.slice(0, 50)];
    let acknowledged = 0;
    const outage = (async () => {
      while (acknowledged < 150) await sleep(10);
      await stack.backend.dynamodb.crash();
      await sleep(1500);
      await stack.backend.dynamodb.restart();
    })();

    const answers: number[] = [];
    await pool(deliveries, 25, async ({ payload, webhookId }) => {
      const { status } = await deliverLikeShopify(stack.webUrl, 'orders/paid', payload, webhookId);
      answers.push(status);
      acknowledged++;
    });
    await outage;
    await stack.backend.events.idle();
    const replayed = await redriveDeadLetters(stack.webUrl, admin);
    // The recount reads each ambassador's orders from their listing entries, which follow on the table's stream.
    await stack.backend.settled();

    expect(answers.filter((status) => status !== 200)).toEqual([]);
    const recount = await recountTotals(
      students.map((student) => student.userId),
      [],
    );
    expect(recount.mismatches).toEqual([]);
    expect(recount.storedOrders).toBe(orders.length);
    expect(recount.units).toBe(orders.reduce((sum, order) => sum + order.payload.line_items[0]!.quantity, 0));
    const missing = [];
    for (const { payload } of orders) if (!(await getOrder(String(payload.id)))) missing.push(payload.id);
    expect(missing).toEqual([]);
    // `npm run recount` refolds every stored order with the rules of now: it finds nothing to move.
    const refolded = await recountOrders({ webUrl: stack.webUrl, ...admin }, () => undefined);
    expect(refolded).toEqual({ examined: expect.any(Number), changed: 0 });
    expect(refolded.examined).toBeGreaterThanOrEqual(orders.length);
    console.log(
      `${deliveries.length} deliveries through a DynamoDB crash: ${stack.backend.events.failedDeliveries()} gave up after every retry, ${replayed.redriven} replayed from the dead-letter queue`,
    );
  });

  it('a consumer that fails every attempt sends its event to the dead-letter queue, visible to admins; the redrive script replays it exactly once', async () => {
    const student = await givenStudent();
    // The student's code sync event is delivered first, so the crash below fails only the order's consumer.
    await stack.backend.events.idle();
    const payload = storeOrderPayload({ code: student.code, quantity: 2, unitPrice: 25 });
    const failedBefore = stack.backend.events.failedDeliveries();

    // DynamoDB stays down until the consumer has used every attempt.
    await stack.backend.dynamodb.crash();
    expect((await deliverLikeShopify(stack.webUrl, 'orders/paid', payload, randomUUID())).status).toBe(200);
    while (stack.backend.events.failedDeliveries() === failedBefore) await sleep(100);
    await stack.backend.dynamodb.restart();
    await stack.backend.events.idle();

    const token = await adminToken();
    const listed = await fetch(`${stack.webUrl}${pathOf(deadLetters.listDeadLetters)}`, { headers: { authorization: `Bearer ${token}` } });
    const letters = ((await listed.json()) as { dead_letters: Array<{ summary: string; reason: string; status: string }> }).dead_letters;
    const letter = letters.find((candidate) => candidate.summary === `orders/paid for order ${payload.name}`);
    expect(letter).toMatchObject({ status: 'pending', reason: expect.stringMatching(/\S/) });
    expect(await getOrder(String(payload.id))).toBeUndefined();

    expect(await redriveDeadLetters(stack.webUrl, admin)).toEqual({ redriven: 1, skipped: 0 });
    expect(await redriveDeadLetters(stack.webUrl, admin)).toEqual({ redriven: 0, skipped: 0 });
    await stack.backend.settled();

    const recount = await recountTotals([student.userId], []);
    expect(recount.mismatches).toEqual([]);
    expect(recount).toMatchObject({ storedOrders: 1, units: 2 });
  });

  async function adminToken(): Promise<string> {
    const { CognitoIdentityProviderClient, InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    const answer = await new CognitoIdentityProviderClient({ endpoint: stack.backend.cognitoEndpoint }).send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.backend.userPoolClientId,
        AuthParameters: { USERNAME: admin.email, PASSWORD: admin.password },
      }),
    );
    return answer.AuthenticationResult!.AccessToken!;
  }
});
