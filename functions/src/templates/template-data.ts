import { randomUUID } from 'node:crypto';
import { compareMemberTemplates, fundraisingTemplateSchema, type FundraisingTemplate, type TemplateType } from '@app/shared/templates';
import { auditWrites, changesBetween, type AuditedChange } from '#lib/audit';
import {
  batchGetAll,
  getItem,
  nowIso,
  parseItem,
  queryAll,
  transact,
  TransactionCancelled,
  type Item,
  type TransactItem,
} from '#lib/table';

/**
 * Fundraising template entity (e-mail or SMS). Keys:
 * - pk TEMPLATE#<id>, sk TEMPLATE
 * - gsi2pk TEMPLATES#<campaign id | ALL>, gsi2sk <type>#<lowercase name>#<id>: the global templates, or
 *   one campaign's own, by type then name
 * - gsi1pk TEMPLATES, gsi1sk <created_at>#<id>: every template, newest first (the admin's list)
 * and one item per type and scope with a default:
 * - pk TEMPLATE_DEFAULT#<campaign id | ALL>#<type>, sk TEMPLATE_DEFAULT: the scope's default of that type,
 *   by template_id; the lock that keeps at most one default per type and scope (see writeTemplate)
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
  defaultOf: (template: Pick<FundraisingTemplate, 'campaign_id' | 'type'>) => ({
    pk: `TEMPLATE_DEFAULT#${template.campaign_id ?? GLOBAL_SCOPE}#${template.type}`,
    sk: 'TEMPLATE_DEFAULT',
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

/**
 * The templates of one scope (all campaigns, or one campaign's own), one Query: of one type, and only its
 * defaults, when asked. The index may lag a write a moment.
 */
async function queryScope(
  campaignId: string | null,
  options: { type?: TemplateType; defaultsOnly?: boolean } = {},
): Promise<FundraisingTemplate[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: options.type ? 'gsi2pk = :pk AND begins_with(gsi2sk, :type)' : 'gsi2pk = :pk',
    ExpressionAttributeValues: {
      ':pk': keys.byScope(campaignId).gsi2pk,
      ...(options.type ? { ':type': `${options.type}#` } : {}),
      ...(options.defaultsOnly ? { ':default': true } : {}),
    },
    ...(options.defaultsOnly ? { FilterExpression: 'is_default = :default' } : {}),
  });
  return items.map(toTemplate);
}

/**
 * What marking a template default writes besides the template: the scope's marker now names it, on the
 * condition that it still names the default read here (another save in between fails the transaction),
 * and every other template that is default of that type in that scope loses the flag. Those are the one
 * the marker named and any the index shows (defaults saved before the marker existed), each read again
 * consistently and cleared only if it is still a default there.
 */
async function takeDefault(template: FundraisingTemplate): Promise<TransactItem[]> {
  const markerKey = keys.defaultOf(template);
  const [marker, indexed] = await Promise.all([
    getItem(markerKey, { consistent: true }),
    queryScope(template.campaign_id, { type: template.type, defaultsOnly: true }),
  ]);
  const previous = typeof marker?.template_id === 'string' ? marker.template_id : undefined;
  const others = [...new Set([previous, ...indexed.map((other) => other.id)])].filter(
    (id): id is string => Boolean(id) && id !== template.id,
  );
  const stored = await Promise.all(others.map((id) => getItem(keys.primary(id), { consistent: true })));
  const scope = keys.byScope(template.campaign_id);
  const stillDefault = stored
    .flatMap((item) => (item ? [toTemplate(item)] : []))
    .filter((other) => other.is_default && other.type === template.type && other.campaign_id === template.campaign_id);
  return [
    {
      Put: {
        Item: { ...markerKey, template_id: template.id },
        ...(previous
          ? { ConditionExpression: 'template_id = :previous', ExpressionAttributeValues: { ':previous': previous } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
    ...stillDefault.map((other): TransactItem => ({
      Update: {
        Key: keys.primary(other.id),
        UpdateExpression: 'SET is_default = :false, updated_at = :now',
        ConditionExpression: 'is_default = :true AND gsi2pk = :scope AND begins_with(gsi2sk, :type)',
        ExpressionAttributeValues: {
          ':false': false,
          ':true': true,
          ':now': template.updated_at,
          ':scope': scope.gsi2pk,
          ':type': `${template.type}#`,
        },
      },
    })),
  ];
}

/** An admin's change to a template, as the audit log records it: its fields (not its id or times), before and after. */
function templateAudit(before: FundraisingTemplate | undefined, after: FundraisingTemplate | undefined): AuditedChange {
  const { id, created_at: _created, updated_at: _updated, ...fields } = (after ?? before)!;
  return { subjectType: 'template', subjectId: id, changes: changesBetween(before, after, Object.keys(fields)) };
}

// Each failed try means another save to the scope went through, so this many saves at once all succeed.
const MAX_WRITE_ATTEMPTS = 10;

/**
 * Puts a new template, or replaces a stored one, keeping at most one default per type and scope: a
 * template marked default clears the flag on the scope's other default of its type in the same
 * transaction. When another save changed those in between, the write is worked out again from what is
 * stored then (after a few tries, TransactionCancelled). False when a template to replace no longer exists.
 * An admin's save is audited in the same transaction (`before`: the template replaced).
 */
async function writeTemplate(template: FundraisingTemplate, write: 'create' | 'replace', before?: FundraisingTemplate): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const put: TransactItem = {
      Put: { Item: itemOf(template), ConditionExpression: write === 'replace' ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)' },
    };
    try {
      await transact([put, ...(template.is_default ? await takeDefault(template) : []), ...auditWrites(templateAudit(before, template))]);
      return true;
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      if (error.conditionFailedAt(0)) return false;
      if (attempt >= MAX_WRITE_ATTEMPTS) throw error;
    }
  }
}

/** Saves a new template; marked default, it is the only default of its type in its scope. */
export async function putTemplate(fields: Omit<FundraisingTemplate, 'id' | 'created_at' | 'updated_at'>): Promise<FundraisingTemplate> {
  const now = nowIso();
  const template = fundraisingTemplateSchema.parse({ ...fields, id: randomUUID(), created_at: now, updated_at: now });
  await writeTemplate(template, 'create');
  return template;
}

/** One template, or undefined. */
export async function getTemplate(id: string): Promise<FundraisingTemplate | undefined> {
  const item = await getItem(keys.primary(id));
  return item ? toTemplate(item) : undefined;
}

/**
 * Replaces an existing template's fields (its id, author and creation time stay); undefined when there is
 * no such template, even one deleted since it was read. Marked default, it is the only default of its type
 * in its (new) scope.
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
  return (await writeTemplate(template, 'replace', current)) ? template : undefined;
}

/** Deletes a template (an admin's deletion audited with it, its fields before); false when there was none. */
export async function removeTemplate(id: string): Promise<boolean> {
  const item = await getItem(keys.primary(id), { consistent: true });
  if (!item) return false;
  try {
    await transact([
      { Delete: { Key: keys.primary(id), ConditionExpression: 'attribute_exists(pk)' } },
      ...auditWrites(templateAudit(toTemplate(item), undefined)),
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailedAt(0)) return false;
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

/**
 * What a campaign's members see (spec part 1, section 7): the global templates and the campaign's own, by
 * type, each type's defaults first, then by name.
 */
export async function listTemplatesForCampaign(campaignId: string | null): Promise<FundraisingTemplate[]> {
  return (await queryMembersScopes(campaignId)).sort(compareMemberTemplates);
}

/** The defaults a campaign's members may be given (Start Here): the campaign's own and those for all campaigns, of either type. */
export function listDefaultTemplatesForCampaign(campaignId: string | null): Promise<FundraisingTemplate[]> {
  return queryMembersScopes(campaignId, { defaultsOnly: true });
}

/** The global scope's templates and the campaign's own, a Query each. */
async function queryMembersScopes(campaignId: string | null, options: { defaultsOnly?: boolean } = {}): Promise<FundraisingTemplate[]> {
  const scopes = campaignId ? [null, campaignId] : [null];
  return (await Promise.all(scopes.map((scope) => queryScope(scope, options)))).flat();
}

/** The templates of a set of ids that exist, in no particular order. */
export async function getTemplates(ids: readonly string[]): Promise<FundraisingTemplate[]> {
  const unique = [...new Set(ids)];
  return unique.length ? (await batchGetAll(unique.map(keys.primary))).map(toTemplate) : [];
}
