/**
 * Where a tracked link was shared (issue 25): the short tag its `?via=` names. A tag outside this list is
 * counted as `other`, and a link without one as `direct`, so neither a typo nor a stranger's query can grow
 * the number of counters an ambassador has.
 */
export const LINK_SOURCES = [
  'instagram',
  'tiktok',
  'facebook',
  'x',
  'snapchat',
  'whatsapp',
  'text',
  'email',
  'qr',
  'campaign_page',
  'direct',
  'other',
] as const;

export type LinkSource = (typeof LINK_SOURCES)[number];

/** The longest `via` tag read; a longer one is `other`. */
export const MAX_SOURCE_TAG_LENGTH = 20;

/** The source a `via` value names: `direct` when none, `other` when not one of ours. */
export function linkSourceOf(via: string | null | undefined): LinkSource {
  if (via === null || via === undefined || via === '') return 'direct';
  const tag = via.trim().toLowerCase();
  return tag.length <= MAX_SOURCE_TAG_LENGTH && (LINK_SOURCES as readonly string[]).includes(tag) ? (tag as LinkSource) : 'other';
}

/** A personal code as it may appear in a tracked link: letters and digits (what every code is made of), at most Shopify's 255. */
export const TRACKED_CODE_PATTERN = /^[A-Za-z0-9]{1,255}$/;

/** The tracked link's path on our own origin: `/r/{code}`, with `?via=` when shared somewhere named. */
export function trackedLinkPath(code: string, via?: LinkSource): string {
  const path = `/r/${encodeURIComponent(code)}`;
  return via && via !== 'direct' ? `${path}?via=${via}` : path;
}

/**
 * What an order's landing page (Shopify's `landing_site`, the path and query the buyer first opened, which
 * the tracked link's redirect sets) says of the link that brought it: the code in its `ref` parameter and the
 * source in its `via`. Null when the buyer did not come through a tracked link.
 */
export function landingOf(landingSite: string | null | undefined): { code: string; source: LinkSource } | null {
  if (!landingSite) return null;
  let url: URL;
  try {
    url = new URL(landingSite, 'https://store.invalid');
  } catch {
    return null;
  }
  const code = url.searchParams.get('ref');
  if (!code || !TRACKED_CODE_PATTERN.test(code)) return null;
  return { code, source: linkSourceOf(url.searchParams.get('via')) };
}
