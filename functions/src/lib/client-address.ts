import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { HttpEvent } from './http';
import { originSecrets } from './secrets';

/**
 * Behind CloudFront, API Gateway's `sourceIp` is the edge server's address. CloudFront tells the origin the
 * visitor's address and port in this header (the web stack's origin request policy forwards it) ...
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
/**
 * ... and adds this one, holding the origin secret, to every request it sends the API. Only a request
 * carrying it came through CloudFront; anyone can send the first header straight to the API's own endpoint.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

const digest = (text: string) => createHash('sha256').update(text).digest();

function isOriginSecret(given: string | undefined, accepted: readonly string[]): boolean {
  if (!given) return false;
  const givenDigest = digest(given);
  // Every accepted value is compared, so the time taken says nothing about which one (or how much) matched.
  return accepted.map((secret) => timingSafeEqual(givenDigest, digest(secret))).includes(true);
}

/** "198.51.100.10:46532" or "2001:db8::1:46532" (the port follows the last colon) → the address, or undefined. */
export function addressOfViewerHeader(value: string | undefined): string | undefined {
  if (!value || value.length > 64) return undefined;
  const separator = value.lastIndexOf(':');
  if (separator <= 0 || !/^\d{1,5}$/.test(value.slice(separator + 1))) return undefined;
  const address = value.slice(0, separator);
  return isIP(address) ? address : undefined;
}

/**
 * The address per-client limits key on (passcode pacing, sign-ups per network): the viewer address
 * CloudFront vouches for, else the caller API Gateway saw. A request that did not come through CloudFront
 * cannot choose its address: without the origin secret its viewer header is ignored.
 */
export async function clientAddressOf(event: HttpEvent): Promise<string> {
  const { headers, requestContext } = event;
  const viewer = addressOfViewerHeader(headers[VIEWER_ADDRESS_HEADER]);
  if (viewer && isOriginSecret(headers[ORIGIN_VERIFY_HEADER], await originSecrets())) return viewer;
  return requestContext.http.sourceIp;
}
