/**
 * npm run recount: refolds every stored order with the money rules and the Payments settings of now
 * (which lines are shirts), and moves every total (ambassadors, campaigns, the order cards and the day
 * counts) by what changed, page after page through the admin API of the stack at WEB_URL (default: the
 * local stack on PORT). It signs in as ADMIN_EMAIL / ADMIN_PASSWORD (default: the local demo admin).
 * Each order moves in its own transaction, guarded by its version, so orders may keep arriving; a second
 * run changes nothing. For a deployed stack: WEB_URL=https://... ADMIN_EMAIL=... ADMIN_PASSWORD=... npm run recount
 */
import '#node-runtime';
import { recountOrders } from './recount-orders';
import { operatorTarget } from './admin-session';

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

async function main() {
  const { examined, changed } = await recountOrders(operatorTarget(), (change) => {
    const { before, after } = change;
    console.log(
      `${change.order_reference || change.order_id}: shirts ${before.shirts} → ${after.shirts}, sales ${money(before.sales)} → ${money(after.sales)}, commission ${money(before.commission)} → ${money(after.commission)}`,
    );
  });
  console.log(`Recounted ${examined} order${examined === 1 ? '' : 's'}: ${changed} changed.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
