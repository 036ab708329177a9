import { randomUUID } from 'node:crypto';
import { compareTemplates, fundraisingTemplateSchema, type FundraisingTemplate } from '@app/shared/templates';
import { batchGetAll, nowIso, parseItem, putItem, queryAll, type Item } from '#lib/table';

/**
 * Fundraising template entity (e-mail or SMS). Keys:
 * - pk TEMPLATE#<id>, sk TEMPLATE
 * - gsi2pk TEMPLATES#<campaign id | ALL>, gsi2sk <type>#<lowercase name>#<id>: the global templates, or
 *   one campaign's own, by type then name
 */
const GLOBAL_SCOPE = 'ALL';

const keys = {
  primary: (id: string) => ({ pk: `TEMPLATE#${id}`, sk: 'TEMPLATE' }),
  byScope: (campaignId: string | null, template?: Pick<FundraisingTemplate, 'type' | 'name' | 'id'>) => ({
    gsi2pk: `TEMPLATES#${campaignId ?? GLOBAL_SCOPE}`,
    gsi2sk: template ? `${template.type}#${template.name.toLowerCase()}#${template.id}` : '',
  }),
};

const toTemplate = (item: Item): FundraisingTemplate => parseItem(fundraisingTemplateSchema, item);

/** Saves a new template. */
export async function putTemplate(fields: Omit<FundraisingTemplate, 'id' | 'created_at' | 'updated_at'>): Promise<FundraisingTemplate> {
  const now = nowIso();
  const template = fundraisingTemplateSchema.parse({ ...fields, id: randomUUID(), created_at: now, updated_at: now });
  await putItem({
    Item: { ...keys.primary(template.id), ...keys.byScope(template.campaign_id, template), ...template },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  return template;
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
