import type { PublicCampaign } from '@app/shared/campaigns';
import type { AdminTemplate } from '@app/shared/templates';

/** A template as the admin's list answers it, for component tests (never imported by app code). */
export function aTemplate(overrides: Partial<AdminTemplate> = {}): AdminTemplate {
  return {
    id: 't-1',
    name: 'Letter to grandparents',
    type: 'email',
    subject: 'Support {schoolName}',
    content: 'Dear {recipientName}, use my code {studentCode}.',
    campaign_id: null,
    is_default: false,
    variables: ['studentCode'],
    custom_fields: [{ id: 'recipientName', label: 'Recipient name', type: 'text', required: true, placeholder: 'Grandma' }],
    created_by: 'admin-1',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    school_name: null,
    campaign_name: null,
    ...overrides,
  };
}

/** An active campaign as the campaign picker lists it. */
export function aCampaign(overrides: Partial<PublicCampaign> = {}): PublicCampaign {
  return {
    id: 'c-1',
    school_name: 'Hillside High School',
    campaign_name: 'Hillside Shirt Drive',
    campaign_slug: 'hillside-shirt-drive',
    description: null,
    target_amount: 2500,
    start_date: '2026-01-01T00:00:00.000Z',
    end_date: '2026-12-23T12:00:00.000Z',
    status: 'active',
    ...overrides,
  };
}
