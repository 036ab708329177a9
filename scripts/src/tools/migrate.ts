/**
 * npm run migrate: the one-off recount for a table whose data predates the bounded admin reads. Counts the
 * ambassadors into the STATS#AMBASSADORS rows, gives each ambassador their search entries, each totals row
 * lacking them its revenue and fundraisers index keys, each code claim lacking it who holds it and each member lacking one a retention
 * entry (from today), then gives each campaign its listing entry and, launched before campaigns had one, its own
 * code (HHS, else HHS2...: issue 45; pending on the code sync screen, for Process Pending to send to the store), and
 * counts the campaigns' stat cards and summed totals; page after page (100 ambassadors or 25 campaigns a
 * request) through the admin API of the stack at WEB_URL (default: the local stack on PORT), signed in as
 * ADMIN_EMAIL / ADMIN_PASSWORD (default: the local demo admin). Counts are set, not added, on the condition
 * that nothing moved them while they were counted (then that part starts again), so running it twice gives
 * the same result. For a deployed stack: WEB_URL=https://... ADMIN_EMAIL=... ADMIN_PASSWORD=... npm run migrate
 */
import '#node-runtime';
import { operatorTarget } from './admin-session';
import { recountProgramme } from './recount-programme';

async function main() {
  const { pages, examined, indexed, claims, retained, campaignCodes } = await recountProgramme(operatorTarget(), (page) => {
    const done = [
      page.indexed ? `${page.indexed} totals rows indexed` : '',
      page.claims ? `${page.claims} code claims completed` : '',
      page.retained ? `${page.retained} retention entries given` : '',
      page.campaign_codes ? `${page.campaign_codes} campaign codes given` : '',
    ];
    console.log([`${page.step}: ${page.examined} examined`, ...done.filter(Boolean)].join(', '));
  });
  console.log(
    `Recounted in ${pages} page${pages === 1 ? '' : 's'}: ${examined} profiles and campaigns examined, ${indexed} totals rows indexed, ${claims} code claims completed, ${retained} retention entries given, ${campaignCodes} campaign codes given.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
