/**
 * npm run bench: the store pipeline against a local backend started here (in-memory DynamoDB, the real
 * webhook route, local EventBridge and consumers). Fills 1,000 ambassadors in 50 campaigns and 100,000
 * orders; measures end-to-end webhook ingestion (with 1% duplicate deliveries), checks the totals
 * against a recount of the stored orders, and times the leaderboard reads against the naive way
 * (query every order and sum) at 1,000 and at 100,000 orders.
 * BENCH_E2E_ORDERS (default 10000) orders go through the webhook; the rest are bulk-written.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BatchWriteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Campaign } from '@app/shared/campaign';
import { startBackend } from '#local/backend';
import { findFreePortBlock } from '#local/free-ports';
import { portsFrom } from '#local/layout';
import { sendStoreWebhook, storeOrderPayload } from '../store/store-order';

const TOTAL_ORDERS = Number(process.env.BENCH_TOTAL_ORDERS ?? 100_000);
const E2E_ORDERS = Number(process.env.BENCH_E2E_ORDERS ?? 10_000);
const AMBASSADORS = 1_000;
const CAMPAIGNS = 50;
const CONCURRENCY = 32;

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function pool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(iterations: number, read: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await read();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function main() {
  const base = await findFreePortBlock(7);
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ambassador-bench-'));
  log('starting the local backend');
  const backend = await startBackend({ ports: portsFrom(base), stateDir, persist: false });
  try {
    await run(backend);
  } finally {
    await backend.stop();
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
}

async function run(backend: Awaited<ReturnType<typeof startBackend>>) {
  // Imported once the backend has set the functions' environment.
  const { db } = await import('@app/functions/lib/clients');
  const { TABLE } = await import('@app/functions/lib/table');
  const { putNewCampaign } = await import('@app/functions/campaigns/campaign-data');
  const { putNewProfile } = await import('@app/functions/profiles/profile-data');
  const { assignPersonalCode } = await import('@app/functions/profiles/assign-personal-code');
  const { setAutoSync } = await import('@app/functions/settings/settings-data');
  const { campaignLeaderboard, studentLeaderboard, publicCampaignPage } = await import('@app/functions/leaderboards/leaderboards');
  const { totalsKeys, NO_CONTRIBUTION } = await import('@app/functions/leaderboards/totals-data');
  const { orderItem } = await import('@app/functions/orders/order-data');
  const { applyStoreEvent, emptyOrderState, contributionOf } = await import('@app/functions/orders/order-state');
  type OrderState = import('@app/functions/orders/order-state').OrderState;

  // The store is not part of this measurement.
  await setAutoSync(false);

  log(`creating ${CAMPAIGNS} campaigns and ${AMBASSADORS} ambassadors with personal codes`);
  const campaigns: Campaign[] = Array.from({ length: CAMPAIGNS }, (_, i) => ({
    id: randomUUID(),
    school_name: `Bench School ${i}`,
    school_acronym: `BS${i}`,
    campaign_name: `Bench Campaign ${i}`,
    campaign_slug: `bench-campaign-${i}`,
    description: null,
    target_amount: 1000,
    start_date: new Date().toISOString(),
    end_date: null,
    contact_email: null,
    contact_phone: null,
    status: 'active',
    start_here_config: null,
    created_at: new Date().toISOString(),
  }));
  await pool(campaigns, 8, (campaign) => putNewCampaign(campaign));
  const ambassadors = Array.from({ length: AMBASSADORS }, (_, i) => ({
    userId: randomUUID(),
    firstName: `Amb${i.toString(36)}`,
    role: i % 2 === 0 ? ('student' as const) : ('fundraising_ambassador' as const),
    campaign: i % 2 === 0 ? undefined : campaigns[Math.floor(i / 2) % CAMPAIGNS],
    code: '',
  }));
  await pool(ambassadors, 16, async (ambassador) => {
    await putNewProfile({
      id: ambassador.userId,
      user_id: ambassador.userId,
      first_name: ambassador.firstName,
      last_name: 'Bench',
      email: `${ambassador.userId}@bench.test`,
      school: ambassador.campaign?.school_name ?? 'Bench Academy',
      role: ambassador.role,
      created_at: new Date().toISOString(),
      campaign_id: ambassador.campaign?.id ?? null,
      personal_code: null,
      shop_link: null,
      social_handles: null,
      fundraising_goal: null,
    });
    ambassador.code = await assignPersonalCode(ambassador.userId);
  });
  await backend.events.idle();

  const pick = (i: number) => ambassadors[(i * 7919) % AMBASSADORS]!;
  const quantityOf = (i: number) => 1 + (i % 4);

  // --- End-to-end ingestion through the webhook route, the bus and the consumer ---
  async function ingest(from: number, to: number): Promise<{ deliveries: number; seconds: number }> {
    const deliveries: Array<{ payload: unknown; webhookId: string }> = [];
    for (let i = from; i < to; i++) {
      const ambassador = pick(i);
      const payload = storeOrderPayload({ id: 9_000_000_000 + i, code: i % 5 === 0 ? ambassador.code.toLowerCase() : ambassador.code, quantity: quantityOf(i), unitPrice: 25 });
      const webhookId = randomUUID();
      deliveries.push({ payload, webhookId });
      // 1% of deliveries are Shopify redeliveries of one already sent.
      if (i % 100 === 50) deliveries.push({ payload, webhookId });
    }
    const start = performance.now();
    await pool(deliveries, CONCURRENCY, async ({ payload, webhookId }) => {
      const status = await sendStoreWebhook(backend.apiEndpoint, 'orders/paid', payload, webhookId);
      if (status !== 200) throw new Error(`webhook answered ${status}`);
    });
    await backend.events.idle();
    return { deliveries: deliveries.length, seconds: (performance.now() - start) / 1000 };
  }

  // --- The naive way: every order, summed (what the earlier product did) ---
  async function allOrders(): Promise<Array<{ student_user_id: string | null; campaign_id: string | null; state: OrderState }>> {
    const orders: Array<{ student_user_id: string | null; campaign_id: string | null; state: OrderState }> = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({ TableName: TABLE, IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': 'ORDERS' }, ExclusiveStartKey }),
      );
      orders.push(...((page.Items ?? []) as typeof orders));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return orders;
  }
  function sumBy(orders: Awaited<ReturnType<typeof allOrders>>, keep: (order: (typeof orders)[number]) => boolean) {
    const units = new Map<string, number>();
    for (const order of orders) if (order.student_user_id && keep(order)) units.set(order.student_user_id, (units.get(order.student_user_id) ?? 0) + contributionOf(order.state).units);
    return [...units.entries()].sort((a, b) => b[1] - a[1]);
  }
  const campaign = campaigns[7]!;
  const naive = {
    campaignLeaderboard: async () => sumBy(await allOrders(), (order) => order.campaign_id === campaign.id),
    studentLeaderboard: async () => sumBy(await allOrders(), (order) => order.campaign_id === null),
    publicCampaignPage: async () => sumBy(await allOrders(), (order) => order.campaign_id === campaign.id),
  };
  const fast = {
    campaignLeaderboard: () => campaignLeaderboard(campaign.id),
    studentLeaderboard: () => studentLeaderboard(),
    publicCampaignPage: () => publicCampaignPage(campaign.campaign_slug),
  };
  async function measureReads(naiveIterations: number) {
    const rows: Array<{ read: string; p50: number; p95: number; naiveP50: number; naiveP95: number }> = [];
    for (const read of Object.keys(fast) as Array<keyof typeof fast>) {
      await fast[read]();
      const one = await time(100, fast[read]);
      const slow = await time(naiveIterations, naive[read]);
      rows.push({ read, p50: one.p50, p95: one.p95, naiveP50: slow.p50, naiveP95: slow.p95 });
    }
    return rows;
  }

  log('ingesting the first 1,000 orders through the webhook');
  const first = await ingest(0, 1_000);
  log('timing reads at 1,000 orders');
  const readsAt1k = await measureReads(20);

  log(`ingesting ${E2E_ORDERS - 1_000} more orders end to end (1% duplicate deliveries)`);
  const rest = await ingest(1_000, E2E_ORDERS);
  const ingestion = { deliveries: first.deliveries + rest.deliveries, seconds: first.seconds + rest.seconds };

  log(`bulk-writing the other ${TOTAL_ORDERS - E2E_ORDERS} orders (BatchWrite) and their totals`);
  const pendingTotals = new Map<string, { key: Record<string, string>; units: number; sales: number; commission: number; orders: number; campaign?: boolean }>();
  const addTotals = (key: Record<string, string>, id: string, c: typeof NO_CONTRIBUTION, isCampaign = false) => {
    const entry = pendingTotals.get(id) ?? { key, units: 0, sales: 0, commission: 0, orders: 0, campaign: isCampaign };
    entry.units += c.units;
    entry.sales += c.sales_cents;
    entry.commission += c.commission_cents;
    entry.orders += c.orders;
    pendingTotals.set(id, entry);
  };
  const items: Array<Record<string, unknown>> = [];
  for (let i = E2E_ORDERS; i < TOTAL_ORDERS; i++) {
    const ambassador = pick(i);
    const payload = storeOrderPayload({ id: 9_000_000_000 + i, code: ambassador.code, quantity: quantityOf(i), unitPrice: 25 });
    const detail = {
      topic: 'orders/paid' as const,
      webhook_id: `bulk-${i}`,
      shop: 'bench',
      received_at: new Date().toISOString(),
      order: { ...payload, id: String(payload.id), total_price: quantityOf(i) * 2500, discount_codes: [ambassador.code], line_items: payload.line_items.map((l) => ({ ...l, id: String(l.id), price: 2500 })) },
    };
    const attribution = { user_id: ambassador.userId, role: ambassador.role, campaign_id: ambassador.campaign?.id ?? null, first_name: ambassador.firstName, last_name: 'Bench', school: null };
    const state = applyStoreEvent(emptyOrderState(String(payload.id)), detail, { ambassador: attribution, ratePercent: 10 });
    items.push({ ...orderItem(state, 1, new Date().toISOString()) });
    addTotals(totalsKeys.ambassador(ambassador.userId), ambassador.userId, state.counted);
    if (ambassador.campaign) addTotals(totalsKeys.campaign(ambassador.campaign.id), `c:${ambassador.campaign.id}`, state.counted, true);
  }
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, i) => items.slice(i * 25, i * 25 + 25));
  await pool(batches, 16, async (batch) => {
    let requests: Array<Record<string, unknown>> | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
    while (requests?.length) {
      const answer = await db.send(new BatchWriteCommand({ RequestItems: { [TABLE]: requests as never } }));
      requests = answer.UnprocessedItems?.[TABLE] as typeof requests;
    }
  });
  await pool([...pendingTotals.values()], 16, (entry) =>
    db.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: entry.key,
        UpdateExpression: entry.campaign
          ? 'ADD units :u, sales_cents :s, commission_cents :c, orders_count :o, organization_fund :f, climate_donation :u'
          : 'ADD lbunits :u, sales_cents :s, commission_cents :c, orders_count :o',
        ExpressionAttributeValues: { ':u': entry.units, ':s': entry.sales, ':c': entry.commission, ':o': entry.orders, ...(entry.campaign ? { ':f': entry.units * 5 } : {}) },
      }),
    ),
  );

  log('verifying totals against a recount of every stored order');
  const orders = await allOrders();
  const recount = new Map<string, { units: number; sales: number }>();
  const campaignRecount = new Map<string, number>();
  for (const order of orders) {
    if (!order.student_user_id) continue;
    const c = contributionOf(order.state);
    const entry = recount.get(order.student_user_id) ?? { units: 0, sales: 0 };
    entry.units += c.units;
    entry.sales += c.sales_cents;
    recount.set(order.student_user_id, entry);
    if (order.campaign_id) campaignRecount.set(order.campaign_id, (campaignRecount.get(order.campaign_id) ?? 0) + c.units);
  }
  const { getAmbassadorTotalsMany, campaignTotals } = await import('@app/functions/leaderboards/totals-data');
  const totals = await getAmbassadorTotalsMany(ambassadors.map((a) => a.userId));
  let mismatches = 0;
  for (const ambassador of ambassadors) {
    const stored = totals.get(ambassador.userId);
    const counted = recount.get(ambassador.userId) ?? { units: 0, sales: 0 };
    if (!stored || stored.units_sold !== counted.units || Math.round(stored.total_sales * 100) !== counted.sales) mismatches++;
  }
  for (const c of campaigns) if ((await campaignTotals(c.id)).total_units_sold !== (campaignRecount.get(c.id) ?? 0)) mismatches++;
  const expectedUnits = Array.from({ length: TOTAL_ORDERS }, (_, i) => quantityOf(i)).reduce((a, b) => a + b, 0);
  const totalUnits = [...totals.values()].reduce((sum, t) => sum + t.units_sold, 0);

  log(`timing reads at ${TOTAL_ORDERS} orders`);
  const readsAt100k = await measureReads(5);

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log('\n=== Store pipeline benchmark ===');
  console.log(`ambassadors ${AMBASSADORS}, campaigns ${CAMPAIGNS}, stored orders ${orders.length} (expected ${TOTAL_ORDERS})`);
  console.log(`ingestion end to end: ${ingestion.deliveries} webhook deliveries (${E2E_ORDERS} orders + 1% duplicates) in ${ingestion.seconds.toFixed(1)} s = ${(ingestion.deliveries / ingestion.seconds).toFixed(0)} deliveries/s`);
  console.log(`failed bus deliveries: ${backend.events.failedDeliveries()}`);
  console.log(`totals vs recount: ${mismatches === 0 ? 'all equal' : `${mismatches} MISMATCHES`}; units in totals ${totalUnits}, units sent ${expectedUnits}${totalUnits === expectedUnits ? ' (no lost or double-counted order)' : ' (MISMATCH)'}`);
  console.table(
    [...readsAt1k.map((row) => ({ orders: '1,000', ...row })), ...readsAt100k.map((row) => ({ orders: TOTAL_ORDERS.toLocaleString('en-US'), ...row }))].map((row) => ({
      orders: row.orders,
      read: row.read,
      'p50 (one query)': ms(row.p50),
      'p95 (one query)': ms(row.p95),
      'naive p50': ms(row.naiveP50),
      'naive p95': ms(row.naiveP95),
      'ratio p50': `${(row.naiveP50 / row.p50).toFixed(0)}×`,
    })),
  );
  if (mismatches || totalUnits !== expectedUnits || orders.length !== TOTAL_ORDERS) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
