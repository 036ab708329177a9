import { MEMBER_LINK_PARAM } from '@app/shared/campaigns';

/** What the campaign page shows, read from its address: /campaign/{slug}?member={code}. */
export interface CampaignPageAddress {
  slug: string;
  /** The ?member= parameter of a member's link, as it came (supportedMember reads it). */
  memberCode: string | null;
}

/** Decodes a path segment as a router would; one that is not valid percent-encoding stays as it came. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The campaign page's slug and member code in an address (its path and query). The same reading on the
 * server, which renders the page at the address it was asked for, and in the browser, which hydrates it.
 */
export function campaignPageAddressOf(pathAndQuery: string): CampaignPageAddress {
  const url = new URL(pathAndQuery, 'http://page.invalid');
  return {
    slug: decodeSegment(url.pathname.split('/')[2] ?? ''),
    memberCode: url.searchParams.get(MEMBER_LINK_PARAM),
  };
}
