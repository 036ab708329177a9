import { randomUUID } from 'node:crypto';
import type { Campaign } from '@app/shared/campaigns';
import type { Role } from '@app/shared/platform';
import { putNewCampaign } from '@app/functions/campaigns/seeding';
import { assignPersonalCode } from '@app/functions/code-sync';
import { putNewProfile } from '@app/functions/profiles';
import { pool } from './measure';

export interface BenchAmbassador {
  userId: string;
  role: Role;
  campaign: Campaign | undefined;
  code: string;
}

function benchCampaign(index: number): Campaign {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    school_name: `Bench School ${index}`,
    school_acronym: `BS${index}`,
    campaign_name: `Bench Campaign ${index}`,
    campaign_slug: `bench-campaign-${index}`,
    description: null,
    target_amount: 1000,
    start_date: now,
    end_date: null,
    contact_email: null,
    contact_phone: null,
    status: 'active',
    start_here_config: null,
    created_at: now,
  };
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
    });
    ambassador.code = await assignPersonalCode(ambassador.userId);
  });
  return { campaigns, ambassadors };
}
