import type { StartHereStep, StartHereTemplateChoices } from '@app/shared/start-here';

/** Template choices as the API answers them: a global SMS and e-mail template, a campaign's own, a social one. */
export const testChoices: StartHereTemplateChoices = {
  templates: [
    { id: 't-sms', name: 'Family Text', type: 'sms', campaign_id: null, is_default: false },
    { id: 't-email', name: 'Parent Email', type: 'email', campaign_id: null, is_default: false },
    { id: 't-own', name: 'Hillside Email', type: 'email', campaign_id: 'c-1', is_default: false },
  ],
  social_templates: [{ id: 's-story', name: 'Story Frame' }],
};

export const aStep = (title: string, overrides: Partial<StartHereStep> = {}): StartHereStep => ({
  title,
  description: `${title}, today`,
  buttonText: 'Open',
  templateType: 'sms',
  templateId: null,
  badge: 'Step',
  helpText: null,
  ...overrides,
});
