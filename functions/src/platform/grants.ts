/**
 * What a function may touch. The CDK turns each grant into the least IAM privilege and the
 * environment variable the function needs; the local stack ignores grants (one process, one set of env).
 */
export const GRANTS = ['table:read', 'table:write', 'users:read', 'users:write', 'assets:read', 'assets:write', 'events:put', 'events:read'] as const;
export type Grant = (typeof GRANTS)[number];
