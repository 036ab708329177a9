import { randomUUID } from 'node:crypto';
import { compareTemplates, fundraisingTemplateSchema, type FundraisingTemplate } from '@app/shared/templates';
import { batchGetAll, deleteItem, getItem, isConditionFailure, nowIso, parseItem, putItem, queryAll, type Item } from '#lib/table';

/**
 * Fundraising template entity (e-mail or SMS). Keys:
 * - pk TEMPLATE#<id>, sk TEMPLATE
 * - gsi2pk TEMPLATES#<campaign id | ALL>, gsi2sk <type>#<lowercase name>#<id>: the global templates, or
 *   one campaign's own, by type then name
 * - gsi1pk TEMPLATES, gsi1sk <created_at>#<id>: every template, newest first (the admin's list)
 *
 * Every write puts the whole item with keys built from its fields, so an edit that changes the campaign,
 * the type or the name moves the template in the scope index too.
 */
const GLOBAL_SCOPE = 'ALL';

const keys = {
  primary: (id: string) => ({ pk: `TEMPLATE#${id}`, sk: 'TEMPLATE' }),
  byScope: (campaignId: string | null, template?: Pick<FundraisingTemplate, 'type' | 'name' | 'id'>) => ({
    gsi2pk: `TEMPLATES#${campaignId ?? GLOBAL_SCOPE}`,
    gsi2sk: template ? `${template.type}#${template.name.toLowerCase()}#${template.id}` : '',
  }),
  newest: (template?: Pick<FundraisingTemplate, 'created_at' | 'id'>) => ({
    gsi1pk: 'TEMPLATES',
    gsi1sk: template ? `${template.created_at}#${template.id}` : '',
  }),
};

const itemOf = (template: FundraisingTemplate): Item => ({
  ...keys.primary(template.id),
  ...keys.byScope(template.campaign_id, template),
  ...keys.newest(template),
  ...template,
});

const toTemplate = (item: Item): FundraisingTemplate => parseItem(fundraisingTemplateSchema, item);

/** Saves a new template. */
export async function putTemplate(fields: Omit<FundraisingTemplate, 'id' | 'created_at' | 'updated_at'>): Promise<FundraisingTemplate> {
  const now = nowIso();
  const template = fundraisingTemplateSchema.parse({ ...fields, id: randomUUID(), created_at: now, updated_at: now });
  await putItem({ Item: itemOf(template), ConditionExpression: 'attribute_not_exists(pk)' });
  return template;
}

/** One template, or undefined. */
export async function getTemplate(id: string): Promise<FundraisingTemplate | undefined> {
  const item = await getItem(keys.primary(id));
  return item ? toTemplate(item) : undefined;
}

/**
 * Replaces an existing template's fields (its id, author and creation time stay); undefined when there is
 * no such template, even one deleted since it was read.
 */
export async function replaceTemplate(
  current: FundraisingTemplate,
  fields: Omit<FundraisingTemplate, 'id' | 'created_by' | 'created_at' | 'updated_at'>,
): Promise<FundraisingTemplate | undefined> {
  const template = fundraisingTemplateSchema.parse({
    ...fields,
    id: current.id,
    created_by: current.created_by,
    created_at: current.created_at,
    updated_at: nowIso(),
  });
  try {
    await putItem({ Item: itemOf(template), ConditionExpression: 'attribute_exists(pk)' });
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
  return template;
}

/** Deletes a template; false when there was none. */
export async function removeTemplate(id: string): Promise<boolean> {
  try {
    await deleteItem({ Key: keys.primary(id), ConditionExpression: 'attribute_exists(pk)' });
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  return true;
}

/** The admin's list: every template, newest first. */
export async function listAllTemplates(): Promise<FundraisingTemplate[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.newest().gsi1pk },
    ScanIndexForward: false,
  });
  return items.map(toTemplate);
}

/** What a campaign's members see (spec part 1, section 7): the global templates and the campaign's own, by type then name. */
export async function listTemplatesForCampaign(campaignId: string | null): Promise<FundraisingTemplate[]> {
  const scopes = campaignId ? [null, campaignId] : [null];
  const pages = await Promise.all(
    scopes.map((scope) =>
      queryAll({
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.byScope(scope).gsi2pk },
      }),
    ),
  );
  return pages.flat().map(toTemplate).sort(compareTemplates);
}

/** The templates of a set of ids that exist, in no particular order. */
export async function getTemplates(ids: readonly string[]): Promise<FundraisingTemplate[]> {
  const unique = [...new Set(ids)];
  return unique.length ? (await batchGetAll(unique.map(keys.primary))).map(toTemplate) : [];
}
