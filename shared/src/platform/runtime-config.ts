/** What GET /config.json answers: where this deployment's user pool and API live. The web stack writes it in AWS; the local gateway serves it. */
export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Local stack only: a same-origin proxy to cognito-local. */
  userPoolEndpoint?: string;
  /** e.g. 'https://example.org/api' */
  apiBaseUrl: string;
  assetsBaseUrl: string;
}

const requiredKeys = ['region', 'userPoolId', 'userPoolClientId', 'apiBaseUrl', 'assetsBaseUrl'] as const;

/** Checks the shape of /config.json, so a broken deployment fails at start with a clear message. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json is not an object');
  const record = value as Record<string, unknown>;
  const missing = requiredKeys.filter((key) => typeof record[key] !== 'string' || record[key] === '');
  if (missing.length > 0) throw new Error(`config.json lacks ${missing.join(', ')}`);
  if (record.userPoolEndpoint !== undefined && typeof record.userPoolEndpoint !== 'string') {
    throw new Error('config.json has a userPoolEndpoint that is not a string');
  }
  return value as RuntimeConfig;
}
