import { randomUUID } from 'node:crypto';
import { objectiveSchema, type Objective } from '@app/shared/objectives';
import type { Role } from '@app/shared/platform';
import type * as z from 'zod';
import { audited, changesBetween } from '#lib/audit';
import { batchGetAll, getItem, parseItem, queryAll, type Item } from '#lib/table';

/**
 * Objective entity. Keys:
 * - pk OBJECTIVE#<id>, sk OBJECTIVE
 * - gsi2pk OBJECTIVES#<target_role>, gsi2sk <number, 6 digits>#<id>: a role's objectives by number
 */
const keys = {
  primary: (id: string) => ({ pk: `OBJECTIVE#${id}`, sk: 'OBJECTIVE' }),
  byRole: (role: Role, number = 0, id = '') => ({ gsi2pk: `OBJECTIVES#${role}`, gsi2sk: `${String(number).padStart(6, '0')}#${id}` }),
};

const toObjective = (item: Item): Objective => parseItem(objectiveSchema, item);

/**
 * Saves an objective (new or edited); a new one gets an id, and no target unless it has one. With its audit
 * entry (an admin's save): the fields that differ from `before`, the objective as it was read.
 */
export async function putObjective(
  fields: Omit<z.input<typeof objectiveSchema>, 'id'> & { id?: string },
  before?: Objective,
): Promise<Objective> {
  const objective = objectiveSchema.parse({ ...fields, id: fields.id ?? randomUUID() });
  const item = {
    ...keys.primary(objective.id),
    ...keys.byRole(objective.target_role, objective.objective_number, objective.id),
    ...objective,
  };
  await audited([{ Put: { Item: item } }], {
    subjectType: 'objective',
    subjectId: objective.id,
    changes: changesBetween(
      before,
      objective,
      Object.keys(objective).filter((field) => field !== 'id'),
    ),
  });
  return objective;
}

export async function getObjective(id: string): Promise<Objective | undefined> {
  const item = await getItem(keys.primary(id));
  return item && toObjective(item);
}

/** Several objectives by id (one BatchGetItem per 100), by id; missing ones left out. */
export async function getObjectives(ids: readonly string[]): Promise<Map<string, Objective>> {
  const unique = [...new Set(ids)];
  const items = unique.length > 0 ? await batchGetAll(unique.map(keys.primary)) : [];
  return new Map(items.map(toObjective).map((objective) => [objective.id, objective]));
}

/** A role's objectives in number order, active or not (one Query). */
export async function listObjectivesForRole(role: Role): Promise<Objective[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.byRole(role).gsi2pk },
  });
  return items.map(toObjective);
}
