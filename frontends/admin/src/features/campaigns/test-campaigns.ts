import { CAMPAIGN_PRIVACY_DEFAULTS } from '@app/shared/campaigns';
import type { AdminCampaign, CampaignsOverview, Passcode } from '@app/shared/campaigns';
import type { CampaignApplication } from './api/list-campaign-applications';

/** Campaigns, passcodes and applications as the admin API answers them, for component tests (never imported by app code). */
export function aPasscode(overrides: Partial<Passcode> = {}): Passcode {
  return {
    id: 'p-1',
    campaign_id: 'c-1',
    passcode: 'HILLSIDE-2026',
    is_active: true,
    usage_count: 3,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function anAdminCampaign(overrides: Partial<AdminCampaign> = {}): AdminCampaign {
  return {
    id: 'c-1',
    school_name: 'Hillside High School',
    school_acronym: 'HHS',
    campaign_name: 'Hillside Shirt Drive',
    campaign_slug: 'hillside-shirt-drive',
    description: 'Shirts for the robotics team',
    target_amount: 500,
    start_date: '2026-11-01',
    end_date: '2026-12-01',
    contact_email: 'coach@hillside.example',
    contact_phone: '555-0100',
    status: 'active',
    start_here_config: null,
    ...CAMPAIGN_PRIVACY_DEFAULTS,
    created_at: '2026-10-30T10:00:00.000Z',
    passcodes: [aPasscode()],
    figures: { units_sold: 12, total_sales: 300, donated_to_org: 60, donated_to_environment: 12, members: 4 },
    ...overrides,
  };
}

export function anOverview(
  campaigns: AdminCampaign[],
  stats: Partial<CampaignsOverview['stats']> = {},
  nextCursor: string | null = null,
): CampaignsOverview {
  return {
    campaigns,
    next_cursor: nextCursor,
    stats: {
      total_campaigns: campaigns.length,
      active_campaigns: campaigns.filter((campaign) => campaign.status === 'active').length,
      pending_applications: 0,
      active_passcodes: campaigns.flatMap((campaign) => campaign.passcodes).filter((passcode) => passcode.is_active).length,
      ...stats,
    },
  };
}

export function anApplication(overrides: Partial<CampaignApplication> = {}): CampaignApplication {
  return {
    id: 'a-1',
    organization_name: 'Riverside Scouts',
    organization_acronym: 'RS',
    campaign_name: 'Riverside Spring Drive',
    campaign_slug: 'riverside-spring-drive',
    active_members: 25,
    description: 'New tents for the troop',
    target_amount: 1500,
    start_date: '2026-12-05',
    contact_email: 'leader@riverside.example',
    contact_phone: '555-0199',
    status: 'pending',
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}
