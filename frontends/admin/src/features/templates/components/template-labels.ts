import type { TemplateType } from '@app/shared/templates';

export const TEMPLATE_TYPE_LABELS: Record<TemplateType, string> = { email: 'Email', sms: 'SMS' };

/** "School – Campaign", as the campaign picker and the cards name a campaign. */
export const campaignLabel = (campaign: { school_name: string | null; campaign_name: string | null }) =>
  [campaign.school_name, campaign.campaign_name].filter(Boolean).join(' – ') || 'Unknown campaign';
