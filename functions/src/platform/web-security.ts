import { VIEWER_ADDRESS_HEADER } from '#lib/client-address';
import { storeWebhookHeaders } from '../orders';

/**
 * The security headers every page and API answer carries, read by the web stack (a CloudFront response
 * headers policy) and by the local gateway, so both send the same ones.
 */
export const securityHeaders = {
  /** Two years, subdomains included (browsers ignore it on plain-HTTP localhost). */
  strictTransportSecurity: { maxAgeSeconds: 2 * 365 * 24 * 3600, includeSubdomains: true },
  referrerPolicy: 'strict-origin-when-cross-origin',
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  /** No page of ours uses the camera, the microphone or the location; an injected script cannot either. */
  permissionsPolicy: 'camera=(), microphone=(), geolocation=()',
  /** A window we open (a share link, the store) cannot reach back into ours. */
  crossOriginOpenerPolicy: 'same-origin',
} as const;

/**
 * The Content-Security-Policy: scripts only from our own origin (no inline script, no eval), no framing.
 * Styles allow inline ones: the page shell styles its start-up spinner inline and dialogs lock scrolling
 * with a style element. `assets` is where brand assets are read and uploaded (presigned PUTs); `auth`
 * is Cognito's endpoint when the browser reaches it directly (in AWS; locally it is same-origin).
 */
export function contentSecurityPolicy(origins: { assets: string; auth?: string }): string {
  const connect = ["'self'", origins.assets, ...(origins.auth ? [origins.auth] : [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${origins.assets}`,
    `media-src 'self' blob: ${origins.assets}`,
    `connect-src ${connect}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers as HTTP sends them, for a server that sets them itself (the local gateway). */
export function securityHeaderValues(origins: { assets: string; auth?: string }): Record<string, string> {
  const { strictTransportSecurity: hsts } = securityHeaders;
  // securityHeaders always includes subdomains.
  return {
    'content-security-policy': contentSecurityPolicy(origins),
    'strict-transport-security': `max-age=${hsts.maxAgeSeconds}; includeSubDomains`,
    'referrer-policy': securityHeaders.referrerPolicy,
    'x-content-type-options': securityHeaders.contentTypeOptions,
    'x-frame-options': securityHeaders.frameOptions,
    'permissions-policy': securityHeaders.permissionsPolicy,
    'cross-origin-opener-policy': securityHeaders.crossOriginOpenerPolicy,
  };
}

/**
 * The viewer headers CloudFront's /api/* behaviour passes to the API (its origin request policy): the ones
 * a route reads, and the viewer's address, which CloudFront adds. No other header reaches the API: Host
 * stays API Gateway's own, and Authorization travels as part of the cache key. CloudFront adds the origin
 * secret (ORIGIN_VERIFY_HEADER) itself, as a custom origin header.
 */
export const apiOriginHeaders: readonly string[] = [
  'content-type',
  'user-agent',
  ...Object.values(storeWebhookHeaders),
  VIEWER_ADDRESS_HEADER,
];
