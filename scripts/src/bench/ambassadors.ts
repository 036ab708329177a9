import { CAMPAIGN_PRIVACY_DEFAULTS } from '@app/shared/campaigns';
import { randomUUID } from 'node:crypto';
import type { Campaign } from '@app/shared/campaigns';
import type { Role } from '@app/shared/platform';
import { putNewCampaign, putPasscode } from '@app/functions/campaigns/seeding';
import { assignPersonalCode } from '@app/functions/code-sync';
import { putMemberTotalsInBulk } from '@app/functions/leaderboards/seeding';
import { putNewProfile, shopLinkFor } from '@app/functions/profiles';
import { putProfilesInBulk } from '@app/functions/profiles/seeding';
import type { Profile } from '@app/shared/profiles';
import { pool } from './measure';

export interface BenchAmbassador {
  userId: string;
  role: Role;
  campaign: Campaign | undefined;
  code: string;
}

function benchCampaign(index: number): Campaign {
  const now = new Date().toISOString();
  const id = randomUUID();
  return {
    id,
    school_name: `Bench School ${index}`,
    school_acronym: `BS${index}`,
    campaign_name: `Bench Campaign ${index}`,
    // Unique even when a later part of the run (the tracked link's) creates its own campaign 0 in the same table.
    campaign_slug: `bench-campaign-${index}-${id.slice(0, 8)}`,
    description: null,
    target_amount: 1000,
    start_date: now,
    end_date: null,
    contact_email: null,
    contact_phone: null,
    status: 'active',
    start_here_config: null,
    ...CAMPAIGN_PRIVACY_DEFAULTS,
    created_at: now,
  };
}

/**
 * Grows the programme to `total` campaigns: campaigns `from` to `total − 1` written the product's way (the
 * campaign, its slug claim, its listing entry and the stat cards' counts in one transaction), each with
 * one active passcode; every fourth one completed, as a year of campaigns would be. Returns the new ones.
 */
export async function bulkWriteCampaigns(from: number, total: number): Promise<Campaign[]> {
  const campaigns = Array.from({ length: Math.max(0, total - from) }, (_, k) => {
    const campaign = benchCampaign(from + k);
    return (from + k) % 4 === 3 ? { ...campaign, status: 'completed' as const } : campaign;
  });
  await pool(campaigns, 8, async (campaign) => {
    await putNewCampaign(campaign);
    await putPasscode({
      id: randomUUID(),
      campaign_id: campaign.id,
      passcode: `${campaign.school_acronym}-PASS`,
      is_active: true,
      usage_count: 0,
      created_at: campaign.created_at,
    });
  });
  return campaigns;
}

/**
 * Active campaigns, and ambassadors with their personal codes given the product's way: half students,
 * half fundraisers spread evenly over the campaigns.
 */
export async function createAmbassadors(counts: {
  campaigns: number;
  ambassadors: number;
}): Promise<{ campaigns: Campaign[]; ambassadors: BenchAmbassador[] }> {
  const campaigns = Array.from({ length: counts.campaigns }, (_, i) => benchCampaign(i));
  await pool(campaigns, 8, putNewCampaign);
  const ambassadors: BenchAmbassador[] = Array.from({ length: counts.ambassadors }, (_, i) => ({
    userId: randomUUID(),
    role: i % 2 === 0 ? 'student' : 'fundraising_ambassador',
    campaign: i % 2 === 0 ? undefined : campaigns[Math.floor(i / 2) % campaigns.length],
    code: '',
  }));
  await pool(ambassadors, 16, async (ambassador, i) => {
    await putNewProfile({
      id: ambassador.userId,
      user_id: ambassador.userId,
      first_name: `Amb${i.toString(36)}`,
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
      adult_from: null,
      guardian: null,
    });
    ambassador.code = await assignPersonalCode(ambassador.userId);
  });
  return { campaigns, ambassadors };
}

// Ambassadors a bulk write puts at once, and how many such writes run together.
const BULK_CHUNK = 1_000;
const BULK_WRITERS = 4;

/**
 * Grows the programme to `total` ambassadors by bulk-writing ambassadors `from` to `total − 1` with the
 * functions' bulk helpers (profiles, code claims, zero totals rows, the ambassador counts and campaigns'
 * member counts): approved, half students and half fundraisers spread over the campaigns, as the first
 * ones. Their codes reach no store sync record: the sync screen is not measured.
 */
export async function bulkWriteAmbassadors(campaigns: Campaign[], from: number, total: number): Promise<void> {
  const chunks: Array<[number, number]> = [];
  for (let start = from; start < total; start += BULK_CHUNK) chunks.push([start, Math.min(total, start + BULK_CHUNK)]);
  await pool(chunks, BULK_WRITERS, async ([start, end]) => {
    const profiles: Profile[] = Array.from({ length: end - start }, (_, k) => {
      const i = start + k;
      const campaign = i % 2 === 0 ? undefined : campaigns[Math.floor(i / 2) % campaigns.length]!;
      const userId = randomUUID();
      const code = `BULK${i.toString(36).toUpperCase()}`;
      return {
        id: userId,
        user_id: userId,
        first_name: `Amb${i.toString(36)}`,
        last_name: 'Bench',
        email: `${userId}@bench.test`,
        school: campaign?.school_name ?? 'Bench Academy',
        role: campaign ? 'fundraising_ambassador' : 'student',
        created_at: new Date().toISOString(),
        campaign_id: campaign?.id ?? null,
        personal_code: code,
        shop_link: shopLinkFor(code),
        social_handles: null,
        fundraising_goal: null,
        adult_from: null,
        guardian: null,
      };
    });
    await putProfilesInBulk(profiles);
    await putMemberTotalsInBulk(
      profiles.map((profile) => ({
        user_id: profile.user_id,
        role: profile.role,
        campaign_id: profile.campaign_id,
        first_name: profile.first_name,
        last_name: profile.last_name,
        school: profile.school,
      })),
    );
  });
}
