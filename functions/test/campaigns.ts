import { randomUUID } from 'node:crypto';
import type { Campaign } from '@app/shared/campaigns';
import { CAMPAIGN_PRIVACY_DEFAULTS, campaignSlug } from '@app/shared/campaigns';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An active, running campaign, written through its data module. Its name, slug and acronym are unique
 * per call, so member codes (NAMEACRONYM) never collide across tests.
 */
export async function givenCampaign(overrides: Partial<Campaign> = {}): Promise<Campaign> {
  // Imported lazily: these modules read the backend's environment, which global setup provides.
  const { putNewCampaign } = await import('../src/campaigns/seeding');
  const id = randomUUID();
  const name = `Shirt Drive ${id.slice(0, 8)}`;
  const campaign: Campaign = {
    id,
    school_name: 'Hillside High School',
    // Eight hex digits, each a letter of its own (0-9 as G-P: a digit would read as a code's numbered candidate).
    school_acronym: `H${id
      .slice(0, 8)
      .replace(/\d/g, (digit) => String.fromCharCode(71 + Number(digit)))
      .toUpperCase()}`,
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
    ...CAMPAIGN_PRIVACY_DEFAULTS,
    created_at: new Date().toISOString(),
    ...overrides,
  };
  // As written: with its own code (the first free one of its acronym), unless the overrides gave one.
  return putNewCampaign(campaign);
}

/** A campaign as above with one active passcode. */
export async function givenCampaignWithPasscode(overrides: Partial<Campaign> = {}, passcode = `pass-${randomUUID().slice(0, 6)}`) {
  const { putPasscode } = await import('../src/campaigns/seeding');
  const campaign = await givenCampaign(overrides);
  const passcodeId = randomUUID();
  await putPasscode({
    id: passcodeId,
    campaign_id: campaign.id,
    passcode,
    is_active: true,
    usage_count: 0,
    created_at: campaign.created_at,
  });
  return { campaign, passcode, passcodeId };
}

export const yesterday = () => new Date(Date.now() - DAY_MS).toISOString();
