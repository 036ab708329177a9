import { stopTestBackend } from '../test/backend';

export default () => stopTestBackend('BUNDLES_BACKEND_ENV');
