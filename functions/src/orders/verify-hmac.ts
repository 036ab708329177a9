import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shopify's webhook signature: base64 HMAC-SHA256 of the raw body with the app secret, compared in constant time.
 * Shopify sends no delivery without a body, and its own library refuses one (verify-hmac.test.ts holds the two
 * to the same answers). The header must be the digest's one base64 spelling, as the library compares the text:
 * Node's decoder would also take it unpadded, or with other bits in the last character's padding.
 */
export function isSignedByStore(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || rawBody.length === 0) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && given.toString('base64') === signature && timingSafeEqual(given, expected);
}

/** The header value Shopify would send for a body: used by the local store's order command and tests. */
export function storeSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}
