import { startTestBackend } from '../test/backend';

// No scheduled job: a job's run (the conversion ranking every 15 minutes, the hourly reconciliation) writes to the
// table, and each fuzzed request checks the table's item count is unchanged.
export default () => startTestBackend('FUZZ_BACKEND_ENV', { schedules: false });
