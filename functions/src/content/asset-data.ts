import { randomUUID } from 'node:crypto';
import { assetSchema, type Asset, type ContentAudience } from '@app/shared/content';
import type { Role } from '@app/shared/roles';
import * as z from 'zod';
import { publicUrlOf } from '#lib/storage';
import { deleteItem, getItem, isConditionFailure, nowIso, parseItem, putItem, type Item } from '#lib/table';
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

/** Saves a new asset whose file is already stored at `file_key`. */
export async function putAsset(fields: Omit<StoredAsset, 'id' | 'created_at'>): Promise<Asset> {
  const stored = storedAssetSchema.parse({ ...fields, id: randomUUID(), created_at: nowIso() });
  const item = { ...keys.primary(stored.id), ...keys.byAudience(stored.target_role, stored.created_at, stored.id), ...stored };
  await putItem({ Item: item, ConditionExpression: 'attribute_not_exists(pk)' });
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

/** Deletes an asset; false when there was none. */
export async function removeAsset(id: string): Promise<boolean> {
  try {
    await deleteItem({ Key: keys.primary(id), ConditionExpression: 'attribute_exists(pk)' });
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  return true;
}
