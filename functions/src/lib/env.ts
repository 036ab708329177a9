import * as z from 'zod';

/**
 * The environment functions run with, in groups: every function needs `core`; the others only the
 * functions whose grants name them (the CDK sets each group from its grant, see infra/lib/app-function.ts).
 * The local stack sets every name of every group (scripts/src/local/backend.ts builds them from
 * `ENV_NAMES`). Endpoints come from the SDK's own AWS_ENDPOINT_URL_* variables.
 *
 * Validated on first use, not at import, so that the CDK app and the local stack can import the domains'
 * declarations without a function's environment; each Lambda validates `core` when it starts (lib/domain.ts).
 */
/** The table alone: what the table helpers need, and all a user pool trigger that reads settings is given. */
const tableEnv = z.object({ TABLE_NAME: z.string().min(3) });

const envGroups = {
  core: tableEnv.extend({
    USER_POOL_ID: z.string().min(1),
    USER_POOL_CLIENT_ID: z.string().min(1),
    ASSETS_BUCKET: z.string().min(3),
    ASSETS_BASE_URL: z.url(),
    EVENT_BUS_NAME: z.string().min(1),
    /** s3rver serves buckets by path only; real S3 uses virtual-hosted names. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  }),
  /**
   * The table's name (part of core too). The user pool's custom message trigger has this and the public
   * assets' address only: it lives in the auth stack, which the pool's own ids and the API's resources
   * cannot reach back into.
   */
  table: tableEnv,
  /** Where public files (the logo) are served, `${ASSETS_BASE_URL}/public/...` (part of core too). */
  publicAssets: z.object({ ASSETS_BASE_URL: z.url() }),
  /**
   * Secrets are named here, never held: each group names the Secrets Manager secret its function reads at
   * run time (lib/secrets.ts). The sign-up key the user pool's pre-sign-up trigger asks for; only the
   * sign-up routes hold it (grant users:write).
   */
  signUp: z.object({ SIGNUP_KEY_SECRET_ID: z.string().min(1) }),
  /** The webhook route: Shopify signs each delivery with the app's secret (grant store:webhook). */
  storeWebhook: z.object({ STORE_CREDENTIALS_SECRET_ID: z.string().min(1) }),
  /**
   * Code sync: the Admin GraphQL API at <SHOPIFY_ADMIN_API_URL>/admin/api/<version>/graphql.json, with the
   * token in the store's credentials (grant store:admin). The version is no setting: it is STORE_API_VERSION
   * (shared/src/platform/constants.ts), which the queries are written for.
   */
  storeAdminApi: z.object({
    SHOPIFY_ADMIN_API_URL: z.url(),
    STORE_CREDENTIALS_SECRET_ID: z.string().min(1),
  }),
  /** The secret CloudFront adds to each API request, which vouches for its viewer address (grant client:address). */
  clientAddress: z.object({ ORIGIN_SECRET_ID: z.string().min(1) }),
  /** Shop links: the storefront address customers visit (grant store:storefront). */
  storefront: z.object({ SHOPIFY_STOREFRONT_URL: z.url() }),
  /**
   * E-mail through SES: the address every e-mail is sent from, a verified SES identity, and the site's
   * address, which e-mails link to (grant mail:send).
   */
  mail: z.object({ MAIL_FROM_ADDRESS: z.email(), SITE_URL: z.url() }),
  /**
   * The web app's bucket, whose released switches (the root's index.html, the import map) a server-rendered
   * page is built on, and the site's address its share tags name (the web stack sets both on the web pages' function).
   */
  site: z.object({ SITE_BUCKET: z.string().min(3), SITE_URL: z.url() }),
};
type EnvGroups = typeof envGroups;
export type EnvGroup = keyof EnvGroups;
export type EnvName = { [G in EnvGroup]: keyof z.input<EnvGroups[G]> }[EnvGroup];

/** Every variable of every group, by group: what the local stack sets and what the CDK binds. */
export const ENV_NAMES = Object.fromEntries(Object.entries(envGroups).map(([group, schema]) => [group, Object.keys(schema.shape)])) as {
  [G in EnvGroup]: Array<keyof z.input<EnvGroups[G]>>;
};

const parsed = new Map<EnvGroup, unknown>();

/** One group of the environment, validated the first time it is asked for; a missing variable fails with a clear message. */
export function env<G extends EnvGroup = 'core'>(group: G = 'core' as G): z.output<EnvGroups[G]> {
  if (!parsed.has(group)) {
    const result = envGroups[group].safeParse(process.env);
    if (!result.success) throw new Error(`Function environment (${group}) is incomplete: ${z.prettifyError(result.error)}`);
    parsed.set(group, result.data);
  }
  return parsed.get(group) as z.output<EnvGroups[G]>;
}
