/**
 * The campaign slug (spec part 1, section 5): lowercase; drop every character other than letters,
 * digits, whitespace and hyphen; each whitespace run becomes one hyphen; repeated hyphens collapse.
 */
export function campaignSlug(campaignName: string): string {
  return campaignName
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}
