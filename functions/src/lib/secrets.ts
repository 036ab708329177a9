import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import * as z from 'zod';
import { env } from './env';

/**
 * Secrets are read from Secrets Manager when first needed and kept this long (Powertools Parameters'
 * cache), so a function calls Secrets Manager about once per secret every five minutes whatever its
 * traffic, and a rotated value reaches every running function within five minutes (infra/README.md,
 * "Rotating secrets"). The environment names the secret, never its value. Locally the same code reads the
 * local stack's Secrets Manager (scripts/src/local/secrets-manager.ts).
 */
export const SECRET_MAX_AGE_SECONDS = 300;

let provider: SecretsProvider | undefined;

/** Made on first use, so that importing a domain (the CDK app, the local stack) creates no AWS client. */
function secrets(): SecretsProvider {
  provider ??= new SecretsProvider();
  return provider;
}

async function secretString(id: string): Promise<string> {
  const value = await secrets().get(id, { maxAge: SECRET_MAX_AGE_SECONDS });
  if (typeof value !== 'string' || value === '') throw new Error(`Secret ${id} holds no text`);
  return value;
}

async function secretJson<T>(id: string, schema: z.ZodType<T>): Promise<T> {
  const text = await secretString(id);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`Secret ${id} is not JSON`);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new Error(`Secret ${id} is incomplete: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** The key the user pool's pre-sign-up trigger asks our sign-up routes for (grant users:write). */
export function signUpKey(): Promise<string> {
  return secretString(env('signUp').SIGNUP_KEY_SECRET_ID);
}

const storeCredentialsSchema = z.object({
  webhookSecret: z.string().min(1),
  /** While the store's webhook secret is rotated, deliveries signed with the one before still verify. */
  previousWebhookSecret: z.string().min(1).optional(),
  adminToken: z.string().min(1),
});
export type StoreCredentials = z.infer<typeof storeCredentialsSchema>;

/** The Shopify app's webhook secret(s) and Admin API token (grants store:webhook and store:admin). */
export function storeCredentials(group: 'storeWebhook' | 'storeAdminApi'): Promise<StoreCredentials> {
  return secretJson(env(group).STORE_CREDENTIALS_SECRET_ID, storeCredentialsSchema);
}

const originSecretSchema = z.object({
  current: z.string().min(32),
  /** While the origin secret is rotated, the value CloudFront still sends until its redeploy. */
  previous: z.string().min(32).optional(),
});

/** The values of the header CloudFront adds to every API request, the current one first (grant client:address). */
export async function originSecrets(): Promise<string[]> {
  const { current, previous } = await secretJson(env('clientAddress').ORIGIN_SECRET_ID, originSecretSchema);
  return previous ? [current, previous] : [current];
}
