import { events } from '@app/shared/contracts';
import { badgesEarned } from '@app/shared/leaderboards';
import { announce } from '#lib/events';
import { nowIso } from '#lib/table';
import type { ItemChange } from '#lib/table-stream';
import { earnBadge, shirtsReached } from './ambassador-totals-data';

/**
 * Milestone badges follow the ambassadors' totals rows on the table's stream: a batch in which a row's shirts
 * sold reached a milestone its last image does not hold earns it, even if a refund in the same batch took the
 * shirts back below. Each badge is set on the row once (`earnBadge`), and only the call that set it tells of it
 * (an e-mail each), so a batch delivered twice, or two changes past the same milestone, earn it once.
 */
export async function awardBadges(changes: readonly ItemChange[]): Promise<void> {
  const at = nowIso();
  for (const { totals, reached } of shirtsReached(changes)) {
    for (const shirts of badgesEarned(reached, totals.badges)) {
      if (await earnBadge(totals.user_id, shirts, at)) await announce(events.badgeEarned, { user_id: totals.user_id, shirts });
    }
  }
}
