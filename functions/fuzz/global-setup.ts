import { startTestBackend } from '../test/backend';

export default () => startTestBackend('FUZZ_BACKEND_ENV');
