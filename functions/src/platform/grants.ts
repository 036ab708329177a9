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
  /** The store's webhook signing secret (functions/src/lib/store-env.ts, group webhook). */
  'store:webhook',
  /** The store's Admin API: address, version and access token (group adminApi). */
  'store:admin',
  /** The storefront address that shop links point to (group storefront). */
  'store:storefront',
  /** Sending e-mail through SES from the programme's address (group mail). */
  'mail:send',
] as const;
export type Grant = (typeof GRANTS)[number];
