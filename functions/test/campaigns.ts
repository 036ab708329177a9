import { randomUUID } from 'node:crypto';
import type { Campaign } from '@app/shared/campaign';
import { campaignSlug } from '@app/shared/slug';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An active campaign with one active passcode, written through the data modules. */
export async function givenCampaign(overrides: Partial<Campaign> = {}, passcode = `pass-${randomUUID().slice(0, 6)}`) {
  // Imported lazily: these modules read the backend's environment, which global setup provides.
  const { putNewCampaign } = await import('../src/campaigns/campaign-data');
  const { putPasscode } = await import('../src/campaigns/passcode-data');
  const id = randomUUID();
  const name = `Shirt Drive ${id.slice(0, 8)}`;
  const campaign: Campaign = {
    id,
    school_name: 'Hillside High School',
    school_acronym: 'HHS',
    campaign_name: name,
    campaign_slug: campaignSlug(name),
    description: 'Shirts for a greener Hillside.',
    target_amount: 1000,
    start_date: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
    end_date: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    contact_email: 'coach@example.test',
    contact_phone: null,
    status: 'active',
    start_here_config: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
  await putNewCampaign(campaign);
  const passcodeId = randomUUID();
  await putPasscode({ id: passcodeId, campaign_id: id, passcode, is_active: true, usage_count: 0, created_at: campaign.created_at });
  return { campaign, passcode, passcodeId };
}

export const yesterday = () => new Date(Date.now() - DAY_MS).toISOString();
