import { randomUUID } from 'node:crypto';
import { socialTemplateSchema, type ContentAudience, type SocialTemplate } from '@app/shared/content';
import type { Role } from '@app/shared/platform';
import * as z from 'zod';
import { audited, changesBetween, type AuditedChange } from '#lib/audit';
import { publicUrlOf } from '#lib/storage';
import { batchGetAll, getItem, nowIso, parseItem, queryAll, queryPage, TransactionCancelled, type Item } from '#lib/table';
import { audiencesFor, newestFirstAcross } from './audiences';

/**
 * Social media template entity; the file is stored under public/. Keys:
 * - pk SOCIAL_TEMPLATE#<id>, sk SOCIAL_TEMPLATE
 * - gsi2pk SOCIAL_TEMPLATES#<target_role>#<active|inactive>, gsi2sk <created_at>#<id>: an audience's
 *   active (or inactive) templates, newest first
 * - gsi1pk SOCIAL_TEMPLATES, gsi1sk <created_at>#<id>: every template, newest first (the admin's list)
 *
 * Every write puts the whole item with keys built from its fields, so an edit that changes the audience or
 * the active flag moves the template between the audience partitions.
 */
const keys = {
  primary: (id: string) => ({ pk: `SOCIAL_TEMPLATE#${id}`, sk: 'SOCIAL_TEMPLATE' }),
  byAudience: (audience: ContentAudience, active: boolean, createdAt = '', id = '') => ({
    gsi2pk: `SOCIAL_TEMPLATES#${audience}#${active ? 'active' : 'inactive'}`,
    gsi2sk: `${createdAt}#${id}`,
  }),
  newest: (createdAt = '', id = '') => ({ gsi1pk: 'SOCIAL_TEMPLATES', gsi1sk: `${createdAt}#${id}` }),
};

const storedTemplateSchema = socialTemplateSchema
  .omit({ file_url: true })
  .extend({ file_key: z.string(), created_by: z.string().nullish().default(null) });
export type StoredSocialTemplate = z.infer<typeof storedTemplateSchema>;

const toTemplate = (item: Item): SocialTemplate => {
  const { file_key, created_by: _author, ...template } = parseItem(storedTemplateSchema, item);
  return { ...template, file_url: publicUrlOf(file_key) };
};

const itemOf = (stored: StoredSocialTemplate): Item => ({
  ...keys.primary(stored.id),
  ...keys.byAudience(stored.target_role, stored.is_active, stored.created_at, stored.id),
  ...keys.newest(stored.created_at, stored.id),
  ...stored,
});

type TemplateFields = Omit<z.input<typeof storedTemplateSchema>, 'id' | 'created_at'>;

/** An admin's change to a template, as the audit log records it: its fields (not its id or creation time), before and after. */
function templateAudit(before: StoredSocialTemplate | undefined, after: StoredSocialTemplate | undefined): AuditedChange {
  const { id, created_at: _created, ...fields } = (after ?? before)!;
  return { subjectType: 'social_template', subjectId: id, changes: changesBetween(before, after, Object.keys(fields)) };
}

/** Saves a new template whose file is already stored at `file_key` (an admin's, audited with it). */
export async function putSocialTemplate(fields: TemplateFields): Promise<SocialTemplate> {
  const stored = storedTemplateSchema.parse({ ...fields, id: randomUUID(), created_at: nowIso() });
  const item = itemOf(stored);
  await audited([{ Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' } }], templateAudit(undefined, stored));
  return toTemplate(item);
}

/** One template as stored (with its file's key), or undefined. */
export async function getStoredSocialTemplate(id: string): Promise<StoredSocialTemplate | undefined> {
  const item = await getItem(keys.primary(id));
  return item ? parseItem(storedTemplateSchema, item) : undefined;
}

/**
 * Replaces an existing template's fields (its id, author and creation time stay); undefined when there is
 * no such template, even one deleted since it was read. An admin's edit is audited with it: the fields it changed.
 */
export async function replaceSocialTemplate(
  current: StoredSocialTemplate,
  fields: Omit<TemplateFields, 'created_by'>,
): Promise<SocialTemplate | undefined> {
  const stored = storedTemplateSchema.parse({ ...fields, id: current.id, created_by: current.created_by, created_at: current.created_at });
  const item = itemOf(stored);
  try {
    await audited([{ Put: { Item: item, ConditionExpression: 'attribute_exists(pk)' } }], templateAudit(current, stored));
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailedAt(0)) return undefined;
    throw error;
  }
  return toTemplate(item);
}

/** Deletes a template read just before (an admin's deletion audited with it, its fields before); false when it is gone. */
export async function removeSocialTemplate(current: StoredSocialTemplate): Promise<boolean> {
  try {
    await audited(
      [{ Delete: { Key: keys.primary(current.id), ConditionExpression: 'attribute_exists(pk)' } }],
      templateAudit(current, undefined),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailedAt(0)) return false;
    throw error;
  }
  return true;
}

/** The admin's list: every template, active or not, for every audience, newest first. One Query. */
export async function listAllSocialTemplates(): Promise<SocialTemplate[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.newest().gsi1pk },
    ScanIndexForward: false,
  });
  return items.map(toTemplate);
}

/** The active templates for a role (spec part 1, section 7: target_role equal to the user's role), and those for everyone, newest first. */
export async function listActiveSocialTemplatesFor(role: Role): Promise<SocialTemplate[]> {
  const items = await newestFirstAcross(audiencesFor(role).map((audience) => keys.byAudience(audience, true).gsi2pk));
  return items.map(toTemplate);
}

/** The newest active template for a role (or for everyone): the Start Here fallback's third step. One Query per audience. */
export async function newestActiveSocialTemplateFor(role: Role): Promise<SocialTemplate | undefined> {
  const newest = await Promise.all(
    audiencesFor(role).map(async (audience) => {
      const { items } = await queryPage({
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.byAudience(audience, true).gsi2pk },
        ScanIndexForward: false,
        Limit: 1,
      });
      return items[0];
    }),
  );
  const [item] = newest.filter((found) => found !== undefined).sort((a, b) => String(b.gsi2sk).localeCompare(String(a.gsi2sk)));
  return item ? toTemplate(item) : undefined;
}

/** Those of a set of ids that exist, are active and are meant for the role (or everyone). */
export async function getActiveSocialTemplatesFor(role: Role, ids: readonly string[]): Promise<SocialTemplate[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const audiences = new Set<string>(audiencesFor(role));
  return (await batchGetAll(unique.map(keys.primary)))
    .map(toTemplate)
    .filter((template) => template.is_active && audiences.has(template.target_role));
}
