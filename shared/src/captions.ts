/**
 * Social captions (spec part 1, section 9): {first_name}, {last_name}, {organization}, {school},
 * {schoolName}, {personal_code} and {shop_link} are filled from the ambassador's profile, with the
 * spec's fallbacks when a value is missing.
 */
export const CAPTION_FALLBACKS = {
  first_name: 'Student',
  last_name: 'Ambassador',
  organization: 'Our Organization',
  personal_code: 'HIT1234',
  shop_link: '[Shop Link]',
} as const;

export interface CaptionProfile {
  first_name?: string | null;
  last_name?: string | null;
  school?: string | null;
  personal_code?: string | null;
  shop_link?: string | null;
}

export function personalizeCaption(template: string, profile: CaptionProfile): string {
  const organization = profile.school?.trim() || CAPTION_FALLBACKS.organization;
  const values: Record<string, string> = {
    first_name: profile.first_name?.trim() || CAPTION_FALLBACKS.first_name,
    last_name: profile.last_name?.trim() || CAPTION_FALLBACKS.last_name,
    organization,
    school: organization,
    schoolName: organization,
    personal_code: profile.personal_code?.trim() || CAPTION_FALLBACKS.personal_code,
    shop_link: profile.shop_link?.trim() || CAPTION_FALLBACKS.shop_link,
  };
  return template.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token);
}
