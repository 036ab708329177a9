import { events } from '@app/shared/contracts';
import { badgesEarned } from '@app/shared/leaderboards';
import { announce } from '#lib/events';
import { nowIso } from '#lib/table';
import type { ItemChange } from '#lib/table-stream';
import { earnBadge, toAmbassadorTotals, type AmbassadorTotals } from './ambassador-totals-data';

/**
 * Milestone badges follow the ambassadors' totals rows on the table's stream: a batch in which a row's shirts
 * sold reached a milestone its last image does not hold earns it, even if a refund in the same batch took the
 * shirts back below. Each badge is set on the row once (`earnBadge`), and only the call that set it tells of it
 * (an e-mail each), so a batch delivered twice, or two changes past the same milestone, earn it once.
 */
export async function awardBadges(changes: readonly ItemChange[]): Promise<void> {
  const rows = new Map<string, { last: AmbassadorTotals | undefined; reached: number }>();
  for (const { before, after } of changes) {
    const pk = String((after ?? before)?.pk);
    const totals = after && toAmbassadorTotals(after);
    rows.set(pk, { last: totals, reached: Math.max(rows.get(pk)?.reached ?? 0, totals?.units_sold ?? 0) });
  }
  const at = nowIso();
  for (const { last, reached } of rows.values()) {
    if (!last) continue;
    for (const shirts of badgesEarned(reached, last.badges)) {
      if (await earnBadge(last.user_id, shirts, at)) await announce(events.badgeEarned, { user_id: last.user_id, shirts });
    }
  }
}
