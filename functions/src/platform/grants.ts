/**
 * What a function may touch. The CDK turns each grant into the least IAM privilege and the
 * environment variable the function needs; the local stack ignores grants (one process, one set of env).
 */
export const GRANTS = [
  'table:read',
  'table:write',
  'users:read',
  'users:write',
  'assets:read',
  'assets:write',
  'events:put',
  'events:read',
  /** The store's webhook signing secret, read from Secrets Manager (lib/secrets.ts, env group storeWebhook). */
  'store:webhook',
  /** The store's Admin API: its address, and the access token read from Secrets Manager (env group storeAdminApi). */
  'store:admin',
  /** The visitor's address behind CloudFront: reads the origin secret that vouches for it (lib/client-address.ts). */
  'client:address',
  /** The storefront address that shop links point to (env group storefront). */
  'store:storefront',
  /** Sending e-mail through SES from the programme's address (env group mail). */
  'mail:send',
  /** The web app's released shell in its bucket (index.html, the import map), and the site's address (env group site). */
  'site:read',
] as const;
export type Grant = (typeof GRANTS)[number];
