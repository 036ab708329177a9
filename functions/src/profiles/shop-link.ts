import { env } from '#lib/env';

/** The shop link (spec part 1, section 9): the storefront address with a discount parameter holding the code. */
export function shopLinkFor(code: string): string {
  const url = new URL(env('storefront').SHOPIFY_STOREFRONT_URL);
  url.searchParams.set('discount', code);
  return url.toString();
}
