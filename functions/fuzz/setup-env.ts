import { applyBackendEnv } from '../test/backend';

applyBackendEnv('FUZZ_BACKEND_ENV');
