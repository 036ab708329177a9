import { startTestBackend } from './backend';

/** One backend for the whole functions suite. */
export default () => startTestBackend('FUNCTIONS_BACKEND_ENV');
