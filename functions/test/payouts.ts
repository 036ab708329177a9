import { randomUUID } from 'node:crypto';
import { pathOf, payouts } from '@app/shared/contracts';
import type { PayoutsOverview } from '@app/shared/payouts';
import { api } from './api';
import { eventually, givenAmbassador, sendWebhook, settled, shopifyOrder } from './store';

/** Helpers for tests of payouts: ambassadors with payable commission, and the store stand-in's gift cards. */

const DAY_MS = 24 * 3600 * 1000;

/**
 * An ambassador with a code whose paid orders (one per amount, in dollars), placed before the commission hold,
 * have reached their totals and matured; answers what they earned, all payable (as the admin's Payouts view says).
 */
export async function givenEarner(adminToken: string, amounts: number[], role: 'student' | 'fundraising_ambassador' = 'student') {
  // Imported lazily: the domains read the backend's environment, which global setup provides.
  const { paymentSettings } = await import('../src/settings');
  const { matureCommissions } = await import('../src/orders');
  const { getAmbassadorTotals } = await import('../src/leaderboards');
  const pastTheHold = new Date(Date.now() - ((await paymentSettings()).commissionHoldDays + 1) * DAY_MS);
  const ambassador = await givenAmbassador(role);
  for (const amount of amounts) {
    await sendWebhook('orders/paid', shopifyOrder({ code: ambassador.code, quantity: 1, unitPrice: amount, at: pastTheHold }));
  }
  await eventually(async () => expect((await getAmbassadorTotals(ambassador.userId))?.orders_count).toBe(amounts.length));
  await settled();
  await matureCommissions(new Date());
  const { body } = await api<PayoutsOverview>('GET', pathOf(payouts.listPayouts), { token: adminToken });
  const row = body.balances.find((balance) => balance.user_id === ambassador.userId);
  expect(row?.payable_earnings).toBeGreaterThan(0);
  return { ...ambassador, earned: row!.total_earnings, payable: row!.payable_earnings };
}

/** Makes a member under 18 (counting as 18 in two years) whose guardian acknowledged the programme. */
export async function makeMinor(userId: string, guardianEmail = `guardian-${randomUUID()}@example.test`): Promise<string> {
  const { updateItem } = await import('#lib/table');
  const adultFrom = new Date(Date.now() + 2 * 365 * DAY_MS).toISOString().slice(0, 10);
  const at = new Date().toISOString();
  await updateItem({
    Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
    UpdateExpression: 'SET adult_from = :adultFrom, guardian = :guardian',
    ExpressionAttributeValues: {
      ':adultFrom': adultFrom,
      ':guardian': { email: guardianEmail, status: 'acknowledged', sent_at: at, acknowledged_at: at, withdrawn_at: null },
    },
  });
  return guardianEmail;
}

const storeUrl = (path: string) => new URL(path, process.env.SHOPIFY_ADMIN_API_URL).toString();

/** Sets the store stand-in's faults (scripts/src/store/store-server.ts): gift_cards_fail, gift_cards_hang, gift_cards_late... */
export async function storeFaults(faults: Record<string, unknown>): Promise<void> {
  const response = await fetch(storeUrl('/_local/faults'), { method: 'POST', body: JSON.stringify(faults) });
  expect(response.status).toBe(200);
}

/** The gift cards the stand-in holds for a payout's key (the note's key line), however many there are. */
export async function storeCardsOfPayout(payoutId: string) {
  const { storeGiftCardsOfPayouts } = await import('../src/payouts/seeding');
  return (await storeGiftCardsOfPayouts([payoutId])).get(payoutId) ?? [];
}
