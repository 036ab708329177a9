import { BUILT_IN_TEMPLATE_VARIABLES } from '../content/content';
import { fillPlaceholders, leaderboardLinkFor, personalizeCaption, sampleAmbassador, type AmbassadorDetails } from './placeholders';
import { TEMPLATE_VARIABLES, type CustomField } from './templates';

const ORIGIN = 'https://app.example';
const RAW_PLACEHOLDER = /\{\w+\}/;

const student: AmbassadorDetails = {
  profile: {
    first_name: 'Sam',
    last_name: 'Rivera',
    school: 'Riverside High School',
    personal_code: 'SAMR',
  },
  origin: ORIGIN,
};
const fundraiser: AmbassadorDetails = {
  profile: {
    first_name: 'Jordan',
    last_name: 'Lee',
    school: null,
    personal_code: 'JORDANHHS',
  },
  campaign: { school_name: 'Hillside High School', campaign_name: 'Shirt Drive', campaign_slug: 'shirt-drive' },
  origin: ORIGIN,
};
const newcomer: AmbassadorDetails = {
  profile: { first_name: ' ', last_name: '', school: null, personal_code: null },
  campaign: null,
  origin: ORIGIN,
};
const ambassadors = { 'a student with a code': student, 'a fundraiser with a campaign': fundraiser, 'a user with no code yet': newcomer };

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const camelCase = (name: string) => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
/** Every placeholder the admin editors offer, in both naming styles, and the spec's other tokens. */
const offered = [...new Set([...TEMPLATE_VARIABLES, ...BUILT_IN_TEMPLATE_VARIABLES, 'shopLink', 'organization'])].flatMap((name) => [
  `{${camelCase(name)}}`,
  `{${snakeCase(name)}}`,
]);
const everyPlaceholder = offered.join(' | ');

const field = (id: string, label: string, placeholder: string | null, required = false): CustomField => ({
  id,
  label,
  type: 'text',
  required,
  placeholder,
});
const customFields = [field('teacher_name', 'Teacher Name', 'Ms. Rivera', true), field('personal_note', 'Personal note', null)];

describe.each(Object.entries(ambassadors))('for %s', (_who, ambassador) => {
  it('fills every placeholder an e-mail or SMS template may hold, custom fields included', () => {
    const filled = fillPlaceholders(`${everyPlaceholder} | {teacher_name} {personal_note}`, ambassador, customFields);

    expect(filled).not.toMatch(RAW_PLACEHOLDER);
  });

  it('fills every placeholder a caption may hold, custom variables included', () => {
    const filled = personalizeCaption(`${everyPlaceholder} | {hashtag} {team}`, ambassador, [
      { name: 'hashtag', default_value: '#WearTheChange' },
      { name: 'team', default_value: '' },
    ]);

    expect(filled).not.toMatch(RAW_PLACEHOLDER);
  });
});

describe('e-mail and SMS templates (spec part 1, section 9)', () => {
  const template =
    '{firstName} {lastName} of {schoolName} ({campaignName}): code {studentCode}, shop {shopLink}, board {leaderboardLink} | ' +
    '{first_name} {last_name} {school_name} {campaign_name} {student_code} {shop_link} {leaderboard_link}';

  it("fills camelCase and snake_case placeholders, the captions' names too, from the ambassador and their campaign", () => {
    expect(fillPlaceholders(`${template} | {organization} {personal_code}`, fundraiser)).toBe(
      'Jordan Lee of Hillside High School (Shirt Drive): code JORDANHHS, shop https://app.example/r/JORDANHHS, board https://app.example/campaign/shirt-drive?member=JORDANHHS | ' +
        'Jordan Lee Hillside High School Shirt Drive JORDANHHS https://app.example/r/JORDANHHS https://app.example/campaign/shirt-drive?member=JORDANHHS | ' +
        'Hillside High School JORDANHHS',
    );
  });

  it("uses the spec's fallbacks for what is missing, and the programme's public page for the board without a campaign", () => {
    expect(fillPlaceholders(template, newcomer)).toBe(
      '[Your Name] [Your Last Name] of [School Name] ([Campaign Name]): code [Your Code], shop [Shop Link], board https://app.example/join | ' +
        '[Your Name] [Your Last Name] [School Name] [Campaign Name] [Your Code] [Shop Link] https://app.example/join',
    );
  });

  it('fills a custom field with what was entered, else its label in brackets', () => {
    const letter = 'Dear {teacher_name}, {personal_note}';

    expect(fillPlaceholders(letter, fundraiser, customFields)).toBe('Dear [Teacher Name], [Personal note]');
    expect(fillPlaceholders(letter, fundraiser, customFields, { teacher_name: ' Ms. Cho ', personal_note: 'See you!' })).toBe(
      'Dear Ms. Cho, See you!',
    );
  });

  it('leaves an optional field blank once the ambassador could fill it, and shows where a required one goes', () => {
    expect(fillPlaceholders('Dear {teacher_name}, {personal_note}', fundraiser, customFields, { personal_note: ' ' })).toBe(
      'Dear [Teacher Name], ',
    );
  });

  it('names a placeholder the product does not know in brackets rather than showing it raw', () => {
    expect(fillPlaceholders('Hi {teacher_name} and {roomNumber}', student)).toBe('Hi [Teacher Name] and [Room Number]');
  });
});

describe('social captions (spec part 1, section 9)', () => {
  const caption =
    '{first_name} {last_name} of {organization} ({school}, {schoolName}): code {personal_code} at {shop_link}, see {leaderboardLink}';

  it("fills every placeholder from the profile, the campaign's page for a fundraiser", () => {
    expect(personalizeCaption(caption, fundraiser)).toBe(
      'Jordan Lee of Hillside High School (Hillside High School, Hillside High School): code JORDANHHS at https://app.example/r/JORDANHHS, see https://app.example/campaign/shirt-drive?member=JORDANHHS',
    );
  });

  it("links a student's followers to the programme's public page, which they can open without an account", () => {
    expect(personalizeCaption('{leaderboardLink} {leaderboard_link}', student)).toBe('https://app.example/join https://app.example/join');
  });

  it('uses the caption fallbacks for what is missing or blank', () => {
    expect(personalizeCaption(caption, newcomer)).toBe(
      'Student Ambassador of Our Organization (Our Organization, Our Organization): code HIT1234 at [Shop Link], see https://app.example/join',
    );
  });

  it("fills a template's own variables with their defaults, and a built-in the ambassador lacks with the admin's default", () => {
    const variables = [
      { name: 'hashtag', default_value: '#WearTheChange' },
      { name: 'team_name', default_value: ' ' },
      { name: 'shop_link', default_value: 'https://shop.example' },
      { name: 'first_name', default_value: 'A friend' },
    ];

    expect(personalizeCaption('{first_name}: {hashtag} {team_name} {shop_link}', student, variables)).toBe(
      'Sam: #WearTheChange [Team Name] https://app.example/r/SAMR',
    );
    expect(personalizeCaption('{first_name}: {shop_link}', newcomer, variables)).toBe('A friend: https://shop.example');
  });
});

describe('the leaderboard link', () => {
  it("is the campaign's public page when there is one, else the programme's public page", () => {
    expect(leaderboardLinkFor('https://app.example/', 'shirt-drive')).toBe('https://app.example/campaign/shirt-drive');
    expect(leaderboardLinkFor('https://app.example', null)).toBe('https://app.example/join');
    expect(leaderboardLinkFor('https://app.example', 'shirt-drive', 'JORDANHHS')).toBe(
      'https://app.example/campaign/shirt-drive?member=JORDANHHS',
    );
    expect(leaderboardLinkFor('https://app.example', '')).toBe('https://app.example/join');
  });
});

describe("the admins' previews", () => {
  it('fill for a made-up ambassador of the audience, with every detail present', () => {
    const rawOrFallback = /\{\w+\}|\[/;

    expect(fillPlaceholders(everyPlaceholder, sampleAmbassador('fundraising_ambassador', ORIGIN))).not.toMatch(rawOrFallback);
    expect(personalizeCaption(everyPlaceholder, sampleAmbassador('student', ORIGIN))).not.toMatch(rawOrFallback);
    expect(personalizeCaption('{leaderboardLink}', sampleAmbassador('student', ORIGIN))).toBe('https://app.example/join');
    expect(personalizeCaption('{personal_code}', sampleAmbassador('all', ORIGIN))).toBe('HIT1234');
  });
});

describe('the shop link placeholder', () => {
  it('is the tracked link on the site, tagged with where the text is shared', () => {
    expect(fillPlaceholders('Shop: {shopLink}', { ...student, linkSource: 'email' })).toBe('Shop: https://app.example/r/SAMR?via=email');
    expect(personalizeCaption('{shop_link}', { ...fundraiser, linkSource: 'instagram' })).toBe(
      'https://app.example/r/JORDANHHS?via=instagram',
    );
  });
});
