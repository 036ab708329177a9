import type { PublicCampaign } from '../campaigns/campaign';
import { campaignPagePath } from '../campaigns/member-link';
import { BUILT_IN_TEMPLATE_VARIABLES, type ContentAudience, type SocialTemplate } from '../content/content';
import type { LinkSource } from '../links/sources';
import { trackedLinkFor } from '../links/tracked-link';
import type { Profile } from '../profiles/profile';
import type { CustomField, TemplateVariable } from './templates';

/**
 * Every placeholder the product offers and what fills it (spec part 1, section 9; part 2, section 3): the
 * e-mail and SMS templates' {firstName}, {lastName}, {schoolName}, {campaignName}, {studentCode},
 * {shopLink} and {leaderboardLink}, and the captions' {first_name}, {last_name}, {organization},
 * {school}, {schoolName}, {personal_code}, {shop_link} and {leaderboardLink}. Each is accepted in
 * camelCase and snake_case, in e-mails, texts and captions alike. A missing value takes the spec's
 * fallback, which differs between a message the ambassador sends ('[Your Name]', a blank to fill in) and
 * a caption posted publicly ('Student'). A template's own placeholders (an e-mail's custom fields, a
 * caption's variables) are filled too, and one the product does not know shows as its name in brackets,
 * so no raw {placeholder} ever reaches a reader.
 */

/** What is known of the ambassador a text is filled for; anything missing takes its fallback. */
export interface AmbassadorDetails {
  profile: Partial<Pick<Profile, 'first_name' | 'last_name' | 'school' | 'personal_code'>>;
  /** A fundraiser's campaign, once it has loaded; none for a student. */
  campaign?: Partial<Pick<PublicCampaign, 'school_name' | 'campaign_name' | 'campaign_slug'>> | null;
  /** The programme site's origin (window.location.origin in the browser): the leaderboard and tracked links point there. */
  origin: string;
  /** Where the filled text is shared (an e-mail, a text, a platform's caption): the tracked link's `?via=`, so its clicks count per source. */
  linkSource?: LinkSource;
}

type PlaceholderUse = 'message' | 'caption';

interface BuiltInPlaceholder {
  valueFor: (ambassador: AmbassadorDetails) => string | null | undefined;
  fallbackFor: (use: PlaceholderUse, ambassador: AmbassadorDetails) => string;
}

/**
 * The programme's public page, the path chooser, which anyone can open without an account. It stands in
 * for a leaderboard where there is none to show (a student; a fundraiser whose campaign is not known).
 * The spec's stand-in, the portal's /fundraiser/leaderboard, and the site root (the student area) would
 * both ask the reader of a post or a message to sign in.
 */
const PROGRAMME_PAGE = '/join';

/**
 * The public leaderboard link (spec part 1, section 2.11): the campaign's public page, through the sender's
 * code when they have one (the page then preselects them, so a visitor's purchase counts for them), else
 * the programme's page.
 */
export function leaderboardLinkFor(origin: string, campaignSlug: string | null | undefined, memberCode?: string | null): string {
  return `${origin.replace(/\/$/, '')}${campaignSlug ? campaignPagePath(campaignSlug, memberCode) : PROGRAMME_PAGE}`;
}

const fixed =
  (message: string, caption: string) =>
  (use: PlaceholderUse): string =>
    use === 'message' ? message : caption;

const schoolName: BuiltInPlaceholder = {
  valueFor: ({ campaign, profile }) => campaign?.school_name?.trim() || profile.school,
  fallbackFor: fixed('[School Name]', 'Our Organization'),
};

const personalCode: BuiltInPlaceholder = {
  valueFor: ({ profile }) => profile.personal_code,
  fallbackFor: fixed('[Your Code]', 'HIT1234'),
};

type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;

/** The admin editors' variables, and the spec's tokens neither editor lists. */
type OfferedPlaceholder = CamelCase<TemplateVariable | (typeof BUILT_IN_TEMPLATE_VARIABLES)[number]> | 'shopLink' | 'organization';

// `satisfies` makes the compiler check that every placeholder an admin is offered has a value here.
const BUILT_IN_PLACEHOLDERS = {
  firstName: { valueFor: ({ profile }) => profile.first_name, fallbackFor: fixed('[Your Name]', 'Student') },
  lastName: { valueFor: ({ profile }) => profile.last_name, fallbackFor: fixed('[Your Last Name]', 'Ambassador') },
  schoolName,
  school: schoolName,
  organization: schoolName,
  campaignName: { valueFor: ({ campaign }) => campaign?.campaign_name, fallbackFor: fixed('[Campaign Name]', 'Our Campaign') },
  studentCode: personalCode,
  personalCode,
  // The tracked link (issue 25): one link in every template and caption, so every share is counted.
  shopLink: {
    valueFor: ({ profile, origin, linkSource }) =>
      profile.personal_code ? trackedLinkFor(origin, profile.personal_code, linkSource) : undefined,
    fallbackFor: fixed('[Shop Link]', '[Shop Link]'),
  },
  leaderboardLink: {
    valueFor: ({ campaign, profile, origin }) =>
      campaign?.campaign_slug ? leaderboardLinkFor(origin, campaign.campaign_slug, profile.personal_code) : undefined,
    fallbackFor: (_use, { origin }) => leaderboardLinkFor(origin, null),
  },
} satisfies Record<OfferedPlaceholder, BuiltInPlaceholder>;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Each built-in placeholder under every spelling the product accepts. */
const BUILT_INS_BY_NAME = new Map<string, BuiltInPlaceholder>(
  Object.entries(BUILT_IN_PLACEHOLDERS).flatMap(([name, placeholder]) => [
    [name, placeholder],
    [snakeCase(name), placeholder],
  ]),
);

/** A placeholder a template brings of its own: an e-mail's custom field, a caption's variable. */
interface OwnPlaceholder {
  name: string;
  value?: string | null;
  /** What it shows without a value; blank is allowed (an optional field left empty). */
  fallback?: string;
}

const present = (value: string | null | undefined) => value?.trim() || undefined;

/** 'teacher_name' or 'teacherName' as a reader would write it: 'Teacher Name'. */
const labelOf = (name: string) =>
  name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/_+/g, ' ')
    .trim()
    .replace(/\b\w/g, (letter) => letter.toUpperCase());

function fill(text: string, use: PlaceholderUse, ambassador: AmbassadorDetails, own: readonly OwnPlaceholder[]): string {
  const ownByName = new Map(own.map((placeholder) => [placeholder.name, placeholder]));
  return text.replace(/\{(\w+)\}/g, (_token, name: string) => {
    const template = ownByName.get(name);
    const builtIn = BUILT_INS_BY_NAME.get(name);
    return (
      present(template?.value) ??
      present(builtIn?.valueFor(ambassador)) ??
      template?.fallback ??
      builtIn?.fallbackFor(use, ambassador) ??
      `[${labelOf(name)}]`
    );
  });
}

/**
 * An e-mail or SMS template's subject or body, filled for the ambassador. Each custom field fills {<id>}
 * with what was entered, else its label in brackets ('[Teacher name]'), like the spec's own fallbacks: a
 * blank the ambassador sees to fill in. (Not the field's placeholder text: that is a hint for the input,
 * often an example such as 'Ms. Rivera', which would read as a real name in a copied message.) Once the
 * ambassador could enter values (`entered`, the use dialog), an optional field left blank says nothing.
 */
export function fillPlaceholders(
  text: string,
  ambassador: AmbassadorDetails,
  customFields: readonly CustomField[] = [],
  entered?: Readonly<Record<string, string>>,
): string {
  return fill(
    text,
    'message',
    ambassador,
    customFields.map((field) => ({
      name: field.id,
      value: entered && Object.hasOwn(entered, field.id) ? entered[field.id] : undefined,
      fallback: entered && !field.required ? '' : `[${field.label.trim()}]`,
    })),
  );
}

/**
 * A social template's caption, filled for the ambassador. Its variables fill with their default values;
 * a built-in one the ambassador has no value for takes the admin's default before the spec's fallback.
 */
export function personalizeCaption(caption: string, ambassador: AmbassadorDetails, variables: SocialTemplate['variables'] = []): string {
  return fill(
    caption,
    'caption',
    ambassador,
    variables.map((variable) => ({ name: variable.name, fallback: present(variable.default_value) })),
  );
}

const SAMPLE_PROFILE = {
  first_name: 'Jordan',
  last_name: 'Lee',
  school: 'Hillside High School',
  personal_code: 'HIT1234',
};

const SAMPLE_CAMPAIGN = {
  school_name: 'Hillside High School',
  campaign_name: 'Hillside Shirt Drive',
  campaign_slug: 'hillside-shirt-drive',
};

/**
 * Who the admins' previews are filled for: a made-up ambassador with every detail (and the spec's sample
 * code), a fundraiser with a campaign unless the template is for students only, so a preview reads as
 * the text its audience will get.
 */
export function sampleAmbassador(audience: ContentAudience, origin: string): AmbassadorDetails {
  return { profile: SAMPLE_PROFILE, campaign: audience === 'student' ? null : SAMPLE_CAMPAIGN, origin };
}
