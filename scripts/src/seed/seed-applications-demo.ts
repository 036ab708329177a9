import { randomUUID } from 'node:crypto';
import { putNewApplication } from '@app/functions/applications/seeding';
import type { CampaignApplication } from '@app/shared/applications';
import { campaignSlug } from '@app/shared/campaigns';
import { DAY_MS, utcDay } from '@app/shared/platform';

const daysFromNow = (days: number) => utcDay(Date.now() + days * DAY_MS);

function application(fields: Omit<CampaignApplication, 'id' | 'campaign_slug' | 'created_at'>, ageDays: number): CampaignApplication {
  return {
    ...fields,
    id: randomUUID(),
    campaign_slug: campaignSlug(fields.campaign_name),
    created_at: new Date(Date.now() - ageDays * DAY_MS).toISOString(),
  };
}

/**
 * The admin's Applications tab: two organizations waiting for a decision (one with a description and a
 * target) and one already turned down, written through the applications domain (so they count as pending).
 */
export async function seedApplicationsDemo(): Promise<void> {
  const applications = [
    application(
      {
        organization_name: 'Riverside Scouts',
        organization_acronym: 'RSC',
        campaign_name: 'Riverside Scouts River Cleanup',
        active_members: 24,
        description: 'Shirts that pay for our spring river cleanup and new canoes.',
        target_amount: 1500,
        start_date: daysFromNow(7),
        contact_email: 'leader@riverside-scouts.example.com',
        contact_phone: '555-0142',
        status: 'pending',
      },
      1,
    ),
    application(
      {
        organization_name: 'Oakwood Middle School PTA',
        organization_acronym: 'OMS',
        campaign_name: 'Oakwood Garden Fund',
        active_members: 40,
        description: null,
        target_amount: null,
        start_date: daysFromNow(14),
        contact_email: 'pta@oakwood.example.com',
        contact_phone: null,
        status: 'pending',
      },
      2,
    ),
    application(
      {
        organization_name: 'Maple Street Book Club',
        organization_acronym: 'MSBC',
        campaign_name: 'Maple Street Readers',
        active_members: 6,
        description: 'New books for the neighbourhood library shelf.',
        target_amount: 300,
        start_date: daysFromNow(-10),
        contact_email: 'hello@maplereaders.example.com',
        contact_phone: null,
        status: 'rejected',
      },
      12,
    ),
  ];
  for (const entry of applications) await putNewApplication(entry);
}
