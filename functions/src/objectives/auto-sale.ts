import { targetUnitsOf, type Objective, type ObjectiveStatus } from '@app/shared/objectives';
import type { Role } from '@app/shared/platform';
import { queryAll, type TransactItem } from '#lib/table';
import {
  ambassadorTotalsKeys,
  getAmbassadorTotals,
  isAmbassadorTotalsItem,
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
 * review, in the transaction that finds the ambassador's shirts sold at its target, whether that is the
 * order that crosses it or the approval that unlocks an objective whose target earlier sales already met.
 * A refund lowers the shirts sold but never takes an approval back.
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

/** What an order needs of its ambassador as they stand: their totals row (undefined without one) and their objective rows. */
export interface SaleStanding {
  totals: AmbassadorTotals | undefined;
  rows: Map<string, UserObjective>;
}

/**
 * An ambassador's totals row and objective rows in ONE consistent Query: in their partition the totals'
 * sort key (TOTALS) comes right before the objective rows' (UOBJ#...), and nothing sorts between them.
 */
export async function readSaleStanding(userId: string): Promise<SaleStanding> {
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

/** What an order's Auto Sale check needs, as read: the role's objectives, the ambassador's rows and shirts sold before the order. */
export interface SaleProgress {
  objectives: Objective[];
  rows: Map<string, UserObjective>;
  unitsBefore: number;
}

/**
 * For the transaction of an order that adds `unitsAdded` shirts to an ambassador's sales, from what was
 * read of them (`progress`): the assigned Auto Sale objectives the new total meets are approved and what
 * follows them unlocked. Undefined when the ambassador has no Auto Sale objective left to complete
 * (nothing to write, nothing to hold). Otherwise the order's totals update must hold to `unitsBefore`, and
 * every Auto Sale objective still to complete that this order does not move is held to its status as
 * read, so a concurrent order, review or unlock makes the order read again.
 */
export function autoSaleWrites(
  userId: string,
  { objectives, rows, unitsBefore }: SaleProgress,
  unitsAdded: number,
  now: string,
): { unitsBefore: number; writes: TransactItem[] } | undefined {
  const open = objectives.filter((objective) => objective.is_active && isAutoSale(objective) && statusIn(rows, objective) !== 'approved');
  // Before their first objective (a fundraiser, a student not yet approved) nothing unlocks on a sale.
  if (rows.size === 0 || open.length === 0) return undefined;
  const progression: Progression = { userId, objectives, rows, unitsSold: unitsBefore + unitsAdded };
  const met = open.filter((objective) => statusIn(rows, objective) === 'assigned' && progression.unitsSold >= targetUnitsOf(objective));
  const last = met.at(-1);
  // The order's totals update holds the shirts sold itself.
  const { writes: unlockWrites, unlocked } = last ? unlockAfter(progression, last.objective_number, now) : { writes: [], unlocked: [] };
  const moved = new Set([...met, ...unlocked].map((objective) => objective.id));
  return {
    unitsBefore,
    writes: [
      ...met.flatMap((objective) => completeAutomatically(userId, objective.id, 'assigned', now)),
      ...unlockWrites,
      ...open
        .filter((objective) => !moved.has(objective.id))
        .map((objective) => userObjectiveIs(userId, objective.id, rows.get(objective.id)?.status)),
    ],
  };
}
