import type { PublicCampaign } from '@app/shared/campaigns';

/** A public campaign for component tests (never imported by app code). */
export function aCampaign(overrides: Partial<PublicCampaign> = {}): PublicCampaign {
  return {
    id: 'c-hhs',
    school_name: 'Hillside High School',
    campaign_name: 'Hillside High School Shirt Drive',
    campaign_slug: 'hillside-high-school-shirt-drive',
    description: 'Shirts for a greener Hillside.',
    target_amount: 5000,
    start_date: '2026-01-01',
    end_date: '2099-06-30T23:59:59.000Z',
    status: 'active',
    ...overrides,
  };
}
