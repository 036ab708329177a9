import { applyBackendEnv } from '../test/backend';

applyBackendEnv('BUNDLES_BACKEND_ENV');
