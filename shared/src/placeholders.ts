/**
 * E-mail and SMS template placeholders (spec part 1, section 9): {firstName}, {lastName}, {schoolName},
 * {campaignName}, {studentCode}, {shopLink} and {leaderboardLink}, each also in snake_case
 * ({first_name}...), filled from the ambassador and their campaign, with the spec's fallbacks when a
 * value is missing; custom fields fill {<field id>}. Unknown placeholders are left as they are.
 */
export const PLACEHOLDER_FALLBACKS = {
  firstName: '[Your Name]',
  lastName: '[Your Last Name]',
  schoolName: '[School Name]',
  campaignName: '[Campaign Name]',
  studentCode: '[Your Code]',
  shopLink: '[Shop Link]',
} as const;

export interface PlaceholderValues {
  firstName?: string | null;
  lastName?: string | null;
  schoolName?: string | null;
  campaignName?: string | null;
  studentCode?: string | null;
  shopLink?: string | null;
  /** The campaign's public page, or the portal's leaderboard when the campaign has no slug. */
  leaderboardLink?: string | null;
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The public leaderboard link of a campaign (spec part 1, section 2.11). */
export function leaderboardLinkFor(origin: string, campaignSlug: string | null | undefined): string {
  return `${origin.replace(/\/$/, '')}${campaignSlug ? `/campaign/${campaignSlug}` : '/fundraiser/leaderboard'}`;
}

export function fillPlaceholders(template: string, values: PlaceholderValues, customFields: Record<string, string> = {}): string {
  const filled: Record<string, string> = {};
  for (const name of [...Object.keys(PLACEHOLDER_FALLBACKS), 'leaderboardLink'] as Array<keyof PlaceholderValues>) {
    const fallback = name === 'leaderboardLink' ? '' : PLACEHOLDER_FALLBACKS[name];
    const value = values[name]?.trim() || fallback;
    filled[name] = value;
    filled[snakeCase(name)] = value;
  }
  return template.replace(/\{(\w+)\}/g, (token, name: string) => customFields[name] ?? filled[name] ?? token);
}
