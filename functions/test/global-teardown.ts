import { stopTestBackend } from './backend';

export default () => stopTestBackend('FUNCTIONS_BACKEND_ENV');
