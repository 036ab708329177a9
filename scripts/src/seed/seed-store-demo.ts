import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { getCampaignBySlug, giveCampaignItsCode, putNewCampaign, putPasscode } from '@app/functions/campaigns/seeding';
import { getAmbassadorTotals } from '@app/functions/leaderboards';
import { assignPersonalCode } from '@app/functions/code-sync';
import { syncAmbassadorCode, syncCampaignCode } from '@app/functions/code-sync/seeding';
import { getOrder } from '@app/functions/orders/seeding';
import { findProfilesByEmail, newProfile, putNewProfile } from '@app/functions/profiles';
import type { Campaign } from '@app/shared/campaigns';
import { CAMPAIGN_PRIVACY_DEFAULTS, campaignSlug } from '@app/shared/campaigns';
import { sendStoreWebhook, storeOrderPayload } from '../store/store-order';

export const DEMO_CAMPAIGN = {
  school_name: 'Hillside High School',
  school_acronym: 'HHS',
  campaign_name: 'Hillside High School Shirt Drive',
  passcode: 'HILLSIDE',
};

/** The demo campaign the demo fundraiser belongs to; created once. */
async function ensureDemoCampaign(): Promise<Campaign> {
  const slug = campaignSlug(DEMO_CAMPAIGN.campaign_name);
  const existing = await getCampaignBySlug(slug);
  if (existing) return existing;
  const now = new Date();
  const campaign: Campaign = {
    id: randomUUID(),
    school_name: DEMO_CAMPAIGN.school_name,
    school_acronym: DEMO_CAMPAIGN.school_acronym,
    campaign_name: DEMO_CAMPAIGN.campaign_name,
    campaign_slug: slug,
    description: 'Every shirt sold funds the school and a climate organisation.',
    target_amount: 2500,
    start_date: now.toISOString(),
    end_date: new Date(now.getTime() + 30 * 24 * 3600 * 1000).toISOString(),
    contact_email: 'office@hillside.example.com',
    contact_phone: null,
    status: 'active',
    start_here_config: null,
    ...CAMPAIGN_PRIVACY_DEFAULTS,
    created_at: now.toISOString(),
  };
  await putNewCampaign(campaign);
  await putPasscode({
    id: randomUUID(),
    campaign_id: campaign.id,
    passcode: DEMO_CAMPAIGN.passcode,
    is_active: true,
    usage_count: 0,
    created_at: now.toISOString(),
  });
  return campaign;
}

async function userIdOf(email: string): Promise<string> {
  const [profile] = await findProfilesByEmail(email);
  if (!profile) throw new Error(`The demo account ${email} has no profile.`);
  return profile.user_id;
}

/**
 * The store side of the demo: the fundraiser joins the Hillside campaign, both ambassadors get personal
 * codes synced to the local store, and so does the campaign's own code (HHS: its page's Buy button), and their sales arrive as signed webhooks through the real route,
 * bus and consumer (never written as totals), with one self-referral that Flags holds.
 */
export async function seedStoreDemo(options: { studentEmail: string; fundraiserEmail: string; apiUrl: string }): Promise<void> {
  const { apiUrl } = options;
  const campaign = await ensureDemoCampaign();
  const studentId = await userIdOf(options.studentEmail);
  const fundraiserId = await userIdOf(options.fundraiserEmail);
  const studentCode = await assignPersonalCode(studentId);
  const fundraiserCode = await assignPersonalCode(fundraiserId, { campaignId: campaign.id });
  // A second Hillside member (no sign-in of their own), ahead of the demo fundraiser: the leaderboard has a race.
  const rivalId = randomUUID();
  await putNewProfile(
    newProfile({
      user_id: rivalId,
      first_name: 'Riley',
      last_name: 'Chen',
      email: 'riley.chen@example.com',
      school: DEMO_CAMPAIGN.school_name,
      role: 'fundraising_ambassador',
    }),
  );
  const rivalCode = await assignPersonalCode(rivalId, { campaignId: campaign.id });
  // A demo campaign made before campaigns had their own code is given it.
  await giveCampaignItsCode(campaign);
  await Promise.all([
    syncAmbassadorCode(studentId),
    syncAmbassadorCode(fundraiserId),
    syncAmbassadorCode(rivalId),
    syncCampaignCode(campaign.id),
  ]);

  const sales: Array<{ code: string; quantity: number; userId: string; giftCard?: number; tip?: number; daysAgo?: number }> = [
    // Placed before the commission hold (30 days by default): its commission is payable, the rest pending.
    { code: studentCode, quantity: 3, userId: studentId, daysAgo: 40 },
    // A buyer who added a gift card and a tip: neither is a shirt or a sale.
    { code: studentCode, quantity: 2, userId: studentId, giftCard: 20, tip: 3 },
    { code: fundraiserCode, quantity: 4, userId: fundraiserId },
    { code: fundraiserCode.toLowerCase(), quantity: 1, userId: fundraiserId },
    { code: rivalCode, quantity: 4, userId: rivalId },
    { code: rivalCode, quantity: 3, userId: rivalId },
  ];
  for (const sale of sales) {
    const extras = sale.giftCard ? { extraLines: [{ quantity: 1, price: sale.giftCard, gift_card: true }], tip: sale.tip } : {};
    const status = await sendStoreWebhook(
      apiUrl,
      'orders/paid',
      storeOrderPayload({
        code: sale.code,
        quantity: sale.quantity,
        unitPrice: 25,
        ...extras,
        ...(sale.daysAgo ? { at: new Date(Date.now() - sale.daysAgo * 24 * 3600 * 1000) } : {}),
      }),
    );
    if (status !== 200) throw new Error(`The demo order webhook was refused (${status}).`);
  }
  // A self-referral: Riley buys with their own code and e-mail. It is held for an admin (Codes & Orders >
  // Flags) and counts for nobody until cleared, so the leaderboards above stay as they are.
  const selfReferral = storeOrderPayload({ code: rivalCode, quantity: 2, unitPrice: 25, email: 'riley.chen@example.com' });
  if ((await sendStoreWebhook(apiUrl, 'orders/paid', selfReferral)) !== 200) throw new Error('The demo self-referral webhook was refused.');

  const expected = new Map<string, number>();
  for (const sale of sales) expected.set(sale.userId, (expected.get(sale.userId) ?? 0) + sale.quantity);
  // The consumers run asynchronously; wait until the leaderboards show the demo sales and the held order is in.
  for (let waited = 0; waited < 15_000; waited += 100) {
    const totals = await Promise.all([...expected.keys()].map((userId) => getAmbassadorTotals(userId, true)));
    const counted = totals.every((entry) => entry && entry.units_sold >= expected.get(entry.user_id)!);
    if (counted && (await getOrder(String(selfReferral.id)))) return;
    await sleep(100);
  }
  throw new Error('The demo orders did not reach the totals in time.');
}
