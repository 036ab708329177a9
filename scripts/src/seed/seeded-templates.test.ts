import { campaignSlug } from '@app/shared/campaigns';
import { fillPlaceholders, fitsOneSms, personalizeCaption, type AmbassadorDetails } from '@app/shared/templates';
import { FUNDRAISER_SOCIAL_TEMPLATE, GLOBAL_TEMPLATES, HILLSIDE_TEMPLATES } from './seed-fundraiser-demo';
import { STUDENT_SOCIAL_TEMPLATES } from './seed-student-demo';
import { DEMO_CAMPAIGN } from './seed-store-demo';

const ORIGIN = 'http://localhost:3000';
const RAW_PLACEHOLDER = /\{\w+\}/;

const ambassadors: Record<string, AmbassadorDetails> = {
  'a student with a code': {
    profile: {
      first_name: 'Sam',
      last_name: 'Rivera',
      school: 'Riverside High School',
      personal_code: 'SAMR',
    },
    origin: ORIGIN,
  },
  'a fundraiser with a campaign': {
    profile: { first_name: 'Jordan', last_name: 'Lee', school: null, personal_code: 'JORDANHHS' },
    campaign: { school_name: 'Hillside High School', campaign_name: 'Hillside Shirt Drive', campaign_slug: 'hillside-shirt-drive' },
    origin: ORIGIN,
  },
  'a user with no code and no campaign': {
    profile: { first_name: 'Alex', last_name: 'Kim', school: null, personal_code: null },
    campaign: null,
    origin: ORIGIN,
  },
};

const messageTemplates = [...GLOBAL_TEMPLATES, ...HILLSIDE_TEMPLATES];
const socialTemplates = [...STUDENT_SOCIAL_TEMPLATES, FUNDRAISER_SOCIAL_TEMPLATE];

describe.each(Object.entries(ambassadors))('the demo seed, for %s', (_who, ambassador) => {
  it.each(messageTemplates.map((template) => [template.name, template] as const))(
    "fills every placeholder of the '%s' template, on its card and in the use dialog",
    (_name, template) => {
      for (const text of [template.subject ?? '', template.content]) {
        expect(fillPlaceholders(text, ambassador, template.custom_fields)).not.toMatch(RAW_PLACEHOLDER);
        expect(fillPlaceholders(text, ambassador, template.custom_fields, {})).not.toMatch(RAW_PLACEHOLDER);
      }
    },
  );

  it.each(socialTemplates.map((template) => [template.name, template] as const))(
    "fills every placeholder of the '%s' caption",
    (_name, template) => {
      expect(personalizeCaption(template.caption_template, ambassador)).not.toMatch(RAW_PLACEHOLDER);
    },
  );
});

/**
 * Who the product's own texts are sent by, as the demo stack fills them: its fundraiser in its campaign
 * (the longest school and campaign names the seed has) and a student, each link as a text shares it.
 */
const textSenders: Record<string, AmbassadorDetails> = {
  'the demo fundraiser': {
    profile: { first_name: 'Jordan', last_name: 'Lee', school: null, personal_code: 'JORDANHHS' },
    campaign: { ...DEMO_CAMPAIGN, campaign_slug: campaignSlug(DEMO_CAMPAIGN.campaign_name) },
    origin: ORIGIN,
    linkSource: 'text',
  },
  'a student': { ...ambassadors['a student with a code']!, linkSource: 'text' },
};

describe('the seeded SMS templates', () => {
  const texts = messageTemplates.filter((template) => template.type === 'sms');

  it.each(texts.map((template) => [template.name, template] as const))(
    "'%s' fits one 160-character text as written (the admin's count) and filled for each sender (the member's)",
    (_name, template) => {
      expect(fitsOneSms(template.content)).toBe(true);
      for (const sender of Object.values(textSenders)) {
        const filled = fillPlaceholders(template.content, sender, template.custom_fields);
        expect({ filled, fits: fitsOneSms(filled) }).toEqual({ filled, fits: true });
      }
    },
  );
});
