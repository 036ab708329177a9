import { getClickTotals } from '@app/functions/links';
import { links, pathOf } from '@app/shared/contracts';
import { createAmbassadors } from './ambassadors';
import { load } from './load';

/** Issue 25: the redirect answers in under 20 ms at the 95th percentile on the local stack. */
export const REDIRECT_P95_TARGET_MS = 20;
const CONNECTIONS = Number(process.env.BENCH_LINK_CONNECTIONS ?? 20);
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/**
 * The tracked link under load: `CONNECTIONS` clients from a second process follow one ambassador's
 * /r/{code}?via=instagram for `seconds`, each click from a new visitor address (so every one is counted:
 * the repeat marker's put, then the two counters), answered not followed. Its p95 against the target, and
 * the ambassador's count against the clicks answered (every one must be counted exactly once).
 */
export async function trackedLinkReport(
  backend: { apiEndpoint: string; originSecret: string },
  seconds: number,
  log: (message: string) => void,
): Promise<{ lines: string[]; failedChecks: string[]; missedTargets: string[] }> {
  const { ambassadors } = await createAmbassadors({ campaigns: 1, ambassadors: 1 });
  const { userId, code } = ambassadors[0]!;
  log(`tracked link: ${CONNECTIONS} clients on /r/${code} for ${seconds} s, each click a new visitor`);
  const result = await load({
    url: `${backend.apiEndpoint}${pathOf(links.trackedLinkRedirect, { code })}?via=instagram`,
    method: 'GET',
    headers: { 'user-agent': BROWSER },
    connections: CONNECTIONS,
    seconds,
    redirect: 'manual',
    distinctVisitors: { originSecret: backend.originSecret },
  });
  const counted = (await getClickTotals(userId)).instagram ?? 0;
  const answered = result.requests - result.errors;
  const line =
    `Tracked link redirect (GET /r/{code}, every click counted): ${CONNECTIONS} clients, ${result.requests} clicks, ` +
    `${result.perSecond.toFixed(0)}/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (target < ${REDIRECT_P95_TARGET_MS} ms), ` +
    `p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors; ${counted} clicks counted.`;
  return {
    lines: [line],
    failedChecks: [
      ...(result.errors ? [`the tracked link answered ${result.errors} errors`] : []),
      ...(counted !== answered ? [`the tracked link counted ${counted} of ${answered} clicks`] : []),
    ],
    missedTargets:
      result.p95 < REDIRECT_P95_TARGET_MS ? [] : [`tracked link p95 ${result.p95.toFixed(1)} ms ≥ ${REDIRECT_P95_TARGET_MS} ms`],
  };
}
