import type { CampaignPerformance, FundraisingPerformance, TopFundraiser } from '@app/shared/campaigns';

/** The performance page's answer, for component tests (never imported by app code). */
export function aCampaignPerformance(overrides: Partial<CampaignPerformance> = {}): CampaignPerformance {
  return {
    campaign_id: 'c-1',
    campaign_name: 'Hillside Shirt Drive',
    school_name: 'Hillside High School',
    campaign_slug: 'hillside-shirt-drive',
    status: 'active',
    target_amount: 500,
    end_date: '2026-12-01',
    figures: { units_sold: 12, total_sales: 300, donated_to_org: 60, donated_to_environment: 12, members: 4 },
    progress_percent: 12,
    days_left: 8,
    ...overrides,
  };
}

export function aTopFundraiser(overrides: Partial<TopFundraiser> = {}): TopFundraiser {
  return {
    user_id: 'u-1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    campaign_id: 'c-1',
    campaign_name: 'Hillside Shirt Drive',
    units_sold: 8,
    total_sales: 200,
    ...overrides,
  };
}

export function aPerformance(overrides: Partial<FundraisingPerformance> = {}): FundraisingPerformance {
  return {
    campaigns: [aCampaignPerformance()],
    next_cursor: null,
    top_fundraisers: [aTopFundraiser()],
    totals: { campaigns: 1, members: 4, units_sold: 12, donated_to_org: 60 },
    ...overrides,
  };
}
