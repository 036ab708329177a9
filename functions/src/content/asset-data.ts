import { randomUUID } from 'node:crypto';
import { assetSchema, CONTENT_AUDIENCES, type Asset, type ContentAudience } from '@app/shared/content';
import type { Role } from '@app/shared/platform';
import * as z from 'zod';
import { audited, changesBetween, type AuditedChange } from '#lib/audit';
import { publicUrlOf } from '#lib/storage';
import { getItem, nowIso, parseItem, queryPage, TransactionCancelled, type Item } from '#lib/table';
import { audiencesFor, newestFirstAcross } from './audiences';

/**
 * Brand asset entity; the file is stored under public/ and its address built when read. Keys:
 * - pk ASSET#<id>, sk ASSET
 * - gsi2pk ASSETS#<target_role>, gsi2sk <created_at>#<id>: an audience's assets, newest first (the
 *   admin's whole library is the three audiences' partitions merged)
 */
const keys = {
  primary: (id: string) => ({ pk: `ASSET#${id}`, sk: 'ASSET' }),
  byAudience: (audience: ContentAudience, createdAt = '', id = '') => ({ gsi2pk: `ASSETS#${audience}`, gsi2sk: `${createdAt}#${id}` }),
};

const storedAssetSchema = assetSchema.omit({ file_url: true }).extend({ file_key: z.string() });
export type StoredAsset = z.infer<typeof storedAssetSchema>;

const toAsset = (item: Item): Asset => {
  const { file_key, ...asset } = parseItem(storedAssetSchema, item);
  return { ...asset, file_url: publicUrlOf(file_key) };
};

/** An admin's change to an asset, as the audit log records it: its fields (not its id or creation time), before and after. */
function assetAudit(before: StoredAsset | undefined, after: StoredAsset | undefined): AuditedChange {
  const { id, created_at: _created, ...fields } = (after ?? before)!;
  return { subjectType: 'asset', subjectId: id, changes: changesBetween(before, after, Object.keys(fields)) };
}

/** Saves a new asset whose file is already stored at `file_key` (an admin's, audited with it). */
export async function putAsset(fields: Omit<StoredAsset, 'id' | 'created_at'>): Promise<Asset> {
  const stored = storedAssetSchema.parse({ ...fields, id: randomUUID(), created_at: nowIso() });
  const item = { ...keys.primary(stored.id), ...keys.byAudience(stored.target_role, stored.created_at, stored.id), ...stored };
  await audited([{ Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' } }], assetAudit(undefined, stored));
  return toAsset(item);
}

/** What one audience sees: its own assets and those for everyone, newest first; for an admin, every asset. */
export async function listAssetsFor(role: Role): Promise<Asset[]> {
  const items = await newestFirstAcross(audiencesFor(role).map((audience) => keys.byAudience(audience).gsi2pk));
  return items.map(toAsset);
}

/** One asset as stored (with its file's key), or undefined. */
export async function getStoredAsset(id: string): Promise<StoredAsset | undefined> {
  const item = await getItem(keys.primary(id));
  return item ? parseItem(storedAssetSchema, item) : undefined;
}

/** Deletes an asset read just before (an admin's deletion audited with it, the asset's fields before); false when it is gone. */
export async function removeAsset(current: StoredAsset): Promise<boolean> {
  try {
    await audited(
      [{ Delete: { Key: keys.primary(current.id), ConditionExpression: 'attribute_exists(pk)' } }],
      assetAudit(current, undefined),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.conditionFailedAt(0)) return false;
    throw error;
  }
  return true;
}

/** The tag that marks a Brand Asset image as the shirt's picture, for the public campaign page (any case). */
export const SHIRT_IMAGE_TAG = 'shirt';

const isShirtImage = (item: Item) =>
  item.file_type === 'image' && Array.isArray(item.tags) && item.tags.some((tag) => String(tag).toLowerCase() === SHIRT_IMAGE_TAG);

/** The newest shirt image of one audience's partition: its pages newest first, only until the first one. */
async function newestShirtImageOf(audience: ContentAudience): Promise<Item | undefined> {
  let startKey: Item | undefined;
  do {
    const page = await queryPage(
      {
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.byAudience(audience).gsi2pk },
        ProjectionExpression: 'gsi2sk, file_type, tags, file_key, #name',
        ExpressionAttributeNames: { '#name': 'name' },
        ScanIndexForward: false,
      },
      startKey,
    );
    const found = page.items.find(isShirtImage);
    if (found) return found;
    startKey = page.lastKey;
  } while (startKey);
  return undefined;
}

/**
 * The shirt's picture for the public campaign page: the newest image asset tagged 'shirt', whoever it is
 * for (asset files are public), as its public address and its name for the alt text; undefined when the
 * library has none. One Query per audience, in parallel, each stopping at its first match.
 */
export async function newestShirtImage(): Promise<{ url: string; alt: string } | undefined> {
  const found = (await Promise.all(CONTENT_AUDIENCES.map(newestShirtImageOf))).filter((item): item is Item => item !== undefined);
  const newest = found.sort((a, b) => String(b.gsi2sk).localeCompare(String(a.gsi2sk)))[0];
  return newest ? { url: publicUrlOf(String(newest.file_key)), alt: String(newest.name) } : undefined;
}
