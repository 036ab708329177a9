import { targetUnitsOf, type Objective, type ObjectiveStatus } from '@app/shared/objectives';
import type { Role } from '@app/shared/platform';
import { nowIso, queryAll, transact, TransactionCancelled, type TransactItem } from '#lib/table';
import type { ItemChange } from '#lib/table-stream';
import {
  ambassadorTotalsKeys,
  getAmbassadorTotals,
  isAmbassadorTotalsItem,
  shirtsReached,
  toAmbassadorTotals,
  unitsSoldCheck,
  type AmbassadorTotals,
} from '../leaderboards';
import { listObjectivesForRole } from './objective-data';
import {
  assignObjective,
  completeAutomatically,
  isUserObjectiveItem,
  listUserObjectives,
  toUserObjective,
  userObjectiveIs,
  userObjectiveKeys,
  type UserObjective,
} from './user-objective-data';

/**
 * How objectives unlock, Auto Sale ones included: an Auto Sale objective is approved, with nothing to
 * review, in a transaction that finds the ambassador's shirts sold at its target: the one that follows an
 * order's move of their totals row on the table's stream (`completeAutoSales`, a moment after the order), or
 * the approval that unlocks an objective whose target earlier sales already met. A refund lowers the shirts
 * sold but never takes an approval back.
 */

/** One ambassador's objectives as read: their role's objectives by number, their rows, and their shirts sold. */
export interface Progression {
  userId: string;
  objectives: Objective[];
  rows: Map<string, UserObjective>;
  unitsSold: number;
}

/** What an unlock writes, the objectives it unlocked in order, and the one it left assigned (none when all completed). */
export interface Unlock {
  writes: TransactItem[];
  unlocked: Objective[];
  assigned?: Objective;
}

const statusIn = (rows: Progression['rows'], objective: Objective): ObjectiveStatus => rows.get(objective.id)?.status ?? 'locked';

const isAutoSale = (objective: Objective) => objective.proof_type === 'auto_sale';

/** The ambassador's shirts sold, read consistently: none before they have a totals row. */
export async function unitsSoldBy(userId: string): Promise<number> {
  return (await getAmbassadorTotals(userId, true))?.units_sold ?? 0;
}

/** An ambassador's totals row (undefined without one) and objective rows, as read together. */
interface SaleStanding {
  totals: AmbassadorTotals | undefined;
  rows: Map<string, UserObjective>;
}

/**
 * An ambassador's totals row and objective rows in ONE consistent Query: in their partition the totals'
 * sort key (TOTALS) comes right before the objective rows' (UOBJ#...), and nothing sorts between them.
 */
async function readSaleStanding(userId: string): Promise<SaleStanding> {
  const totalsKey = ambassadorTotalsKeys.primary(userId);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :totals AND :lastObjective',
    ExpressionAttributeValues: {
      ':pk': totalsKey.pk,
      ':totals': totalsKey.sk,
      ':lastObjective': userObjectiveKeys.primary(userId, '\uffff').sk,
    },
    ConsistentRead: true,
  });
  const totalsItem = items.find(isAmbassadorTotalsItem);
  const rows = items.filter(isUserObjectiveItem).map(toUserObjective);
  return { totals: totalsItem && toAmbassadorTotals(totalsItem), rows: new Map(rows.map((row) => [row.objective_id, row])) };
}

/** An ambassador's progression, read for a change of their objectives. */
export async function readProgression(userId: string, role: Role): Promise<Progression> {
  const [objectives, rows, unitsSold] = await Promise.all([listObjectivesForRole(role), listUserObjectives(userId), unitsSoldBy(userId)]);
  return { userId, objectives, rows, unitsSold };
}

/**
 * The writes that unlock what comes after objective number `after`: the next active locked objective is
 * assigned; while it is an Auto Sale objective whose target the shirts sold already meet, it is approved
 * instead and the one after it unlocked in turn. `unlocked` lists them in order, `assigned` is the one left
 * to work on; `askedSales` says an Auto Sale target decided, so the transaction must hold the shirts sold
 * to what was read.
 */
export function unlockAfter(progression: Progression, after: number, now: string): Unlock & { askedSales: boolean } {
  const writes: TransactItem[] = [];
  const unlocked: Objective[] = [];
  let askedSales = false;
  for (let number = after; ;) {
    const next = progression.objectives.find(
      (objective) => objective.is_active && objective.objective_number > number && statusIn(progression.rows, objective) === 'locked',
    );
    if (!next) return { writes, unlocked, askedSales };
    unlocked.push(next);
    const from = progression.rows.has(next.id) ? 'locked' : undefined;
    askedSales ||= isAutoSale(next);
    if (!(isAutoSale(next) && progression.unitsSold >= targetUnitsOf(next))) {
      writes.push(...assignObjective(progression.userId, next.id, from, now));
      return { writes, unlocked, assigned: next, askedSales };
    }
    writes.push(...completeAutomatically(progression.userId, next.id, from, now));
    number = next.objective_number;
  }
}

/** `unlockAfter`'s writes, held to the shirts sold as read where an Auto Sale target decided. */
export function unlockAfterHeld(progression: Progression, after: number, now: string): Unlock {
  const { askedSales, ...unlock } = unlockAfter(progression, after, now);
  return askedSales ? { ...unlock, writes: [...unlock.writes, unitsSoldCheck(progression.userId, progression.unitsSold)] } : unlock;
}

/**
 * The writes that approve an ambassador's assigned Auto Sale objectives whose targets `reached` meets, and
 * unlock what follows them, or undefined when none is met. They hold while the shirts sold are still
 * `progression.unitsSold` (as read with the rows) and every Auto Sale objective still to complete that they do
 * not move keeps its status as read, so a concurrent order, review or unlock makes the caller read again.
 * `reached` is the most shirts sold the caller saw, at least what was read: a refund right after the crossing
 * order does not take its completion away.
 */
export function autoSaleCompletion(progression: Progression, reached: number, now: string): TransactItem[] | undefined {
  const { userId, objectives, rows } = progression;
  const open = objectives.filter((objective) => objective.is_active && isAutoSale(objective) && statusIn(rows, objective) !== 'approved');
  const decided = { ...progression, unitsSold: Math.max(reached, progression.unitsSold) };
  const met = open.filter((objective) => statusIn(rows, objective) === 'assigned' && decided.unitsSold >= targetUnitsOf(objective));
  const last = met.at(-1);
  if (!last) return undefined;
  const { writes: unlockWrites, unlocked } = unlockAfter(decided, last.objective_number, now);
  const moved = new Set([...met, ...unlocked].map((objective) => objective.id));
  return [
    ...met.flatMap((objective) => completeAutomatically(userId, objective.id, 'assigned', now)),
    ...unlockWrites,
    ...open
      .filter((objective) => !moved.has(objective.id))
      .map((objective) => userObjectiveIs(userId, objective.id, rows.get(objective.id)?.status)),
    unitsSoldCheck(userId, progression.unitsSold),
  ];
}

// A review, an unlock or another order moving the ambassador's rows under us means read again and decide again.
const MAX_ATTEMPTS = 12;

/**
 * Completes what an ambassador's sales reaching `reached` shirts met of their role's `objectives` (as read
 * for the batch): their rows and shirts sold read together, consistently, and the completion written in one
 * transaction that holds to them (`autoSaleCompletion`).
 */
async function completeMetAutoSales(userId: string, objectives: Objective[], reached: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { totals, rows } = await readSaleStanding(userId);
    // Before their first objective (a fundraiser, a student not yet approved) nothing unlocks on a sale.
    if (!totals || rows.size === 0) return;
    const writes = autoSaleCompletion({ userId, objectives, rows, unitsSold: totals.units_sold }, reached, nowIso());
    if (!writes) return;
    try {
      await transact(writes);
      return;
    } catch (error) {
      if (!(error instanceof TransactionCancelled) || !error.conditionFailed || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * Auto Sale objectives follow the ambassadors' totals rows on the table's stream: a batch in which a row's
 * shirts sold rose reads the role's objectives (once per role in the batch, so an objective an admin just
 * saved counts at once), and only if one is an active Auto Sale objective whose target the highest shirts sold
 * in the batch meets, the ambassador's rows, to complete what is met. Approvals and assignments complete
 * targets already met themselves (`unlockAfterHeld`). A batch delivered twice finds them completed.
 */
export async function completeAutoSales(changes: readonly ItemChange[]): Promise<void> {
  const byRole = new Map<Role, Promise<Objective[]>>();
  for (const { totals, unitsBefore, reached } of shirtsReached(changes)) {
    if (reached <= unitsBefore) continue;
    if (!byRole.has(totals.role)) byRole.set(totals.role, listObjectivesForRole(totals.role));
    const objectives = await byRole.get(totals.role)!;
    if (objectives.some((objective) => objective.is_active && isAutoSale(objective) && targetUnitsOf(objective) <= reached)) {
      await completeMetAutoSales(totals.user_id, objectives, reached);
    }
  }
}
