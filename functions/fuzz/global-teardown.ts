import { stopTestBackend } from '../test/backend';

export default () => stopTestBackend('FUZZ_BACKEND_ENV');
