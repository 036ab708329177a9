/**
 * npm run redrive: replays every event in the dead-letter queue on the bus, each exactly once, through
 * the admin API of the stack at WEB_URL (default: the local stack on PORT, 3000 unless set). It signs in
 * as ADMIN_EMAIL / ADMIN_PASSWORD (default: the local demo admin).
 */
import '#node-runtime';
import { operatorTarget } from './admin-session';
import { redriveDeadLetters } from './redrive-dead-letters';

async function main() {
  const { webUrl, email, password } = operatorTarget();
  const { redriven, skipped } = await redriveDeadLetters(webUrl, { email, password });
  console.log(`Replayed ${redriven} dead letter${redriven === 1 ? '' : 's'}${skipped ? `; skipped ${skipped} (see the admin API)` : ''}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
