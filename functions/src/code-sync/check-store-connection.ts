import { ServiceUnavailable } from '#lib/errors';
import { json, signedInRoute } from '#lib/http';
import { storeHealth } from './store-discount-codes';

/** GET /api/admin/code-sync/health: { shop: { name }, version }, or 503 with a readable reason. */
export const handler = signedInRoute().handler(async () => {
  try {
    return json(200, await storeHealth());
  } catch (error) {
    throw new ServiceUnavailable(`Connection failed: ${(error as Error).message}`);
  }
});
