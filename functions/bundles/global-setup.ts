import { startTestBackend } from '../test/backend';

/** The backend child builds the bundles and loads every one before it answers READY. */
export default async () => {
  await startTestBackend('BUNDLES_BACKEND_ENV', { bundles: true });
  const env = JSON.parse(process.env.BUNDLES_BACKEND_ENV!) as Record<string, string>;
  if (!env.LAMBDA_BUNDLES_DIR) throw new Error('The backend under test runs the sources, not the bundles');
};
