// Zod-free: the public campaign page reads its member link with these, and its JavaScript stays without zod.

/**
 * The campaign page's query parameter that names the member a visitor came through
 * (/campaign/{slug}?member={code}): the page preselects that member, so a purchase counts for them.
 */
export const MEMBER_LINK_PARAM = 'member';

/** A personal code as a link may carry it: letters and digits, at most 40 once trimmed. */
const MEMBER_LINK_CODE = /^[A-Za-z0-9]{1,40}$/;

/** The member code a campaign page link carries (upper case, as every code is compared), or null when it carries none or something that is not a code. */
export function memberCodeFromLink(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim();
  return MEMBER_LINK_CODE.test(code) ? code.toUpperCase() : null;
}

/** A campaign's public page, optionally through a member's link. */
export function campaignPagePath(slug: string, memberCode?: string | null): string {
  const path = `/campaign/${encodeURIComponent(slug)}`;
  return memberCode ? `${path}?${new URLSearchParams({ [MEMBER_LINK_PARAM]: memberCode }).toString()}` : path;
}

/** The query parameter of the campaign choice (/fundraiser/campaigns?campaign={slug}) that preselects a campaign. */
export const JOIN_CAMPAIGN_PARAM = 'campaign';

/** Where a campaign's page sends someone to join it as a member: the campaign choice, with this one chosen (issue 45). */
export function campaignJoinPath(slug: string): string {
  return `/fundraiser/campaigns?${new URLSearchParams({ [JOIN_CAMPAIGN_PARAM]: slug }).toString()}`;
}
