import { fillPlaceholders, personalizeCaption, type AmbassadorDetails } from '@app/shared/templates';
import { FUNDRAISER_SOCIAL_TEMPLATE, GLOBAL_TEMPLATES, HILLSIDE_TEMPLATES } from './seed-fundraiser-demo';
import { STUDENT_SOCIAL_TEMPLATES } from './seed-student-demo';

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
