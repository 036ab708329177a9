import { deleteItems, putItems, type Item, type Key } from '#lib/table';
import { netChanges, type ItemChange } from '#lib/table-stream';
import { ambassadorTotalsKeys, rankingEntryOf } from './ambassador-totals-data';

/** The ambassadors' totals rows, whose changes their ranking entries follow. */
export const ambassadorTotalsRows = { pkPrefix: ambassadorTotalsKeys.primary('').pk, sk: ambassadorTotalsKeys.primary('').sk };

/**
 * Each ambassador's ranking entry, a copy of their totals row as its batch's last change left it (a row
 * deleted: the entry goes too): whole-item Puts and Deletes, so a batch delivered twice leaves them as once.
 * An order's transaction so moves no index, and a leaderboard shows its sale a moment after it.
 */
export async function projectRankings(changes: readonly ItemChange[]): Promise<void> {
  const puts: Item[] = [];
  const deletes: Key[] = [];
  for (const { before, after } of netChanges(changes)) {
    if (after) puts.push(rankingEntryOf(after));
    else if (before) deletes.push({ pk: String(before.pk), sk: ambassadorTotalsKeys.ranking('').sk });
  }
  await putItems(puts);
  await deleteItems(deletes);
}
