import { applyBackendEnv } from './backend';

applyBackendEnv('FUNCTIONS_BACKEND_ENV');
