import { z } from 'zod';

/**
 * The store's configuration, in its own module so that only the functions that talk to the store need
 * it: each group is validated on first use, and a function missing one fails with a clear message.
 */
const groups = {
  /** The webhook route: Shopify signs each delivery with the app's secret. */
  webhook: z.object({ SHOPIFY_WEBHOOK_SECRET: z.string().min(1) }),
  /** Code sync: the Admin GraphQL API at <SHOPIFY_ADMIN_API_URL>/admin/api/<version>/graphql.json. */
  adminApi: z.object({
    SHOPIFY_ADMIN_API_URL: z.url(),
    SHOPIFY_ADMIN_TOKEN: z.string().min(1),
    SHOPIFY_API_VERSION: z.string().regex(/^\d{4}-\d{2}$/),
  }),
  /** Shop links: the storefront address customers visit. */
  storefront: z.object({ SHOPIFY_STOREFRONT_URL: z.url() }),
};
type Groups = typeof groups;

const parsed = new Map<keyof Groups, unknown>();

export function storeEnv<G extends keyof Groups>(group: G): z.output<Groups[G]> {
  if (!parsed.has(group)) {
    const result = groups[group].safeParse(process.env);
    if (!result.success) throw new Error(`Store environment (${group}) is incomplete: ${z.prettifyError(result.error)}`);
    parsed.set(group, result.data);
  }
  return parsed.get(group) as z.output<Groups[G]>;
}
